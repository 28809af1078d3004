import { type Db, rowsOf } from '@server/db/client';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The rollups checked against an independent GROUP BY over the appointments and their cost rows (NET kg,
 * the count of weighings read from the scale, the CO2e = net kg × the destination's current factor, absent keys
 * as 0): the proof behind every test of the rollups.
 */

/** Each level: its table and its keys ('rest-day-type' sums the fine rollup by the type rollup's keys). */
const LEVELS = {
  all: {
    table: 're_tb_desp_resumo_dia',
    keys: 'id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo',
  },
  'rest-day-type': {
    table: 're_tb_desp_resumo_dia',
    keys: 'id_empresa, dta_apontamento, id_restaurante, tip_desperdicio',
  },
  coarse: {
    table: 're_tb_desp_resumo_rest_dia',
    keys: 'id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino',
  },
  tip: {
    table: 're_tb_desp_resumo_tip_dia',
    keys: 'id_empresa, dta_apontamento, id_restaurante, tip_desperdicio',
  },
  'classe-dia': {
    table: 're_tb_desp_resumo_classe_dia',
    keys: 'id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_item_venda, id_insumo',
  },
  // dta_mes: the month's first day.
  'classe-mes': {
    table: 're_tb_desp_resumo_classe_mes',
    keys: 'id_empresa, dta_mes, id_restaurante, tip_desperdicio, id_item_venda, id_insumo',
  },
  'item-mes': {
    table: 're_tb_desp_resumo_item_mes',
    keys: 'id_empresa, dta_mes, id_restaurante, tip_desperdicio, id_satelite, id_item_venda, id_produto',
  },
  'dest-mes': {
    table: 're_tb_desp_resumo_dest_mes',
    keys: 'id_empresa, dta_mes, id_restaurante, tip_desperdicio, id_destino',
  },
} as const;

interface Mismatch {
  k: string;
  kg_a: string | null;
  kg_b: string | null;
  custo_a: string | null;
  custo_b: string | null;
  n_a: number | null;
  n_b: number | null;
  lidos_a: number | null;
  lidos_b: number | null;
  co2e_a: string | null;
  co2e_b: string | null;
}

/**
 * The groups (by `by`: the keys of a level, or the fine rollup by restaurant/day/type) where the rollup and the
 * independent aggregate differ, for the appointments matching `where` (a condition over
 * id_empresa/id_restaurante/…; with 'classe-mes', 'item-mes' or 'dest-mes', only over columns the monthly rollup has too, never the day),
 * and how many groups there are. Compared in one statement.
 */
export async function compareRollups(db: Db, where: SQL, by: keyof typeof LEVELS = 'all') {
  const keys = sql.raw(LEVELS[by].keys);
  const rollup = sql.raw(LEVELS[by].table);
  const rows = await rowsOf<Mismatch & { groups: number }>(
    db,
    sql`with indep as (
        select ${keys}, sum(qtd) as kg, sum(custo) as custo, count(*)::int as n, sum(lido)::int as lidos,
          sum(co2e) as co2e
        from (select d.id_empresa, d.dta_apontamento, date_trunc('month', d.dta_apontamento)::date as dta_mes,
                d.id_restaurante, d.tip_desperdicio,
                coalesce(d.id_satelite, 0) as id_satelite, coalesce(d.id_destino, 0) as id_destino,
                coalesce(d.id_item_venda, 0) as id_item_venda, coalesce(d.id_produto, 0) as id_produto,
                coalesce(d.id_agrupamento, 0) as id_agrupamento, coalesce(d.id_insumo, 0) as id_insumo,
                d.qtd_liquido as qtd, coalesce(c.vlr_custo, 0) as custo,
                case when d.tip_origem_peso = 'L' then 1 else 0 end as lido,
                d.qtd_liquido * coalesce(f.fator_co2e, 0) as co2e
              from re_tb_desperdicios_det d
              left join re_tb_desp_custos c on c.id_apontamento = d.id_apontamento
              left join re_tb_dest_residuos f on f.id_empresa = d.id_empresa and f.id_destino = d.id_destino) x
        where ${where}
        group by ${keys}),
      roll as (
        select ${keys}, sum(qtd_kg) as kg, sum(vlr_custo) as custo, sum(qtd_apontamentos)::int as n,
          sum(qtd_lidos)::int as lidos, sum(qtd_co2e) as co2e
        from ${rollup} where ${where} group by ${keys}),
      j as (
        select row(${keys})::text as k, i.kg as kg_a, r.kg as kg_b, i.custo as custo_a, r.custo as custo_b,
          i.n as n_a, r.n as n_b, i.lidos as lidos_a, r.lidos as lidos_b,
          i.co2e as co2e_a, r.co2e as co2e_b
        from indep i full join roll r using (${keys}))
      select (select count(*)::int from j) as groups, m.*
      from (select 1) one
      left join (select * from j where kg_a is distinct from kg_b or custo_a is distinct from custo_b
                   or n_a is distinct from n_b or lidos_a is distinct from lidos_b
                   or co2e_a is distinct from co2e_b limit 5) m on true`,
  );
  return {
    groups: Number(rows[0]?.groups ?? 0),
    mismatches: rows.filter((r) => r.k !== null),
  };
}
