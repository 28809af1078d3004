import '@app/lib/zod-config';
import '@app/lib/dayjs';
import { App } from '@app/app';
import { initSession } from '@app/features/auth/utils/session-actions';
import { getToken } from '@app/lib/auth-token';
import { SHELL_MAX_WAIT_MS, untilReady } from '@app/lib/screen-shell';
import { createAppRouter, preloadSignedInScreen } from '@app/routes';
import { dayInZone } from '@domain/time-zones';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The next task: each step of the start-up below runs in a task of its own, since the entry's evaluation
 * before them is already a long one on a slow tablet, and the browser answers input between tasks.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function render(root: HTMLElement): Promise<void> {
  // Not in the entry's own task: its evaluation is a long one already, and the session's first requests
  // (three queries set up and sent) would lengthen it.
  await nextTask();
  // The session starts before the router: a ?LoginNumSeq ticket is taken off the address first (spec §4).
  const sessionRestored = initSession();
  await nextTask();
  const signedIn = getToken() !== null;
  // With a saved token the shell and the screen most likely follow: fetch them while the session is restored.
  const screenLoaded = signedIn ? preloadSignedInScreen(window.location.pathname) : Promise.resolve();
  await nextTask();
  const router = createAppRouter();
  // The first day computed in a time zone loads the runtime's zone data (its calendar data too, on a browser
  // without Temporal): done while the screen's code downloads, that stays out of the screen's first render.
  if (signedIn) void nextTask().then(() => dayInZone(new Date()));
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
