import type { Db } from '@server/db/client';

/** The handle's methods that each send one statement. */
const STATEMENT_METHODS = new Set(['execute', 'select', 'selectDistinct', 'insert', 'update', 'delete']);

/**
 * A database handle that counts the statements sent through it: one per query, two per transaction (its BEGIN
 * and COMMIT), and the statements of a transaction through the handle it gives its work.
 */
export function countingDb(db: Db): { db: Db; statements: () => number; transactions: () => number } {
  let n = 0;
  let transactions = 0;
  const wrap = (target: Db): Db =>
    new Proxy(target, {
      get(t, key, receiver) {
        const v = Reflect.get(t, key, receiver);
        if (typeof v !== 'function') return v;
        return (...args: unknown[]) => {
          if (key === 'transaction') {
            n += 2;
            transactions++;
            const [work, ...rest] = args as [(tx: Db) => unknown, ...unknown[]];
            return v.apply(t, [(tx: Db) => work(wrap(tx)), ...rest]);
          }
          if (STATEMENT_METHODS.has(String(key))) n++;
          return v.apply(t, args);
        };
      },
    }) as Db;
  return { db: wrap(db), statements: () => n, transactions: () => transactions };
}
