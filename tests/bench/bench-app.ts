/** What the in-process benches share: the app on a database of theirs, and how a timed step is printed. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@server/app';
import type { Database } from '@server/db/client';
import { loadEnv } from '@server/env';
import type { FastifyInstance } from 'fastify';

/**
 * The app on `database`, ready: a scratch data folder (named from `prefix`), silent logs and logins not
 * rate-limited; `env` adds to (or overrides) that.
 */
export async function benchApp(
  database: Database,
  { env = {}, prefix = 'cd-bench-' }: { env?: Record<string, string>; prefix?: string } = {},
): Promise<FastifyInstance> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const app = await buildApp({
    env: loadEnv({
      DATA_DIR: dir,
      STATIC_DIR: join(dir, 'x'),
      LOG_LEVEL: 'silent',
      LOGIN_RATE_LIMIT: '1000',
      ...env,
    }),
    database,
  });
  await app.ready();
  return app;
}

/** Runs `fn` and prints its label padded to `width`, then how long it took. */
export const timer =
  (width: number) =>
  async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const out = await fn();
    console.log(`${label.padEnd(width)} ${(performance.now() - t0).toFixed(1)} ms`);
    return out;
  };
