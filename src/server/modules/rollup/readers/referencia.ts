import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { reTbDesperdiciosDet, reTbDespResumoDia } from '../../../db/schema/all';

/**
 * The reference of a weighing as the fine daily rollup holds it: the sum of the net kg and the number of the
 * weighings of one restaurant and type over a window of days, optionally narrowed to a product, an input, a
 * grouping or a satellite. A subquery evaluated per key of the outer statement (a lateral join): its one row is
 * `average` (numeric: the sums' quotient, as avg() gives it; null without weighings) and `count` (int).
 *
 * Equal to averaging the weighings themselves, rejected ones (Reprovado) left out, at a cost that does not grow
 * with the kitchen's volume: the rollup rows of the window, plus the deltas the saves left for the merge (their
 * weighings are committed, their rollup rows not yet), minus the rejected weighings (a partial index, 0031).
 */
export interface ReferenciaScope {
  idEmpresa: number;
  /** The key, usually columns of the outer statement. */
  idRestaurante: SQL;
  tipDesperdicio: SQL;
  /** From this day (included) to that one (excluded). */
  desde: SQL;
  ate: SQL;
  /** Narrowing keys: null, no narrowing. */
  idProduto: SQL;
  idInsumo: SQL;
  idAgrupamento: SQL;
  idSatelite: SQL;
}

export function referenciaDoResumo(s: ReferenciaScope): SQL {
  const r = alias(reTbDespResumoDia, 'r');
  const a = alias(reTbDesperdiciosDet, 'a');
  // The rollup keeps a missing key as 0; a narrowing key of 0 matches no weighing, as on the weighings.
  const narrowed = (key: SQL, column: SQL) => sql`(${key} is null or (${key} <> 0 and ${column} = ${key}))`;
  const rollupRows = (
    t: SQL,
  ) => sql`${t}.id_empresa = ${s.idEmpresa} and ${t}.id_restaurante = ${s.idRestaurante}
      and ${t}.tip_desperdicio = ${s.tipDesperdicio}
      and ${t}.dta_apontamento >= ${s.desde} and ${t}.dta_apontamento < ${s.ate}
      and ${narrowed(s.idProduto, sql`${t}.id_produto`)} and ${narrowed(s.idInsumo, sql`${t}.id_insumo`)}
      and ${narrowed(s.idAgrupamento, sql`${t}.id_agrupamento`)} and ${narrowed(s.idSatelite, sql`${t}.id_satelite`)}`;
  return sql`select sum(x.kg) / nullif(sum(x.n), 0) as average, coalesce(sum(x.n), 0)::int as count
    from (
      select ${r.qtdKg} as kg, ${r.qtdApontamentos} as n from ${reTbDespResumoDia} ${r} where ${rollupRows(sql`r`)}
      union all
      select d.qtd_kg, d.qtd_apontamentos from re_tb_desp_resumo_delta d where ${rollupRows(sql`d`)}
      union all
      select -${a.qtdLiquido}, -1 from ${reTbDesperdiciosDet} ${a}
       where ${a.idEmpresa} = ${s.idEmpresa} and ${a.idRestaurante} = ${s.idRestaurante} and ${a.indStatusAprov} = 2
         and ${a.dtaApontamento} >= ${s.desde} and ${a.dtaApontamento} < ${s.ate}
         and ${a.tipDesperdicio} = ${s.tipDesperdicio}
         and (${s.idProduto} is null or ${a.idProduto} = ${s.idProduto})
         and (${s.idInsumo} is null or ${a.idInsumo} = ${s.idInsumo})
         and (${s.idAgrupamento} is null or ${a.idAgrupamento} = ${s.idAgrupamento})
         and (${s.idSatelite} is null or ${a.idSatelite} = ${s.idSatelite})
    ) x`;
}
