/** What a PostgreSQL error says: its SQLSTATE, constraint, detail, column and message. */
export interface PgErrorInfo {
  code?: string;
  constraint?: string;
  detail?: string;
  /** The column the error is about, when PostgreSQL names it. */
  column?: string;
  message?: string;
}

/** The driver's error under drizzle's wrapper (pg and PGlite name the fields alike; older drivers used constraint_name and column_name). */
export function pgErrorOf(err: unknown): PgErrorInfo {
  let e = err as (Record<string, unknown> & { cause?: unknown }) | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return {
        code: e.code,
        constraint: (e.constraint_name ?? e.constraint) as string | undefined,
        detail: e.detail as string | undefined,
        column: (e.column_name ?? e.column) as string | undefined,
        message: e.message as string | undefined,
      };
    }
    e = e.cause as typeof e;
  }
  return {};
}
