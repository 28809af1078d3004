import {
  restWasteDuplicateError,
  restWasteInUseMessage,
  tipCardapioOf,
  validateAddGroup,
} from '@domain/rules/waste-config';
import type { RestauranteLov } from '@domain/schemas/restaurants';
import {
  type DesperdicioRest,
  desperdicioRest,
  desperdicioRestItem,
  type ValidateAddResult,
  type ValidateDeleteRestResult,
} from '@domain/schemas/waste-config';
import { and, asc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { registerTable, rowsAfterBatch } from '../../core/register-parts';
import { type RegisterConfig, ruleErrors, scopedJoin } from '../../core/register-service';
import { columnsOf } from '../../core/select-columns';
import type { Db } from '../../db/client';
import { reTbDesperdiciosDet } from '../../db/schema/appointments';
import { reTbDesperdiciosRest, reTbDespMetas, reTbDestDesperdicios } from '../../db/schema/registers';
import { reTbRestaurantes } from '../../db/schema/restaurants';

const rd = reTbDesperdiciosRest;

/** A save item as the engine receives it (after the schema). */
export type DesperdicioRestSave = z.output<typeof desperdicioRestItem>;

/** The filters of the list (GET '' / '/searchByGroup' and POST '/findByGrupoRestauranteTipoDesperdicio'). */
export interface DesperdicioRestFilter {
  idGrupo?: number | null;
  idRestaurante?: number | null;
  tipDesperdicio?: number | null;
}

/** The company's links with the restaurant's name and group, by restaurant name then type. */
function findLinks(db: Db, idEmpresa: number, where?: SQL): Promise<DesperdicioRest[]> {
  return db
    .select({
      ...columnsOf(rd, 'idRestDesp', 'idRestaurante', 'tipDesperdicio', 'tipCardapio'),
      ...columnsOf(reTbRestaurantes, 'desRestaurante', 'idGrupo'),
    })
    .from(rd)
    .innerJoin(reTbRestaurantes, scopedJoin(reTbRestaurantes.idRestaurante, rd.idRestaurante))
    .where(and(eq(rd.idEmpresa, idEmpresa), where))
    .orderBy(
      asc(reTbRestaurantes.desRestaurante),
      asc(rd.idRestaurante),
      asc(rd.tipDesperdicio),
      asc(rd.idRestDesp),
    );
}

/** The links of a group's restaurants, a restaurant and/or a type (each filter optional). */
export function desperdicioRestSearch(db: Db, idEmpresa: number, filter: DesperdicioRestFilter) {
  const conditions: SQL[] = [];
  if (filter.idGrupo) conditions.push(eq(reTbRestaurantes.idGrupo, filter.idGrupo));
  if (filter.idRestaurante) conditions.push(eq(rd.idRestaurante, filter.idRestaurante));
  if (filter.tipDesperdicio) conditions.push(eq(rd.tipDesperdicio, filter.tipDesperdicio));
  return findLinks(db, idEmpresa, conditions.length ? and(...conditions) : undefined);
}

/**
 * POST .../validateAdd {idGrupo, tipDesperdicio}: the group's active restaurants that can still be linked to
 * the type, or why none can (the group has no restaurant — a group of another company has none — or all of
 * them are linked already).
 */
export async function validateAdd(
  db: Db,
  idEmpresa: number,
  body: { idGrupo: number; tipDesperdicio: number },
): Promise<ValidateAddResult> {
  const r = reTbRestaurantes;
  const group: RestauranteLov[] = await db
    .select({ idRestaurante: r.idRestaurante, desRestaurante: r.desRestaurante, idGrupo: r.idGrupo })
    .from(r)
    .where(and(eq(r.idEmpresa, idEmpresa), eq(r.idGrupo, body.idGrupo), eq(r.indInativo, 0)))
    .orderBy(asc(r.desRestaurante), asc(r.idRestaurante));
  const linked = group.length
    ? await db
        .select({ idRestaurante: rd.idRestaurante })
        .from(rd)
        .where(
          and(
            eq(rd.idEmpresa, idEmpresa),
            eq(rd.tipDesperdicio, body.tipDesperdicio),
            inArray(
              rd.idRestaurante,
              group.map((g) => g.idRestaurante),
            ),
          ),
        )
    : [];
  const result = validateAddGroup(group, new Set(linked.map((l) => l.idRestaurante)));
  return { exception: result.exception, restricted: result.restricted, validReTbRestaurantes: result.valid };
}

/** A register using the (restaurant, type) of a link: same company, restaurant and type. */
function usedBy(
  db: Db,
  table: typeof reTbDespMetas | typeof reTbDesperdiciosDet | typeof reTbDestDesperdicios,
) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(
        and(
          eq(table.idEmpresa, rd.idEmpresa),
          eq(table.idRestaurante, rd.idRestaurante),
          eq(table.tipDesperdicio, rd.tipDesperdicio),
        ),
      ),
  );
}

/**
 * POST .../validateDelete {idRestDesp}: the company's links among `ids` whose restaurant and type are used by
 * goals, appointments or destination-waste links, and the message naming the registers involved (null when
 * none is in use). Ids of other companies are not the caller's: they are left out.
 */
export async function validateDelete(
  db: Db,
  idEmpresa: number,
  ids: readonly number[],
): Promise<ValidateDeleteRestResult> {
  const rows = await db
    .select({
      id: rd.idRestDesp,
      metas: usedBy(db, reTbDespMetas),
      apontamentos: usedBy(db, reTbDesperdiciosDet),
      destinos: usedBy(db, reTbDestDesperdicios),
    })
    .from(rd)
    .where(and(eq(rd.idEmpresa, idEmpresa), inArray(rd.idRestDesp, [...new Set(ids)])))
    .orderBy(asc(rd.idRestDesp));
  const used = rows.filter((r) => r.metas || r.apontamentos || r.destinos);
  return {
    exception: restWasteInUseMessage({
      metas: used.some((r) => r.metas),
      apontamentos: used.some((r) => r.apontamentos),
      destinos: used.some((r) => r.destinos),
    }),
    restricted: used.map((r) => r.id),
  };
}

/**
 * Restaurants per waste type (spec §3, §5, §7 "Restaurant-waste"): a restaurant is linked to a type once
 * ('Registro já existente'); tipCardapio is the one chosen, else 1 for type 4 (null otherwise); a link whose
 * restaurant and type are used by goals, appointments or destinations is not deleted.
 */
export const desperdiciosRestRegister: RegisterConfig<DesperdicioRest, DesperdicioRestSave> = {
  ...registerTable('reTbDesperdiciosRest', rd, 'idRestDesp', findLinks),
  row: desperdicioRest,
  item: desperdicioRestItem,
  values: (item) => ({
    idRestaurante: item.idRestaurante,
    tipDesperdicio: item.tipDesperdicio,
    tipCardapio: tipCardapioOf(item),
  }),
  remove: { bodyKey: 'idRestDesp' },
  hooks: {
    async beforeSave(tx, idEmpresa, items) {
      const rows = await rowsAfterBatch(
        items,
        (x) => x.idRestaurante,
        (restaurants) => findLinks(tx, idEmpresa, inArray(rd.idRestaurante, restaurants)),
        (x) => x.idRestDesp,
      );
      return ruleErrors(items, rows, restWasteDuplicateError, 'idRestaurante');
    },
    async beforeDelete(tx, idEmpresa, ids) {
      const check = await validateDelete(tx, idEmpresa, ids);
      return { blocked: check.restricted, message: check.exception ?? undefined };
    },
  },
};
