import { type SQL, sql } from 'drizzle-orm';

/**
 * A PostgreSQL array literal ('{"a","b",NULL}') of `values`, sent as ONE text parameter and cast by the
 * caller: unnest over such arrays stages thousands of rows per statement on PGlite and PostgreSQL alike
 * (neither driver has to know how to bind an array).
 */
export function arrayLiteral(values: readonly (string | number | boolean | null | undefined)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) out += ',';
    const v = values[i];
    if (v === null || v === undefined) out += 'NULL';
    else out += `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  }
  return `${out}}`;
}

/** `literal::type[]` as SQL. `type` is code, never input. */
export function typedArray(
  values: readonly (string | number | boolean | null | undefined)[],
  type: string,
): SQL {
  return sql`${arrayLiteral(values)}::${sql.raw(type)}[]`;
}

/** A list of integer ids as one `int[]` parameter (`= any(...)`), whatever its length. */
export function intArray(ids: readonly number[]): SQL {
  for (const id of ids) if (!Number.isInteger(id)) throw new Error(`intArray: not an integer: ${id}`);
  return sql`${`{${ids.join(',')}}`}::int[]`;
}
