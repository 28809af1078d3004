import { api } from '@app/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { producaoSugeridaQueryKey } from './get-producao-sugerida';

export interface AceitarProducaoSugeridaBody {
  idRestaurante: number;
  dtaCardapio: string;
  linhas: { idKanban: number; qtdPlanejada: number }[];
}

/** POST /api/v1/producaoSugerida/aceitar: writes the accepted quantities into the kanban (the plan is kept). */
export function aceitarProducaoSugerida(body: AceitarProducaoSugeridaBody): Promise<{ aceitas: number }> {
  return api.post<{ aceitas: number }>('/api/v1/producaoSugerida/aceitar', body);
}

/** Accepts lines, then reloads the day (the lines come back accepted, with their original plan). */
export function useAceitarProducaoSugerida() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: aceitarProducaoSugerida,
    onSettled: () => queryClient.invalidateQueries({ queryKey: producaoSugeridaQueryKey }),
  });
}
