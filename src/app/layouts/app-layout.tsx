import { LoadingScreen } from '@app/components/ui/loading-screen';
import { AdminDialog } from '@app/features/admin-dialog/components/admin-dialog';
import { signOut } from '@app/features/auth/utils/session-actions';
import { SettingsModal } from '@app/features/settings/components/settings-modal';
import { useRoomForSidebar, useSidebarBesidePage } from '@app/hooks/use-layout';
import { confirmLeaveAnyScreen } from '@app/hooks/use-unsaved-changes-guard';
import { AppHeader } from '@app/layouts/app-header';
import { NavbarMenu } from '@app/layouts/navbar-menu';
import { afterNextPaint } from '@app/lib/after-paint';
import { rememberEntryScreen } from '@app/lib/last-entry-screen';
import { startOutbox } from '@app/lib/outbox/triggers';
import { forgetPushOnSignOut } from '@app/lib/web-push';
import { SIDEBAR_WIDTH } from '@domain/constants';
import { AppShell } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';

/** localStorage: the user's choice of an open (true) or collapsed (false) sidebar beside the page. */
const SIDEBAR_OPENED_KEY = 'sidebarOpened';

/** The shell of every signed-in screen (spec §2): header, collapsible sidebar (an overlay on phones), page. */
export function AppLayout() {
  const [mobileOpened, mobile] = useDisclosure(false);
  // Beside the page, the sidebar starts open only where there is room for it; once the user opens or collapses
  // it, that choice is kept on this device.
  const roomForSidebar = useRoomForSidebar();
  const [sidebarChoice, setSidebarChoice] = useLocalStorage<boolean | undefined>({
    key: SIDEBAR_OPENED_KEY,
    getInitialValueInEffect: false,
  });
  const desktopOpened = sidebarChoice ?? roomForSidebar;
  const [settingsOpened, settings] = useDisclosure(false);
  const [adminOpened, admin] = useDisclosure(false);
  const [reloadKey, setReloadKey] = useState(0);
  const navigate = useNavigate();
  // The menu (a long list of links) is rendered once it is first shown: a phone opening a screen, where the
  // sidebar starts closed, does not pay for it.
  const menuShown = useSidebarBesidePage() ? desktopOpened : mobileOpened;
  const [menuRendered, setMenuRendered] = useState(menuShown);
  if (menuShown && !menuRendered) setMenuRendered(true);
  // The outbox replays from start-up on (and on 'online', visibility, backoff), whatever screen is open;
  // started once the first frame is painted, not in the commit that puts the app on the page.
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = afterNextPaint(() => {
      stop = startOutbox();
    });
    return () => {
      cancel();
      stop?.();
    };
  }, []);

  // The entry screen opened last comes first on the kitchen's home.
  const { pathname } = useLocation();
  useEffect(() => rememberEntryScreen(pathname), [pathname]);

  const logout = useCallback(() => {
    // The device's push subscription is forgotten first (with the session), for a second at most.
    const forgotten = forgetPushOnSignOut().catch(() => undefined);
    void Promise.race([forgotten, new Promise((r) => setTimeout(r, 1000))]).then(() => {
      navigate('/', { replace: true });
      signOut();
    });
  }, [navigate]);

  return (
    <ModalsProvider>
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: SIDEBAR_WIDTH,
          breakpoint: 'md',
          collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
        }}
        padding="md"
      >
        <AppShell.Header withBorder={false}>
          <AppHeader
            mobileOpened={mobileOpened}
            desktopOpened={desktopOpened}
            onToggleMobile={mobile.toggle}
            onToggleDesktop={() => setSidebarChoice(!desktopOpened)}
            onOpenSettings={settings.open}
            onOpenAdmin={admin.open}
            onLogout={logout}
          />
        </AppShell.Header>
        {/* Collapsed, it is off-screen: inert, so neither the keyboard nor a screen reader lands in it. */}
        <AppShell.Navbar aria-label="Menu principal" inert={!menuShown}>
          {menuRendered && (
            <NavbarMenu
              onNavigate={mobile.close}
              onReloadCurrent={() =>
                void confirmLeaveAnyScreen().then((reload) => reload && setReloadKey((k) => k + 1))
              }
              onLogout={logout}
            />
          )}
        </AppShell.Navbar>
        <AppShell.Main>
          <Suspense fallback={<LoadingScreen fullPage={false} />}>
            <Outlet key={reloadKey} />
          </Suspense>
        </AppShell.Main>
        <SettingsModal opened={settingsOpened} onClose={settings.close} />
        <AdminDialog opened={adminOpened} onOpen={admin.open} onClose={admin.close} />
      </AppShell>
    </ModalsProvider>
  );
}
