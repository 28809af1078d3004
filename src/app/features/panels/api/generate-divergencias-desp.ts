import { DIVERGENCIAS_KEY } from '@app/features/panels/api/search-divergencias';
import { api } from '@app/lib/api-client';
import type { GerarDivergenciasResult } from '@domain/schemas/panels';
import { useMutation, useQueryClient } from '@tanstack/react-query';

interface GerarDivergenciasInput {
  dtaInicial: string | null;
  dtaFinal: string | null;
}

/** POST /api/v1/reTbDivergenciasDesp/generate {dtaInicial, dtaFinal}: runs the routine for the period. */
export function generateDivergencias(body: GerarDivergenciasInput): Promise<GerarDivergenciasResult> {
  return api.post<GerarDivergenciasResult>('/api/v1/reTbDivergenciasDesp/generate', body);
}

export function useGenerateDivergencias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateDivergencias,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIVERGENCIAS_KEY }),
  });
}
