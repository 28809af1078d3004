import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  foreignKey,
  integer,
  numeric,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { empresas } from './core';

/**
 * Column builders and constraint helpers shared by the schema files.
 * Not re-exported from all.ts: it holds no tables.
 */

/** The owning company: every business row has one, and every query filters by it. */
export const idEmpresa = () =>
  integer()
    .notNull()
    .references(() => empresas.idEmpresa);

/** 0 active, 1 inactive (spec §4). */
export const indInativo = () => smallint().notNull().default(0);

/** A quantity in kilograms. */
export const kg = () => numeric({ precision: 12, scale: 3, mode: 'number' });

/** An amount of money (R$). */
export const money = () => numeric({ precision: 14, scale: 2, mode: 'number' });

/**
 * The waste class of a sale item, an input or a waste type: 'evitavel', 'inevitavel' or 'parcial' (null: not
 * classified), and for 'parcial' the avoidable share in percent (0–100; null for the other classes).
 */
export const tipClasse = () => varchar({ length: 10 });
export const pctEvitavel = () => numeric({ precision: 5, scale: 2, mode: 'number' });

/** The database rule of a class pair: a known class, and a share 0–100 exactly when the class is 'parcial'. */
export const classeCheckSql = (classe: AnyPgColumn, pct: AnyPgColumn) =>
  sql`(${classe} is null or ${classe} in ('evitavel', 'inevitavel', 'parcial')) and coalesce(${classe} = 'parcial', false) = (${pct} is not null) and (${pct} is null or ${pct} between 0 and 100)`;

/** A business day, 'YYYY-MM-DD'. */
export const businessDate = () => date({ mode: 'string' });

/** A point in time. */
export const instant = () => timestamp({ withTimezone: true });

/** The company column of a column's table (every business table has idEmpresa). */
const companyOf = (column: AnyPgColumn): AnyPgColumn =>
  (column.table as unknown as { idEmpresa: AnyPgColumn }).idEmpresa;

/**
 * A company-scoped foreign key: (idEmpresa, column) → parent's (idEmpresa, parent), so a row can only point
 * at a row of its own company. The parent declares unique (idEmpresa, parent). A null column is not checked.
 */
export function companyFk(name: string, column: AnyPgColumn, parent: AnyPgColumn) {
  return foreignKey({
    name,
    columns: [companyOf(column), column],
    foreignColumns: [companyOf(parent), parent],
  });
}

/** A plain foreign key with an explicit name (generated names can pass PostgreSQL's 63-character limit). */
export function fk(name: string, column: AnyPgColumn, parent: AnyPgColumn) {
  return foreignKey({ name, columns: [column], foreignColumns: [parent] });
}
