import { bulkInsert } from '../../core/bulk';
import { reTbCardapio, reTbKanbanProducao, reTbNrSatelite, reTbRefeicoes } from '../../db/schema/all';
import { type DemoItem, GRUPOS_PRATO } from '../demo-catalog';
import { dayNumber, round, weekday } from '../prng';
import {
  type Company,
  DEMO_DAYS_AHEAD,
  DEMO_DAYS_BACK,
  type DemoContext,
  type Insert,
  type ProductRef,
  type Restaurant,
} from './context';

export function mealsOn(ctx: DemoContext, r: Restaurant, date: string): number {
  const wd = weekday(date);
  const factor = wd === 6 ? r.def.fimDeSemana[0] : wd === 0 ? r.def.fimDeSemana[1] : 1;
  return Math.max(20, Math.round(r.def.refeicoes * factor * ctx.rng.float(0.93, 1.07)));
}

export async function kanbansAndMenus(ctx: DemoContext) {
  interface Pending {
    r: Restaurant;
    offset: number;
    date: string;
    item: Company['items'][number];
    rows: { product: ProductRef; planned: number; ativo: boolean }[];
  }
  const pending: Pending[] = [];
  for (const r of ctx.restaurants) {
    const items = r.company.items;
    const byRole = (role: DemoItem['papel']) => items.filter((i) => i.def.papel === role);
    const proteins = byRole('proteina');
    const [veg] = byRole('vegetariano');
    const [arroz] = byRole('arroz');
    const [feijao] = byRole('feijao');
    const guarn = byRole('guarnicao');
    const [salada] = byRole('salada');
    const sobremesas = byRole('sobremesa');
    for (let offset = -DEMO_DAYS_BACK; offset <= DEMO_DAYS_AHEAD; offset++) {
      const date = ctx.day(offset);
      const dn = dayNumber(date);
      const meals = mealsOn(ctx, r, date);
      r.meals.set(offset, meals);
      const hasVeg = dn % 2 === 0;
      const menu: [Company['items'][number], number][] = [
        [proteins[(dn + r.index) % proteins.length], hasVeg ? 0.75 : 0.9],
        [arroz, 1],
        [feijao, 0.9],
        [guarn[(dn + r.index) % guarn.length], 1],
        [salada, 1],
        [sobremesas[dn % sobremesas.length], 0.85],
      ];
      if (hasVeg) menu.push([veg, 0.3]);
      for (const [item, share] of menu) {
        const weight = GRUPOS_PRATO.find(([g]) => g === item.def.grupoPrato)![1];
        const products = item.products.filter(
          (p) => p.def.soRestaurante === undefined || p.def.soRestaurante === r.index,
        );
        const rows = products.map((product, k) => {
          const split = products.length === 1 ? 1 : k === 0 ? 0.7 : 0.3;
          // Desserts of the first unit only have inactive kanbans (kanban check result 2).
          const ativo = !(r.index === 0 && item.def.papel === 'sobremesa') && !ctx.rng.chance(0.012);
          return {
            product,
            planned: round(meals * weight * share * split * ctx.rng.float(0.95, 1.05), 3),
            ativo,
          };
        });
        pending.push({ r, offset, date, item, rows });
      }
    }
  }

  const cardIds = await ctx.ids(reTbCardapio, reTbCardapio.idCardapio, pending.length);
  const cardapio: Insert<typeof reTbCardapio>[] = [];
  const kanban: Insert<typeof reTbKanbanProducao>[] = [];
  pending.forEach((p, i) => {
    const idCardapio = cardIds[i];
    cardapio.push({
      idCardapio,
      idEmpresa: p.r.idEmpresa,
      idRestaurante: p.r.idRestaurante,
      dtaCardapio: p.date,
      tipCardapio: 1,
      idItemVenda: p.item.idItemVenda,
    });
    const menu = p.r.menu.get(p.offset) ?? [];
    for (const row of p.rows) {
      kanban.push({
        idEmpresa: p.r.idEmpresa,
        idRestaurante: p.r.idRestaurante,
        dtaCardapio: p.date,
        idItemVenda: p.item.idItemVenda,
        idProduto: row.product.idProduto,
        codAgrupamento: row.product.codAgrupamento,
        qtdPlanejada: row.planned,
        qtdProduzida: p.offset <= 0 ? round(row.planned * ctx.rng.float(0.92, 1.08), 3) : null,
        indAtivo: row.ativo,
      });
      menu.push({ item: p.item, product: row.product, idCardapio, planned: row.planned, ativo: row.ativo });
    }
    p.r.menu.set(p.offset, menu);
  });
  await bulkInsert(ctx.db, reTbCardapio, cardapio);
  await bulkInsert(ctx.db, reTbKanbanProducao, kanban);
}

export async function mealsAndSatelliteCounts(ctx: DemoContext) {
  const meals: Insert<typeof reTbRefeicoes>[] = [];
  const nr: Insert<typeof reTbNrSatelite>[] = [];
  for (const r of ctx.restaurants) {
    for (let offset = -(DEMO_DAYS_BACK - 1); offset <= 0; offset++) {
      meals.push({
        idEmpresa: r.idEmpresa,
        idRestaurante: r.idRestaurante,
        dtaRefeicao: ctx.day(offset),
        qtdRefeicoes: r.meals.get(offset)!,
      });
    }
    for (const s of r.satellites.filter((x) => !x.def.inativo)) {
      for (let offset = -59; offset <= 0; offset++) {
        const date = ctx.day(offset);
        const factor = r.meals.get(offset)! / r.def.refeicoes;
        const main = (r.menu.get(offset) ?? []).filter(
          (m) => m.item.def.papel === 'proteina' || m.item.def.papel === 'vegetariano',
        );
        for (const m of main) {
          const share = m.item.def.papel === 'vegetariano' ? 0.2 : main.length > 1 ? 0.8 : 1;
          nr.push({
            idEmpresa: r.idEmpresa,
            idRestaurante: r.idRestaurante,
            idSatelite: s.idSatelite,
            idItemVenda: m.item.idItemVenda,
            idProduto: m.product.idProduto,
            dtaNr: date,
            qtdNrCli: Math.round(s.def.clientes * factor * share * ctx.rng.float(0.9, 1.1)),
            qtdNrColab: Math.round(ctx.rng.int(3, 12) * share),
          });
        }
      }
    }
  }
  await bulkInsert(ctx.db, reTbRefeicoes, meals);
  await bulkInsert(ctx.db, reTbNrSatelite, nr);
}
