import { ApiError } from '@app/lib/api-client';
import { QueryClient } from '@tanstack/react-query';

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

/** The app's one QueryClient (also used outside React, e.g. by the session). */
export const queryClient = createQueryClient();
