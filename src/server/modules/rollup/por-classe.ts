import { CLASSE_BUCKETS } from '@domain/rules/waste-classes';
import type { PorClasseLinha } from '@domain/schemas/waste-classes';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { intArray } from './sql';

/**
 * The dashboards' split by waste class, computed when asked from the FINE daily rollup (re_tb_desp_resumo_dia:
 * it keeps the type, the sale item and the input of every weighing) joined with the classes of the register
 * rows: a class edit applies to the whole history at once, with nothing to recompute. The rollup is first
 * summed over the scope down to (type, sale item, input) — a few thousand rows — and only those
 * are joined. The class of a row mirrors classeDaPesagem and its avoidable share fracaoEvitavel
 * (src/domain/rules/waste-classes.ts): input, else sale item, else waste type; unclassified counts whole.
 */

export interface ClassScope {
  restaurantes: readonly number[];
  dtaIni: string;
  dtaFim: string;
  tipos?: readonly number[];
  /** More conditions on the rollup `r` (` and r.id_produto = 5`). */
  filters?: SQL;
}

/** The avoidable share (0–1) of a classified row `c` (classe, pct) in SQL. */
const FRACAO = sql`(case c.classe when 'inevitavel' then 0 when 'parcial' then c.pct / 100.0 else 1 end)`;

/**
 * The classified sums of the scope: one row per (type, sale item, input) with kg, custo, co2e, classe (null:
 * not classified) and pct.
 */
function classified(idEmpresa: number, scope: ClassScope): SQL {
  const tipos = scope.tipos?.length ? sql` and r.tip_desperdicio = any(${intArray(scope.tipos)})` : sql``;
  return sql`select r.kg, r.custo, r.co2e,
      coalesce(i.tip_classe, v.tip_classe, t.tip_classe) as classe,
      case when i.tip_classe is not null then i.pct_evitavel
        when v.tip_classe is not null then v.pct_evitavel else t.pct_evitavel end as pct
    from (
      select r.tip_desperdicio, r.id_item_venda, r.id_insumo,
        sum(r.qtd_kg) as kg, sum(r.vlr_custo) as custo, sum(r.qtd_co2e) as co2e
      from re_tb_desp_resumo_dia r
      where r.id_empresa = ${idEmpresa} and r.id_restaurante = any(${intArray(scope.restaurantes)})
        and r.dta_apontamento between ${scope.dtaIni}::date and ${scope.dtaFim}::date${tipos}${scope.filters ?? sql``}
      group by r.tip_desperdicio, r.id_item_venda, r.id_insumo
    ) r
    left join re_tb_insumos i on r.id_insumo <> 0 and i.id_empresa = ${idEmpresa} and i.id_insumo = r.id_insumo
    left join re_mv_itens_venda v
      on r.id_item_venda <> 0 and v.id_empresa = ${idEmpresa} and v.id_item_venda = r.id_item_venda
    left join re_tb_tip_desp_classes t on t.id_empresa = ${idEmpresa} and t.tip_desperdicio = r.tip_desperdicio`;
}

/**
 * The scope's fine rollup rows `r` joined with their classes, for sums kept apart by restaurant or day (many
 * groups: one aggregation over the rows is cheaper than summing by class key first). `fracao` is the row's
 * avoidable share in SQL.
 */
function joinedRows(idEmpresa: number, scope: ClassScope): SQL {
  const tipos = scope.tipos?.length ? sql` and r.tip_desperdicio = any(${intArray(scope.tipos)})` : sql``;
  return sql`from re_tb_desp_resumo_dia r
    left join re_tb_insumos i on r.id_insumo <> 0 and i.id_empresa = ${idEmpresa} and i.id_insumo = r.id_insumo
    left join re_mv_itens_venda v
      on r.id_item_venda <> 0 and v.id_empresa = ${idEmpresa} and v.id_item_venda = r.id_item_venda
    left join re_tb_tip_desp_classes t on t.id_empresa = ${idEmpresa} and t.tip_desperdicio = r.tip_desperdicio
    where r.id_empresa = ${idEmpresa} and r.id_restaurante = any(${intArray(scope.restaurantes)})
      and r.dta_apontamento between ${scope.dtaIni}::date and ${scope.dtaFim}::date${tipos}${scope.filters ?? sql``}`;
}

/** The avoidable share of a row of joinedRows (input, else sale item, else type; unclassified whole). */
const FRACAO_ROW = sql`(case coalesce(i.tip_classe, v.tip_classe, t.tip_classe)
    when 'inevitavel' then 0
    when 'parcial' then (case when i.tip_classe is not null then i.pct_evitavel
      when v.tip_classe is not null then v.pct_evitavel else t.pct_evitavel end) / 100.0
    else 1 end)`;

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

interface BucketRow {
  classe: string;
  kg: number | string;
  custo: number | string;
  kg_ev: number | string;
  custo_ev: number | string;
  co2e: number | string;
  co2e_ev: number | string;
}

/** The four buckets (evitável, parcial, inevitável, não classificado), zeros included, in that order. */
export async function porClasseOf(db: Db, idEmpresa: number, scope: ClassScope): Promise<PorClasseLinha[]> {
  const rows = scope.restaurantes.length
    ? await rowsOf<BucketRow>(
        db,
        sql`select coalesce(c.classe, 'nao_classificado') as classe,
            sum(c.kg)::float8 as kg, sum(c.custo)::float8 as custo,
            sum(c.kg * ${FRACAO})::float8 as kg_ev, sum(c.custo * ${FRACAO})::float8 as custo_ev,
            sum(c.co2e)::float8 as co2e, sum(c.co2e * ${FRACAO})::float8 as co2e_ev
          from (${classified(idEmpresa, scope)}) c
          group by 1`,
      )
    : [];
  const by = new Map(rows.map((r) => [r.classe, r]));
  return CLASSE_BUCKETS.map((classe) => {
    const r = by.get(classe);
    return {
      classe,
      qtdKg: round(Number(r?.kg ?? 0), 3),
      vlrCusto: round(Number(r?.custo ?? 0), 2),
      qtdKgEvitavel: round(Number(r?.kg_ev ?? 0), 3),
      vlrCustoEvitavel: round(Number(r?.custo_ev ?? 0), 2),
      co2eKg: round(Number(r?.co2e ?? 0), 3),
      co2eKgEvitavel: round(Number(r?.co2e_ev ?? 0), 3),
    };
  });
}

export interface EvitavelCell {
  id_restaurante: number;
  dia: string;
  kg: number | string;
  custo: number | string;
}

/** The avoidable kg and R$ per (restaurant, day) of the scope. */
export function evitavelCells(db: Db, idEmpresa: number, scope: ClassScope): Promise<EvitavelCell[]> {
  if (!scope.restaurantes.length) return Promise.resolve([]);
  return rowsOf<EvitavelCell>(
    db,
    sql`select r.id_restaurante, to_char(r.dta_apontamento, 'YYYY-MM-DD') as dia,
        sum(r.qtd_kg * ${FRACAO_ROW})::float8 as kg, sum(r.vlr_custo * ${FRACAO_ROW})::float8 as custo
      ${joinedRows(idEmpresa, scope)}
      group by r.id_restaurante, r.dta_apontamento`,
  );
}

/** The avoidable kg and R$ per restaurant of the scope (every restaurant of it, zeros included). */
export async function evitavelByRestaurante(
  db: Db,
  idEmpresa: number,
  scope: ClassScope,
): Promise<Map<number, { kg: number; custo: number }>> {
  const out = new Map(scope.restaurantes.map((id) => [id, { kg: 0, custo: 0 }]));
  if (!scope.restaurantes.length) return out;
  const rows = await rowsOf<{ id_restaurante: number; kg: number | string; custo: number | string }>(
    db,
    sql`select r.id_restaurante, sum(r.qtd_kg * ${FRACAO_ROW})::float8 as kg,
        sum(r.vlr_custo * ${FRACAO_ROW})::float8 as custo
      ${joinedRows(idEmpresa, scope)}
      group by r.id_restaurante`,
  );
  for (const r of rows) out.set(Number(r.id_restaurante), { kg: Number(r.kg), custo: Number(r.custo) });
  return out;
}
