import {
  INTEGRACAO_DESPERDICIO_KEY,
  INTEGRACAO_DESPERDICIO_URL,
} from '@app/features/panels/api/find-integracao-desperdicio';
import type { IntegracaoDesperdicioTarget } from '@app/features/panels/api/reprocess-integracao-desperdicio';
import { api } from '@app/lib/api-client';
import type { DeleteResult } from '@domain/schemas/registers';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** DELETE api/v1/reTbIntegracaoDesperdicio {numSeq} and DELETE .../all (every record of the company). */
export function deleteIntegracaoDesperdicio(target: IntegracaoDesperdicioTarget): Promise<DeleteResult> {
  return target === 'all'
    ? api.delete<DeleteResult>(`${INTEGRACAO_DESPERDICIO_URL}/all`)
    : api.delete<DeleteResult>(INTEGRACAO_DESPERDICIO_URL, { body: { numSeq: target } });
}

/** Deletes, then reloads the panel. */
export function useDeleteIntegracaoDesperdicio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIntegracaoDesperdicio,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INTEGRACAO_DESPERDICIO_KEY }),
  });
}
