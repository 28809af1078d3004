import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { createPool, DEFAULT_DEADLINE_MS, guardPool, type LocalSettings } from './pg-pool';
import * as schema from './schema/all';

/** The one database handle type used by the server: PGlite and PostgreSQL share it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Rows of a raw statement: PGlite and pg answer {rows}; an array is taken as the rows themselves. */
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
  /**
   * One light query (readiness): on PostgreSQL on a connection of its own, so that a pool busy with a shift's
   * saves does not make the instance look down; it fails at the deadline like any call.
   */
  probe(): Promise<void>;
  /** The connection pools' state (PostgreSQL: the app's and, when set apart, the read pool; none embedded). */
  pools(): PoolStats[];
  close(): Promise<void>;
}

export interface PoolStats {
  name: 'principal' | 'leitura';
  total: number;
  idle: number;
  waiting: number;
}

const statsOf = (name: PoolStats['name'], pool: pg.Pool): PoolStats => ({
  name,
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

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
  /**
   * Client-side deadline (ms) of each PostgreSQL call, waiting for a connection included: a connection that
   * gives no answer within it is destroyed and the call fails with DatabaseUnavailableError (503). 0: none.
   */
  deadlineMs?: number;
  /** Folder of the embedded database; 'memory://' for an in-memory one (tests). */
  pgliteDir: string;
  /** Start the embedded database from a dump (tests start from one seeded copy). */
  loadDataDir?: Blob;
}

function drizzleOf(client: pg.Pool): Db {
  return drizzlePostgres({ client, schema, casing: 'snake_case' }) as unknown as Db;
}

/** Runs fn while holding a transaction-level advisory lock, in a transaction kept open on its own connection. */
async function withAdvisoryLock<T>(pool: pg.Pool, key: string, fn: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    // Waiting for another start and then idling while fn runs are both expected here, whatever the role's
    // statement or idle-in-transaction timeouts.
    await holder.query(`begin; select set_config('statement_timeout', '0', true),
      set_config('idle_in_transaction_session_timeout', '0', true)`);
    await holder.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
    try {
      return await fn();
    } finally {
      await holder.query('commit');
    }
  } finally {
    holder.release();
  }
}

/**
 * The deadline of one database call: at least DATABASE_DEADLINE, and past the statement timeout when one is
 * set, so that PostgreSQL's own cancel (a clear 57014) comes first for a statement that is merely slow.
 */
export function effectiveDeadlineMs(deadlineMs: number, statementTimeoutMs = 0): number {
  if (!deadlineMs) return 0;
  return statementTimeoutMs ? Math.max(deadlineMs, statementTimeoutMs + 2000) : deadlineMs;
}

export async function openDatabase(opts: DbOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const max = Math.max(2, opts.poolMax ?? 10);
    const deadlineMs = effectiveDeadlineMs(opts.deadlineMs ?? DEFAULT_DEADLINE_MS, opts.statementTimeoutMs);
    const main = createPool({ url: opts.databaseUrl, max, connectTimeoutMs: deadlineMs });
    const read = opts.readUrl ? createPool({ url: opts.readUrl, max, connectTimeoutMs: deadlineMs }) : main;
    // The start (migrations, demo data) has no deadline, on a small pool of its own that it leaves idle.
    const start = createPool({ url: opts.databaseUrl, max: 3, connectTimeoutMs: 0 });
    const probes = guardPool(createPool({ url: opts.databaseUrl, max: 1, connectTimeoutMs: deadlineMs }), {
      deadlineMs,
    });
    const timeout: LocalSettings = opts.statementTimeoutMs
      ? { statement_timeout: `${opts.statementTimeoutMs}ms` }
      : {};
    const raw = drizzleOf(guardPool(start, { deadlineMs: 0 }));
    const db = drizzleOf(guardPool(main, { deadlineMs, settings: timeout }));
    const readDb = drizzleOf(
      guardPool(read, {
        deadlineMs,
        settings: { work_mem: READ_WORK_MEM, ...timeout },
        readOnly: true,
      }),
    );
    return {
      db,
      readDb,
      kind: 'postgres',
      migrate: () => migratePostgres(raw as never, { migrationsFolder: findMigrationsFolder() }),
      exclusively: (fn) => withAdvisoryLock(start, STARTUP_LOCK_KEY, () => fn(raw)),
      probe: async () => {
        await probes.query('select 1');
      },
      pools: () => [statsOf('principal', main), ...(read !== main ? [statsOf('leitura', read)] : [])],
      close: async () => {
        await Promise.all([main.end(), read !== main && read.end(), start.end(), probes.end()]);
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
    probe: async () => {
      await client.query('select 1');
    },
    pools: () => [],
    close: () => client.close(),
  };
}
