import type { TipDestino } from '@domain/rules/co2e';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { intArray } from '../../../core/sql-arrays';
import { type Db, rowsOf } from '../../../db/client';
import { reTbDespResumoDestMes, reTbDespResumoRestDia, reTbDespResumoTipDia } from '../../../db/schema/all';
import { rowsOfPeriod } from '../periodo';

/**
 * What the Destinos dashboard sums: the coarse daily rollup where a destination is needed (id_destino 0 =
 * appointments without destination; the monthly destination rollup for the whole months of the share per
 * destination), else the type rollup (restaurant × day × type). Every sum is over the
 * company's restaurants of the scope.
 */

export interface Periodo {
  /** First and last day, 'yyyy-MM-dd', both included. */
  dtaIni: string;
  dtaFim: string;
}

export interface DestinosScope {
  idEmpresa: number;
  /** Not empty (the callers answer an empty group without a statement). */
  restaurantes: readonly number[];
}

export interface KgPorDestinoRow {
  /** The destination (0: none). */
  id: number;
  des: string | null;
  tip: TipDestino | null;
  fator: number | null;
  kg: number;
  custo: number;
  co2e: number;
}

/** What a comparison groups by: consumption kind (from the type), destination or restaurant. */
export type ChaveComparacao =
  | { por: 'consumo'; posConsumo: number; preConsumo: number }
  | { por: 'destino' }
  | { por: 'restaurante' };

export interface ComparacaoScope extends DestinosScope {
  periodo: Periodo;
  base: Periodo;
  chave: ChaveComparacao;
  /** Only these waste types (all when absent). */
  tipos?: readonly number[];
  /** Only this destination (then the coarse rollup is read). */
  idDestino?: number | null;
}

export interface ComparacaoRow {
  id: number;
  kg_a: number | string;
  custo_a: number | string;
  kg_b: number | string;
  custo_b: number | string;
}

export interface SerieRow {
  /** The bucket's first day, 'yyyy-MM-dd'. */
  periodo: string;
  kg: number;
  custo: number;
}

/** The coarse rollup (with destinations) and the type one, both under the alias `d`. */
const coarse = alias(reTbDespResumoRestDia, 'd');
const tip = alias(reTbDespResumoTipDia, 'd');
type Rollup = typeof coarse | typeof tip;
const from = (d: Rollup) =>
  d === coarse ? sql`${reTbDespResumoRestDia} ${d}` : sql`${reTbDespResumoTipDia} ${d}`;

function where(d: Rollup, s: DestinosScope, extra: SQL[]): SQL {
  return sql.join(
    [
      sql`${d.idEmpresa} = ${s.idEmpresa} and ${d.idRestaurante} = any(${intArray(s.restaurantes)})`,
      ...extra,
    ],
    sql` and `,
  );
}

const inPeriod = (d: Rollup, p: Periodo) =>
  sql`${d.dtaApontamento} between ${p.dtaIni}::date and ${p.dtaFim}::date`;

/**
 * kg, R$ and kg CO2e per destination of the period, with the destination's name, kind and factor. The whole
 * months of the period are read from the monthly destination rollup (re_tb_desp_resumo_dest_mes: restaurant,
 * month, type, destination — a few thousand rows a year) and the days of the partial months at its edges from
 * the coarse daily one (periodParts); summed per destination first, then joined to the few destinations (a year
 * of a large group is ~80k coarse rows).
 */
export function kgPorDestino(db: Db, s: DestinosScope & { periodo: Periodo }): Promise<KgPorDestinoRow[]> {
  const scope = sql`r.id_empresa = ${s.idEmpresa} and r.id_restaurante = any(${intArray(s.restaurantes)})`;
  const cols = sql`r.id_destino, r.qtd_kg, r.vlr_custo, r.qtd_co2e`;
  const rows = rowsOfPeriod(
    { monthly: reTbDespResumoDestMes, daily: reTbDespResumoRestDia },
    cols,
    scope,
    s.periodo.dtaIni,
    s.periodo.dtaFim,
  );
  return rowsOf<KgPorDestinoRow>(
    db,
    sql`select a.id, d.des_destino as des, d.tip_destino as tip, d.fator_co2e::float8 as fator,
            a.kg, a.custo, a.co2e
          from (
            select r.id_destino as id, sum(r.qtd_kg)::float8 as kg, sum(r.vlr_custo)::float8 as custo,
              sum(r.qtd_co2e)::float8 as co2e
            from (${rows}) r
            group by r.id_destino
          ) a
          left join re_tb_dest_residuos d on d.id_empresa = ${s.idEmpresa} and d.id_destino = a.id`,
  );
}

const rollupOf = (s: ComparacaoScope): Rollup => (s.chave.por === 'destino' || s.idDestino ? coarse : tip);

function filtros(d: Rollup, s: ComparacaoScope): SQL[] {
  const out: SQL[] = [];
  if (s.idDestino && d === coarse) out.push(sql`${coarse.idDestino} = ${s.idDestino}`);
  if (s.tipos) out.push(sql`${d.tipDesperdicio} = any(${intArray(s.tipos)})`);
  return out;
}

function chave(d: Rollup, c: ChaveComparacao): SQL {
  if (c.por === 'consumo')
    return sql`case when ${d.tipDesperdicio} = 1 then ${c.posConsumo} else ${c.preConsumo} end`;
  if (c.por === 'destino') return sql`${coarse.idDestino}`;
  return sql`${d.idRestaurante}`;
}

/** kg and R$ per key in the period (`_a`) and in the base period (`_b`), in one grouped statement. */
export function comparacaoPorChave(db: Db, s: ComparacaoScope): Promise<ComparacaoRow[]> {
  const d = rollupOf(s);
  const a = inPeriod(d, s.periodo);
  const b = inPeriod(d, s.base);
  return rowsOf<ComparacaoRow>(
    db,
    sql`select ${chave(d, s.chave)} as id,
        coalesce(sum(${d.qtdKg}) filter (where ${a}), 0)::float8 as kg_a,
        coalesce(sum(${d.vlrCusto}) filter (where ${a}), 0)::float8 as custo_a,
        coalesce(sum(${d.qtdKg}) filter (where ${b}), 0)::float8 as kg_b,
        coalesce(sum(${d.vlrCusto}) filter (where ${b}), 0)::float8 as custo_b
      from ${from(d)}
      where ${where(d, s, [...filtros(d, s), sql`(${a} or ${b})`])}
      group by 1`,
  );
}

/** kg and R$ per bucket (date_trunc unit) of the period, in date order (only this destination when set). */
export function seriePorPeriodo(
  db: Db,
  s: DestinosScope & { periodo: Periodo; truncagem: string; idDestino?: number | null },
): Promise<SerieRow[]> {
  const d = s.idDestino ? coarse : tip;
  const extra = s.idDestino ? [sql`${coarse.idDestino} = ${s.idDestino}`] : [];
  return rowsOf<SerieRow>(
    db,
    sql`select to_char(date_trunc(${s.truncagem}, ${d.dtaApontamento})::date, 'YYYY-MM-DD') as periodo,
              sum(${d.qtdKg})::float8 as kg, sum(${d.vlrCusto})::float8 as custo
            from ${from(d)}
            where ${where(d, s, [...extra, inPeriod(d, s.periodo)])}
            group by 1 order by 1`,
  );
}
