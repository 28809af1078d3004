import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from './client';

/** A column of a jsonRowsOf read: a number, or a short text without quotes or backslashes (a day, a code). */
export type JsonColumn = { num: SQL } | { text: SQL };

const literal = (c: JsonColumn): SQL =>
  'num' in c
    ? sql`coalesce((${c.num})::text, 'null')`
    : sql`coalesce('"' || (${c.text})::text || '"', 'null')`;

/**
 * A large read as one JSON array of row arrays, spelt by string concatenation in SQL and read by JSON.parse:
 * the driver's row-by-row parsing of thousands of rows costs more than the query, json_agg costs the server
 * twice what concatenation does, and JSON.parse reads the numbers natively. `from` is the rest of the statement
 * (from, where, group by). The rows come in no particular order (an ordered aggregate sorts the rows' text, at
 * more cost than the read): a caller that needs one sorts them. An empty read gives [].
 */
export async function jsonRowsOf<T extends unknown[]>(
  db: Db,
  columns: readonly JsonColumn[],
  from: SQL,
): Promise<T[]> {
  const row = sql.join(columns.map(literal), sql` || ',' || `);
  const [r] = await rowsOf<{ j: string | null }>(
    db,
    sql`select '[' || string_agg('[' || ${row} || ']', ',') || ']' as j ${from}`,
  );
  return r?.j ? (JSON.parse(r.j) as T[]) : [];
}
