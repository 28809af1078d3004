import { MSG } from '@domain/messages';
import {
  type DespMetaLike,
  goalDatesError,
  goalOverlapError,
  goalValuesError,
} from '@domain/rules/waste-config';
import type { RowError } from '@domain/schemas/registers';
import { type DespMeta, type DespMetaFilter, despMeta, despMetaItem } from '@domain/schemas/waste-config';
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { invalid } from '../../core/domain-errors';
import { registerTable } from '../../core/register-parts';
import {
  type Indexed,
  mergeBatch,
  type RegisterConfig,
  ruleErrors,
  scopedJoin,
} from '../../core/register-service';
import { columnsOf } from '../../core/select-columns';
import type { Db } from '../../db/client';
import { reTbDespMetas } from '../../db/schema/registers';
import { reTbRestaurantes, reTbUnidadesSatelite } from '../../db/schema/restaurants';

const m = reTbDespMetas;
const r = reTbRestaurantes;
const s = reTbUnidadesSatelite;

type Item = z.output<typeof despMetaItem>;

/**
 * The company's goals with the restaurant and satellite names; by restaurant, satellite (a restaurant's own
 * goals first), type, and the latest period first.
 */
function findGoals(db: Db, idEmpresa: number, where?: SQL): Promise<DespMeta[]> {
  return db
    .select({
      ...columnsOf(m, 'idDespMeta', 'idRestaurante'),
      desRestaurante: r.desRestaurante,
      idSatelite: m.idSatelite,
      ...columnsOf(s, 'codSatelite', 'desSatelite'),
      ...columnsOf(m, 'tipDesperdicio', 'dtaInicial', 'dtaFinal', 'vlrMeta', 'vlrMetaPc'),
    })
    .from(m)
    .innerJoin(r, scopedJoin(r.idRestaurante, m.idRestaurante))
    .leftJoin(s, scopedJoin(s.idSatelite, m.idSatelite))
    .where(and(eq(m.idEmpresa, idEmpresa), where))
    .orderBy(
      asc(r.desRestaurante),
      asc(m.idRestaurante),
      sql`${s.codSatelite} asc nulls first`,
      asc(m.tipDesperdicio),
      desc(m.dtaInicial),
      asc(m.idDespMeta),
    );
}

/** The company's satellites among `ids`: their restaurant and code. */
async function satellitesOf(db: Db, idEmpresa: number, ids: readonly number[]) {
  if (!ids.length) return new Map<number, { idRestaurante: number; codSatelite: string }>();
  const rows = await db
    .select({ idSatelite: s.idSatelite, idRestaurante: s.idRestaurante, codSatelite: s.codSatelite })
    .from(s)
    .where(and(eq(s.idEmpresa, idEmpresa), inArray(s.idSatelite, [...ids])));
  return new Map(rows.map((x) => [x.idSatelite, x]));
}

/** The company's restaurants among `ids`. */
async function restaurantsOf(db: Db, idEmpresa: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: r.idRestaurante })
    .from(r)
    .where(and(eq(r.idEmpresa, idEmpresa), inArray(r.idRestaurante, [...ids])));
  return new Set(rows.map((x) => x.id));
}

/** The field-level errors of one goal: its dates, its values, its restaurant and satellite. */
function itemErrors(
  { index, id, item }: Indexed<Item>,
  restaurants: ReadonlySet<number>,
  satellites: Awaited<ReturnType<typeof satellitesOf>>,
): RowError[] {
  const errors: RowError[] = [];
  const push = (field: string, message: string) => errors.push({ index, id, field, message });
  if (!restaurants.has(item.idRestaurante))
    push('idRestaurante', MSG.notFoundRef('idRestaurante', item.idRestaurante));
  if (item.idSatelite && satellites.get(item.idSatelite)?.idRestaurante !== item.idRestaurante)
    push('idSatelite', MSG.satelliteNotInRestaurant(item.idSatelite, item.idRestaurante));
  const dates = goalDatesError(item);
  if (dates) push('dtaFinal', dates);
  for (const [field, message] of Object.entries(goalValuesError(item) ?? {})) push(field, message);
  return errors;
}

/**
 * Goals per unit (spec §3 "Goal", §5, §7 "Goals"): a goal of a restaurant (optionally of one of its
 * satellites) and waste type for a period, dtaFinal optional (open-ended). 'Data final anterior a inicial';
 * one goal per restaurant, satellite and type at a time ('Já existe nesse periodo meta para o satélite: … /
 * restaurante: …', checked against the stored goals of the batch's restaurants); 'Nada para salvar'.
 */
export const despMetasRegister: RegisterConfig<DespMeta, Item> = {
  ...registerTable('reTbDespMetas', m, 'idDespMeta', findGoals),
  row: despMeta,
  item: despMetaItem,
  values: (item) => ({
    idRestaurante: item.idRestaurante,
    idSatelite: item.idSatelite ?? null,
    tipDesperdicio: item.tipDesperdicio,
    dtaInicial: item.dtaInicial,
    dtaFinal: item.dtaFinal ?? null,
    vlrMeta: item.vlrMeta,
    vlrMetaPc: item.vlrMetaPc ?? null,
  }),
  list: false,
  get: false,
  remove: { bodyKey: 'idDespMeta' },
  emptyMessage: MSG.goalNothingToSave,
  hooks: {
    async beforeSave(tx, idEmpresa, items) {
      const restaurantIds = [...new Set(items.map((i) => i.item.idRestaurante))];
      const satelliteIds = [
        ...new Set(items.map((i) => i.item.idSatelite).filter((id): id is number => !!id)),
      ];
      const restaurants = await restaurantsOf(tx, idEmpresa, restaurantIds);
      const satellites = await satellitesOf(tx, idEmpresa, satelliteIds);
      const errors = items.flatMap((i) => itemErrors(i, restaurants, satellites));
      // The overlap message names the satellite by its code, as the client's does.
      const batch: Indexed<DespMetaLike>[] = items.map((i) => ({
        ...i,
        item: {
          ...i.item,
          idSatelite: i.item.idSatelite ?? null,
          codSatelite: i.item.idSatelite ? (satellites.get(i.item.idSatelite)?.codSatelite ?? null) : null,
        },
      }));
      const stored = await findGoals(tx, idEmpresa, inArray(m.idRestaurante, restaurantIds));
      const rows = mergeBatch<DespMetaLike>(stored, batch, (x) => x.idDespMeta);
      errors.push(...ruleErrors(batch, rows, goalOverlapError));
      return errors;
    },
  },
};

/** POST .../findAllReTbDespMetasByFilter, in SQL: the group's restaurants, the satellite, the type, the period. */
export function despMetasService(db: Db) {
  return {
    findByFilter(idEmpresa: number, filter: DespMetaFilter): Promise<DespMeta[]> {
      const { idGrupo, idSatelite, tipDesperdicio, dtaInicial, dtaFinal } = filter;
      if (dtaInicial && dtaFinal && dtaFinal < dtaInicial) throw invalid(MSG.goalEndBeforeStart);
      return findGoals(
        db,
        idEmpresa,
        and(
          idGrupo ? eq(r.idGrupo, idGrupo) : undefined,
          idSatelite ? eq(m.idSatelite, idSatelite) : undefined,
          tipDesperdicio ? eq(m.tipDesperdicio, tipDesperdicio) : undefined,
          // The goal's period meets [dtaInicial, dtaFinal]: it starts by the end and ends (or not) after the start.
          dtaFinal ? lte(m.dtaInicial, dtaFinal) : undefined,
          dtaInicial ? or(isNull(m.dtaFinal), gte(m.dtaFinal, dtaInicial)) : undefined,
        ),
      );
    },
  };
}
