import { sql } from 'drizzle-orm';
import type { DemoContext } from './context';

/**
 * The kitchen's closings of the past kanban lines, so the recommended production has something to learn from:
 * a line without a surplus weighing is closed 'Sem sobra', one in seven as 'Acabou às' (a time after lunch),
 * and one in ten is left open (nothing recorded: its demand stays unknown). Lines with surplus weighed stay as
 * they are (their surplus is the weighing). Deterministic by the line's id: no draw of the PRNG, so every
 * other row of the demo is unchanged.
 */
export async function kitchenClosings(ctx: DemoContext) {
  await ctx.db.execute(sql`
    update re_tb_kanban_producao k
       set tip_fechamento = case when k.id_kanban % 7 = 0 then 'E' else 'S' end,
           hor_esgotado = case when k.id_kanban % 7 = 0 then time '12:30' + (k.id_kanban % 120) * interval '1 minute' end,
           dth_fechamento = (k.dta_cardapio + time '15:00') at time zone 'America/Sao_Paulo'
     where k.dta_cardapio < ${ctx.today}::date and k.ind_ativo and k.qtd_produzida is not null
       and k.id_kanban % 10 <> 0
       and not exists (
         select 1 from re_tb_desperdicios_det d
          where d.id_empresa = k.id_empresa and d.id_restaurante = k.id_restaurante
            and d.dta_apontamento = k.dta_cardapio and d.tip_desperdicio = 2
            and d.id_produto = k.id_produto and d.id_item_venda is not distinct from k.id_item_venda)`);
}
