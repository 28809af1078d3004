import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../../../db/client';
import { reTbDespResumoDia, reTbDespResumoTipDia } from '../../../db/schema/all';

/**
 * What the weekly digest of one restaurant reads from the daily rollups: the kg that the restaurant-level
 * goals cover, against those goals; the most wasted sale items or inputs; the kg per day.
 */

export interface SemanaScope {
  idEmpresa: number;
  idRestaurante: number;
  /** Monday and Sunday of the week, 'yyyy-MM-dd'. */
  dtaIni: string;
  dtaFim: string;
}

export interface MetaSemanaRow {
  /** The goals of every (waste type, day) of the week a restaurant-level goal covers; null without any. */
  meta: number | null;
  /** The kg of those types on those days. */
  kg: number;
}

export interface ItemSemanaRow {
  /** The sale item's name, else the input's (null when neither is registered). */
  des_item: string;
  kg: number;
  custo: number;
}

export interface KgDiaRow {
  /** 'yyyy-MM-dd'. */
  dta: string;
  kg: number;
}

/**
 * The goal of each (waste type, day) of the week a restaurant-level goal covers, and the kg of that type on
 * that day (type rollup): the goal is compared only with what it covers. One row.
 */
export function metaDaSemana(db: Db, s: SemanaScope): Promise<MetaSemanaRow[]> {
  const t = alias(reTbDespResumoTipDia, 't');
  return rowsOf<MetaSemanaRow>(
    db,
    sql`select sum(g.meta)::float8 as meta, coalesce(sum(${t.qtdKg}), 0)::float8 as kg
        from (
          select m.tip_desperdicio, d.dia::date as dia, sum(m.vlr_meta) as meta
          from re_tb_desp_metas m
          join generate_series(${s.dtaIni}::date, ${s.dtaFim}::date, interval '1 day') as d(dia)
            on d.dia::date >= m.dta_inicial and (m.dta_final is null or d.dia::date <= m.dta_final)
          where m.id_empresa = ${s.idEmpresa} and m.id_restaurante = ${s.idRestaurante}
            and m.id_satelite is null and m.vlr_meta is not null
          group by m.tip_desperdicio, d.dia
        ) g
        left join ${reTbDespResumoTipDia} ${t}
          on ${t.idEmpresa} = ${s.idEmpresa} and ${t.idRestaurante} = ${s.idRestaurante}
            and ${t.tipDesperdicio} = g.tip_desperdicio and ${t.dtaApontamento} = g.dia`,
  );
}

/** The `limit` sale items or inputs of the week with the most kg (fine rollup), heaviest first. */
export function itensMaisDesperdicados(db: Db, s: SemanaScope & { limit: number }): Promise<ItemSemanaRow[]> {
  const r = alias(reTbDespResumoDia, 's');
  return rowsOf<ItemSemanaRow>(
    db,
    sql`select coalesce(i.des_item_venda, ins.des_insumo) as des_item, a.kg, a.custo
        from (
          select ${r.idItemVenda}, ${r.idInsumo}, sum(${r.qtdKg})::float8 as kg, sum(${r.vlrCusto})::float8 as custo
          from ${reTbDespResumoDia} ${r}
          where ${r.idEmpresa} = ${s.idEmpresa} and ${r.idRestaurante} = ${s.idRestaurante}
            and ${r.dtaApontamento} between ${s.dtaIni}::date and ${s.dtaFim}::date
            and (${r.idItemVenda} <> 0 or ${r.idInsumo} <> 0)
          group by ${r.idItemVenda}, ${r.idInsumo}
        ) a
        left join re_mv_itens_venda i on i.id_empresa = ${s.idEmpresa} and i.id_item_venda = a.id_item_venda
        left join re_tb_insumos ins on ins.id_empresa = ${s.idEmpresa} and ins.id_insumo = a.id_insumo
        where a.kg > 0
        order by a.kg desc, des_item
        limit ${sql.raw(String(Math.trunc(s.limit)))}`,
  );
}

/** kg per day of the week that has any row (type rollup). */
export function kgPorDia(db: Db, s: SemanaScope): Promise<KgDiaRow[]> {
  const t = reTbDespResumoTipDia;
  return rowsOf<KgDiaRow>(
    db,
    sql`select to_char(${t.dtaApontamento}, 'YYYY-MM-DD') as dta, sum(${t.qtdKg})::float8 as kg
        from ${t}
        where ${t.idEmpresa} = ${s.idEmpresa} and ${t.idRestaurante} = ${s.idRestaurante}
          and ${t.dtaApontamento} between ${s.dtaIni}::date and ${s.dtaFim}::date
        group by ${t.dtaApontamento}`,
  );
}
