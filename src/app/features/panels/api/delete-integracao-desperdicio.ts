import { INTEGRACOES_KEY, INTEGRACOES_URL } from '@app/features/panels/api/find-integracoes';
import type { IntegracoesTarget } from '@app/features/panels/api/reprocess-integracoes';
import { api } from '@app/lib/api-client';
import type { DeleteResult } from '@domain/schemas/registers';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** DELETE api/v1/reTbIntegracaoDesperdicio {numSeq} and DELETE .../all (every record of the company). */
export function deleteIntegracoes(target: IntegracoesTarget): Promise<DeleteResult> {
  return target === 'all'
    ? api.delete<DeleteResult>(`${INTEGRACOES_URL}/all`)
    : api.delete<DeleteResult>(INTEGRACOES_URL, { body: { numSeq: target } });
}

/** Deletes, then reloads the panel. */
export function useDeleteIntegracoes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIntegracoes,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INTEGRACOES_KEY }),
  });
}
