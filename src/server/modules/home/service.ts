import { IND_PERIODO, TIP_DESPERDICIO_LABEL, type TipDesperdicio } from '@domain/constants';
import type {
  HomeCustoRestaurante,
  HomeCustosResponse,
  HomePeriodo,
  HomeResponse,
  HomeTipo,
} from '@domain/schemas/dash-inicial';
import type { HomeBody, HomeCustosBody } from '@domain/schemas/dashboards';
import { round } from '../../core/round';
import type { Db } from '../../db/client';
import {
  checkPeriod,
  custoPorTipoERestaurante,
  indicadoresByRestaurante,
  indicadoresOf,
  kgCustoPorTipoEPeriodo,
  restaurantsOfGroup,
  type Truncagem,
} from '../rollup/public';

/**
 * The Inicial dashboard (spec §7 /api/v1/home): waste kg and cost R$ per waste type per period bucket, summed
 * in PostgreSQL over the type daily rollup (restaurant × day × type; rollup/readers/kg-custo-por-tipo.ts). Buckets: Diário days, Semana weeks from Monday
 * (date_trunc('week') is ISO), Mensal months, Anual years; every bucket of the period is listed, empty ones
 * with zeros.
 */

const TRUNC: Record<number, Truncagem> = {
  [IND_PERIODO.Diario]: 'day',
  [IND_PERIODO.Semana]: 'week',
  [IND_PERIODO.Mensal]: 'month',
  [IND_PERIODO.Anual]: 'year',
};

const TIPOS = [1, 2, 3, 4] as const;
const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

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

/** kg and R$ per type for every bucket from dtaIni to dtaFim over the restaurants, in date order. */
export async function bucketSums(
  db: Db,
  idEmpresa: number,
  restaurantes: readonly number[],
  dtaIni: string,
  dtaFim: string,
  indPeriodo: number,
): Promise<BucketSums[]> {
  const rows = await kgCustoPorTipoEPeriodo(db, {
    idEmpresa,
    restaurantes,
    dtaIni,
    dtaFim,
    truncagem: TRUNC[indPeriodo] ?? 'day',
  });
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
  const rows = await custoPorTipoERestaurante(db, {
    idEmpresa,
    restaurantes: restaurantes.map((r) => r.idRestaurante),
    dtaIni,
    dtaFim,
  });
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
