import { IND_PERIODO, TIP_DESPERDICIO_LABEL, type TipDesperdicio } from '@domain/constants';
import type {
  HomeCustoRestaurante,
  HomeCustosResponse,
  HomePeriodo,
  HomeResponse,
  HomeTipo,
} from '@domain/schemas/dash-inicial';
import type { HomeBody, HomeCustosBody } from '@domain/schemas/dashboards';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { checkPeriod, indicadoresByRestaurante, indicadoresOf, restaurantsOfGroup } from '../rollup/queries';
import { intArray } from '../rollup/sql';

/**
 * The Inicial dashboard (spec §7 /api/v1/home): waste kg and cost R$ per waste type per period bucket, summed
 * in PostgreSQL over the type daily rollup re_tb_desp_resumo_tip_dia (restaurant × day × type). Buckets: Diário days, Semana weeks from Monday
 * (date_trunc('week') is ISO), Mensal months, Anual years; every bucket of the period is listed, empty ones
 * with zeros.
 */

const TRUNC: Record<number, string> = {
  [IND_PERIODO.Diario]: 'day',
  [IND_PERIODO.Semana]: 'week',
  [IND_PERIODO.Mensal]: 'month',
  [IND_PERIODO.Anual]: 'year',
};

const TIPOS = [1, 2, 3, 4] as const;
const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

/**
 * The bucket's pt-BR label: '05/03' (day), 'Sem. 03/03' (week), 'mar/2025' (month), '2025' (year); days and
 * weeks carry the year ('05/03/25') when the period spans more than one year, so labels stay unique.
 */
export function bucketLabel(periodo: string, indPeriodo: number, withYear = false): string {
  const [y, m, d] = periodo.split('-');
  if (indPeriodo === IND_PERIODO.Anual) return y;
  if (indPeriodo === IND_PERIODO.Mensal) return `${MESES[Number(m) - 1]}/${y}`;
  const day = withYear ? `${d}/${m}/${y.slice(2)}` : `${d}/${m}`;
  return indPeriodo === IND_PERIODO.Semana ? `Sem. ${day}` : day;
}

export interface BucketSums {
  periodo: string;
  kg: [number, number, number, number];
  custo: [number, number, number, number];
}

interface RawBucket {
  periodo: string;
  k1: number | string;
  k2: number | string;
  k3: number | string;
  k4: number | string;
  c1: number | string;
  c2: number | string;
  c3: number | string;
  c4: number | string;
}

const sums = (column: string, prefix: string): SQL =>
  sql.join(
    TIPOS.map(
      (t) =>
        sql`coalesce(sum(${sql.raw(column)}) filter (where tip_desperdicio = ${sql.raw(String(t))}), 0)::float8 as ${sql.raw(`${prefix}${t}`)}`,
    ),
    sql`, `,
  );

/** kg and R$ per type for every bucket from dtaIni to dtaFim over the restaurants, in date order. */
export async function bucketSums(
  db: Db,
  idEmpresa: number,
  restaurantes: readonly number[],
  dtaIni: string,
  dtaFim: string,
  indPeriodo: number,
): Promise<BucketSums[]> {
  const unit = sql.raw(`'${TRUNC[indPeriodo] ?? 'day'}'`);
  const rows = await rowsOf<RawBucket>(
    db,
    sql`select b.periodo::text as periodo,
        coalesce(a.k1, 0) as k1, coalesce(a.k2, 0) as k2, coalesce(a.k3, 0) as k3, coalesce(a.k4, 0) as k4,
        coalesce(a.c1, 0) as c1, coalesce(a.c2, 0) as c2, coalesce(a.c3, 0) as c3, coalesce(a.c4, 0) as c4
      from (select distinct date_trunc(${unit}, d::timestamp)::date as periodo
              from generate_series(${dtaIni}::date, ${dtaFim}::date, interval '1 day') as g(d)) b
      left join (
        select date_trunc(${unit}, dta_apontamento::timestamp)::date as periodo,
          ${sums('qtd_kg', 'k')}, ${sums('vlr_custo', 'c')}
        from re_tb_desp_resumo_tip_dia
        where id_empresa = ${idEmpresa} and id_restaurante = any(${intArray(restaurantes)})
          and dta_apontamento between ${dtaIni}::date and ${dtaFim}::date
        group by 1) a using (periodo)
      order by b.periodo`,
  );
  return rows.map((r) => ({
    periodo: String(r.periodo).slice(0, 10),
    kg: [Number(r.k1), Number(r.k2), Number(r.k3), Number(r.k4)],
    custo: [Number(r.c1), Number(r.c2), Number(r.c3), Number(r.c4)],
  }));
}

/** One chart row from four values (rounded to `digits`) and their total. */
export function periodoOf(
  periodo: string,
  indPeriodo: number,
  v: readonly number[],
  digits: number,
  withYear = false,
): HomePeriodo {
  return {
    periodo,
    label: bucketLabel(periodo, indPeriodo, withYear),
    tipo1: round(v[0], digits),
    tipo2: round(v[1], digits),
    tipo3: round(v[2], digits),
    tipo4: round(v[3], digits),
    total: round(v[0] + v[1] + v[2] + v[3], digits),
  };
}

/** The totals per type over the buckets, with each type's share of the kg. */
export function tiposOf(buckets: readonly BucketSums[]): HomeTipo[] {
  const kg = [0, 0, 0, 0];
  const custo = [0, 0, 0, 0];
  for (const b of buckets)
    for (let i = 0; i < 4; i++) {
      kg[i] += b.kg[i];
      custo[i] += b.custo[i];
    }
  const total = kg.reduce((a, n) => a + n, 0);
  return TIPOS.map((t, i) => ({
    tipDesperdicio: t,
    desTipo: TIP_DESPERDICIO_LABEL[t as TipDesperdicio],
    qtdKg: round(kg[i], 3),
    vlrCusto: round(custo[i], 2),
    pc: total > 0 ? round((kg[i] / total) * 100, 2) : null,
  }));
}

/** R$ per type per restaurant (all the given restaurants, zeros included) from dtaIni to dtaFim. */
export async function custosByRestaurante(
  db: Db,
  idEmpresa: number,
  restaurantes: readonly { idRestaurante: number; desRestaurante: string }[],
  dtaIni: string,
  dtaFim: string,
): Promise<HomeCustoRestaurante[]> {
  if (restaurantes.length === 0) return [];
  const rows = await rowsOf<{ id_restaurante: number } & Record<'c1' | 'c2' | 'c3' | 'c4', number | string>>(
    db,
    sql`select id_restaurante, ${sums('vlr_custo', 'c')}
      from re_tb_desp_resumo_tip_dia
      where id_empresa = ${idEmpresa} and id_restaurante = any(${intArray(restaurantes.map((r) => r.idRestaurante))})
        and dta_apontamento between ${dtaIni}::date and ${dtaFim}::date
      group by id_restaurante`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id_restaurante), r]));
  return restaurantes.map(({ idRestaurante, desRestaurante }) => {
    const r = byId.get(idRestaurante);
    const v = r ? [Number(r.c1), Number(r.c2), Number(r.c3), Number(r.c4)] : [0, 0, 0, 0];
    return {
      idRestaurante,
      desRestaurante,
      tipo1: round(v[0], 2),
      tipo2: round(v[1], 2),
      tipo3: round(v[2], 2),
      tipo4: round(v[3], 2),
      total: round(v[0] + v[1] + v[2] + v[3], 2),
    };
  });
}

/** Days and weeks carry the year in their labels when the period spans more than one year. */
const multiYear = (b: { dtaPeriodoIni: string; dtaPeriodoFim: string }) =>
  b.dtaPeriodoIni.slice(0, 4) !== b.dtaPeriodoFim.slice(0, 4);

/**
 * POST /api/v1/home: the group's waste kg per type by period bucket, its indicators and each restaurant's.
 * A group of another company has no restaurants here: the answer is empty (zeros).
 */
export async function homeDash(db: Db, idEmpresa: number, b: HomeBody): Promise<HomeResponse> {
  checkPeriod(b.dtaPeriodoIni, b.dtaPeriodoFim);
  const rests = await restaurantsOfGroup(db, idEmpresa, b.idGrupo);
  const ids = rests.map((r) => r.idRestaurante);
  const scope = { restaurantes: ids, dtaIni: b.dtaPeriodoIni, dtaFim: b.dtaPeriodoFim };
  const [buckets, indicadores, porRestaurante] = await Promise.all([
    bucketSums(db, idEmpresa, ids, b.dtaPeriodoIni, b.dtaPeriodoFim, b.indPeriodo),
    indicadoresOf(db, idEmpresa, scope),
    indicadoresByRestaurante(db, idEmpresa, scope),
  ]);
  return {
    indPeriodo: b.indPeriodo,
    periodos: buckets.map((x) => periodoOf(x.periodo, b.indPeriodo, x.kg, 3, multiYear(b))),
    tipos: tiposOf(buckets),
    restaurantes: rests.flatMap((r) => {
      const i = porRestaurante.get(r.idRestaurante);
      return i ? [{ idRestaurante: r.idRestaurante, desRestaurante: r.desRestaurante, indicadores: i }] : [];
    }),
    indicadores,
  };
}

/** POST /api/v1/home/custos: the group's waste cost per type by period bucket, and per restaurant. */
export async function homeCustos(db: Db, idEmpresa: number, b: HomeCustosBody): Promise<HomeCustosResponse> {
  checkPeriod(b.dtaPeriodoIni, b.dtaPeriodoFim);
  const rests = await restaurantsOfGroup(db, idEmpresa, b.idGrupo);
  const ids = rests.map((r) => r.idRestaurante);
  const data = b.data ?? null;
  const [buckets, restaurantes] = await Promise.all([
    bucketSums(db, idEmpresa, ids, b.dtaPeriodoIni, b.dtaPeriodoFim, b.indPeriodo),
    custosByRestaurante(db, idEmpresa, rests, data ?? b.dtaPeriodoIni, data ?? b.dtaPeriodoFim),
  ]);
  const periodos = buckets.map((x) => periodoOf(x.periodo, b.indPeriodo, x.custo, 2, multiYear(b)));
  const total = buckets.reduce((a, x) => a + x.custo[0] + x.custo[1] + x.custo[2] + x.custo[3], 0);
  return {
    indPeriodo: b.indPeriodo,
    data,
    periodos,
    restaurantes,
    vlrCusto: Math.round(total * 100) / 100,
  };
}
