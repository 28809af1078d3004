import { type Database, type Db, rowsOf } from '@server/db/client';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { expect } from 'vitest';

/**
 * Deadlocks PostgreSQL has detected in this database so far (the server retries one as a last line, so the
 * answers alone would not show it). A busy backend publishes its counters within a second or so, an idle one
 * that published less than a second before within ten: `settleMs` waits for them. Always 0 on the embedded
 * database.
 */
export async function deadlocksOf(database: Database, settleMs = 1500): Promise<number> {
  if (database.kind !== 'postgres') return 0;
  await new Promise((r) => setTimeout(r, settleMs));
  const [{ n }] = await rowsOf<{ n: number }>(
    database.db,
    sql`select pg_stat_clear_snapshot(), (select deadlocks::int from pg_stat_database
          where datname = current_database()) as n`,
  );
  return n;
}

/** Backends of this PostgreSQL database waiting for a lock right now. */
export async function lockWaiters(database: Database): Promise<number> {
  const [{ n }] = await rowsOf<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return n;
}

/**
 * Runs `hold` in a transaction that stays open while `send` starts two requests, until both wait for a lock
 * (on what `hold` wrote, or on each other); then rolls `hold` back and answers what `send` answers.
 */
export async function whileHeld<T>(
  database: Database,
  hold: (tx: Db) => Promise<void>,
  send: () => Promise<T>,
): Promise<T> {
  let answers: Promise<T> | undefined;
  await database.db
    .transaction(async (tx) => {
      await hold(tx as unknown as Db);
      answers = send();
      await expect
        .poll(() => lockWaiters(database), { timeout: 15_000, interval: 50 })
        .toBeGreaterThanOrEqual(2);
      tx.rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof TransactionRollbackError)) throw err;
    });
  return answers!;
}
