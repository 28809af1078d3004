import pg from 'pg';

/**
 * PostgreSQL through node-postgres (pg), safe behind PgBouncer in transaction mode and never left waiting.
 *
 * Why pg and not postgres-js: postgres-js pipelines a query onto a connection that is still busy with another,
 * and for a query with parameters it first sends Parse/Describe/Flush (no Sync) and waits. Behind PgBouncer's
 * transaction pooling the server connection is handed back to the pool at the first ReadyForQuery outside a
 * transaction, so the answers to what was pipelined behind it ('1', 't', 'T') arrive "when not linked": PgBouncer
 * drops that server connection as dirty and the driver's connection waits forever. pg sends one query at a
 * time per connection, each as Parse/Bind/Describe/Execute/Sync, and its next query only after the
 * ReadyForQuery: nothing ever crosses a transaction boundary. Its connections are separate objects, so one
 * that does not answer can be destroyed on its own.
 */

/**
 * The default deadline of a database call (DATABASE_DEADLINE): at a shift's end twenty tablets save at once and
 * a save waits for a connection behind the others (a p95 of ~0.3 s on PostgreSQL), so 10 s is only ever a lost
 * answer; and it is below the 20 s after which a tablet counts a save as a network failure, so the tablet
 * hears a 503 (and retries) rather than its own timeout.
 */
export const DEFAULT_DEADLINE_MS = 10_000;

/** SQLSTATE of a lost connection (class 08): answered 503 with Retry-After by the error handler. */
const CONNECTION_FAILURE = '08006';

/** The database gave no answer within the deadline, or could not be reached: the request may try again. */
export class DatabaseUnavailableError extends Error {
  readonly code = CONNECTION_FAILURE;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** PostgreSQL settings (name → value) applied to statements as SET LOCAL. */
export type LocalSettings = Record<string, string>;

export interface GuardOptions {
  /** Milliseconds to wait for a connection, and for each answer on it; 0: no deadline (the start's own work). */
  deadlineMs: number;
  /** Given as SET LOCAL in every transaction, and in a transaction of its own around each lone statement. */
  settings?: LocalSettings;
  /** Those transactions READ ONLY (dashboards and reports, possibly on a replica). */
  readOnly?: boolean;
}

/** A setting's value inlined in SQL (the values are the app's own: sizes, durations). */
function literal(value: string): string {
  if (!/^[\w.]+$/.test(value)) throw new Error(`valor de configuração inválido: ${value}`);
  return `'${value}'`;
}

type QueryArgs = [config: string | pg.QueryConfig, values?: unknown[]];

/** The socket under a pg client (not in pg's types). */
function destroySocket(client: pg.PoolClient): void {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

/** A connection error of the driver or the network, as the error the request answers 503 to. */
function unavailable(err: unknown): unknown {
  if (err instanceof DatabaseUnavailableError) return err;
  const e = err as { code?: unknown; message?: unknown } | undefined;
  const message = typeof e?.message === 'string' ? e.message : '';
  const network = typeof e?.code === 'string' && /^E[A-Z]+$/.test(e.code);
  if (
    network ||
    /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error/.test(
      message,
    )
  )
    return new DatabaseUnavailableError(`banco de dados inacessível: ${message || e?.code}`, { cause: err });
  return err;
}

/**
 * A client checked out of the pool whose every query has the deadline: a query with no answer within it
 * destroys the connection (the pool then replaces it) and rejects with DatabaseUnavailableError. Released, a
 * destroyed client leaves the pool for good.
 */
function guardClient(client: pg.PoolClient, opts: GuardOptions, setLocal: string): pg.PoolClient {
  let broken: unknown;
  const query = client.query.bind(client) as (...args: QueryArgs) => Promise<pg.QueryResult>;
  const release = client.release.bind(client);

  async function guarded(...args: QueryArgs): Promise<pg.QueryResult> {
    if (broken)
      throw new DatabaseUnavailableError('conexão descartada após exceder o prazo', { cause: broken });
    // A transaction's settings go with its BEGIN, in the same simple query (one round trip).
    const [config, values] = args;
    const text = typeof config === 'string' ? config : config.text;
    if (setLocal && /^\s*begin\b/i.test(text) && !values?.length) args = [`${text}; ${setLocal}`];
    const run = query(...args);
    if (!opts.deadlineMs) return run.catch((err) => Promise.reject(unavailable(err)));
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        broken = new DatabaseUnavailableError(`sem resposta do banco de dados em ${opts.deadlineMs} ms`);
        destroySocket(client);
        reject(broken);
      }, opts.deadlineMs);
    });
    try {
      return await Promise.race([run, deadline]);
    } catch (err) {
      throw unavailable(err);
    } finally {
      clearTimeout(timer);
    }
  }

  return Object.assign(Object.create(client) as pg.PoolClient, {
    query: guarded,
    release: (err?: Error | boolean) => release(broken ? (broken as Error) : err),
  });
}

/**
 * A view of `pool` with the deadline and the settings: drizzle runs lone statements with `query` and takes a
 * client with `connect` for a transaction (its prototype is pg.Pool's, which drizzle checks for that). Lone
 * statements with settings run as BEGIN and SET LOCAL, the statement, COMMIT on one client: never as startup
 * parameters (PgBouncer refuses them) nor session SETs (lost or leaked under its transaction pooling).
 */
export function guardPool(pool: pg.Pool, opts: GuardOptions): pg.Pool {
  const names = Object.keys(opts.settings ?? {});
  const setLocal = names.map((n) => `set local ${n} = ${literal(opts.settings?.[n] ?? '')}`).join('; ');
  const mode = opts.readOnly ? ' read only' : '';

  async function connect(): Promise<pg.PoolClient> {
    try {
      return guardClient(await pool.connect(), opts, setLocal);
    } catch (err) {
      throw unavailable(err);
    }
  }

  async function query(...args: QueryArgs): Promise<pg.QueryResult> {
    const client = await connect();
    let failed: Error | undefined;
    try {
      if (!setLocal) return await client.query(...(args as [string]));
      await client.query(`begin${mode}`);
      try {
        const result = await client.query(...(args as [string]));
        await client.query('commit');
        return result;
      } catch (err) {
        // A failed statement aborted the transaction: end it before the connection goes back to the pool.
        if (!(err instanceof DatabaseUnavailableError)) await client.query('rollback').catch(() => {});
        throw err;
      }
    } catch (err) {
      if (err instanceof DatabaseUnavailableError) failed = err;
      throw err;
    } finally {
      client.release(failed);
    }
  }

  return Object.assign(Object.create(pg.Pool.prototype) as pg.Pool, {
    query,
    connect,
    end: () => pool.end(),
  });
}

export interface PoolSettings {
  url: string;
  max: number;
  /** Milliseconds to wait for a new connection to be ready (0: the driver's default, none). */
  connectTimeoutMs: number;
}

/** A pg pool of the URL's database: keep-alive on, no startup parameter beyond pg's own and the app's name. */
export function createPool({ url, max, connectTimeoutMs }: PoolSettings): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: 'controle-desperdicios',
  });
  // An idle connection the server (or PgBouncer) closed: the pool drops it; nothing else to do.
  pool.on('error', () => {});
  return pool;
}
