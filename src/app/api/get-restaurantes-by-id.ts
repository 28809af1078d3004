import { api } from '@app/lib/api-client';
import { networkFirst } from '@app/lib/offline-query';
import type { RestauranteLov } from '@domain/schemas/restaurants';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET api/v1/reTbRestaurantes/lov/findById/{id}: one restaurant, for a picker's chosen value (kept offline). */
export function getRestaurantesById(id: number): Promise<RestauranteLov> {
  return networkFirst(`restaurante:${id}`, () =>
    api.get<RestauranteLov>(`/api/v1/reTbRestaurantes/lov/findById/${id}`),
  );
}

export const getRestaurantesByIdQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: ['lookups', 'restaurante', id],
    queryFn: () => getRestaurantesById(id!),
    enabled: id !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useRestaurantesById(id: number | null) {
  return useQuery(getRestaurantesByIdQueryOptions(id));
}
