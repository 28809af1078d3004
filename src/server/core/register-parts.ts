import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { type CompanyTable, type Indexed, mergeBatch, type RegisterConfig } from './register-service';

/**
 * Parts most register configs share (core/register-service runs the configs): the register's table with its
 * find by ids, and the rows a batch rule compares.
 */

/** The keys of a table whose value is a column (a register's id field). */
type ColumnKey<T> = { [K in keyof T]: T[K] extends PgColumn ? K : never }[keyof T] & string;

/**
 * The table part of a register config: its name, its table, the id column `table[idField]`, and `find`
 * reading the rows of `ids` (all the company's without ids) through the register's own query, which takes
 * an extra condition (`where`) and keeps the company filter, the joins and the order.
 */
export function registerTable<T extends CompanyTable, Row>(
  name: string,
  table: T,
  idField: ColumnKey<T>,
  find: (db: Db, idEmpresa: number, where?: SQL) => Promise<Row[]>,
): Pick<RegisterConfig<Row, unknown>, 'name' | 'table' | 'id' | 'idField' | 'find'> {
  const id = table[idField] as PgColumn;
  return {
    name,
    table,
    id,
    idField,
    find: (db, idEmpresa, ids) => find(db, idEmpresa, ids ? inArray(id, [...ids]) : undefined),
  };
}

/**
 * The rows a batch rule compares, as they will be after the save: the stored rows `load` reads for the
 * batch's distinct keys (`keyOf` of each item, in the batch's order), merged with the batch (mergeBatch: the
 * stored rows the batch updates give way to its items).
 */
export async function rowsAfterBatch<T, K>(
  items: readonly Indexed<T>[],
  keyOf: (item: T) => K,
  load: (keys: K[]) => Promise<readonly T[]>,
  idOf: (row: T) => number | null | undefined,
): Promise<T[]> {
  const keys = [...new Set(items.map((i) => keyOf(i.item)))];
  return mergeBatch(await load(keys), items, idOf);
}
