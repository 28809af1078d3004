import { sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../client';

/** Rows per statement: large enough to be fast, small enough to keep the JSON parameter modest. */
const CHUNK = 5000;

function recordsetType(sqlType: string): string {
  if (sqlType === 'serial') return 'integer';
  if (sqlType === 'bigserial') return 'bigint';
  if (sqlType === 'smallserial') return 'smallint';
  return sqlType;
}

/**
 * Inserts many rows in few statements: the rows travel as one JSON parameter and are expanded by
 * json_to_recordset (much faster than drizzle's multi-row VALUES on PGlite, and the same on PostgreSQL).
 * Rows are typed as the table's insert type; keys missing from a row insert null (not the column default),
 * so give every row the same keys.
 */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const config = getTableConfig(table);
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  const columns = config.columns.filter((c) => keys.has(c.name));
  if (columns.length !== keys.size) {
    const known = new Set(columns.map((c) => c.name));
    throw new Error(
      `bulkInsert ${config.name}: unknown keys ${[...keys].filter((k) => !known.has(k)).join(', ')}`,
    );
  }
  const target = columns.map((c) => `"${toSnakeCase(c.name)}"`).join(', ');
  const source = columns.map((c) => `x."${c.name}"`).join(', ');
  const definition = columns.map((c) => `"${c.name}" ${recordsetType(c.getSQLType())}`).join(', ');
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    await db.execute(
      sql`insert into ${sql.identifier(config.name)} (${sql.raw(target)}) select ${sql.raw(source)} from json_to_recordset(${json}::json) as x(${sql.raw(definition)})`,
    );
  }
}

/** Takes n values from the serial sequence of table.column, so rows can be given their ids up front. */
export async function reserveIds(
  db: Db,
  table: PgTable,
  column: { name: string },
  n: number,
): Promise<number[]> {
  if (n === 0) return [];
  const name = getTableConfig(table).name;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${name}, ${toSnakeCase(column.name)}))::int as id from generate_series(1, ${n}::int)`,
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}
