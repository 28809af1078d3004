/** The triggers of the outbox's replayer (startOutbox, once the signed-in shell is up). */
import { subscribeReachable } from '@app/lib/online';
import { BACKOFF_MAX_VISIBLE_MS } from '@app/lib/outbox/backoff';
import { sendingCompany } from '@app/lib/outbox/pause';
import { kick, setRetryTimer } from '@app/lib/outbox/replayer';
import { makeAllDue, pruneSent } from '@app/lib/outbox/store';
import { pruneSentPhotos } from '@app/lib/photo-outbox';
import { subscribeSession } from '@app/lib/session';
import { requestPersistence } from '@app/lib/storage-persistence';

let stopOutbox: (() => void) | null = null;
let persistRequested = false;

/**
 * Starts the replayer: at start-up, when the browser comes back online, when the tab becomes visible, when the
 * session becomes ready (login, company chosen), and on a timer for the next backoff. Idempotent; returns the
 * stop function.
 */
export function startOutbox(): () => void {
  if (stopOutbox) return stopOutbox;
  setRetryTimer(true);

  // Best effort; the answer is kept for the queue screen (storage-persistence.ts).
  if (!persistRequested) {
    persistRequested = true;
    requestPersistence().catch(() => undefined);
  }

  const onOnline = () => {
    makeAllDue()
      .catch(() => undefined)
      .then(kick);
  };
  const onVisibility = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'visible') onOnline();
  };
  let readyFor = sendingCompany();
  const onSession = () => {
    const now = sendingCompany();
    if (now !== null && now !== readyFor) kick();
    readyFor = now;
  };

  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  const unsubscribe = subscribeSession(onSession);
  // The server answers again after lie-fi or an outage: the whole queue goes at once — at most once per
  // BACKOFF_MAX_VISIBLE_MS, so a slow server whose sends time out while its probe answers is not flooded.
  let lastWayBack = 0;
  const unsubscribeReachable = subscribeReachable(() => {
    if (Date.now() - lastWayBack < BACKOFF_MAX_VISIBLE_MS) return kick();
    lastWayBack = Date.now();
    onOnline();
  });

  pruneSent().catch(() => undefined);
  pruneSentPhotos().catch(() => undefined);
  kick();

  const stop = () => {
    if (stopOutbox !== stop) return;
    stopOutbox = null;
    setRetryTimer(false);
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
    unsubscribe();
    unsubscribeReachable();
  };
  stopOutbox = stop;
  return stop;
}
