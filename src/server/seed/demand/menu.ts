import type { ItemDemanda } from './catalog';

/** A dish on a day's menu and the share of the meals that take it. */
export interface PratoDoDia {
  item: ItemDemanda;
  share: number;
}

/**
 * The menu of restaurant `r` on day number `dn`, as the demo rotates it: one of the proteins by day, a
 * vegetarian option every other day (which takes diners from the protein), rice, beans, one of the sides, the
 * salad, one of the desserts; and half of the buffet extras, in turns.
 */
export function cardapioDoDia(items: readonly ItemDemanda[], r: number, dn: number): PratoDoDia[] {
  const of = (papel: ItemDemanda['papel']) => items.filter((i) => i.papel === papel);
  const proteins = of('proteina');
  const sides = of('guarnicao');
  const desserts = of('sobremesa');
  const hasVeg = dn % 2 === 0;
  const menu: PratoDoDia[] = [
    { item: proteins[(dn + r) % proteins.length], share: hasVeg ? 0.75 : 0.9 },
    { item: of('arroz')[0], share: 1 },
    { item: of('feijao')[0], share: 0.9 },
    { item: sides[(dn + r) % sides.length], share: 1 },
    { item: of('salada')[0], share: 1 },
    { item: desserts[dn % desserts.length], share: 0.85 },
  ];
  if (hasVeg) menu.push({ item: of('vegetariano')[0], share: 0.3 });
  of('extra').forEach((item, k) => {
    if ((k + dn + r) % 2 === 0) menu.push({ item, share: 1 });
  });
  return menu;
}
