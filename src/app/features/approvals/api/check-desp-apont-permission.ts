import { DESP_APONT_KEY } from '@app/features/approvals/api/get-desp-apont-list';
import { api } from '@app/lib/api-client';
import type { PermissaoAnalise } from '@domain/schemas/approvals';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** POST /api/v1/reTbDespApont/checarPermissaoDeAnalise/{idApont}/{idUsuario}. */
export function checkDespApontPermission(
  idApontamento: number,
  idUsuario: number,
): Promise<PermissaoAnalise> {
  return api.post<PermissaoAnalise>(
    `/api/v1/reTbDespApont/checarPermissaoDeAnalise/${idApontamento}/${idUsuario}`,
  );
}

/** Never cached: the check is made right before each analysis. */
export const checkDespApontPermissionQueryOptions = (idApontamento: number, idUsuario: number) =>
  queryOptions({
    queryKey: [...DESP_APONT_KEY, 'permission', idApontamento, idUsuario],
    queryFn: () => checkDespApontPermission(idApontamento, idUsuario),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** A function that asks the server, now, whether the user may analyse an appointment. */
export function useCheckDespApontPermission() {
  const queryClient = useQueryClient();
  return useCallback(
    (idApontamento: number, idUsuario: number) =>
      queryClient.fetchQuery(checkDespApontPermissionQueryOptions(idApontamento, idUsuario)),
    [queryClient],
  );
}
