import { MSG } from '@domain/messages';
import { daysInRange } from '@domain/rules/dashboards';
import type {
  MetaDia,
  MetaDiaItem,
  MetaRestaurante,
  MetasDayResponse,
  MetasResponse,
  MetaTotal,
} from '@domain/schemas/dash-metas';
import type { MetasBody, MetasDayBody } from '@domain/schemas/dashboards';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { invalid } from '../../lib/domain-errors';
import { somenteEvitavel } from '../../services/classes-desperdicio-service';
import { evitavelCells } from '../rollup/por-classe';
import { checkPeriod, indicadoresByRestaurante, indicadoresOf, restaurantsOfGroup } from '../rollup/queries';
import {
  type FiltrosFinos,
  filtrosFinos,
  type KgCustoDiaRow,
  kgCustoPorRestauranteEDia,
  kgPorItemNoDia,
  temFiltroFino,
} from '../rollup/readers/metas-realizado';
import { intArray } from '../rollup/sql';

/**
 * Metas dashboard (id 3): actual waste of a type against the restaurant-level goals (re_tb_desp_metas with
 * idSatelite null) per restaurant and per day. Everything is aggregated in SQL: the actual kg over the daily
 * rollup grouped by restaurant and day (the type rollup, or the fine one under a grouping/item/product filter:
 * rollup/readers/metas-realizado.ts), the goal by joining each goal to the days of
 * the period it covers (generate_series). Node only merges those per-(restaurant, day) sums.
 */

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

interface Scope {
  idEmpresa: number;
  restaurantes: { idRestaurante: number; desRestaurante: string }[];
  ids: number[];
  dtaIni: string;
  dtaFim: string;
  tip: number;
  /** Grouping/item/product: the actual kg then come from the fine rollup. */
  filtros: FiltrosFinos;
  /** Count only the avoidable kg (the company's RE-Evitavel): the actual cells come from the split by class. */
  somenteEvitavel: boolean;
}

async function scopeOf(db: Db, idEmpresa: number, body: MetasBody, dtaIni: string, dtaFim: string) {
  const [all, evitavel] = await Promise.all([
    restaurantsOfGroup(db, idEmpresa, body.idGrupo),
    somenteEvitavel(db, idEmpresa),
  ]);
  const restaurantes = body.idRestaurante ? all.filter((r) => r.idRestaurante === body.idRestaurante) : all;
  return {
    idEmpresa,
    restaurantes,
    ids: restaurantes.map((r) => r.idRestaurante),
    dtaIni,
    dtaFim,
    tip: body.tipDesperdicio,
    filtros: {
      codAgrupamento: body.codAgrupamento,
      idItemVenda: body.idItemVenda,
      idProduto: body.idProduto,
    },
    somenteEvitavel: evitavel,
  } satisfies Scope;
}

/** Actual kg and R$ per (restaurant, day) of the scope, from the rollup (only the avoidable part when set). */
function actualCells(db: Db, s: Scope): Promise<KgCustoDiaRow[]> {
  if (s.somenteEvitavel)
    return evitavelCells(db, s.idEmpresa, {
      restaurantes: s.ids,
      dtaIni: s.dtaIni,
      dtaFim: s.dtaFim,
      tipos: [s.tip],
      // Filtered, from the fine rollup; else from the daily class rollup.
      filters: temFiltroFino(s.filtros) ? filtrosFinos(s.filtros) : undefined,
    });
  return kgCustoPorRestauranteEDia(db, {
    idEmpresa: s.idEmpresa,
    restaurantes: s.ids,
    dtaIni: s.dtaIni,
    dtaFim: s.dtaFim,
    tipDesperdicio: s.tip,
    filtros: s.filtros,
  });
}

interface GoalCell {
  id_restaurante: number;
  dia: string;
  meta: number | string;
  pc: number | string | null;
}

/** The goal (kg) per (restaurant, day) of the scope: restaurant-level goals of the type covering the day. */
function goalCells(db: Db, s: Scope): Promise<GoalCell[]> {
  return rowsOf<GoalCell>(
    db,
    sql`select m.id_restaurante, to_char(d.dia, 'YYYY-MM-DD') as dia,
        sum(coalesce(m.vlr_meta, 0))::float8 as meta, max(m.vlr_meta_pc)::float8 as pc
      from re_tb_desp_metas m
      join generate_series(${s.dtaIni}::date, ${s.dtaFim}::date, interval '1 day') as d(dia)
        on d.dia::date >= m.dta_inicial and (m.dta_final is null or d.dia::date <= m.dta_final)
      where m.id_empresa = ${s.idEmpresa} and m.id_restaurante = any(${intArray(s.ids)})
        and m.id_satelite is null and m.tip_desperdicio = ${s.tip}
      group by m.id_restaurante, d.dia`,
  );
}

function compare(qtdKg: number, metaKg: number | null) {
  const kg = round(qtdKg, 3);
  const meta = metaKg === null ? null : round(metaKg, 3);
  return {
    qtdKg: kg,
    metaKg: meta,
    diferencaKg: meta === null ? null : round(qtdKg - (metaKg as number), 3),
    pcDaMeta: meta === null || meta === 0 ? null : round((qtdKg / (metaKg as number)) * 100, 2),
    acimaMeta: meta !== null && kg > meta,
  };
}

interface Merged {
  restaurantes: MetaRestaurante[];
  dias: MetaDia[];
  total: MetaTotal;
}

async function merge(db: Db, s: Scope, days: string[]): Promise<Merged> {
  const [actual, goals, byRest] = await Promise.all([
    actualCells(db, s),
    goalCells(db, s),
    indicadoresByRestaurante(db, s.idEmpresa, {
      restaurantes: s.ids,
      dtaIni: s.dtaIni,
      dtaFim: s.dtaFim,
      tipos: [s.tip],
    }),
  ]);
  const rest = new Map<
    number,
    { kg: number; custo: number; meta: number | null; dias: number; pc: number | null; last: string }
  >();
  const day = new Map<string, { kg: number; meta: number | null }>(
    days.map((d) => [d, { kg: 0, meta: null }]),
  );
  const restOf = (id: number) => {
    let r = rest.get(id);
    if (!r) {
      r = { kg: 0, custo: 0, meta: null, dias: 0, pc: null, last: '' };
      rest.set(id, r);
    }
    return r;
  };
  for (const c of actual) {
    const r = restOf(Number(c.id_restaurante));
    r.kg += Number(c.kg);
    r.custo += Number(c.custo);
    const d = day.get(c.dia);
    if (d) d.kg += Number(c.kg);
  }
  for (const g of goals) {
    const r = restOf(Number(g.id_restaurante));
    r.meta = (r.meta ?? 0) + Number(g.meta);
    r.dias += 1;
    if (g.dia >= r.last) {
      r.last = g.dia;
      r.pc = g.pc === null ? null : Number(g.pc);
    }
    const d = day.get(g.dia);
    if (d) d.meta = (d.meta ?? 0) + Number(g.meta);
  }
  const restaurantes: MetaRestaurante[] = [];
  for (const { idRestaurante, desRestaurante } of s.restaurantes) {
    const r = rest.get(idRestaurante);
    if (!r) continue; // neither waste nor goal in the period
    restaurantes.push({
      idRestaurante,
      desRestaurante,
      ...compare(r.kg, r.meta),
      vlrCusto: round(r.custo, 2),
      diasComMeta: r.dias,
      vlrMetaPc: r.pc,
      gPorRefeicao: byRest.get(idRestaurante)?.gPorRefeicao ?? null,
    });
  }
  const dias: MetaDia[] = days.map((d) => {
    const v = day.get(d) as { kg: number; meta: number | null };
    return { dtaApontamento: d, ...compare(v.kg, v.meta) };
  });
  let kgTotal = 0;
  let metaTotal: number | null = null;
  for (const r of rest.values()) {
    kgTotal += r.kg;
    if (r.meta !== null) metaTotal = (metaTotal ?? 0) + r.meta;
  }
  const total: MetaTotal = {
    ...compare(kgTotal, metaTotal),
    restaurantesAcima: restaurantes.filter((r) => r.acimaMeta).length,
    diasAcima: dias.filter((d) => d.acimaMeta).length,
  };
  return { restaurantes, dias, total };
}

function daysOf(ini: string, fim: string): string[] {
  const n = daysInRange(ini, fim);
  const out: string[] = [];
  const [y, m, d] = ini.split('-').map(Number);
  for (let i = 0; i < n; i++) out.push(new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10));
  return out;
}

type Lenient<T> = Omit<T, 'idGrupo' | 'dtaPeriodoIni' | 'dtaPeriodoFim'> & {
  idGrupo?: number | null;
  dtaPeriodoIni?: string | null;
  dtaPeriodoFim?: string | null;
};
export type MetasInput = Lenient<MetasBody>;
export type MetasDayInput = Lenient<Omit<MetasDayBody, 'dtaApontamento'>> & {
  dtaApontamento?: string | null;
};

/** The body once checked (spec §5 messages, 400): the group is required, the period valid. */
function checked(input: MetasInput): MetasBody {
  if (!input.idGrupo) throw invalid(MSG.required);
  const ini = input.dtaPeriodoIni ?? '';
  const fim = input.dtaPeriodoFim ?? '';
  checkPeriod(ini, fim);
  return { ...input, idGrupo: input.idGrupo, dtaPeriodoIni: ini, dtaPeriodoFim: fim };
}

/** POST /api/v1/metasDash/: the period per restaurant and per day. */
export async function metasDash(db: Db, idEmpresa: number, input: MetasInput): Promise<MetasResponse> {
  const body = checked(input);
  const s = await scopeOf(db, idEmpresa, body, body.dtaPeriodoIni, body.dtaPeriodoFim);
  const [merged, indicadores] = await Promise.all([
    merge(db, s, daysOf(s.dtaIni, s.dtaFim)),
    indicadoresOf(db, idEmpresa, { restaurantes: s.ids, dtaIni: s.dtaIni, dtaFim: s.dtaFim, tipos: [s.tip] }),
  ]);
  return { tipDesperdicio: s.tip, ...merged, somenteEvitavel: s.somenteEvitavel, indicadores };
}

/** POST /api/v1/metasDash/day: one day per restaurant and per sale item / product. */
export async function metasDashDay(
  db: Db,
  idEmpresa: number,
  input: MetasDayInput,
): Promise<MetasDayResponse> {
  const body = checked(input);
  const day = input.dtaApontamento ?? '';
  checkPeriod(day, day);
  const s = await scopeOf(db, idEmpresa, body, day, day);
  const [merged, indicadores, items] = await Promise.all([
    merge(db, s, [day]),
    indicadoresOf(db, idEmpresa, { restaurantes: s.ids, dtaIni: day, dtaFim: day, tipos: [s.tip] }),
    kgPorItemNoDia(db, {
      idEmpresa,
      restaurantes: s.ids,
      dia: day,
      tipDesperdicio: s.tip,
      filtros: s.filtros,
    }),
  ]);
  const itens: MetaDiaItem[] = items.map((r) => ({
    idItemVenda: Number(r.id_item_venda) || null,
    desItemVenda: r.des_item_venda,
    idProduto: Number(r.id_produto) || null,
    desProduto: r.des_produto,
    qtdKg: round(Number(r.kg), 3),
    vlrCusto: round(Number(r.custo), 2),
    qtdApontamentos: Math.round(Number(r.n)),
  }));
  return {
    dtaApontamento: day,
    tipDesperdicio: s.tip,
    restaurantes: merged.restaurantes,
    itens,
    total: merged.total,
    somenteEvitavel: s.somenteEvitavel,
    indicadores,
  };
}
