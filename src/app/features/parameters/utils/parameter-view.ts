/**
 * What the parameters screen shows, from the rows a search returned and the catalogue: the purpose groups in
 * order, each with its parameters in catalogue order, each with its values (one per restaurant, or the one of
 * the company). A catalogued parameter without a stored row still shows (with its default), as an entry with
 * a temporary key (-1, -2…) that a save inserts. Parameters the catalogue does not know go under 'Outros'.
 */
import { isPerRestaurantParam } from '@domain/constants';
import { PARAM_CATALOG, PARAM_GROUPS, type ParamDef } from '@domain/rules/parameter-catalog';
import { compareParametros, parametroTipo } from '@domain/rules/parameters';
import type { Parametro } from '@domain/schemas/entry-lookups';
import type { TipParametro } from '@domain/schemas/parameters';

export interface ParamEntry {
  /** idParametro, or a temporary negative key for a value not stored yet. */
  key: number;
  row: Parametro | null;
  idRestaurante: number | null;
  /** '5 - Restaurante Centro' where several restaurants share the list; null otherwise. */
  restaurante: string | null;
}

export interface ParamItem {
  def: ParamDef | null;
  code: string;
  seq: number;
  /** The value column: the catalogue's, else the stored row's. */
  tipo: TipParametro;
  entries: ParamEntry[];
  /** A per-restaurant parameter that no restaurant has yet (the whole company's list). */
  noRestaurant?: boolean;
}

export interface ParamGroupView {
  id: string;
  title: string;
  description: string;
  items: ParamItem[];
}

export interface ParameterScope {
  /** The restaurant searched; null = the whole company (globals and every restaurant's). */
  restaurante: { id: number; label: string } | null;
  /** The code filter of the search ('contains', case-insensitive). */
  filter: string;
}

const restauranteLabel = (p: Parametro) =>
  p.idRestaurante === null ? null : `${p.idRestaurante} - ${p.desRestaurante ?? ''}`.trim();

export function buildParameterView(rows: readonly Parametro[], scope: ParameterScope): ParamGroupView[] {
  const filter = scope.filter.trim().toLowerCase();
  const byKey = new Map<string, Parametro[]>();
  for (const p of [...rows].sort(compareParametros)) {
    const k = `${p.desParametro}|${p.seqParametro}`;
    byKey.set(k, [...(byKey.get(k) ?? []), p]);
  }
  let temp = 0;
  const entryOf = (row: Parametro, many: boolean): ParamEntry => ({
    key: row.idParametro,
    row,
    idRestaurante: row.idRestaurante,
    restaurante: many ? restauranteLabel(row) : null,
  });

  const items = new Map<string, ParamItem[]>();
  const push = (group: string, item: ParamItem) => items.set(group, [...(items.get(group) ?? []), item]);
  for (const def of PARAM_CATALOG) {
    const perRestaurant = isPerRestaurantParam(def.code);
    if (scope.restaurante && !perRestaurant) continue;
    if (filter && !def.code.toLowerCase().includes(filter)) continue;
    const key = `${def.code}|${def.seq}`;
    const stored = byKey.get(key) ?? [];
    byKey.delete(key);
    const base = { def, code: def.code, seq: def.seq, tipo: def.type };
    if (scope.restaurante) {
      const row = stored.find((p) => p.idRestaurante === scope.restaurante?.id);
      push(def.group, {
        ...base,
        entries: [
          row
            ? entryOf(row, false)
            : { key: --temp, row: null, idRestaurante: scope.restaurante.id, restaurante: null },
        ],
      });
    } else if (perRestaurant) {
      const own = stored.filter((p) => p.idRestaurante !== null);
      push(def.group, { ...base, entries: own.map((p) => entryOf(p, true)), noRestaurant: !own.length });
    } else {
      const row = stored.find((p) => p.idRestaurante === null);
      push(def.group, {
        ...base,
        entries: [
          row ? entryOf(row, false) : { key: --temp, row: null, idRestaurante: null, restaurante: null },
        ],
      });
    }
  }
  // The rest: parameters of the company the product does not read.
  for (const list of byKey.values()) {
    const [first] = list;
    push('outros', {
      def: null,
      code: first.desParametro,
      seq: first.seqParametro,
      tipo: parametroTipo(first),
      entries: list.map((p) => entryOf(p, !scope.restaurante && list.some((x) => x.idRestaurante !== null))),
    });
  }

  const groups: ParamGroupView[] = PARAM_GROUPS.map((g) => ({ ...g, items: items.get(g.id) ?? [] }));
  groups.push({
    id: 'outros',
    title: 'Outros parâmetros',
    description: 'Parâmetros guardados na empresa que o sistema não lê.',
    items: items.get('outros') ?? [],
  });
  // A group without parameters shows only where it says something (CO2e, on the company's list).
  return groups.filter((g) => g.items.length || (g.id === 'co2e' && !scope.restaurante && !filter));
}
