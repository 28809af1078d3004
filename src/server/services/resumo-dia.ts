import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The daily rollup re_tb_desp_resumo_dia (issue 7). Normally kept in step row by row by the database
 * triggers of migration 0005 (drizzle/0005_issue7_resumo_triggers.sql: re_tb_desperdicios_det and re_tb_desp_custos: insert, update, delete); bulk
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
 * Rebuilds the rollups of one company (or of all) from re_tb_desperdicios_det and its cost rows: the fine
 * re_tb_desp_resumo_dia (delete, then one INSERT … SELECT … GROUP BY; absent keys are 0, an appointment
 * without a cost row counts R$ 0), then the coarse re_tb_desp_resumo_rest_dia from the fine one and the type
 * rollup re_tb_desp_resumo_tip_dia from the coarse one (one GROUP BY each). The statement triggers of the
 * coarse and type rollups are skipped meanwhile (transaction-local re.resumo_rebuild = 'on').
 * Returns the number of fine rollup rows written.
 */
export async function rebuildResumoDia(db: Db, idEmpresa?: number): Promise<number> {
  const company: SQL = idEmpresa === undefined ? sql`true` : sql`d.id_empresa = ${idEmpresa}`;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select set_config('re.resumo_rebuild', 'on', true)`);
    await t.execute(sql`delete from re_tb_desp_resumo_dia d where ${company}`);
    await t.execute(sql`delete from re_tb_desp_resumo_rest_dia d where ${company}`);
    await t.execute(sql`delete from re_tb_desp_resumo_tip_dia d where ${company}`);
    const result = await t.execute(sql`
      insert into re_tb_desp_resumo_dia (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite,
        id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos)
      select d.id_empresa, d.dta_apontamento, d.id_restaurante, d.tip_desperdicio, coalesce(d.id_satelite, 0),
        coalesce(d.id_destino, 0), coalesce(d.id_item_venda, 0), coalesce(d.id_produto, 0),
        coalesce(d.id_agrupamento, 0), coalesce(d.id_insumo, 0),
        sum(d.qtd_desperdicio), coalesce(sum(c.vlr_custo), 0), count(*)::int
      from re_tb_desperdicios_det d
      left join re_tb_desp_custos c on c.id_apontamento = d.id_apontamento
      where ${company}
      group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`);
    await t.execute(sql`
      insert into re_tb_desp_resumo_rest_dia (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
        id_satelite, id_destino, qtd_kg, vlr_custo, qtd_apontamentos)
      select d.id_empresa, d.dta_apontamento, d.id_restaurante, d.tip_desperdicio, d.id_satelite, d.id_destino,
        sum(d.qtd_kg), sum(d.vlr_custo), sum(d.qtd_apontamentos)::int
      from re_tb_desp_resumo_dia d
      where ${company}
      group by 1, 2, 3, 4, 5, 6`);
    await t.execute(sql`
      insert into re_tb_desp_resumo_tip_dia (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
        qtd_kg, vlr_custo, qtd_apontamentos)
      select d.id_empresa, d.dta_apontamento, d.id_restaurante, d.tip_desperdicio,
        sum(d.qtd_kg), sum(d.vlr_custo), sum(d.qtd_apontamentos)::int
      from re_tb_desp_resumo_rest_dia d
      where ${company}
      group by 1, 2, 3, 4`);
    await t.execute(sql`select set_config('re.resumo_rebuild', 'off', true)`);
    const affected =
      (result as { affectedRows?: number; count?: number }).affectedRows ??
      (result as { count?: number }).count;
    return Number(affected ?? 0);
  });
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
