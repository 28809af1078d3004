import '@app/lib/zod-config';
import '@app/lib/dayjs';
import { App } from '@app/app';
import { initSession } from '@app/features/auth/utils/session-actions';
import { getToken } from '@app/lib/auth-token';
import { createAppRouter, preloadSignedInScreen } from '@app/routes';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

// The session starts before the router: a ?LoginNumSeq ticket is taken off the address first (spec §4).
void initSession();
// With a saved token the shell and the screen most likely follow: fetch them while the session is restored.
if (getToken()) preloadSignedInScreen(window.location.pathname);
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('#root não encontrado');
// As a transition the first render yields to the browser every few milliseconds instead of blocking it in one
// long task.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);

// The service worker (and the precache it downloads) waits for the page to load: it must not compete with
// the first screen for the network.
if (import.meta.env.PROD) {
  const register = () => void import('@app/lib/service-worker').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
