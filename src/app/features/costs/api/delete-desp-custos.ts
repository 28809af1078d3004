import { CUSTOS_KEY, type CustosFiltro } from '@app/features/costs/api/search-custos';
import { api } from '@app/lib/api-client';
import type { DeleteCustosResult } from '@domain/schemas/costs';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** DELETE /api/v1/reTbDespCustos?dtaApontamentoIni&dtaApontamentoFim: the period's cost rows (never unfiltered). */
export function deleteCustos(filtro: CustosFiltro): Promise<DeleteCustosResult> {
  return api.delete<DeleteCustosResult>('/api/v1/reTbDespCustos', {
    params: { dtaApontamentoIni: filtro.dtaIni, dtaApontamentoFim: filtro.dtaFim },
  });
}

export function useDeleteCustos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustos,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CUSTOS_KEY }),
  });
}
