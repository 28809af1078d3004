import type { Db } from '../db/client';
import { pgErrorOf } from '../db/pg-error';

/**
 * SQLSTATEs after which the whole transaction may simply run again: a deadlock (40P01) or a serialization
 * failure (40001). PostgreSQL has rolled everything back, so nothing of the failed attempt remains.
 */
const RETRYABLE = new Set(['40P01', '40001']);

export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts?: number;
  /** Called before each new attempt (logs). */
  onRetry?: (sqlState: string, attempt: number) => void;
}

/**
 * Runs `run` again, from the start, when PostgreSQL aborts it with a deadlock or a serialization failure: the
 * last line behind the lock order of the writes (the rollups take their locks in key order at commit). `run`
 * must be one transaction (see transaction) or one statement on its own, which PostgreSQL rolls back whole.
 */
export async function retried<T>(
  run: () => Promise<T>,
  { attempts = 4, onRetry }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      const state = pgErrorOf(err).code;
      if (!state || !RETRYABLE.has(state) || attempt >= attempts) throw err;
      onRetry?.(state, attempt);
      // A short random pause, growing with each attempt, so the two sides do not meet again.
      await new Promise((r) => setTimeout(r, Math.random() * 20 * 2 ** attempt));
    }
  }
}

/**
 * One database transaction that runs again from the start after a deadlock or a serialization failure
 * (retried). `work` must be safe to run again: it may only touch the database through `tx` and keep in memory
 * what it rebuilds on each run.
 */
export function transaction<T>(db: Db, work: (tx: Db) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  return retried(() => db.transaction((txn) => work(txn as unknown as Db)), options);
}
