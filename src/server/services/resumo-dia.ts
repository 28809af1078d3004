import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';

/**
 * The daily rollup re_tb_desp_resumo_dia: the NET kg (qtd_liquido = gross − tare), cost and count per day and
 * keys. Normally kept in step row by row by the database triggers of migration 0005, adding the net since
 * 0012 (re_tb_desperdicios_det and re_tb_desp_custos: insert, update, delete); bulk
 * loads switch the triggers off (`setResumoTriggers(db, false)`), load, switch them back on and rebuild here
 * in one statement. The coarse rollup re_tb_desp_resumo_rest_dia (no item/product/grouping/input keys) is kept
 * from the fine one by statement triggers (migration 0007), and the type rollup re_tb_desp_resumo_tip_dia
 * (company, day, restaurant, type) from the coarse one the same way (migration 0010); both are rebuilt with it.
 */

/**
 * The rollup triggers (migration 0005): on the appointments, AFTER INSERT OR UPDATE and BEFORE DELETE (the
 * delete must still see the cost row, which the FK cascade removes before any lower-case AFTER trigger
 * fires); on the cost rows, AFTER INSERT OR UPDATE OR DELETE.
 */
export const RESUMO_TRIGGERS = [
  { table: 're_tb_desperdicios_det', name: 'a_resumo_dia_apont' },
  { table: 're_tb_desperdicios_det', name: 'a_resumo_dia_apont_del' },
  { table: 're_tb_desp_custos', name: 'a_resumo_dia_custo' },
  // The coarse rollup re_tb_desp_resumo_rest_dia, kept from the fine one (migration 0007).
  { table: 're_tb_desp_resumo_dia', name: 'a_resumo_rest_dia_ins' },
  { table: 're_tb_desp_resumo_dia', name: 'a_resumo_rest_dia_upd' },
  { table: 're_tb_desp_resumo_dia', name: 'a_resumo_rest_dia_del' },
  // The type rollup re_tb_desp_resumo_tip_dia, kept from the coarse one (migration 0010).
  { table: 're_tb_desp_resumo_rest_dia', name: 'a_resumo_tip_dia_ins' },
  { table: 're_tb_desp_resumo_rest_dia', name: 'a_resumo_tip_dia_upd' },
  { table: 're_tb_desp_resumo_rest_dia', name: 'a_resumo_tip_dia_del' },
] as const;

/**
 * Rebuilds the rollups of one company (or of all) from re_tb_desperdicios_det and its cost rows, in one
 * statement: the database function re_resumo_dia_rebuild (drizzle/0012_resumo_liquido.sql, which also runs
 * it once for existing databases) rebuilds the fine re_tb_desp_resumo_dia (NET kg: sum of qtd_liquido; absent
 * keys are 0, an appointment without a cost row counts R$ 0), then the coarse re_tb_desp_resumo_rest_dia from
 * the fine one and the type rollup re_tb_desp_resumo_tip_dia from the coarse one, their statement triggers
 * skipped meanwhile. Returns the number of fine rollup rows written.
 */
export async function rebuildResumoDia(db: Db, idEmpresa?: number): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select re_resumo_dia_rebuild(${idEmpresa ?? null}::int) as n`,
  );
  return Number(row?.n ?? 0);
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
