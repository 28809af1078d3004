import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Columns of a table for a select, under their own names and in the order given: `columnsOf(t, 'a', 'b')` is
 * `{ a: t.a, b: t.b }` (spread it next to the joined tables' columns).
 */
export function columnsOf<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  ...names: K[]
): Pick<T['_']['columns'], K> {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T['_']['columns'], K>;
}
