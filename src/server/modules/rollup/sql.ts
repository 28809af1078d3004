import { type SQL, sql } from 'drizzle-orm';

/** A list of integer ids as one `int[]` parameter (`= any(...)`), whatever its length. */
export function intArray(ids: readonly number[]): SQL {
  for (const id of ids) if (!Number.isInteger(id)) throw new Error(`intArray: not an integer: ${id}`);
  return sql`${`{${ids.join(',')}}`}::int[]`;
}
