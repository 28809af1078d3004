/**
 * THE ROLLUP, DECLARED ONCE: its levels (the re_tb_desp_resumo_* tables and their keys) and its measures. Every
 * SQL function that keeps the rollups (the delta triggers, the apply at commit, the rebuild, the merge of the
 * saves' deltas, the CO2e recalculation) is generated from this declaration by the other files of this folder,
 * and `npm run rollup:generate` writes them into a new migration. See docs/architecture/rollup.md.
 *
 * The SQL expressions below are written as they appear in the generated functions: `a` (or the alias given) is
 * an appointment row of re_tb_desperdicios_det, `f` its destination (re_tb_dest_residuos, for the CO2e factor),
 * `c` a cost row (re_tb_desp_custos).
 */

/** One key of the fine level, as the appointments hold it (nullable keys are stored as 0 in the rollups). */
export interface FineKey {
  column: string;
  nullable?: true;
}

/**
 * Where a measure's deltas come from: the appointment row itself, its cost rows (the cost trigger writes them;
 * an appointment's insert writes 0, so that an insert has one source per measure) or its destination's factor
 * (recomputed over the history when the factor changes).
 */
export type MeasureSource = 'appointment' | 'cost-rows' | 'factor';

export interface Measure {
  /** The column, the same in the delta table and in every level. */
  column: string;
  /** Its type in re_tb_desp_resumo_delta (a table only in SQL; the levels' columns are in the drizzle schema). */
  deltaType: string;
  /** An integer column: its sums are cast ::int. */
  int?: true;
  source: MeasureSource;
  /** The appointment columns it reads besides its keys and id_apontamento (an update diffs the rows on them). */
  reads?: string[];
  /** Aggregate over the appointments `a` (with `f`, and `c` in the rebuild): inserts and the rebuild. */
  appointments: (a: string) => string;
  /** Aggregate over changed appointment rows `a`, each with its sign a.sinal (−1 old, +1 new): updates. */
  updated: string;
  /** Value of a deleted appointment OLD (its factor read into v_fator): deletes. */
  deleted: string;
  /** Aggregate over cost rows `c` (their appointment is `a`); absent: the delta column's default, 0. */
  costRows?: string;
  /** For the factor's measure: the correction that brings a fine row `x` to net kg × the current factor. */
  recalculated?: string;
}

/** A level: a rollup table, its keys in its primary key's order, and what its rebuild reads. */
export interface Level {
  table: string;
  /** Fine-level key columns, or 'dta_mes' (the month of dta_apontamento, its first day). */
  keys: string[];
  /** The level it is rebuilt from (summed by its keys); the fine level is rebuilt from the appointments. */
  rebuiltFrom: string | 'appointments';
}

export interface RollupDefinition {
  fineKeys: FineKey[];
  measures: Measure[];
  /** In apply order: every transaction takes the rollup rows' locks level by level, then key by key. */
  levels: Level[];
  /** A rollup row left empty by its deltas (deleted by the apply). */
  emptyRow: (r: string) => string;
}

const COST_OF = (a: string) =>
  `coalesce((SELECT sum(c.vlr_custo) FROM re_tb_desp_custos c WHERE c.id_apontamento = ${a}.id_apontamento), 0)`;

const FINE_KEYS: FineKey[] = [
  { column: 'id_empresa' },
  { column: 'dta_apontamento' },
  { column: 'id_restaurante' },
  { column: 'tip_desperdicio' },
  { column: 'id_satelite', nullable: true },
  { column: 'id_destino', nullable: true },
  { column: 'id_item_venda', nullable: true },
  { column: 'id_produto', nullable: true },
  { column: 'id_agrupamento', nullable: true },
  { column: 'id_insumo', nullable: true },
];

/** Adding a measure: one entry here, then `npm run rollup:generate` (docs/architecture/rollup.md). */
const MEASURES: Measure[] = [
  // Net kg (qtd_liquido = gross − tare).
  {
    column: 'qtd_kg',
    deltaType: 'numeric NOT NULL',
    source: 'appointment',
    reads: ['qtd_liquido'],
    appointments: (a) => `sum(${a}.qtd_liquido)`,
    updated: 'sum(a.qtd_liquido * a.sinal)',
    deleted: '-OLD.qtd_liquido',
    costRows: '0',
  },
  // R$: the appointments' cost rows.
  {
    column: 'vlr_custo',
    deltaType: 'numeric NOT NULL',
    source: 'cost-rows',
    appointments: () => 'coalesce(sum(c.vlr_custo), 0)',
    updated: `sum(${COST_OF('a')} * a.sinal)`,
    deleted: `-${COST_OF('OLD')}`,
    costRows: 'sum(c.vlr_custo)',
  },
  // Weighings.
  {
    column: 'qtd_apontamentos',
    deltaType: 'integer NOT NULL',
    int: true,
    source: 'appointment',
    appointments: () => 'count(*)',
    updated: 'sum(a.sinal)',
    deleted: '-1',
    costRows: '0',
  },
  // Weighings read from a scale.
  {
    column: 'qtd_lidos',
    deltaType: 'integer NOT NULL DEFAULT 0',
    int: true,
    source: 'appointment',
    reads: ['tip_origem_peso'],
    appointments: (a) => `count(*) FILTER (WHERE ${a}.tip_origem_peso = 'L')`,
    updated: "sum(CASE WHEN a.tip_origem_peso = 'L' THEN a.sinal ELSE 0 END)",
    deleted: "CASE WHEN OLD.tip_origem_peso = 'L' THEN -1 ELSE 0 END",
  },
  // kg CO2e: net kg × the factor of the destination (0 without one).
  {
    column: 'qtd_co2e',
    deltaType: 'numeric(38, 9) NOT NULL DEFAULT 0',
    source: 'factor',
    reads: ['qtd_liquido'],
    appointments: (a) => `sum(${a}.qtd_liquido * coalesce(f.fator_co2e, 0))`,
    updated: 'sum(a.qtd_liquido * a.sinal * coalesce(f.fator_co2e, 0))',
    deleted: '-OLD.qtd_liquido * coalesce(v_fator, 0)',
    recalculated: 'sum(x.qtd_kg) * coalesce(f.fator_co2e, 0) - sum(x.qtd_co2e)',
  },
];

const LEVELS: Level[] = [
  // Fine: every key.
  {
    table: 're_tb_desp_resumo_dia',
    keys: FINE_KEYS.map((k) => k.column),
    rebuiltFrom: 'appointments',
  },
  // Coarse: restaurant, day, type, satellite, destination.
  {
    table: 're_tb_desp_resumo_rest_dia',
    keys: ['id_empresa', 'dta_apontamento', 'id_restaurante', 'tip_desperdicio', 'id_satelite', 'id_destino'],
    rebuiltFrom: 're_tb_desp_resumo_dia',
  },
  // Type: restaurant, day, type.
  {
    table: 're_tb_desp_resumo_tip_dia',
    keys: ['id_empresa', 'dta_apontamento', 'id_restaurante', 'tip_desperdicio'],
    rebuiltFrom: 're_tb_desp_resumo_rest_dia',
  },
  // Daily class: the keys the split by waste class joins its classes on.
  {
    table: 're_tb_desp_resumo_classe_dia',
    keys: [
      'id_empresa',
      'id_restaurante',
      'dta_apontamento',
      'tip_desperdicio',
      'id_item_venda',
      'id_insumo',
    ],
    rebuiltFrom: 're_tb_desp_resumo_dia',
  },
  // Monthly class.
  {
    table: 're_tb_desp_resumo_classe_mes',
    keys: ['id_empresa', 'id_restaurante', 'dta_mes', 'tip_desperdicio', 'id_item_venda', 'id_insumo'],
    rebuiltFrom: 're_tb_desp_resumo_classe_dia',
  },
  // Monthly item: the Grupo de pratos dashboard.
  {
    table: 're_tb_desp_resumo_item_mes',
    keys: [
      'id_empresa',
      'id_restaurante',
      'dta_mes',
      'tip_desperdicio',
      'id_satelite',
      'id_item_venda',
      'id_produto',
    ],
    rebuiltFrom: 're_tb_desp_resumo_dia',
  },
  // Monthly destination: the Destinos dashboard.
  {
    table: 're_tb_desp_resumo_dest_mes',
    keys: ['id_empresa', 'id_restaurante', 'dta_mes', 'tip_desperdicio', 'id_destino'],
    rebuiltFrom: 're_tb_desp_resumo_rest_dia',
  },
];

export const ROLLUP: RollupDefinition = {
  fineKeys: FINE_KEYS,
  measures: MEASURES,
  levels: LEVELS,
  emptyRow: (r) => `${r}.qtd_apontamentos <= 0 AND ${r}.qtd_kg = 0`,
};
