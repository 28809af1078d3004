import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@server/app';
import { type Database, openDatabase } from '@server/db/client';
import { type Env, loadEnv } from '@server/env';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { SEED_DUMP } from '../api/helpers/paths';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  env: Env;
  close(): Promise<void>;
}

/**
 * A real app on a real database: an in-memory PGlite started from the seeded dump made by global-setup,
 * or the PostgreSQL of DATABASE_URL (migrated and seeded by global-setup).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { logger?: (env: Env) => Logger } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cd-api-'));
  const config = loadEnv({
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-dist'),
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    // The daily divergence routine would write to the shared test database on its own.
    DIVERGENCES_SCHEDULE: 'off',
    PHOTO_RETENTION_SCHEDULE: 'off',
    // The login limits are shared by every file of a run on PostgreSQL, where all log in from one address: the
    // tests of the limits set their own.
    LOGIN_RATE_LIMIT: '1000000',
    LOGIN_ADDRESS_RATE_LIMIT: '1000000',
    // So is the company's count of imports per minute (a file that imports right after another one of the same
    // worker found the minute's imports used up): the tests of that limit set their own.
    IMPORT_RATE_LIMIT: '1000000',
    ...env,
  });
  const database = await openDatabase(
    config.DATABASE_URL
      ? {
          databaseUrl: config.DATABASE_URL,
          readUrl: config.DATABASE_READ_URL,
          poolMax: config.DATABASE_POOL_MAX,
          statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT,
          pgliteDir: '',
        }
      : { pgliteDir: 'memory://', loadDataDir: new Blob([readFileSync(SEED_DUMP)]) },
  );
  const app = await buildApp({ env: config, database, logger: opts.logger?.(config) });
  await app.ready();
  return {
    app,
    database,
    env: config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
