import { weekday } from '@domain/dates';
import { bulkInsert } from '../../core/bulk';
import { reTbKanbanProducao, reTbRefeicoes, reTbRefeicoesPlanejadas } from '../../db/schema/all';
import {
  avancarDeriva,
  choqueDoDia,
  fechamentoDaLinha,
  feriadoAntes,
  perfilRestaurante,
  producaoDaLinha,
  refeicoesDoDia,
} from '../demand/model';
import { instantAt } from '../prng';
import {
  DEMO_DAYS_AHEAD,
  DEMO_DAYS_BACK,
  DEMO_PRODUCTION_DAYS_BACK,
  type DemoContext,
  type Insert,
} from './context';
import { weekdayFactor } from './kanbans';

type KanbanRow = Insert<typeof reTbKanbanProducao>;

/** Today the kitchen is still closing: only the surplus of its first lines is weighed so far. */
const WEIGHED_SO_FAR_TODAY = 2;

/**
 * The production history of every restaurant from the demand model (demand/model.ts), on its own random stream:
 * a hidden true demand per kanban line and day (meals × per-meal consumption), the kitchen's plan by habit
 * (over-production margin), produced ≈ plan, and the past lines closed as the kitchen would: 'E' ran out (at a
 * time of the service) where demand > produced, 'S' where the surplus is negligible, otherwise the surplus is
 * weighed (the appointments stage weighs ctx.surplus). Meals served follow a trend and a holiday (its planned
 * meals announced); the satellites' counts add to the meals the kitchen cooks for. Today the kitchen is still
 * closing: the surplus of its first two lines is weighed, the others are open; days without any appointment
 * record nothing; 3% of the lines stay open.
 */
export async function productionHistory(ctx: DemoContext) {
  const holiday = feriadoAntes(ctx.today);
  const legacy: KanbanRow[] = [];
  const older: KanbanRow[] = [];
  const meals: Insert<typeof reTbRefeicoes>[] = [];
  const planned: Insert<typeof reTbRefeicoesPlanejadas>[] = [];
  const days = DEMO_PRODUCTION_DAYS_BACK + 1;
  for (const r of ctx.restaurants) {
    const profile = perfilRestaurante(
      ctx.demand,
      r.company.items.flatMap((i) => i.products.map((p) => p.idProduto)),
    );
    for (let offset = -DEMO_PRODUCTION_DAYS_BACK; offset <= DEMO_DAYS_AHEAD; offset++) {
      const date = ctx.day(offset);
      const wd = weekday(date);
      if (wd === 1) avancarDeriva(ctx.demand, profile);
      const isHoliday = date === holiday;
      const base = r.def.refeicoes * weekdayFactor(r, wd);
      const day = refeicoesDoDia(
        ctx.demand,
        profile,
        base,
        (offset + DEMO_PRODUCTION_DAYS_BACK) / days,
        isHoliday,
      );
      const satellites = r.satelliteMeals.get(offset) ?? 0;
      if (offset <= 0)
        meals.push({
          idEmpresa: r.idEmpresa,
          idRestaurante: r.idRestaurante,
          dtaRefeicao: date,
          qtdRefeicoes: day.servidas,
        });
      if (isHoliday)
        planned.push({
          idEmpresa: r.idEmpresa,
          idRestaurante: r.idRestaurante,
          dtaRefeicao: date,
          qtdPlanejadas: Math.round(day.cozinha) + satellites,
        });
      const choque = choqueDoDia(ctx.demand);
      const recorded = offset <= 0 && !ctx.skipDays.has(`${r.index}:${offset}`);
      let weighedToday = 0;
      for (const row of r.menu.get(offset) ?? []) {
        const prod = producaoDaLinha(ctx.demand, profile, {
          idProduto: row.product.idProduto,
          norma: row.norma,
          weekday: wd,
          choque,
          refeicoes: day.servidas + satellites,
          refeicoesCozinha: day.cozinha + satellites,
        });
        const line: KanbanRow = {
          idEmpresa: r.idEmpresa,
          idRestaurante: r.idRestaurante,
          dtaCardapio: date,
          idItemVenda: row.item.idItemVenda,
          idProduto: row.product.idProduto,
          codAgrupamento: row.product.codAgrupamento,
          qtdPlanejada: prod.qtdPlanejada,
          qtdProduzida: offset <= 0 ? prod.qtdProduzida : null,
          indAtivo: row.ativo,
        };
        (offset >= -DEMO_DAYS_BACK ? legacy : older).push(line);
        if (!recorded || !row.ativo) continue;
        const f = fechamentoDaLinha(ctx.demand, prod.qtdProduzida, prod.demandaKg);
        if (f.tipo === 'sobra') {
          if (offset < 0 || weighedToday++ < WEIGHED_SO_FAR_TODAY)
            ctx.surplus.push({ r, offset, row, kg: f.kg });
        } else if (offset < 0 && f.tipo !== 'aberto') {
          line.tipFechamento = f.tipo === 'esgotado' ? 'E' : 'S';
          line.horEsgotado = f.tipo === 'esgotado' ? f.horEsgotado : null;
          line.dthFechamento = new Date(instantAt(date, 15 * 60));
        }
      }
    }
  }
  // The lines of −90…+14 first, in the order (and so with the ids) they had before the demand model.
  await bulkInsert(ctx.db, reTbKanbanProducao, [...legacy, ...older]);
  await bulkInsert(ctx.db, reTbRefeicoes, meals);
  await bulkInsert(ctx.db, reTbRefeicoesPlanejadas, planned);
}
