import {
  CUSTOS_UTILITARIO_KEY,
  type CustosUtilitarioFiltro,
} from '@app/features/costs/api/search-custos-utilitario';
import { api } from '@app/lib/api-client';
import type { RecalculoUtilitario } from '@domain/schemas/costs';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/v1/reCustosUtilitario/recalculate {dtaIni, dtaFim, numSeqNe}: recalculates the period. */
export function recalculateCustosUtilitario(filtro: CustosUtilitarioFiltro): Promise<RecalculoUtilitario> {
  return api.post<RecalculoUtilitario>('/api/v1/reCustosUtilitario/recalculate', {
    ...filtro,
    numSeqNe: null,
  });
}

export function useRecalculateCustosUtilitario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recalculateCustosUtilitario,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CUSTOS_UTILITARIO_KEY }),
  });
}
