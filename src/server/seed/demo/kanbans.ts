import { weekday } from '@domain/dates';
import { dayNumber } from '@domain/forecast/calendar';
import { bulkInsert } from '../../core/bulk';
import { reTbCardapio, reTbNrSatelite } from '../../db/schema/all';
import { type DemoItem, GRUPOS_PRATO } from '../demo-catalog';
import { round } from '../prng';
import {
  type Company,
  DEMO_DAYS_AHEAD,
  DEMO_DAYS_BACK,
  DEMO_PRODUCTION_DAYS_BACK,
  type DemoContext,
  type Insert,
  type ProductRef,
  type Restaurant,
} from './context';

/** A restaurant's meals on a weekday (0 Sunday … 6 Saturday) relative to a weekday's. */
export function weekdayFactor(r: Restaurant, wd: number): number {
  return wd === 6 ? r.def.fimDeSemana[0] : wd === 0 ? r.def.fimDeSemana[1] : 1;
}

export function mealsOn(ctx: DemoContext, r: Restaurant, date: string): number {
  return Math.max(
    20,
    Math.round(r.def.refeicoes * weekdayFactor(r, weekday(date)) * ctx.rng.float(0.93, 1.07)),
  );
}

/**
 * The menus (re_tb_cardapio) of every restaurant from −112 to +14 days and what each kanban line is made of;
 * the kanban lines themselves come from the demand model (production.ts). The days −90…+14 draw from the main
 * stream exactly as before the demand model (their meal basis, the old plan and the retired random production
 * are drawn), so every other stage's rows are unchanged; the older days draw from the demand model's stream.
 */
export async function kanbansAndMenus(ctx: DemoContext) {
  interface Pending {
    r: Restaurant;
    offset: number;
    date: string;
    item: Company['items'][number];
    rows: { product: ProductRef; norma: number; legacyPlanned: number; ativo: boolean }[];
  }
  const pending: Pending[] = [];
  const older: Pending[] = [];
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
    for (let offset = -DEMO_PRODUCTION_DAYS_BACK; offset <= DEMO_DAYS_AHEAD; offset++) {
      const legacy = offset >= -DEMO_DAYS_BACK;
      const rng = legacy ? ctx.rng : ctx.demand;
      const date = ctx.day(offset);
      const dn = dayNumber(date);
      const meals = legacy ? mealsOn(ctx, r, date) : 0;
      if (legacy) r.meals.set(offset, meals);
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
          const ativo = !(r.index === 0 && item.def.papel === 'sobremesa') && !rng.chance(0.012);
          const norma = weight * share * split;
          const legacyPlanned = legacy ? round(meals * norma * ctx.rng.float(0.95, 1.05), 3) : 0;
          return { product, norma, legacyPlanned, ativo };
        });
        (legacy ? pending : older).push({ r, offset, date, item, rows });
      }
    }
  }
  // The retired random production (the plan × 0.92–1.08): drawn and discarded, so the main stream is unchanged.
  for (const p of pending) if (p.offset <= 0) for (const _ of p.rows) ctx.rng.float(0.92, 1.08);

  // The days −90…+14 keep their menu ids; the older days' come after them.
  const all = [...pending, ...older];
  const cardIds = await ctx.ids(reTbCardapio, reTbCardapio.idCardapio, all.length);
  const cardapio: Insert<typeof reTbCardapio>[] = [];
  all.forEach((p, i) => {
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
    for (const row of p.rows) menu.push({ item: p.item, idCardapio, ...row });
    p.r.menu.set(p.offset, menu);
  });
  await bulkInsert(ctx.db, reTbCardapio, cardapio);
}

/**
 * The satellites' counts of the last 60 days (re_tb_nr_satelite), sized by the day's meal basis; each
 * restaurant's satellite meals of a day (each satellite's largest count) are kept for the demand model.
 */
export async function satelliteCounts(ctx: DemoContext) {
  const nr: Insert<typeof reTbNrSatelite>[] = [];
  for (const r of ctx.restaurants) {
    for (const s of r.satellites.filter((x) => !x.def.inativo)) {
      for (let offset = -59; offset <= 0; offset++) {
        const date = ctx.day(offset);
        const factor = r.meals.get(offset)! / r.def.refeicoes;
        const main = (r.menu.get(offset) ?? []).filter(
          (m) => m.item.def.papel === 'proteina' || m.item.def.papel === 'vegetariano',
        );
        let largest = 0;
        for (const m of main) {
          const share = m.item.def.papel === 'vegetariano' ? 0.2 : main.length > 1 ? 0.8 : 1;
          const row = {
            idEmpresa: r.idEmpresa,
            idRestaurante: r.idRestaurante,
            idSatelite: s.idSatelite,
            idItemVenda: m.item.idItemVenda,
            idProduto: m.product.idProduto,
            dtaNr: date,
            qtdNrCli: Math.round(s.def.clientes * factor * share * ctx.rng.float(0.9, 1.1)),
            qtdNrColab: Math.round(ctx.rng.int(3, 12) * share),
          };
          nr.push(row);
          largest = Math.max(largest, row.qtdNrCli + row.qtdNrColab);
        }
        r.satelliteMeals.set(offset, (r.satelliteMeals.get(offset) ?? 0) + largest);
      }
    }
  }
  await bulkInsert(ctx.db, reTbNrSatelite, nr);
}
