/** How long a failed send waits before the next try: exponential with jitter, capped lower while visible. */
import { pageVisible } from '@app/lib/online';

const BACKOFF_BASE_MS = 2_000;
/** While the app is visible a retry never waits longer than this; a hidden tab backs off further. */
export const BACKOFF_MAX_VISIBLE_MS = 15_000;
const BACKOFF_MAX_MS = 5 * 60_000;

/** The longest wait before a retry: short while the worker looks at the screen, longer in a hidden tab. */
export const maxWaitMs = () => (pageVisible() ? BACKOFF_MAX_VISIBLE_MS : BACKOFF_MAX_MS);

export function backoffMs(attempts: number): number {
  const max = maxWaitMs();
  const exp = Math.min(max, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = exp * (0.8 + Math.random() * 0.4);
  return Math.round(Math.min(max, jittered));
}
