import { useSession } from '@app/lib/session';
import { buildMenu, isCurrentPath } from '@app/utils/navigation';
import type { AppRoute, MenuGroup } from '@domain/access';
import { AppShell, Button, NavLink, ScrollArea } from '@mantine/core';
import {
  IconAdjustments,
  IconChartBar,
  IconClipboardList,
  IconHome,
  IconLayoutDashboard,
  IconLogout,
  IconPackage,
  type IconProps,
  IconSatellite,
  IconTrash,
} from '@tabler/icons-react';
import { type ComponentType, type MouseEvent, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

const GROUP_ICON: Record<MenuGroup, ComponentType<IconProps>> = {
  inicio: IconHome,
  desperdicios: IconTrash,
  apontamentos: IconClipboardList,
  satelites: IconSatellite,
  relatorios: IconChartBar,
  recipientes: IconPackage,
  paineis: IconLayoutDashboard,
  administrador: IconAdjustments,
};

interface NavbarMenuProps {
  /** Called after a link is followed (closes the drawer on phones). */
  onNavigate: () => void;
  /** Called when the link of the page being shown is clicked: the page reloads (spec §2). */
  onReloadCurrent: () => void;
  onLogout: () => void;
}

/** The sidebar (spec §2): the groups and items the user may open, and the logout button at the bottom. */
export function NavbarMenu({ onNavigate, onReloadCurrent, onLogout }: NavbarMenuProps) {
  const { permission, account } = useSession();
  const { pathname } = useLocation();
  const approver = account?.aprovador;
  const sections = useMemo(() => buildMenu(permission, approver), [permission, approver]);
  // A group opens when the current page is in it (also after navigating from elsewhere); the user may toggle.
  const current = sections.find((s) => s.items.some((i) => isCurrentPath(pathname, i.path)))?.id;
  const [opened, setOpened] = useState<Record<string, boolean>>({});
  useEffect(() => {
    if (current) setOpened((prev) => (prev[current] ? prev : { ...prev, [current]: true }));
  }, [current]);

  function itemLink(item: AppRoute, icon?: ComponentType<IconProps>) {
    const active = isCurrentPath(pathname, item.path);
    const Icon = icon;
    return (
      <NavLink
        key={item.path}
        component={Link}
        to={item.path}
        label={item.title}
        active={active}
        aria-current={active ? 'page' : undefined}
        leftSection={Icon ? <Icon size={20} aria-hidden /> : undefined}
        onClick={(event: MouseEvent) => {
          if (active) {
            event.preventDefault();
            onReloadCurrent();
          }
          onNavigate();
        }}
      />
    );
  }

  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="xs">
        <div>
          {sections.map((section) => {
            const Icon = GROUP_ICON[section.id];
            const single = section.items.length === 1 && section.items[0].title === section.label;
            if (single) return itemLink(section.items[0], Icon);
            return (
              <NavLink
                key={section.id}
                label={section.label}
                leftSection={<Icon size={20} aria-hidden />}
                opened={opened[section.id] ?? section.id === current}
                onChange={(value) => setOpened((prev) => ({ ...prev, [section.id]: value }))}
                childrenOffset={28}
              >
                {section.items.map((item) => itemLink(item))}
              </NavLink>
            );
          })}
        </div>
      </AppShell.Section>
      <AppShell.Section p="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Button
          fullWidth
          variant="light"
          leftSection={<IconLogout size={20} aria-hidden />}
          onClick={onLogout}
        >
          Sair
        </Button>
      </AppShell.Section>
    </>
  );
}
