import {
  CUSTOS_UTILITARIO_KEY,
  type CustosUtilitarioFiltro,
} from '@app/features/costs/api/search-custos-utilitario';
import { api } from '@app/lib/api-client';
import type { DeleteCustosResult } from '@domain/schemas/costs';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** DELETE /api/v1/reTbDespCustos?dtaApontamentoIni&dtaApontamentoFim: the period's cost rows (never unfiltered). */
export function deleteDespCustos(filtro: CustosUtilitarioFiltro): Promise<DeleteCustosResult> {
  return api.delete<DeleteCustosResult>('/api/v1/reTbDespCustos', {
    params: { dtaApontamentoIni: filtro.dtaIni, dtaApontamentoFim: filtro.dtaFim },
  });
}

export function useDeleteDespCustos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDespCustos,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CUSTOS_UTILITARIO_KEY }),
  });
}
