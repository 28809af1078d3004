import { getParametrosQueryOptions } from '@app/features/entry/api/get-parametros';
import { api } from '@app/lib/api-client';
import type { ModoApontamentoResult } from '@domain/schemas/parameters';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * POST /api/v1/reTbParametros/modoApontamento {idRestaurante}: entry met the §4 expiry of the entry mode; the
 * server decides on the stored parameters and saves the switch.
 */
export function postParametrosModoApontamento(idRestaurante: number): Promise<ModoApontamentoResult> {
  return api.post<ModoApontamentoResult>('/api/v1/reTbParametros/modoApontamento', { idRestaurante });
}

/** The switch, then the restaurant's parameters reloaded (and kept offline as saved). */
export function useParametrosModoApontamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postParametrosModoApontamento,
    onSuccess: (_result, idRestaurante) =>
      queryClient.invalidateQueries({ queryKey: getParametrosQueryOptions(idRestaurante).queryKey }),
  });
}
