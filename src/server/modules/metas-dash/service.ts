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
import type { Indicadores, MetasBody, MetasDayBody } from '@domain/schemas/dashboards';
import { sql } from 'drizzle-orm';
import { invalid } from '../../core/domain-errors';
import { round } from '../../core/round';
import { intArray } from '../../core/sql-arrays';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { somenteEvitavel } from '../classes-desperdicio/public';
import {
  checkPeriod,
  evitavelPorDiaEPorRestaurante,
  type FiltrosFinos,
  filtrosFinos,
  indicadoresEPorRestaurante,
  type KgCustoTotaisRow,
  kgCustoPorDiaEPorRestaurante,
  kgPorItemNoDia,
  restaurantsOfGroup,
  temFiltroFino,
} from '../rollup/public';

/**
 * Metas dashboard (id 3): actual waste of a type against the restaurant-level goals (re_tb_desp_metas with
 * idSatelite null) per restaurant and per day. The actual kg and R$ are summed in SQL straight into the two
 * views shown, per day and per restaurant, in one pass over the daily rollup (the type rollup, or the fine one
 * under a grouping/item/product filter: rollup/readers/metas-realizado.ts; the daily class rollup when only the
 * avoidable part counts). The goals are a few rows per restaurant: read as they are and spread over the days of
 * the period they cover here, in Node (exact: in thousandths of a kg, the goals' own precision).
 */

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

/**
 * Actual kg and R$ of the scope per day (over its restaurants) and per restaurant (over its days), from the
 * rollup (only the avoidable part when set).
 */
function actualTotals(db: Db, s: Scope): Promise<KgCustoTotaisRow[]> {
  if (s.somenteEvitavel)
    return evitavelPorDiaEPorRestaurante(db, s.idEmpresa, {
      restaurantes: s.ids,
      dtaIni: s.dtaIni,
      dtaFim: s.dtaFim,
      tipos: [s.tip],
      // Filtered, from the fine rollup; else from the daily class rollup.
      filters: temFiltroFino(s.filtros) ? filtrosFinos(s.filtros) : undefined,
    });
  return kgCustoPorDiaEPorRestaurante(db, {
    idEmpresa: s.idEmpresa,
    restaurantes: s.ids,
    dtaIni: s.dtaIni,
    dtaFim: s.dtaFim,
    tipDesperdicio: s.tip,
    filtros: s.filtros,
  });
}

interface GoalRow {
  id_restaurante: number;
  /** 'yyyy-MM-dd'. */
  ini: string;
  /** 'yyyy-MM-dd'; null: open-ended. */
  fim: string | null;
  /** The daily goal in thousandths of a kg (vlr_meta is numeric(12,3): exact as an integer). */
  meta_g: number | string;
  pc: number | string | null;
}

/** The restaurant-level goals of the type that overlap the period (a few rows per restaurant). */
function goalRows(db: Db, s: Scope): Promise<GoalRow[]> {
  return rowsOf<GoalRow>(
    db,
    sql`select m.id_restaurante, to_char(m.dta_inicial, 'YYYY-MM-DD') as ini,
        to_char(m.dta_final, 'YYYY-MM-DD') as fim, (coalesce(m.vlr_meta, 0) * 1000)::int8 as meta_g,
        m.vlr_meta_pc::float8 as pc
      from re_tb_desp_metas m
      where m.id_empresa = ${s.idEmpresa} and m.id_restaurante = any(${intArray(s.ids)})
        and m.id_satelite is null and m.tip_desperdicio = ${s.tip}
        and m.dta_inicial <= ${s.dtaFim}::date and (m.dta_final is null or m.dta_final >= ${s.dtaIni}::date)`,
  );
}

interface GoalCell {
  /** Sum of the goals covering the (restaurant, day), in thousandths of a kg. */
  metaG: number;
  /** The highest goal % among them (null when none has one). */
  pc: number | null;
}

/**
 * The goal per (restaurant, day) of `days`: the sum of the restaurant's goals covering the day and the highest
 * goal % among them; days no goal covers are absent.
 */
function goalCells(goals: GoalRow[], days: string[]): Map<number, Map<string, GoalCell>> {
  const out = new Map<number, Map<string, GoalCell>>();
  for (const g of goals) {
    const id = Number(g.id_restaurante);
    const metaG = Number(g.meta_g);
    const pc = g.pc === null ? null : Number(g.pc);
    let cells = out.get(id);
    if (!cells) {
      cells = new Map();
      out.set(id, cells);
    }
    for (const day of days) {
      if (day < g.ini || (g.fim !== null && day > g.fim)) continue;
      const c = cells.get(day);
      if (!c) cells.set(day, { metaG, pc });
      else {
        c.metaG += metaG;
        if (pc !== null && (c.pc === null || pc > c.pc)) c.pc = pc;
      }
    }
  }
  return out;
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

/**
 * The dashboard's figures of the scope over `days` (its days), with its indicators (and theirs per restaurant,
 * for the g/meal): its statements run together.
 */
async function figures(db: Db, s: Scope, days: string[]): Promise<Merged & { indicadores: Indicadores }> {
  const [actual, goals, { indicadores, porRestaurante }] = await Promise.all([
    actualTotals(db, s),
    goalRows(db, s),
    indicadoresEPorRestaurante(db, s.idEmpresa, {
      restaurantes: s.ids,
      dtaIni: s.dtaIni,
      dtaFim: s.dtaFim,
      tipos: [s.tip],
    }),
  ]);
  return { ...merge(s, days, actual, goals, porRestaurante), indicadores };
}

function merge(
  s: Scope,
  days: string[],
  actual: KgCustoTotaisRow[],
  goals: GoalRow[],
  byRest: Map<number, Indicadores>,
): Merged {
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
    if (c.id_restaurante !== null) {
      const r = restOf(Number(c.id_restaurante));
      r.kg += Number(c.kg);
      r.custo += Number(c.custo);
    } else if (c.dia !== null) {
      const d = day.get(c.dia);
      if (d) d.kg += Number(c.kg);
    }
  }
  for (const [id, cells] of goalCells(goals, days)) {
    if (!cells.size) continue;
    const r = restOf(id);
    for (const [dia, c] of cells) {
      // The goal of the day in kg: the exact sum (thousandths) divided once.
      const meta = c.metaG / 1000;
      r.meta = (r.meta ?? 0) + meta;
      r.dias += 1;
      if (dia >= r.last) {
        // The goal % of the last day with a goal.
        r.last = dia;
        r.pc = c.pc;
      }
      const d = day.get(dia);
      if (d) d.meta = (d.meta ?? 0) + meta;
    }
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
  const { indicadores, ...merged } = await figures(db, s, daysOf(s.dtaIni, s.dtaFim));
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
  const [{ indicadores, ...merged }, items] = await Promise.all([
    figures(db, s, [day]),
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
