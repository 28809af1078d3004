import { clearParametrosCache } from '@app/features/parameters/api/clear-parametros-cache';
import { PARAMETROS_ADMIN_KEY } from '@app/features/parameters/api/search-parametros';
import { api } from '@app/lib/api-client';
import type { ReplicarBody, ReplicarResult } from '@domain/schemas/parameters';
import type { RestauranteLov } from '@domain/schemas/restaurants';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * POST /api/v1/reTbParametros/replicar: the restaurant's '/U' parameters (those matching desParametro when
 * given) copied onto every other restaurant of the group.
 */
export function replicarParametros(body: ReplicarBody): Promise<ReplicarResult> {
  return api.post<ReplicarResult>('/api/v1/reTbParametros/replicar', body);
}

/** The copy, then the kept parameters of the group's restaurants (GET …/searchByGrupo/{idGrupo}) cleared. */
export function useReplicarParametros() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplicarBody) => replicarParametros(body),
    onSuccess: async (_result, body) => {
      const group = await api
        .get<RestauranteLov[]>(`/api/v1/reTbRestaurantes/searchByGrupo/${body.idGrupo}`)
        .catch(() => []);
      await clearParametrosCache(
        queryClient,
        group.map((r) => r.idRestaurante).filter((id) => id !== body.idRestaurante),
      );
      await queryClient.invalidateQueries({ queryKey: PARAMETROS_ADMIN_KEY });
    },
  });
}
