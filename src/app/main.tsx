import '@app/lib/zod-config';
import '@app/lib/dayjs';
import { App } from '@app/app';
import { initSession } from '@app/features/auth/utils/session-actions';
import { getToken } from '@app/lib/auth-token';
import { SHELL_MAX_WAIT_MS, untilReady } from '@app/lib/screen-shell';
import { createAppRouter, preloadSignedInScreen } from '@app/routes';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

// The session starts before the router: a ?LoginNumSeq ticket is taken off the address first (spec §4).
const sessionRestored = initSession();
// With a saved token the shell and the screen most likely follow: fetch them while the session is restored.
const screenLoaded = getToken() ? preloadSignedInScreen(window.location.pathname) : Promise.resolve();
const router = createAppRouter();

async function render(root: HTMLElement): Promise<void> {
  // A page that came with its screen's prerendered shell (src/app/screen-shells.tsx) keeps showing it until
  // the session and the screen's code are ready, so the first render replaces it with the screen itself, not
  // with a spinner.
  if (root.firstElementChild)
    await untilReady(Promise.all([sessionRestored, screenLoaded]), SHELL_MAX_WAIT_MS);
  // As a transition the first render yields to the browser every few milliseconds instead of blocking it in
  // one long task.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root não encontrado');
void render(root);

// The service worker (and the precache it downloads) waits for the page to load: it must not compete with
// the first screen for the network.
if (import.meta.env.PROD) {
  // The outbox (and its database) loads only when an update waits: registering stays light at start.
  const isOutboxEmpty = () => import('@app/lib/outbox/store').then((m) => m.isOutboxEmpty());
  const register = () =>
    void import('@app/lib/service-worker').then((m) => m.registerServiceWorker(isOutboxEmpty));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
