import {
  INTEGRACAO_DESPERDICIO_KEY,
  INTEGRACAO_DESPERDICIO_URL,
} from '@app/features/panels/api/find-integracao-desperdicio';
import { api } from '@app/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** What to reprocess: some records (numSeq) or every pending or failed one of the company. */
export type IntegracaoDesperdicioTarget = readonly number[] | 'all';

/**
 * POST .../reprocessaIntegraDesperdicio {numSeq} and .../reprocessaIntegraDesperdicio/all: one message per
 * record still failing ('Registro {numSeq}: …'); empty when every record is done.
 */
export function reprocessIntegracaoDesperdicio(target: IntegracaoDesperdicioTarget): Promise<string[]> {
  return target === 'all'
    ? api.post<string[]>(`${INTEGRACAO_DESPERDICIO_URL}/reprocessaIntegraDesperdicio/all`)
    : api.post<string[]>(`${INTEGRACAO_DESPERDICIO_URL}/reprocessaIntegraDesperdicio`, { numSeq: target });
}

/** Reprocesses, then reloads the panel (whatever the answer: the records' status changed). */
export function useReprocessIntegracaoDesperdicio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reprocessIntegracaoDesperdicio,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INTEGRACAO_DESPERDICIO_KEY }),
  });
}
