import { api } from '@app/lib/api-client';
import type { RestauranteLov } from '@domain/schemas/restaurants';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/v1/reTbRestaurantes/searchByGrupo/{idGrupo}: the group's active restaurants. */
export function getRestaurantesGrupo(idGrupo: number): Promise<RestauranteLov[]> {
  return api.get<RestauranteLov[]>(`/api/v1/reTbRestaurantes/searchByGrupo/${idGrupo}`);
}

export const restaurantesGrupoQueryOptions = (idGrupo: number | null) =>
  queryOptions({
    queryKey: ['lookups', 'restaurantes-grupo', idGrupo],
    queryFn: () => getRestaurantesGrupo(idGrupo as number),
    enabled: idGrupo !== null,
    staleTime: 5 * 60_000,
  });

export function useRestaurantesGrupo(idGrupo: number | null) {
  return useQuery(restaurantesGrupoQueryOptions(idGrupo));
}
