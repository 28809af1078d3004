import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from './client';

/*
 * Reads that travel as one text each, several of them in one statement. A request of the recommender reads its
 * restaurant, parameters, target lines and history; as separate statements that was 7 statements and 21 round
 * trips (each lone read statement of the read database is BEGIN, the statement, COMMIT), and on a small VM each
 * round trip's socket write costs more than a short query. As scalar subqueries of one SELECT they cost one
 * statement. The large reads are spelt flat (every value of every row, comma-separated) by the database and
 * read by one JSON.parse: the driver's row-by-row parsing of thousands of rows costs more than the query, and
 * a flat array of numbers is the cheapest thing JSON.parse makes.
 */

/**
 * A read that yields one text (or null) as a scalar subquery, and what that text means; `com` a common table
 * expression (`name as (query)`) its SQL reads, which the statement defines once for all the reads that share it.
 */
export interface TextRead<T> {
  sql: SQL;
  parse(text: string | null): T;
  com?: SQL;
}

/**
 * A column of a flat read: a number (a numeric NaN, which JSON has no word for, reads as null), a day (read as
 * its day number, days since 1970-01-01), or a short text without quotes or backslashes (a code).
 */
export type FlatColumn = { num: SQL } | { day: SQL } | { text: SQL };

/** The rows of a flat read: row i's column c is values[i × width + c]. */
export interface FlatRows {
  width: number;
  length: number;
  values: (number | string | null)[];
}

/** A column's JSON literal, never null (concat_ws would skip a null and shift the row). */
const literal = (c: FlatColumn): SQL =>
  'num' in c
    ? sql`coalesce(nullif((${c.num})::text, 'NaN'), 'null')`
    : 'day' in c
      ? sql`coalesce(((${c.day}) - date '1970-01-01')::text, 'null')`
      : sql`coalesce('"' || (${c.text})::text || '"', 'null')`;

/**
 * A large read as one flat text. `from` is the rest of the statement (from and where): a grouped read belongs
 * in a subquery there (as a scalar subquery, a read of more than one group is refused by the database). Rows come
 * in no particular order (an ordered aggregate sorts the rows' text, at more cost than the read): a caller that
 * needs one sorts them. An empty read gives no rows.
 */
export function flatRows(columns: readonly FlatColumn[], from: SQL): TextRead<FlatRows> {
  const row = sql.join(columns.map(literal), sql`, `);
  return {
    sql: sql`select '[' || string_agg(concat_ws(',', ${row}), ',') || ']' ${from}`,
    parse: (text) => {
      const values = text ? (JSON.parse(text) as FlatRows['values']) : [];
      return { width: columns.length, length: values.length / columns.length, values };
    },
  };
}

/**
 * A small read (a few dozen rows) as JSON objects named after its columns, in the order of `orderBy` (over the
 * columns of the read, as `t.column`).
 */
export function jsonRead<T>(query: SQL, orderBy?: SQL): TextRead<T[]> {
  const agg = orderBy ? sql`json_agg(t order by ${orderBy})` : sql`json_agg(t)`;
  return {
    sql: sql`select ${agg}::text from (${query}) t`,
    parse: (text) => (text ? (JSON.parse(text) as T[]) : []),
  };
}

type Results<R extends Record<string, TextRead<unknown>>> = {
  [K in keyof R]: R[K] extends TextRead<infer T> ? T : never;
};

/** Runs the reads as the scalar subqueries of one statement, with the common table expressions they read. */
export async function readTogether<R extends Record<string, TextRead<unknown>>>(
  db: Db,
  reads: R,
): Promise<Results<R>> {
  const names = Object.keys(reads);
  const columns = names.map((n, i) => sql`(${reads[n].sql}) as ${sql.raw(`r${i}`)}`);
  const com = [...new Set(names.map((n) => reads[n].com).filter((c) => c !== undefined))];
  const [row] = await rowsOf<Record<string, string | null>>(
    db,
    sql`${com.length ? sql`with ${sql.join(com, sql`, `)} ` : sql``}select ${sql.join(columns, sql`, `)}`,
  );
  return Object.fromEntries(names.map((n, i) => [n, reads[n].parse(row[`r${i}`])])) as Results<R>;
}

/** Runs one read. */
export async function readOne<T>(db: Db, read: TextRead<T>): Promise<T> {
  return (await readTogether(db, { read })).read;
}

/** The order of a flat read's rows by its first column (an id), as indices into the rows. */
export function orderById(rows: FlatRows): Uint32Array {
  const { width, values } = rows;
  const order = new Uint32Array(rows.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  return order.sort((a, b) => (values[a * width] as number) - (values[b * width] as number));
}
