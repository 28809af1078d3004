import { notifyError } from '@app/lib/notify';
import { useSession } from '@app/lib/session';
import type { AppRoute } from '@domain/access';
import { isAllowed } from '@domain/access';
import { MSG } from '@domain/messages';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

const ACCESS_DENIED_NOTIFICATION_ID = 'access-denied';

function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    notifyError(MSG.accessDeniedText, MSG.accessDenied, {
      id: ACCESS_DENIED_NOTIFICATION_ID,
      autoClose: 6000,
    });
    navigate('/home', { replace: true });
  }, [navigate]);
  return null;
}

/** A user without the route's flags sees 'Acesso negado' and goes to /home (spec §2, §6). */
export function RouteGuard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { permission } = useSession();
  if (!isAllowed(permission, route.flags)) return <AccessDenied />;
  return children;
}
