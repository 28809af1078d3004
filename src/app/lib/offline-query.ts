/**
 * Network-first reads for what waste entry needs offline: a fresh answer is kept in IndexedDB (local-db's
 * cache, per company), and without network the kept one answers. Parameters expire (spec §9: cached with a
 * refresh date about one day ahead, cleared when it has passed); the other lookups are used however old.
 */
import { isTransient } from '@app/lib/api-client';
import { cacheGet, cachePut } from '@app/lib/local-db';
import { getSession } from '@app/lib/session';

const DAY_MS = 24 * 60 * 60 * 1000;

interface OfflineOptions {
  /** Refuse a kept answer whose refresh date has passed (parameters). */
  expires?: boolean;
}

export function offlineKey(name: string): string {
  return `${getSession().empresa?.idEmpresa ?? 0}:${name}`;
}

export async function networkFirst<T>(
  name: string,
  fetcher: () => Promise<T>,
  options: OfflineOptions = {},
): Promise<T> {
  const key = offlineKey(name);
  try {
    const value = await fetcher();
    await cachePut(key, value, Date.now() + DAY_MS).catch(() => undefined);
    return value;
  } catch (error) {
    if (!isTransient(error)) throw error;
    const kept = await cacheGet<T>(key).catch(() => undefined);
    if (!kept || (options.expires && kept.refreshAt < Date.now())) throw error;
    return kept.value;
  }
}
