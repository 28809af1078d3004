import { sql } from 'drizzle-orm';
import { timedMerge } from '../../core/metrics';
import { type Db, rowsOf } from '../../db/client';

/**
 * The rollups: the daily re_tb_desp_resumo_dia (fine: NET kg = gross − tare, cost and count per day and keys),
 * re_tb_desp_resumo_rest_dia (coarse: no item/product/grouping/input keys) and re_tb_desp_resumo_tip_dia
 * (company, day, restaurant, type), the class rollups re_tb_desp_resumo_classe_dia and
 * re_tb_desp_resumo_classe_mes (company, restaurant, day or month, type, sale item, input), the monthly item
 * rollup re_tb_desp_resumo_item_mes (company, restaurant, month, type, satellite, sale item, product) and the
 * monthly destination rollup re_tb_desp_resumo_dest_mes (company, restaurant, month, type, destination). The
 * database keeps them (drizzle/0024_rollup.sql, 0025_resumo_classe.sql, 0026_resumo_item_mes.sql,
 * 0027_resumo_dest_mes.sql): every write to the appointments (re_tb_desperdicios_det) and their cost rows
 * (re_tb_desp_custos) appends its deltas to re_tb_desp_resumo_delta, and at commit one deferred trigger adds them
 * up and applies them to the seven levels in key order, so
 * concurrent saves never deadlock. Saves of weighings leave theirs for one merge after their commit
 * (deferResumoDeltas, mergeResumoDeltas: drizzle/0029_resumo_adiado.sql). Bulk loads switch the delta triggers off
 * (`setResumoTriggers(db, false)`), load, switch them back on and rebuild here in one statement.
 */

/**
 * The delta triggers on the appointments (statement triggers on INSERT and UPDATE; a BEFORE DELETE row trigger,
 * which still sees the cost row that the FK cascade removes before any AFTER trigger) and on the cost rows.
 */
export const RESUMO_TRIGGERS = [
  { table: 're_tb_desperdicios_det', name: 'a_resumo_delta_apont_ins' },
  { table: 're_tb_desperdicios_det', name: 'a_resumo_delta_apont_upd' },
  { table: 're_tb_desperdicios_det', name: 'a_resumo_delta_apont_del' },
  { table: 're_tb_desp_custos', name: 'a_resumo_delta_custo_ins' },
  { table: 're_tb_desp_custos', name: 'a_resumo_delta_custo_upd' },
  { table: 're_tb_desp_custos', name: 'a_resumo_delta_custo_del' },
] as const;

/**
 * Rebuilds the rollups of one company (or of all) from re_tb_desperdicios_det and its cost rows, in one
 * statement: the database function re_resumo_dia_rebuild (drizzle/0012_resumo_liquido.sql, which also runs
 * it once for existing databases; 0013 makes it discard the transaction's pending deltas) rebuilds the fine re_tb_desp_resumo_dia (NET kg: sum of qtd_liquido; absent
 * keys are 0, an appointment without a cost row counts R$ 0), then the coarse re_tb_desp_resumo_rest_dia from
 * the fine one, the type rollup re_tb_desp_resumo_tip_dia from the coarse one, the daily class rollup
 * re_tb_desp_resumo_classe_dia from the fine one and the monthly re_tb_desp_resumo_classe_mes from the daily one
 * (0025), the monthly item rollup re_tb_desp_resumo_item_mes from the fine one (0026) and the monthly destination
 * rollup re_tb_desp_resumo_dest_mes from the coarse one (0027). Returns the number of fine rollup rows written.
 */
export async function rebuildResumoDia(db: Db, idEmpresa?: number): Promise<number> {
  // Through re_resumo_reconstruir (0029): no merge of the saves' deltas runs meanwhile, and those left are dropped.
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select re_resumo_reconstruir(${idEmpresa ?? null}::int) as n`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Leaves the rollup deltas of the current transaction (a save of weighings) for mergeResumoDeltas instead of
 * applying them at its commit (drizzle/0029_resumo_adiado.sql): the save holds no rollup row while it commits.
 * As an expression, for a statement that writes its rows after evaluating it (insertReturning's `before`).
 */
export const DEFER_RESUMO_DELTAS = sql`set_config('re.resumo_adiado', 'on', true)`;

/** DEFER_RESUMO_DELTAS as a statement of its own, for a transaction whose writes come after it. */
export async function deferResumoDeltas(tx: Db): Promise<void> {
  await tx.execute(sql`select ${DEFER_RESUMO_DELTAS}`);
}

/**
 * Applies every rollup delta the saves left, in a transaction of its own, one merge at a time (across instances):
 * once it returns, every save committed before the call is in the rollups. Returns the number of deltas applied.
 */
export async function mergeResumoDeltas(db: Db): Promise<number> {
  const [row] = await timedMerge(() =>
    rowsOf<{ n: number | string }>(db, sql`select re_resumo_juntar() as n`),
  );
  return Number(row?.n ?? 0);
}

/** How many rollup deltas the saves left that no merge has applied yet (the metrics' pending deltas). */
export async function pendingResumoDeltas(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from re_tb_desp_resumo_delta`);
  return row?.n ?? 0;
}

/**
 * Switches the rollup triggers off (before a bulk load of appointments/costs) or back on. Off, the rollup is
 * NOT maintained: rebuild it with rebuildResumoDia after switching them on again.
 */
export async function setResumoTriggers(db: Db, enabled: boolean): Promise<void> {
  const action = sql.raw(enabled ? 'enable' : 'disable');
  for (const t of RESUMO_TRIGGERS)
    await db.execute(sql`alter table ${sql.identifier(t.table)} ${action} trigger ${sql.identifier(t.name)}`);
}
