import { CUSTOS_KEY, type CustosFiltro } from '@app/features/costs/api/search-custos';
import { api } from '@app/lib/api-client';
import type { RecalculoUtilitario } from '@domain/schemas/costs';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/v1/reCustosUtilitario/recalculate {dtaIni, dtaFim, numSeqNe}: recalculates the period. */
export function recalculateCustos(filtro: CustosFiltro): Promise<RecalculoUtilitario> {
  return api.post<RecalculoUtilitario>('/api/v1/reCustosUtilitario/recalculate', {
    ...filtro,
    numSeqNe: null,
  });
}

export function useRecalculateCustos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recalculateCustos,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CUSTOS_KEY }),
  });
}
