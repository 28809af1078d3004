import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../../core/sql-arrays';
import { type Db, rowsOf } from '../../../db/client';
import { itemRowsOfPeriod } from '../periodo';

/**
 * The Grupo de pratos dashboard's figures of one waste type (the production surplus): the kg, R$ and weighings
 * per unit × sale item × product (a few hundred rows), summed from the monthly item rollup
 * (re_tb_desp_resumo_item_mes: restaurant, month, type, satellite, sale item, product) for the whole months of
 * the period and from the fine daily rollup for the days of the partial months at its edges (itemRowsOfPeriod),
 * materialised once; the per-item and per-unit results are both
 * summed from it and come back as two JSON arrays. Unit: restaurant (meals of re_tb_refeicoes) or satellite
 * (customers and staff counted).
 */

export interface ExcedentePorPratosScope {
  idEmpresa: number;
  tipDesperdicio: number;
  /** Not empty. */
  restaurantes: readonly number[];
  /** First and last day, 'yyyy-MM-dd', both included. */
  dtaIni: string;
  dtaFim: string;
  /** Units are satellites (only the rows of a satellite) rather than restaurants. */
  porSatelite: boolean;
  idSatelite?: number | null;
  idItemVenda?: number | null;
  idProduto?: number | null;
}

/** Per sale item × product, with its dish group and the group's plate weight (kg). */
export interface ExcedenteItemRow {
  id_grupo_prato: number | null;
  des_grupo_prato: string | null;
  id_item_venda: number;
  des_item_venda: string | null;
  id_produto: number;
  des_produto: string | null;
  qtd_prato: number | string | null;
  kg: number | string;
  custo: number | string;
  n: number | string;
}

/** Per unit ('id - name'), with its meals and its portions (kg / plate weight of each item's group). */
export interface ExcedenteUnidadeRow {
  id: number;
  label: string;
  kg: number | string;
  custo: number | string;
  n: number | string;
  refeicoes: number | string | null;
  porcoes: number | string | null;
}

const jsonRows = <T>(v: string | T[]): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : v);

export async function excedentePorItemEUnidade(
  db: Db,
  s: ExcedentePorPratosScope,
): Promise<{ itens: ExcedenteItemRow[]; unidades: ExcedenteUnidadeRow[] }> {
  const { idEmpresa, restaurantes, dtaIni, dtaFim, porSatelite } = s;
  // The conditions on either rollup `r` (both have these keys), before its own date range.
  const filters: SQL[] = [
    sql`r.id_empresa = ${idEmpresa}`,
    sql`r.tip_desperdicio = ${s.tipDesperdicio}`,
    sql`r.id_restaurante = any(${intArray(restaurantes)})`,
  ];
  if (porSatelite) filters.push(sql`r.id_satelite <> 0`);
  if (s.idSatelite != null) filters.push(sql`r.id_satelite = ${s.idSatelite}`);
  if (s.idItemVenda != null) filters.push(sql`r.id_item_venda = ${s.idItemVenda}`);
  if (s.idProduto != null) filters.push(sql`r.id_produto = ${s.idProduto}`);
  const where = sql.join(filters, sql` and `);
  const unitKey = porSatelite ? sql`r.id_satelite` : sql`r.id_restaurante`;
  const cols = sql`${unitKey} as id_unit, r.id_item_venda, r.id_produto, r.qtd_kg, r.vlr_custo, r.qtd_apontamentos`;

  const units = porSatelite
    ? sql`select s.id_unit as id, u.cod_satelite || ' - ' || u.des_satelite as label, s.kg, s.custo, s.n,
            s.porcoes, m.refeicoes
          from per_unit s
          join re_tb_unidades_satelite u on u.id_empresa = ${idEmpresa} and u.id_satelite = s.id_unit
          left join (select id_satelite, sum(qtd_nr_cli + qtd_nr_colab)::float8 as refeicoes
                       from re_tb_nr_satelite
                      where id_empresa = ${idEmpresa} and dta_nr between ${dtaIni}::date and ${dtaFim}::date
                      group by id_satelite) m on m.id_satelite = s.id_unit`
    : sql`select s.id_unit as id, r.id_restaurante || ' - ' || r.des_restaurante as label, s.kg, s.custo,
            s.n, s.porcoes, m.refeicoes
          from per_unit s
          join re_tb_restaurantes r on r.id_empresa = ${idEmpresa} and r.id_restaurante = s.id_unit
          left join (select id_restaurante, sum(qtd_refeicoes)::float8 as refeicoes from re_tb_refeicoes
                      where id_empresa = ${idEmpresa} and id_restaurante = any(${intArray(restaurantes)})
                        and dta_refeicao between ${dtaIni}::date and ${dtaFim}::date
                      group by id_restaurante) m on m.id_restaurante = s.id_unit`;
  const [result] = await rowsOf<{
    itens: string | ExcedenteItemRow[];
    unidades: string | ExcedenteUnidadeRow[];
  }>(
    db,
    sql`with b as materialized (
        select r.id_unit, r.id_item_venda, r.id_produto, sum(r.qtd_kg) as kg, sum(r.vlr_custo) as custo,
          sum(r.qtd_apontamentos) as n
        from (${itemRowsOfPeriod(cols, where, dtaIni, dtaFim)}) r
        group by 1, 2, 3),
      -- Per sale item × product, with its dish group and the group's plate weight.
      itens as (
        select g.id_grupo_prato, g.des_grupo_prato, s.id_item_venda, i.des_item_venda, s.id_produto,
          p.des_produto, gp.qtd_prato::float8 as qtd_prato, s.kg, s.custo, s.n
        from (select id_item_venda, id_produto, sum(kg)::float8 as kg, sum(custo)::float8 as custo,
                     sum(n)::float8 as n
                from b group by id_item_venda, id_produto) s
        left join re_mv_itens_venda i on i.id_empresa = ${idEmpresa} and i.id_item_venda = s.id_item_venda
        left join re_tb_grupo_prato g on g.id_empresa = ${idEmpresa} and g.id_grupo_prato = i.id_grupo_prato
        left join re_gramatura_pratos gp on gp.id_empresa = ${idEmpresa} and gp.id_grupo = g.id_grupo_prato
        left join re_tb_produtos p on p.id_empresa = ${idEmpresa} and p.id_produto = s.id_produto),
      -- Per unit: summed per (unit, sale item) first, then joined to the item's plate weight.
      per_unit as (
        select d.id_unit, sum(d.kg)::float8 as kg, sum(d.custo)::float8 as custo, sum(d.n)::float8 as n,
          sum(d.kg / nullif(gp.qtd_prato, 0))::float8 as porcoes
        from (select id_unit, id_item_venda, sum(kg) as kg, sum(custo) as custo, sum(n) as n
                from b group by 1, 2) d
        left join re_mv_itens_venda i on i.id_empresa = ${idEmpresa} and i.id_item_venda = d.id_item_venda
        left join re_gramatura_pratos gp on gp.id_empresa = ${idEmpresa} and gp.id_grupo = i.id_grupo_prato
        group by 1),
      unidades as (${units})
      select (select coalesce(json_agg(x), '[]'::json) from itens x)::text as itens,
        (select coalesce(json_agg(x), '[]'::json) from unidades x)::text as unidades`,
  );
  return { itens: jsonRows(result.itens), unidades: jsonRows(result.unidades) };
}
