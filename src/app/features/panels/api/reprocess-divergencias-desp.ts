import { DIVERGENCIAS_DESP_KEY } from '@app/features/panels/api/search-divergencias-desp';
import { api } from '@app/lib/api-client';
import type { ReprocessDivergenciasResult } from '@domain/schemas/panels';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * POST /api/v1/reTbDivergenciasDesp/reprocess {idDivergencia}: each one is checked again; the resolved ones
 * come back in `executedDivergencias`, the ones still open are named in `exception`.
 */
export function reprocessDivergenciasDesp(ids: number[]): Promise<ReprocessDivergenciasResult> {
  return api.post<ReprocessDivergenciasResult>('/api/v1/reTbDivergenciasDesp/reprocess', {
    idDivergencia: ids,
  });
}

export function useReprocessDivergenciasDesp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reprocessDivergenciasDesp,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DIVERGENCIAS_DESP_KEY }),
  });
}
