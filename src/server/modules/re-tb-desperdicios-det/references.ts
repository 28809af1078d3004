import { TIP_DESPERDICIO } from '@domain/constants';
import { addDays } from '@domain/dates';
import { REFERENCE_WINDOW_DAYS } from '@domain/rules/appointments';
import type { Reference, ReferenceKey } from '@domain/rules/batch-context';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { referenciaDoResumo } from '../rollup/public';

/** The average NET of the weighings of the REFERENCE_WINDOW_DAYS days before, rejected ones excluded. */
export async function loadReference(db: Db, idEmpresa: number, k: ReferenceKey): Promise<Reference> {
  const [found] = await loadReferences(db, idEmpresa, [k]);
  return found;
}

/**
 * The references of several weighings as ONE scalar subquery answering a JSON array of [i, average, count]
 * (a batch of a tablet has a dozen keys: one statement instead of one per key; the load of a batch joins it
 * to its other reads). Each key narrows by product (production surplus), input (pre-preparation by input),
 * grouping and satellite as loadReference always did. Read from the daily rollup (referenciaDoResumo): the
 * same average as the weighings', at a cost that does not grow with their number.
 */
export function referencesJson(idEmpresa: number, keys: readonly ReferenceKey[]): SQL {
  // The keys as one JSON parameter: one short statement, built in one step, whatever their number.
  const keyRows = keys.map((k, i) => ({
    i,
    rest: k.idRestaurante,
    tip: k.tipDesperdicio,
    ini: addDays(k.dtaApontamento, -REFERENCE_WINDOW_DAYS),
    fim: k.dtaApontamento,
    prod: k.tipDesperdicio === TIP_DESPERDICIO.ExcedenteDeProducao ? (k.idProduto ?? null) : null,
    ins: k.tipDesperdicio === TIP_DESPERDICIO.PrePreparoPorInsumo ? (k.idInsumo ?? null) : null,
    agr: k.idAgrupamento || null,
    sat: k.idSatelite || null,
  }));
  const reference = referenciaDoResumo({
    idEmpresa,
    idRestaurante: sql`k.rest`,
    tipDesperdicio: sql`k.tip`,
    desde: sql`k.ini`,
    ate: sql`k.fim`,
    idProduto: sql`k.prod`,
    idInsumo: sql`k.ins`,
    idAgrupamento: sql`k.agr`,
    idSatelite: sql`k.sat`,
  });
  return sql`(select coalesce(json_agg(json_build_array(k.i, ref.average, ref.count)), '[]'::json)
      from json_to_recordset(${JSON.stringify(keyRows)}::json)
        as k(i int, rest int, tip int, ini date, fim date, prod int, ins int, agr int, sat int)
      cross join lateral (${reference}) ref)`;
}

/** A JSON column of a raw row: pg and PGlite parse json; a driver that does not answers the text. */
export function jsonRows(v: unknown): unknown[][] {
  return (typeof v === 'string' ? JSON.parse(v) : (v ?? [])) as unknown[][];
}

/** The references of referencesJson's answer, in the order of `keys` (none found: average 0, count 0). */
export function referencesOf(keys: readonly ReferenceKey[], rows: unknown[][]): Reference[] {
  const out: Reference[] = keys.map(() => ({ average: 0, count: 0 }));
  for (const [i, average, count] of rows) {
    const n = Number(count ?? 0);
    out[Number(i)] = { average: n ? Number(average) : 0, count: n };
  }
  return out;
}

/** The references of several weighings in one statement, answered in the order of `keys`. */
export async function loadReferences(
  db: Db,
  idEmpresa: number,
  keys: readonly ReferenceKey[],
): Promise<Reference[]> {
  if (!keys.length) return [];
  const [row] = await rowsOf<{ refs: unknown }>(db, sql`select ${referencesJson(idEmpresa, keys)} as refs`);
  return referencesOf(keys, jsonRows(row?.refs));
}
