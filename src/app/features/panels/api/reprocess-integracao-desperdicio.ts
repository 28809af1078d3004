import { INTEGRACOES_KEY, INTEGRACOES_URL } from '@app/features/panels/api/find-integracoes';
import { api } from '@app/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** What to reprocess: some records (numSeq) or every pending or failed one of the company. */
export type IntegracoesTarget = readonly number[] | 'all';

/**
 * POST .../reprocessaIntegraDesperdicio {numSeq} and .../reprocessaIntegraDesperdicio/all: one message per
 * record still failing ('Registro {numSeq}: …'); empty when every record is done.
 */
export function reprocessIntegracoes(target: IntegracoesTarget): Promise<string[]> {
  return target === 'all'
    ? api.post<string[]>(`${INTEGRACOES_URL}/reprocessaIntegraDesperdicio/all`)
    : api.post<string[]>(`${INTEGRACOES_URL}/reprocessaIntegraDesperdicio`, { numSeq: target });
}

/** Reprocesses, then reloads the panel (whatever the answer: the records' status changed). */
export function useReprocessIntegracoes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reprocessIntegracoes,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INTEGRACOES_KEY }),
  });
}
