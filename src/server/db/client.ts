import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres, { type Sql } from 'postgres';
import { type LocalSettings, withLocalSettings } from './pg-settings';
import * as schema from './schema/all';

/** The one database handle type used by the server: PGlite and PostgreSQL share it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Rows of a raw statement: PGlite answers {rows}, postgres-js an array. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

export interface Database {
  /** The app's handle (on PostgreSQL with the statement timeout, when set). */
  db: Db;
  /**
   * Dashboards and reports: the database of DATABASE_READ_URL when set (a replica), else the main one. On
   * PostgreSQL each of its statements runs in a READ ONLY transaction of its own with READ_WORK_MEM and the
   * statement timeout. The same object as `db` on the embedded database.
   */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded client, to dump it (tests); undefined on PostgreSQL. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  /**
   * Runs `fn` while no other server on the same database runs its own (the migrations and the demo data at
   * start): on PostgreSQL under a transaction-level advisory lock held by a connection of its own, which
   * works through PgBouncer's transaction pooling too. `fn` gets a handle without the statement timeout. The
   * embedded database belongs to one process: `fn` just runs.
   */
  exclusively<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * work_mem of the dashboards' and reports' statements. The server's default (4 MB) is too small for the
 * aggregates over the daily rollups of a large company: a grouped aggregate over a few hundred thousand
 * rollup rows (e.g. the surplus report over the fine rollup of 20 restaurants × 1 year) was planned as a sort
 * spilling to disk (external merge, ~290 ms) instead of an in-memory hash aggregate (~105 ms). 32 MB per
 * sort/hash node keeps those in memory. Given as SET LOCAL in each read statement's own transaction, never as
 * a startup parameter: PgBouncer refuses those, and under its transaction pooling a session SET would leak.
 */
export const READ_WORK_MEM = '32MB';

/** The advisory lock key of the start (migrations and demo data): any constant the app alone uses. */
const STARTUP_LOCK_KEY = 'controle-desperdicios:startup';

/**
 * The drizzle/ folder of the package, searched upwards from this module: src/server/db/ when run from the
 * sources (tsx), dist-server/ when built.
 */
function findMigrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return join(dir, 'drizzle');
    const parent = dirname(dir);
    if (parent === dir) throw new Error('pasta de migrações drizzle/ não encontrada');
    dir = parent;
  }
}

export interface DbOptions {
  databaseUrl?: string;
  /** A PostgreSQL (usually a replica) for the dashboards and reports. */
  readUrl?: string;
  /** Connections of each PostgreSQL pool (at least 2: the start keeps one for its lock). */
  poolMax?: number;
  /** Statement timeout (ms) of the app's PostgreSQL statements; 0 leaves the server's. */
  statementTimeoutMs?: number;
  /** Folder of the embedded database; 'memory://' for an in-memory one (tests). */
  pgliteDir: string;
  /** Start the embedded database from a dump (tests start from one seeded copy). */
  loadDataDir?: Blob;
}

function pool(url: string, max: number): Sql {
  // No startup parameters beyond the driver's own (user, database, client_encoding, application_name), and
  // no named prepared statements (drizzle names none; the raw lock queries neither): PgBouncer-compatible.
  return postgres(url, { max, prepare: false, onnotice: () => {} });
}

function drizzleOf(client: Sql): Db {
  return drizzlePostgres({ client, schema, casing: 'snake_case' }) as unknown as Db;
}

/** Runs fn while holding a transaction-level advisory lock, in a transaction kept open on its own connection. */
async function withAdvisoryLock<T>(client: Sql, key: string, fn: () => Promise<T>): Promise<T> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const acquired = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = client.begin(async (tx) => {
    // Waiting for another start and then idling while fn runs are both expected here, whatever the role's
    // statement or idle-in-transaction timeouts.
    await tx`select set_config('statement_timeout', '0', true),
      set_config('idle_in_transaction_session_timeout', '0', true)`;
    await tx`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
    locked();
    await released;
  });
  await Promise.race([acquired, holder]);
  try {
    return await fn();
  } finally {
    release();
    await holder;
  }
}

export async function openDatabase(opts: DbOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const max = Math.max(2, opts.poolMax ?? 10);
    const client = pool(opts.databaseUrl, max);
    const readClient = opts.readUrl ? pool(opts.readUrl, max) : client;
    const timeout: LocalSettings = opts.statementTimeoutMs
      ? { statement_timeout: `${opts.statementTimeoutMs}ms` }
      : {};
    const raw = drizzleOf(client);
    const db = drizzleOf(withLocalSettings(client, timeout, { loneStatements: true }));
    const readDb = drizzleOf(
      withLocalSettings(
        readClient,
        { work_mem: READ_WORK_MEM, ...timeout },
        { loneStatements: true, readOnly: true },
      ),
    );
    return {
      db,
      readDb,
      kind: 'postgres',
      migrate: () => migratePostgres(raw as never, { migrationsFolder: findMigrationsFolder() }),
      exclusively: (fn) => withAdvisoryLock(client, STARTUP_LOCK_KEY, () => fn(raw)),
      close: async () => {
        await Promise.all([
          client.end({ timeout: 5 }),
          readClient !== client && readClient.end({ timeout: 5 }),
        ]);
      },
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
    readDb: db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder: findMigrationsFolder() }),
    exclusively: (fn) => fn(db),
    close: () => client.close(),
  };
}
