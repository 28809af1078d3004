import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from './client';

/** A column of a jsonRowsOf read: a number, or a short text without quotes or backslashes (a day, a code). */
export type JsonColumn = { num: SQL } | { text: SQL };

/** A column's JSON literal: a numeric 'NaN' (which JSON has no word for) reads as null, as a missing value. */
const literal = (c: JsonColumn): SQL =>
  'num' in c
    ? sql`coalesce(nullif((${c.num})::text, 'NaN'), 'null')`
    : sql`coalesce('"' || (${c.text})::text || '"', 'null')`;

/**
 * A large read as one JSON array of row arrays, spelt by string concatenation in SQL and read by JSON.parse:
 * the driver's row-by-row parsing of thousands of rows costs more than the query, json_agg costs the server
 * twice what concatenation does, and JSON.parse reads the numbers natively. `from` is the rest of the statement
 * (from and where; a grouped read goes in a subquery there: a group by would make one text per group). The rows
 * come in no particular order (an ordered aggregate sorts the rows' text, at more cost than the read): a caller
 * that needs one sorts them. An empty read gives [].
 */
export async function jsonRowsOf<T extends unknown[]>(
  db: Db,
  columns: readonly JsonColumn[],
  from: SQL,
): Promise<T[]> {
  const row = sql.join(columns.map(literal), sql` || ',' || `);
  const texts = await rowsOf<{ j: string | null }>(
    db,
    sql`select '[' || string_agg('[' || ${row} || ']', ',') || ']' as j ${from}`,
  );
  if (texts.length > 1) throw new Error('jsonRowsOf: one text per group; group in a subquery');
  return texts[0]?.j ? (JSON.parse(texts[0].j) as T[]) : [];
}
