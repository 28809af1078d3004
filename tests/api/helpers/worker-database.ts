/**
 * On PostgreSQL the API files run two at a time, each worker on its own copy of the seeded test database: the
 * first on DATABASE_URL's database, the others on `<name>_w<pool id>`, made from it by global-setup. Files of one
 * worker run one at a time, as they need (a shared login limit, the deadlock counter, the daily routines).
 */
export const API_WORKERS = 2;

/** The database of the worker with this VITEST_POOL_ID (1 … API_WORKERS). */
export function workerDatabaseUrl(baseUrl: string, poolId: number): string {
  if (poolId <= 1) return baseUrl;
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname}_w${poolId}`;
  return url.href;
}
