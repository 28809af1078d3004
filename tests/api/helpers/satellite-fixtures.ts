import { randomUUID } from 'node:crypto';
import { reTbRestaurantes, reTbUnidadesSatelite } from '@server/db/schema/restaurants';
import type { Fixture } from './approval-fixtures';

/**
 * Rows the satellite tests create for themselves (the database may be a PostgreSQL shared with other test
 * files: nothing here depends on the seed's ids or counts).
 */

/** A unique text for codes and names. */
export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** A new restaurant of the company (A by default). */
export async function addRestaurant(f: Fixture, idEmpresa = f.companyA): Promise<number> {
  const [r] = await f.t.database.db
    .insert(reTbRestaurantes)
    .values({ idEmpresa, desRestaurante: unique('Restaurante de satélites') })
    .returning();
  return r.idRestaurante;
}

/** A new satellite of the restaurant, stored directly. */
export async function addSatellite(f: Fixture, idRestaurante: number, idEmpresa = f.companyA) {
  const [s] = await f.t.database.db
    .insert(reTbUnidadesSatelite)
    .values({ idEmpresa, idRestaurante, codSatelite: unique('SAT'), desSatelite: 'Satélite de teste' })
    .returning();
  return s;
}
