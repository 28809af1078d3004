import { CLASSE_BUCKETS } from '@domain/rules/waste-classes';
import type { PorClasseLinha } from '@domain/schemas/waste-classes';
import { type SQL, sql } from 'drizzle-orm';
import { round } from '../../core/round';
import { intArray } from '../../core/sql-arrays';
import { type Db, rowsOf } from '../../db/client';
import { reTbDespResumoClasseDia, reTbDespResumoClasseMes, reTbDespResumoDia } from '../../db/schema/all';
import { rowsOfPeriod } from './periodo';

/**
 * The dashboards' split by waste class, computed when asked from the CLASS rollups, which keep the type, the
 * sale item and the input of the weighings, joined with the classes of the register rows: a class edit applies
 * to the whole history at once, with nothing to recompute. The whole months of the period are read from the
 * monthly class rollup (re_tb_desp_resumo_classe_mes: company, restaurant, month, type, sale item, input — a few
 * thousand rows a year) and the days of the partial months at its edges from the daily one
 * (re_tb_desp_resumo_classe_dia: the same keys per day); sums kept per day read the daily one alone. A scope
 * filtered on other keys (product, grouping) reads the FINE daily rollup (re_tb_desp_resumo_dia). The rows are
 * summed over the scope down to (type, sale item, input) — per restaurant or day when asked — and only those
 * are joined. The class of a row mirrors classeDaPesagem and its avoidable share fracaoEvitavel
 * (src/domain/rules/waste-classes.ts): input, else sale item, else waste type; unclassified counts whole.
 */

export interface ClassScope {
  restaurantes: readonly number[];
  dtaIni: string;
  dtaFim: string;
  tipos?: readonly number[];
  /**
   * More conditions on the fine rollup `r` (` and r.id_produto = 5`). Its keys are not all in the class
   * rollups: a filtered scope is read from the fine rollup alone.
   */
  filters?: SQL;
}

/** What the sums are kept apart by, besides (type, sale item, input). */
type By = 'classe' | 'restaurante' | 'dia';

/** The columns of `r` the sums are kept apart by, besides (type, sale item, input). */
const apart = (by: By) =>
  by === 'dia' ? sql`r.id_restaurante, r.dia, ` : by === 'restaurante' ? sql`r.id_restaurante, ` : sql``;

/**
 * The sums of the scope by (type, sale item, input), and by restaurant, or restaurant and day, as `by` asks:
 * columns [id_restaurante, [dia,]] tip_desperdicio, id_item_venda, id_insumo, kg, custo, co2e. One branch over
 * the monthly class rollup for the whole months (not when kept per day), one over the daily class rollup (or
 * the fine one, when filtered) per range of days left. Per day from the daily class rollup, its rows are those
 * sums already.
 */
function classSums(idEmpresa: number, scope: ClassScope, by: By): SQL {
  const restaurantes = intArray(scope.restaurantes);
  const tipos = scope.tipos?.length ? sql` and r.tip_desperdicio = any(${intArray(scope.tipos)})` : sql``;
  const where = sql`r.id_empresa = ${idEmpresa} and r.id_restaurante = any(${restaurantes})${tipos}`;
  const keys = sql`r.tip_desperdicio, r.id_item_venda, r.id_insumo`;
  const sums = sql`r.qtd_kg as kg, r.vlr_custo as custo, r.qtd_co2e as co2e`;
  let rows: SQL;
  if (scope.filters || by === 'dia') {
    // Per day, or filtered on keys only the fine rollup has: one daily level over the whole period.
    const lead = by === 'dia' ? sql`r.id_restaurante, r.dta_apontamento as dia, ` : apart(by);
    rows = sql`select ${lead}${keys}, ${sums}
      from ${scope.filters ? reTbDespResumoDia : reTbDespResumoClasseDia} r
      where ${where} and r.dta_apontamento between ${scope.dtaIni}::date and ${scope.dtaFim}::date${scope.filters ?? sql``}`;
    if (!scope.filters) return rows;
  } else
    rows = rowsOfPeriod(
      { monthly: reTbDespResumoClasseMes, daily: reTbDespResumoClasseDia },
      sql`${apart(by)}${keys}, ${sums}`,
      where,
      scope.dtaIni,
      scope.dtaFim,
    );
  const groupBy = sql`${apart(by)}${keys}`;
  return sql`select ${groupBy}, sum(r.kg) as kg, sum(r.custo) as custo, sum(r.co2e) as co2e
    from (${rows}) r
    group by ${groupBy}`;
}

/**
 * The classified sums of the scope: one row per (type, sale item, input) — and restaurant, or restaurant and
 * day (`dia`), as `by` asks — with kg, custo, co2e, classe (null: not classified) and pct.
 */
function classified(idEmpresa: number, scope: ClassScope, by: By): SQL {
  return sql`select ${apart(by)}r.kg, r.custo, r.co2e,
      coalesce(i.tip_classe, v.tip_classe, t.tip_classe) as classe,
      case when i.tip_classe is not null then i.pct_evitavel
        when v.tip_classe is not null then v.pct_evitavel else t.pct_evitavel end as pct
    from (${classSums(idEmpresa, scope, by)}) r
    left join re_tb_insumos i on r.id_insumo <> 0 and i.id_empresa = ${idEmpresa} and i.id_insumo = r.id_insumo
    left join re_mv_itens_venda v
      on r.id_item_venda <> 0 and v.id_empresa = ${idEmpresa} and v.id_item_venda = r.id_item_venda
    left join re_tb_tip_desp_classes t on t.id_empresa = ${idEmpresa} and t.tip_desperdicio = r.tip_desperdicio`;
}

/** The avoidable share (0–1) of a classified row `c` (classe, pct) in SQL. */
const FRACAO = sql`(case c.classe when 'inevitavel' then 0 when 'parcial' then c.pct / 100.0 else 1 end)`;

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
          from (${classified(idEmpresa, scope, 'classe')}) c
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

/** Avoidable kg and R$ summed per day over the restaurants (`id_restaurante` null) or per restaurant (`dia` null). */
export interface EvitavelTotal {
  id_restaurante: number | null;
  /** 'yyyy-MM-dd'. */
  dia: string | null;
  kg: number | string;
  custo: number | string;
}

/**
 * The avoidable kg and R$ of the scope per day and per restaurant (EvitavelTotal), from one pass over its sums
 * per (restaurant, day) (GROUPING SETS): a few hundred rows rather than one per (restaurant, day).
 */
export function evitavelPorDiaEPorRestaurante(
  db: Db,
  idEmpresa: number,
  scope: ClassScope,
): Promise<EvitavelTotal[]> {
  if (!scope.restaurantes.length) return Promise.resolve([]);
  return rowsOf<EvitavelTotal>(
    db,
    sql`select c.id_restaurante, to_char(c.dia, 'YYYY-MM-DD') as dia,
        sum(c.kg * ${FRACAO})::float8 as kg, sum(c.custo * ${FRACAO})::float8 as custo
      from (${classified(idEmpresa, scope, 'dia')}) c
      group by grouping sets ((c.id_restaurante), (c.dia))`,
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
    sql`select c.id_restaurante, sum(c.kg * ${FRACAO})::float8 as kg, sum(c.custo * ${FRACAO})::float8 as custo
      from (${classified(idEmpresa, scope, 'restaurante')}) c
      group by c.id_restaurante`,
  );
  for (const r of rows) out.set(Number(r.id_restaurante), { kg: Number(r.kg), custo: Number(r.custo) });
  return out;
}
