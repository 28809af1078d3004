import { api, isTransient } from '@app/lib/api-client';
import { networkFirst } from '@app/lib/offline-query';
import { restaurantLovQtd } from '@domain/rules/restaurants';
import type { RestauranteLov } from '@domain/schemas/restaurants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** What the restaurant picker searches by (spec §7 Lookups). */
export interface RestaurantesSearch {
  /** Part of the name or of the id, as typed. */
  search?: string;
  idGrupo?: number | null;
  codAgrupamento?: number | null;
  tipDesperdicio?: number;
}

const keyOf = (q: RestaurantesSearch) =>
  [q.search?.trim() ?? '', q.idGrupo ?? 0, q.codAgrupamento ?? 0, q.tipDesperdicio ?? 0] as const;

function fetchRestaurantes(q: RestaurantesSearch): Promise<RestauranteLov[]> {
  const [search, idGrupo, codAgrupamento, tipDesperdicio] = keyOf(q);
  return networkFirst(`restaurantes:${keyOf(q).join(':')}`, () =>
    api.get<RestauranteLov[]>('/api/v1/reTbRestaurantes/lov/search', {
      params: {
        qtd: restaurantLovQtd(q),
        search: search || undefined,
        idGrupo: idGrupo || undefined,
        codAgrupamento: codAgrupamento || undefined,
        tipDesperdicio: tipDesperdicio || undefined,
      },
    }),
  );
}

/**
 * GET api/v1/reTbRestaurantes/lov/search?qtd,search,idGrupo,codAgrupamento,tipDesperdicio: the restaurants the
 * user may record for that match, 20 with a grouping and a group, else 10 (kept offline per search). Without
 * network, a search never made online is answered from the kept first page, filtered here.
 */
export async function searchRestaurantes(q: RestaurantesSearch = {}): Promise<RestauranteLov[]> {
  try {
    return await fetchRestaurantes(q);
  } catch (error) {
    const term = q.search?.trim().toLowerCase();
    if (!term || !isTransient(error)) throw error;
    const first = await fetchRestaurantes({ ...q, search: '' });
    return first.filter(
      (r) => r.desRestaurante.toLowerCase().includes(term) || String(r.idRestaurante).includes(term),
    );
  }
}

export const searchRestaurantesQueryOptions = (q: RestaurantesSearch = {}) =>
  queryOptions({
    queryKey: ['lookups', 'restaurantes', ...keyOf(q)],
    queryFn: () => searchRestaurantes(q),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useRestaurantes(q: RestaurantesSearch = {}) {
  return useQuery(searchRestaurantesQueryOptions(q));
}
