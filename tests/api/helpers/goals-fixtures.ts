import { reTbGrupoPrato } from '@server/db/schema/menu';
import { reTbGruposRestaurantes, reTbRestaurantes } from '@server/db/schema/restaurants';
import { type RegisterFixture, unique } from './register-fixtures';

/**
 * Rows the plate-weight and goal tests create for themselves (unique names; the database may be a
 * PostgreSQL shared by every test file, so nothing depends on the seed's ids or counts).
 */

export const GRUPO_PRATO = '/api/v1/reTbTbGrupoPrato';
export const GRAMATURA = '/api/v1/reGramaturaPratos';
export const METAS = '/api/v1/reTbDespMetas';

/** A new dish group of the company (A by default), without a plate weight. */
export async function freshDishGroup(
  f: RegisterFixture,
  company = f.companyA,
): Promise<{ idGrupo: number; desGrupo: string }> {
  const desGrupo = unique('Grupo de pratos');
  const [g] = await f.db
    .insert(reTbGrupoPrato)
    .values({ idEmpresa: company, desGrupoPrato: desGrupo })
    .returning({ id: reTbGrupoPrato.idGrupoPrato });
  return { idGrupo: g.id, desGrupo };
}

/** A new restaurant group of the company. */
export async function freshRestaurantGroup(f: RegisterFixture, company = f.companyA): Promise<number> {
  const [g] = await f.db
    .insert(reTbGruposRestaurantes)
    .values({ idEmpresa: company, desGrupo: unique('Grupo de restaurantes') })
    .returning({ id: reTbGruposRestaurantes.idGrupo });
  return g.id;
}

/**
 * A new restaurant, in a group when given; inactive, so that the active-restaurant lookups of other test
 * files (capped lists) do not grow with each run.
 */
export async function freshGroupedRestaurant(
  f: RegisterFixture,
  idGrupo: number | null,
  company = f.companyA,
): Promise<number> {
  const [r] = await f.db
    .insert(reTbRestaurantes)
    .values({ idEmpresa: company, idGrupo, desRestaurante: unique('Restaurante de metas'), indInativo: 1 })
    .returning({ id: reTbRestaurantes.idRestaurante });
  return r.id;
}
