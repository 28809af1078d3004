import { NotFoundPage } from '@app/components/errors/not-found-page';
import { LoadingScreen } from '@app/components/ui/loading-screen';
// The login form is part of the entry: a signed-out start shows it without waiting for another download.
import { LoginPage } from '@app/features/auth/components/login-page';
import { isInApp, useSession } from '@app/lib/session';
import { findRoute } from '@domain/access';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

const CompanyPicker = lazy(() =>
  import('@app/features/auth/components/company-picker').then((m) => ({ default: m.CompanyPicker })),
);

/**
 * The session states of spec §4: restoring → spinner; not authenticated → login form (at any known path,
 * so the user lands where they were after signing in); authenticated without company → company picker;
 * authenticated with company → the app.
 */
export function SessionGate() {
  const session = useSession();
  const { pathname } = useLocation();
  // Entering the app renders its whole shell and screen: as a deferred (transition) render it runs in slices
  // that leave the browser free to paint and answer input, with the spinner shown meanwhile.
  const showApp = useDeferredValue(isInApp(session));

  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'unauthenticated') {
    if (pathname !== '/' && !findRoute(pathname)) return <NotFoundPage fullPage />;
    return <LoginPage />;
  }
  if (!isInApp(session)) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <CompanyPicker />
      </Suspense>
    );
  }
  if (!showApp) return <LoadingScreen />;
  return <Outlet />;
}
