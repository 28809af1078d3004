import type { PendingQuery, Row, Sql, TransactionSql } from 'postgres';

/** PostgreSQL settings (name → value) applied to statements as SET LOCAL. */
export type LocalSettings = Record<string, string>;

export interface LocalSettingsOptions {
  /** Also run each lone statement (outside a transaction) in a transaction of its own, to give it the settings. */
  loneStatements: boolean;
  /** Open those transactions READ ONLY (dashboards and reports, possibly on a replica). */
  readOnly?: boolean;
}

type Begin = (tx: TransactionSql) => unknown;

/**
 * A view of a postgres-js pool whose statements run with `settings`, given as SET LOCAL inside a transaction
 * (set_config(name, value, true)) instead of startup parameters (which PgBouncer refuses) or session SETs
 * (lost or leaked to other clients under PgBouncer's transaction pooling):
 * - every transaction (`begin`, which drizzle's db.transaction uses) sets them right after BEGIN;
 * - with `loneStatements`, a statement outside a transaction runs as BEGIN, the settings, the statement, COMMIT
 *   (the settings and the statement are pipelined: one round trip more than the statement alone, plus the
 *   BEGIN and the COMMIT).
 * The pool and its connections are the client's own; only `begin` and `unsafe` (all drizzle calls) change.
 */
export function withLocalSettings(client: Sql, settings: LocalSettings, opts: LocalSettingsOptions): Sql {
  const names = Object.keys(settings);
  if (names.length === 0) return client;
  const setSql = `select ${names.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`;
  const setParams = names.flatMap((n) => [n, settings[n]]);
  const mode = opts.readOnly ? 'read only' : '';
  const apply = (tx: TransactionSql) => tx.unsafe(setSql, setParams).execute();

  function begin(...args: unknown[]) {
    const [options, fn] = (args.length === 1 ? [mode, args[0]] : args) as [string, Begin];
    return client.begin(options, async (tx) => {
      await apply(tx);
      const out = fn(tx);
      return Array.isArray(out) ? Promise.all(out) : out;
    });
  }

  /** A lone statement, lazily run (like postgres-js queries) in a transaction of its own. */
  function unsafe(query: string, params?: unknown[], options?: object) {
    let values = false;
    let run: Promise<unknown> | undefined;
    const start = () => {
      run ??= client.begin(mode, async (tx) => {
        const set = apply(tx);
        const q = tx.unsafe(query, params as never[], options) as PendingQuery<Row[]>;
        const result = (values ? q.values() : q).execute();
        await set;
        return result;
      });
      return run;
    };
    const pending = {
      values() {
        values = true;
        return pending;
      },
      execute() {
        void start();
        return pending;
      },
      // biome-ignore lint/suspicious/noThenProperty: a lazy query is a thenable, as postgres-js's own are.
      then(resolve?: (v: unknown) => unknown, reject?: (e: unknown) => unknown) {
        return start().then(resolve, reject);
      },
      catch(reject: (e: unknown) => unknown) {
        return start().catch(reject);
      },
      finally(done: () => void) {
        return start().finally(done);
      },
    };
    return pending;
  }

  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'begin') return begin;
      if (prop === 'unsafe' && opts.loneStatements) return unsafe;
      return Reflect.get(target, prop, receiver);
    },
  });
}
