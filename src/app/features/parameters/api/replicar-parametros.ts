import { clearParametrosCache } from '@app/features/parameters/api/clear-parametros-cache';
import { PARAMETROS_ADMIN_KEY } from '@app/features/parameters/api/search-parametros';
import { api } from '@app/lib/api-client';
import type { ReplicarBody, ReplicarResult } from '@domain/schemas/parameters';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * POST /api/v1/reTbParametros/replicar: the restaurant's '/U' parameters (those matching desParametro when
 * given) copied onto every other restaurant of the group.
 */
export function replicarParametros(body: ReplicarBody): Promise<ReplicarResult> {
  return api.post<ReplicarResult>('/api/v1/reTbParametros/replicar', body);
}

/** `targets`: the group's restaurants, whose kept parameters are cleared after the copy. */
export function useReplicarParametros() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: ReplicarBody; targets: number[] }) => replicarParametros(body),
    onSuccess: async (_result, { targets }) => {
      await clearParametrosCache(queryClient, targets);
      await queryClient.invalidateQueries({ queryKey: PARAMETROS_ADMIN_KEY });
    },
  });
}
