import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { intArray } from '../../../core/sql-arrays';
import { type Db, rowsOf } from '../../../db/client';
import { reTbDespResumoDia, reTbDespResumoTipDia } from '../../../db/schema/all';

/**
 * What the Metas dashboard compares with the goals: the actual kg and R$ of one waste type per day and per
 * restaurant, from the type daily rollup, or from the fine one under a grouping/sale item/product filter; and
 * one day's kg per sale item × product (fine rollup).
 */

/** The fine rollup's optional keys (absent or 0: no filter). */
export interface FiltrosFinos {
  codAgrupamento?: number | null;
  idItemVenda?: number | null;
  idProduto?: number | null;
}

export interface MetasRealizadoScope {
  idEmpresa: number;
  restaurantes: readonly number[];
  /** First and last day, 'yyyy-MM-dd', both included. */
  dtaIni: string;
  dtaFim: string;
  tipDesperdicio: number;
  filtros: FiltrosFinos;
}

/**
 * Actual kg and R$ of the scope summed per day over its restaurants (`id_restaurante` null) and per restaurant
 * over its days (`dia` null): the two views the Metas dashboard shows, from one pass (GROUPING SETS).
 */
export interface KgCustoTotaisRow {
  id_restaurante: number | null;
  /** 'yyyy-MM-dd'. */
  dia: string | null;
  kg: number | string;
  custo: number | string;
}

export interface KgItemDiaRow {
  id_item_venda: number;
  des_item_venda: string | null;
  id_produto: number;
  des_produto: string | null;
  kg: number | string;
  custo: number | string;
  n: number | string;
}

/** The fine rollup under the alias `r` (the alias the split by class reads it with too). */
const fino = alias(reTbDespResumoDia, 'r');

/** Whether a grouping, sale item or product filter is set (the fine rollup is then needed). */
export const temFiltroFino = (f: FiltrosFinos) => !!(f.codAgrupamento || f.idItemVenda || f.idProduto);

/** The filters on the fine rollup `r` (` and r.id_agrupamento = 5`…; empty without any). */
export function filtrosFinos(f: FiltrosFinos): SQL {
  return sql.join(
    [
      f.codAgrupamento ? sql` and ${fino.idAgrupamento} = ${f.codAgrupamento}` : sql``,
      f.idItemVenda ? sql` and ${fino.idItemVenda} = ${f.idItemVenda}` : sql``,
      f.idProduto ? sql` and ${fino.idProduto} = ${f.idProduto}` : sql``,
    ],
    sql``,
  );
}

/**
 * Actual kg and R$ of the type per day and per restaurant of the scope (KgCustoTotaisRow): one pass over the
 * daily type rollup (or the fine one, when filtered), summed in SQL into a few hundred rows rather than one row
 * per (restaurant, day).
 */
export function kgCustoPorDiaEPorRestaurante(db: Db, s: MetasRealizadoScope): Promise<KgCustoTotaisRow[]> {
  const [table, r] = temFiltroFino(s.filtros)
    ? [reTbDespResumoDia, fino]
    : [reTbDespResumoTipDia, alias(reTbDespResumoTipDia, 'r')];
  return rowsOf<KgCustoTotaisRow>(
    db,
    sql`select ${r.idRestaurante} as id_restaurante, to_char(${r.dtaApontamento}, 'YYYY-MM-DD') as dia,
        sum(${r.qtdKg})::float8 as kg, sum(${r.vlrCusto})::float8 as custo
      from ${table} ${r}
      where ${r.idEmpresa} = ${s.idEmpresa} and ${r.idRestaurante} = any(${intArray(s.restaurantes)})
        and ${r.dtaApontamento} between ${s.dtaIni}::date and ${s.dtaFim}::date
        and ${r.tipDesperdicio} = ${s.tipDesperdicio}${filtrosFinos(s.filtros)}
      group by grouping sets ((${r.idRestaurante}), (${r.dtaApontamento}))`,
  );
}

/** One day's kg, R$ and weighings of the type per sale item × product (rows with either), heaviest first. */
export function kgPorItemNoDia(
  db: Db,
  s: Omit<MetasRealizadoScope, 'dtaIni' | 'dtaFim'> & { dia: string },
): Promise<KgItemDiaRow[]> {
  const r = fino;
  return rowsOf<KgItemDiaRow>(
    db,
    sql`select ${r.idItemVenda} as id_item_venda, i.des_item_venda, ${r.idProduto} as id_produto, p.des_produto,
        sum(${r.qtdKg})::float8 as kg, sum(${r.vlrCusto})::float8 as custo, sum(${r.qtdApontamentos})::float8 as n
      from ${reTbDespResumoDia} ${r}
      left join re_mv_itens_venda i on i.id_empresa = ${r.idEmpresa} and i.id_item_venda = ${r.idItemVenda}
      left join re_tb_produtos p on p.id_empresa = ${r.idEmpresa} and p.id_produto = ${r.idProduto}
      where ${r.idEmpresa} = ${s.idEmpresa} and ${r.idRestaurante} = any(${intArray(s.restaurantes)})
        and ${r.dtaApontamento} = ${s.dia}::date and ${r.tipDesperdicio} = ${s.tipDesperdicio}
        and (${r.idItemVenda} <> 0 or ${r.idProduto} <> 0)${filtrosFinos(s.filtros)}
      group by ${r.idItemVenda}, i.des_item_venda, ${r.idProduto}, p.des_produto
      order by kg desc, ${r.idItemVenda}, ${r.idProduto}`,
  );
}
