import { DIVERGENCIAS_DESP_KEY } from '@app/features/panels/api/search-divergencias-desp';
import { api } from '@app/lib/api-client';
import type { GerarDivergenciasResult } from '@domain/schemas/panels';
import { useMutation, useQueryClient } from '@tanstack/react-query';

interface GerarDivergenciasInput {
  dtaInicial: string | null;
  dtaFinal: string | null;
}

/** POST /api/v1/reTbDivergenciasDesp/generate {dtaInicial, dtaFinal}: runs the routine for the period. */
export function generateDivergenciasDesp(body: GerarDivergenciasInput): Promise<GerarDivergenciasResult> {
  return api.post<GerarDivergenciasResult>('/api/v1/reTbDivergenciasDesp/generate', body);
}

export function useGenerateDivergenciasDesp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateDivergenciasDesp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIVERGENCIAS_DESP_KEY }),
  });
}
