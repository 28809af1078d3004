import { env } from '@app/lib/env';
import { MSG } from '@domain/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** public/version.json, written at build time by scripts/write-version.mjs. */
interface VersionInfo {
  branch: string;
  lastCommit: string;
  /** ISO date of the last commit. */
  date: string;
}

/** GET /version.json: a static file of the client (not the API), never from a cache. */
export async function getHealthVersion(signal?: AbortSignal): Promise<VersionInfo> {
  const response = await fetch(`${env.BASE_URL.replace(/\/?$/, '/')}version.json`, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`${MSG.versionLoadFailed} (${response.status})`);
  const body = (await response.json().catch(() => null)) as Partial<VersionInfo> | null;
  if (!body || typeof body !== 'object') throw new Error(MSG.versionLoadFailed);
  return {
    branch: String(body.branch ?? ''),
    lastCommit: String(body.lastCommit ?? ''),
    date: String(body.date ?? ''),
  };
}

export const getHealthVersionQueryOptions = () =>
  queryOptions({
    queryKey: ['version'],
    queryFn: ({ signal }) => getHealthVersion(signal),
    staleTime: 60_000,
    retry: false,
  });

export function useHealthVersion() {
  return useQuery(getHealthVersionQueryOptions());
}
