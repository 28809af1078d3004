import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reTbRestaurantes } from '../db/schema/restaurants';

/*
 * A company's restaurants as every module scopes by them: whether one is the company's, and their time zones
 * (business days are counted in each restaurant's own zone).
 */

/** The time zone of each of the company's restaurants of `ids` (restaurants not found are absent). */
export async function restaurantesZones(
  db: Pick<Db, 'select'>,
  idEmpresa: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: reTbRestaurantes.idRestaurante, zone: reTbRestaurantes.desFusoHorario })
    .from(reTbRestaurantes)
    .where(and(eq(reTbRestaurantes.idEmpresa, idEmpresa), inArray(reTbRestaurantes.idRestaurante, [...ids])));
  return new Map(rows.map((r) => [r.id, r.zone]));
}

/** The distinct time zones of the restaurants (of one company, or of all). */
export async function distinctZones(db: Pick<Db, 'selectDistinct'>, idEmpresa?: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ zone: reTbRestaurantes.desFusoHorario })
    .from(reTbRestaurantes)
    .where(idEmpresa === undefined ? undefined : eq(reTbRestaurantes.idEmpresa, idEmpresa));
  return rows.map((r) => r.zone);
}

/** Whether the restaurant is one of the company's (with `db` or inside a transaction). */
export async function isCompanyRestaurante(
  db: Pick<Db, 'select'>,
  idEmpresa: number,
  idRestaurante: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: reTbRestaurantes.idRestaurante })
    .from(reTbRestaurantes)
    .where(and(eq(reTbRestaurantes.idEmpresa, idEmpresa), eq(reTbRestaurantes.idRestaurante, idRestaurante)));
  return row !== undefined;
}
