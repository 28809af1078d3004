import { transaction } from '@server/core/transaction';
import type { Db } from '@server/db/client';
import { pgErrorOf } from '@server/db/pg-error';
import { describe, expect, it } from 'vitest';

/** A database whose transactions fail with the given errors first (wrapped as Drizzle does), then run. */
function flakyDb(failures: unknown[]) {
  let runs = 0;
  const db = {
    async transaction<T>(work: (tx: unknown) => Promise<T>): Promise<T> {
      runs++;
      const failure = failures.shift();
      if (failure) throw failure;
      return work({});
    },
  } as unknown as Db;
  return { db, runs: () => runs };
}

const pgError = (code: string) => Object.assign(new Error('Failed query'), { cause: { code } });

describe('transaction', () => {
  it('runs the whole transaction again after a deadlock or a serialization failure', async () => {
    const { db, runs } = flakyDb([pgError('40P01'), pgError('40001')]);
    const retried: string[] = [];
    const out = await transaction(db, async () => 'ok', { onRetry: (s) => retried.push(s) });
    expect(out).toBe('ok');
    expect(runs()).toBe(3);
    expect(retried).toEqual(['40P01', '40001']);
  });

  it('gives up after the last attempt and throws the database error', async () => {
    const { db, runs } = flakyDb([pgError('40P01'), pgError('40P01')]);
    await expect(transaction(db, async () => 'ok', { attempts: 2 })).rejects.toThrow('Failed query');
    expect(runs()).toBe(2);
  });

  it('does not run again after other errors', async () => {
    const { db, runs } = flakyDb([pgError('23505'), new Error('boom')]);
    await expect(transaction(db, async () => 'ok')).rejects.toThrow('Failed query');
    expect(runs()).toBe(1);
  });

  it('reads the SQLSTATE through the wrappers', () => {
    expect(pgErrorOf(pgError('40P01')).code).toBe('40P01');
    expect(pgErrorOf({ code: '22P02' }).code).toBe('22P02');
    expect(pgErrorOf(new Error('x')).code).toBeUndefined();
    expect(pgErrorOf({ code: 'ECONNRESET' }).code).toBeUndefined();
  });
});
