import { type SQL, sql } from 'drizzle-orm';
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
  // A narrowing key of 0 matches nothing: on the weighings (no id 0) as on the rollups (a missing key kept as 0).
  const narrowed = (key: SQL, column: SQL) => sql`(${key} is null or (${key} <> 0 and ${column} = ${key}))`;
  // The key's rows of `t`: the rollup, its deltas and the weighings name these columns alike.
  const ofKey = (t: SQL) => sql`${t}.id_empresa = ${s.idEmpresa} and ${t}.id_restaurante = ${s.idRestaurante}
      and ${t}.tip_desperdicio = ${s.tipDesperdicio}
      and ${t}.dta_apontamento >= ${s.desde} and ${t}.dta_apontamento < ${s.ate}
      and ${narrowed(s.idProduto, sql`${t}.id_produto`)} and ${narrowed(s.idInsumo, sql`${t}.id_insumo`)}
      and ${narrowed(s.idAgrupamento, sql`${t}.id_agrupamento`)} and ${narrowed(s.idSatelite, sql`${t}.id_satelite`)}`;
  return sql`select sum(x.kg) / nullif(sum(x.n), 0) as average, coalesce(sum(x.n), 0)::int as count
    from (
      select r.qtd_kg as kg, r.qtd_apontamentos as n from ${reTbDespResumoDia} r where ${ofKey(sql`r`)}
      union all
      select d.qtd_kg, d.qtd_apontamentos from re_tb_desp_resumo_delta d where ${ofKey(sql`d`)}
      union all
      select -a.qtd_liquido, -1 from ${reTbDesperdiciosDet} a where ${ofKey(sql`a`)} and a.ind_status_aprov = 2
    ) x`;
}
