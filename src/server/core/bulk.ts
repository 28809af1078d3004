import { type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../db/client';

/** Rows per statement: large enough to be fast, small enough to keep the JSON parameter modest. */
const CHUNK = 5000;

function recordsetType(sqlType: string): string {
  if (sqlType === 'serial') return 'integer';
  if (sqlType === 'bigserial') return 'bigint';
  if (sqlType === 'smallserial') return 'smallint';
  return sqlType;
}

interface TableShape {
  config: ReturnType<typeof getTableConfig>;
  /** Each column's database name (snake_case), by its key. */
  dbName: Map<string, string>;
}

/** The table's config and column names, worked out once per table (a save of weighings inserts in two). */
const shapes = new WeakMap<PgTable, TableShape>();
function shapeOf(table: PgTable): TableShape {
  let shape = shapes.get(table);
  if (!shape) {
    const config = getTableConfig(table);
    shape = { config, dbName: new Map(config.columns.map((c) => [c.name, toSnakeCase(c.name)])) };
    shapes.set(table, shape);
  }
  return shape;
}

/**
 * The insert of rows given as one JSON parameter, expanded by json_to_recordset: much faster to build and to run
 * than drizzle's multi-row VALUES (a parameter per value, each checked as it is built), and one short statement
 * text for any number of rows with the same keys. Keys missing from a row insert null (not the column default):
 * give every row the same keys.
 *
 * With `writeOrder` (the columns of a unique key) the rows are written in that key's order, while the table's
 * serial ids are still drawn in the order the rows were given (a batch's weighings keep their order by id).
 */
function recordsetInsert<T extends PgTable>(
  table: T,
  rows: readonly T['$inferInsert'][],
  writeOrder?: readonly { name: string }[],
  gate?: string,
) {
  const shape = shapeOf(table);
  const { config, dbName } = shape;
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  const columns = config.columns.filter((c) => keys.has(c.name));
  if (columns.length !== keys.size) {
    const known = new Set(columns.map((c) => c.name));
    throw new Error(
      `bulkInsert ${config.name}: unknown keys ${[...keys].filter((k) => !known.has(k)).join(', ')}`,
    );
  }
  const quoted = (names: string[]) => names.map((n) => `"${n}"`).join(', ');
  const definition = columns.map((c) => `"${c.name}" ${recordsetType(c.getSQLType())}`).join(', ');
  // Gated: the rows are read through the one-row CTE `gate`, so it is evaluated before any row is written.
  const recordset = (chunk: readonly T['$inferInsert'][]) =>
    gate
      ? sql`json_to_recordset((select ${JSON.stringify(chunk)}::json from ${sql.identifier(gate)}))`
      : sql`json_to_recordset(${JSON.stringify(chunk)}::json)`;
  if (!writeOrder?.length) {
    const target = quoted(columns.map((c) => dbName.get(c.name)!));
    const source = columns.map((c) => `x."${c.name}"`).join(', ');
    return {
      shape,
      statement: (chunk: readonly T['$inferInsert'][], tail: SQL = sql``): SQL =>
        sql`insert into ${sql.identifier(config.name)} (${sql.raw(target)}) select ${sql.raw(source)} from ${recordset(chunk)} as x(${sql.raw(definition)})${tail}`,
    };
  }
  const unordered = writeOrder.filter((c) => !keys.has(c.name));
  if (unordered.length)
    throw new Error(
      `bulkInsert ${config.name}: rows lack the key ${unordered.map((c) => c.name).join(', ')}`,
    );
  const serials = config.columns.filter((c) => !keys.has(c.name) && /serial$/.test(c.getSQLType()));
  // Each sequence looked up once (a scalar subquery), its values drawn row by row in the order given.
  const drawn = serials.map(
    (c) =>
      sql`nextval((select pg_get_serial_sequence(${config.name}, ${dbName.get(c.name)}))) as ${sql.identifier(c.name)}, `,
  );
  const written = [...serials, ...columns];
  const target = quoted(written.map((c) => dbName.get(c.name)!));
  const source = written.map((c) => `s."${c.name}"`).join(', ');
  const names = quoted([...columns.map((c) => c.name), 'ordem_json']);
  const order = writeOrder.map((c) => `s."${c.name}"`).join(', ');
  return {
    shape,
    statement: (chunk: readonly T['$inferInsert'][], tail: SQL = sql``): SQL =>
      sql`insert into ${sql.identifier(config.name)} (${sql.raw(target)}) select ${sql.raw(source)} from (select ${sql.join(drawn)}x.* from rows from (${recordset(chunk)} as (${sql.raw(definition)})) with ordinality as x(${sql.raw(names)}) order by x.ordem_json) s order by ${sql.raw(order)}${tail}`,
  };
}

/** Inserts many rows in few statements (see recordsetInsert). */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const { statement } = recordsetInsert(table, rows);
  for (let i = 0; i < rows.length; i += CHUNK) await db.execute(statement(rows.slice(i, i + CHUNK)));
}

/** What insertReturning also does in its one statement. */
export interface InsertAlso {
  /** An expression evaluated once before any row is written (e.g. a set_config for the triggers). */
  before?: SQL;
  /** A data-modifying statement run with the insert, reading the rows written as the table `written`. */
  after?: (written: SQL) => SQL;
}

/**
 * Inserts rows in one statement (see recordsetInsert) and answers the rows written, typed as drizzle's
 * `returning()` types them. With `skipConflictsOn` (the columns of a unique constraint) a row whose key is
 * already stored is skipped, as ON CONFLICT DO NOTHING does, and is not answered. The rows are then written in
 * that key's order: two transactions inserting overlapping keys (a batch and its retry in another order) meet at
 * their first common key, and the second waits for the first instead of each waiting on a key the other took.
 * `also` adds work to the same statement (see InsertAlso), which then needs no transaction around it.
 */
export async function insertReturning<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  skipConflictsOn?: readonly { name: string }[],
  also: InsertAlso = {},
): Promise<T['$inferSelect'][]> {
  if (rows.length === 0) return [];
  const { shape, statement } = recordsetInsert(
    table,
    rows,
    skipConflictsOn,
    also.before ? 'gate' : undefined,
  );
  const conflict = skipConflictsOn?.length
    ? sql.raw(
        ` on conflict (${skipConflictsOn.map((c) => `"${shape.dbName.get(c.name)}"`).join(', ')}) do nothing`,
      )
    : sql``;
  const insert = sql`${statement(rows, conflict)} returning *`;
  const ctes: SQL[] = [];
  if (also.before) ctes.push(sql`gate as materialized (select ${also.before})`);
  if (also.after) ctes.push(sql`written as (${insert})`, sql`after_insert as (${also.after(sql`written`)})`);
  const query = !ctes.length
    ? insert
    : sql`with ${sql.join(ctes, sql`, `)} ${also.after ? sql`select * from written` : insert}`;
  const raw = await rowsOf<Record<string, unknown>>(db, query);
  return raw.map((r) => {
    const row: Record<string, unknown> = {};
    for (const c of shape.config.columns) {
      const value = r[shape.dbName.get(c.name)!];
      row[c.name] = value === null || value === undefined ? null : c.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  });
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
