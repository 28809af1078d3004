import { randomUUID } from 'node:crypto';
import { toIsoLocal } from '@domain/dates';
import type { Db } from '@server/db/client';
import { reTbRestaurantes } from '@server/db/schema/restaurants';
import { asc, eq } from 'drizzle-orm';

/** The first demo restaurant of a company (web entry, its admin approves there). */
export async function firstRestaurantOf(db: Db, idEmpresa: number): Promise<number> {
  const [{ id }] = await db
    .select({ id: reTbRestaurantes.idRestaurante })
    .from(reTbRestaurantes)
    .where(eq(reTbRestaurantes.idEmpresa, idEmpresa))
    .orderBy(asc(reTbRestaurantes.idRestaurante))
    .limit(1);
  return id;
}

/** A tray weighing of today as the entry screens send it. */
export const trayOf = (idRestaurante: number, over: Record<string, unknown> = {}) => ({
  uuidApontamento: randomUUID(),
  idRestaurante,
  tipDesperdicio: 1,
  dtaApontamento: toIsoLocal(new Date()),
  qtdDesperdicio: 2.5,
  ...over,
});
