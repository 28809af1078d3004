import { reTbDesperdiciosDet } from '@server/db/schema/appointments';
import {
  reTbDesperdiciosRest,
  reTbDespInsumos,
  reTbDespMetas,
  reTbDestDesperdicios,
  reTbDestResiduos,
  reTbInsumos,
} from '@server/db/schema/registers';
import { reTbGruposRestaurantes, reTbRestaurantes } from '@server/db/schema/restaurants';
import { inArray } from 'drizzle-orm';
import { type RegisterFixture, unique } from './register-fixtures';

/**
 * Rows of the restaurants-per-type and monitored-input tests, each made fresh (unique names) so the tests
 * re-run on a PostgreSQL shared by every test file. Active restaurants are remembered and deactivated by
 * `deactivateCreated` after the file (other files count the active restaurants).
 */

export const REST = '/api/v1/reTbDesperdiciosRest';
export const INSUMOS = '/api/v1/reTbDespInsumos';
export const CATALOGO = '/api/v1/reTbInsumos/lov';
export const FIND_ID_INSUMOS = '/api/v1/reTbDesperdiciosDet/findIdInsumos';

/** An old day: the appointments made here stay out of the dashboards and panels of recent days. */
const OLD_DAY = '2001-01-01';

const created: number[] = [];

export async function freshGroup(f: RegisterFixture, company = f.companyA): Promise<number> {
  const [g] = await f.db
    .insert(reTbGruposRestaurantes)
    .values({ idEmpresa: company, desGrupo: unique('Grupo de teste') })
    .returning({ id: reTbGruposRestaurantes.idGrupo });
  return g.id;
}

/** A restaurant of a group (active unless said otherwise). */
export async function groupRestaurant(
  f: RegisterFixture,
  idGrupo: number | null,
  { company = f.companyA, indInativo = 0, name = 'Restaurante de grupo' } = {},
): Promise<number> {
  const [r] = await f.db
    .insert(reTbRestaurantes)
    .values({ idEmpresa: company, desRestaurante: unique(name), idGrupo, indInativo })
    .returning({ id: reTbRestaurantes.idRestaurante });
  if (indInativo === 0) created.push(r.id);
  return r.id;
}

export async function deactivateCreated(f: RegisterFixture): Promise<void> {
  if (!created.length) return;
  await f.db
    .update(reTbRestaurantes)
    .set({ indInativo: 1 })
    .where(inArray(reTbRestaurantes.idRestaurante, created));
  created.length = 0;
}

/** A stored restaurant-waste link. */
export async function linkType(
  f: RegisterFixture,
  idRestaurante: number,
  tipDesperdicio: number,
  { company = f.companyA, tipCardapio = null as number | null } = {},
): Promise<number> {
  const [l] = await f.db
    .insert(reTbDesperdiciosRest)
    .values({ idEmpresa: company, idRestaurante, tipDesperdicio, tipCardapio })
    .returning({ id: reTbDesperdiciosRest.idRestDesp });
  return l.id;
}

export async function goalOf(f: RegisterFixture, idRestaurante: number, tipDesperdicio: number) {
  await f.db.insert(reTbDespMetas).values({
    idEmpresa: f.companyA,
    idRestaurante,
    tipDesperdicio,
    dtaInicial: OLD_DAY,
    dtaFinal: OLD_DAY,
    vlrMeta: 1,
  });
}

export async function appointmentOf(
  f: RegisterFixture,
  idRestaurante: number,
  tipDesperdicio: number,
  idInsumo: number | null = null,
) {
  await f.db.insert(reTbDesperdiciosDet).values({
    idEmpresa: f.companyA,
    idRestaurante,
    tipDesperdicio,
    dtaApontamento: OLD_DAY,
    qtdDesperdicio: 1.5,
    idInsumo,
  });
}

export async function destinationOf(f: RegisterFixture, idRestaurante: number, tipDesperdicio: number) {
  const [d] = await f.db
    .insert(reTbDestResiduos)
    .values({ idEmpresa: f.companyA, desDestino: unique('Destino de teste') })
    .returning({ id: reTbDestResiduos.idDestino });
  await f.db
    .insert(reTbDestDesperdicios)
    .values({ idEmpresa: f.companyA, idRestaurante, idDestino: d.id, tipDesperdicio });
}

/** A new input of the company's catalogue (not monitored). */
export async function catalogueInput(
  f: RegisterFixture,
  { company = f.companyA, name = 'Insumo de teste', codMascara = '99.99.999', codNivel = '3' } = {},
): Promise<{ idInsumo: number; desInsumo: string }> {
  const desInsumo = unique(name);
  const [i] = await f.db
    .insert(reTbInsumos)
    .values({ idEmpresa: company, desInsumo, codMascara, codNivel, vlrCustoKg: 1 })
    .returning({ id: reTbInsumos.idInsumo });
  return { idInsumo: i.id, desInsumo };
}

/** A stored monitored input. */
export async function monitored(f: RegisterFixture, idInsumo: number, indInativo = 0, company = f.companyA) {
  await f.db.insert(reTbDespInsumos).values({ idEmpresa: company, idInsumo, indInativo });
}
