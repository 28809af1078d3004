import { api } from '@app/lib/api-client';
import type { RestauranteLov } from '@domain/schemas/restaurants';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/v1/reTbRestaurantes/searchByGrupo/{idGrupo}: the group's restaurants (dashboard filters). */
export function getRestaurantesByGrupo(idGrupo: number): Promise<RestauranteLov[]> {
  return api.get<RestauranteLov[]>(`/api/v1/reTbRestaurantes/searchByGrupo/${idGrupo}`);
}

export const getRestaurantesByGrupoQueryOptions = (idGrupo: number | null) =>
  queryOptions({
    queryKey: ['lookups', 'restaurantes-by-grupo', idGrupo],
    queryFn: () => getRestaurantesByGrupo(idGrupo!),
    enabled: idGrupo !== null,
    staleTime: 5 * 60_000,
  });

export function useRestaurantesByGrupo(idGrupo: number | null) {
  return useQuery(getRestaurantesByGrupoQueryOptions(idGrupo));
}
