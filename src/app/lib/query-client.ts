import { ApiError } from '@app/lib/api-client';
import { notifyManager, QueryClient } from '@tanstack/react-query';

/**
 * Client errors (4xx) are not retried; others once. networkMode 'always': a call made offline fails at once
 * (the offline-first lookups then answer from IndexedDB) instead of pausing until the network returns.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * Query notifications go out together, in one task for all those waiting, instead of one task each (the
 * library's default): the answers that arrive while the main thread is busy (a screen rendering on a slow
 * tablet) then re-render the screen once, not once per answer.
 */
let waiting: (() => void)[] = [];
notifyManager.setScheduler((notify) => {
  waiting.push(notify);
  if (waiting.length > 1) return;
  setTimeout(() => {
    const batch = waiting;
    waiting = [];
    for (const run of batch) run();
  }, 0);
});

/** The app's one QueryClient (also used outside React, e.g. by the session). */
export const queryClient = createQueryClient();
