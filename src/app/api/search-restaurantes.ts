import { api } from '@app/lib/api-client';
import { networkFirst } from '@app/lib/offline-query';
import type { RestauranteLov } from '@domain/schemas/restaurants';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET api/v1/reTbRestaurantes/lov/search: the restaurants the user may record for (kept offline). */
export function searchRestaurantes(tipDesperdicio?: number): Promise<RestauranteLov[]> {
  return networkFirst(`restaurantes:${tipDesperdicio ?? 0}`, () =>
    api.get<RestauranteLov[]>('/api/v1/reTbRestaurantes/lov/search', {
      params: { qtd: 100, tipDesperdicio },
    }),
  );
}

export const searchRestaurantesQueryOptions = (tipDesperdicio?: number) =>
  queryOptions({
    queryKey: ['lookups', 'restaurantes', tipDesperdicio ?? 0],
    queryFn: () => searchRestaurantes(tipDesperdicio),
    staleTime: 5 * 60_000,
  });

export function useRestaurantes(tipDesperdicio?: number) {
  return useQuery(searchRestaurantesQueryOptions(tipDesperdicio));
}
