import { ACCESS_FLAGS } from '@domain/access';
import type { AccessFlags, AccessRestaurant } from '@domain/schemas/user-access';

/** The restaurants of one group (or of none: idGrupo null) as the access panel lists them. */
export interface RestaurantesGroup {
  idGrupo: number | null;
  label: string;
  /** Every restaurant of the group (a group's checkbox grants them all). */
  all: AccessRestaurant[];
  /** Those matching the search. */
  shown: AccessRestaurant[];
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** 'id - name', as restaurants are shown (spec §3). */
export const restaurantesLabel = (r: AccessRestaurant) => `${r.idRestaurante} - ${r.desRestaurante}`;

/**
 * The restaurants by group (groups by name, then those without a group), each restaurant matching `search`
 * by its id, its name or its group's name (accents and case ignored). Groups with no match are left out.
 */
export function groupRestaurantes(
  restaurants: readonly AccessRestaurant[],
  search: string,
): RestaurantesGroup[] {
  const term = fold(search.trim());
  const groups = new Map<number | null, RestaurantesGroup>();
  for (const r of restaurants) {
    let g = groups.get(r.idGrupo);
    if (!g) {
      g = { idGrupo: r.idGrupo, label: r.desGrupo ?? 'Sem grupo', all: [], shown: [] };
      groups.set(r.idGrupo, g);
    }
    g.all.push(r);
    if (!term || fold(`${restaurantesLabel(r)} ${r.desGrupo ?? ''}`).includes(term)) g.shown.push(r);
  }
  return [...groups.values()]
    .filter((g) => g.shown.length > 0)
    .sort((a, b) =>
      a.idGrupo === null ? 1 : b.idGrupo === null ? -1 : a.label.localeCompare(b.label, 'pt-BR'),
    );
}

/** Whether two states of the panel differ. */
export function acessosChanged(
  a: { flags: AccessFlags; restaurantes: ReadonlySet<number> },
  b: { flags: AccessFlags; restaurantes: ReadonlySet<number> },
): boolean {
  if (ACCESS_FLAGS.some((f) => a.flags[f] !== b.flags[f])) return true;
  if (a.restaurantes.size !== b.restaurantes.size) return true;
  for (const id of a.restaurantes) if (!b.restaurantes.has(id)) return true;
  return false;
}
