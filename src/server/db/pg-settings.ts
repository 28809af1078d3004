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

/** A setting's value inlined in SQL (the values are the app's own: sizes, durations). */
function literal(value: string): string {
  if (!/^[\w.]+$/.test(value)) throw new Error(`valor de configuração inválido: ${value}`);
  return `'${value}'`;
}

/**
 * A view of a postgres-js pool whose statements run with `settings`, given as SET LOCAL inside a transaction
 * instead of startup parameters (which PgBouncer refuses) or session SETs (lost or leaked to other clients
 * under PgBouncer's transaction pooling):
 * - every transaction (`begin`, which drizzle's db.transaction uses) sets them right after BEGIN;
 * - with `loneStatements`, a statement outside a transaction runs on a connection of the pool as
 *   `BEGIN; SET LOCAL …` (one simple query), the statement, `COMMIT`, sent together (pipelined): the same
 *   single round trip as the statement alone, parallel statements still on parallel connections.
 * The pool and its connections are the client's own; only `begin` and `unsafe` (all drizzle calls) change.
 */
export function withLocalSettings(client: Sql, settings: LocalSettings, opts: LocalSettingsOptions): Sql {
  const names = Object.keys(settings);
  if (names.length === 0) return client;
  const setLocal = names.map((n) => `set local ${n} = ${literal(settings[n])}`).join('; ');
  const mode = opts.readOnly ? 'read only' : '';

  function begin(...args: unknown[]) {
    const [options, fn] = (args.length === 1 ? [mode, args[0]] : args) as [string, Begin];
    return client.begin(options, async (tx) => {
      await tx.unsafe(setLocal);
      const out = fn(tx);
      return Array.isArray(out) ? Promise.all(out) : out;
    });
  }

  /** One lone statement in a transaction of its own: BEGIN and the settings, the statement, COMMIT, pipelined. */
  async function lone(
    query: string,
    params: unknown[] | undefined,
    options: object | undefined,
    values: boolean,
  ) {
    const reserved = await client.reserve();
    try {
      const setup = reserved.unsafe(`begin ${mode}; ${setLocal}`).execute();
      const q = reserved.unsafe(query, params as never[], options) as PendingQuery<Row[]>;
      const result = (values ? q.values() : q).execute();
      const commit = reserved.unsafe('commit').execute();
      // All three end before the connection goes back to the pool. A failed statement aborts the transaction:
      // the COMMIT then answers ROLLBACK, without an error.
      const [s, r, c] = await Promise.allSettled([setup, result, commit]);
      for (const outcome of [s, r, c]) if (outcome.status === 'rejected') throw outcome.reason;
      return (r as PromiseFulfilledResult<unknown>).value;
    } finally {
      reserved.release();
    }
  }

  /** A lone statement, lazily run (like postgres-js queries): awaiting it (or `execute`) runs it. */
  function unsafe(query: string, params?: unknown[], options?: object) {
    let values = false;
    let run: Promise<unknown> | undefined;
    const start = () => {
      run ??= lone(query, params, options, values);
      return run;
    };
    const pending = {
      values() {
        values = true;
        return pending;
      },
      execute() {
        void start().catch(() => {});
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
