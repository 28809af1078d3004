import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/all';

/** The one database handle type used by the server: PGlite and PostgreSQL share it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Rows of a raw statement: PGlite answers {rows}, postgres-js an array. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded client, to dump it (tests); undefined on PostgreSQL. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * work_mem of the app's PostgreSQL sessions (a startup parameter of each pooled connection). The server's
 * default (4 MB) is too small for the dashboards and reports over the daily rollups of a large company: a
 * grouped aggregate over a few hundred thousand rollup rows (e.g. the surplus report over the fine rollup of
 * 20 restaurants × 1 year) was planned as a sort spilling to disk (external merge, ~290 ms) instead of an
 * in-memory hash aggregate (~105 ms). 32 MB per sort/hash node keeps those in memory; with the pool of 10
 * connections the worst case stays in the hundreds of MB. Per session rather than SET LOCAL in each
 * dashboard query: every read path benefits and no query needs its own transaction.
 */
const PG_WORK_MEM = '32MB';

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

export interface DbOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; 'memory://' for an in-memory one (tests). */
  pgliteDir: string;
  /** Start the embedded database from a dump (tests start from one seeded copy). */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: DbOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const client = postgres(opts.databaseUrl, {
      max: 10,
      onnotice: () => {},
      connection: { work_mem: PG_WORK_MEM },
    });
    const db = drizzlePostgres({ client, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db as never, { migrationsFolder }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (!opts.pgliteDir.startsWith('memory://')) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = await PGlite.create(
    opts.pgliteDir,
    opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {},
  );
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
