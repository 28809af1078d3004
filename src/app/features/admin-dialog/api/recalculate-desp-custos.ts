import { api } from '@app/lib/api-client';
import { useMutation } from '@tanstack/react-query';

interface RecalculateCostsInput {
  /** yyyy-MM-dd */
  dtaApontamentoIni: string;
  /** yyyy-MM-dd */
  dtaApontamentoFim: string;
  /** null = every restaurant of the company. */
  idRestaurante: number | null;
}

interface RecalculateCostsResult {
  qtdRegistros: number;
  vlrTotal: number;
}

/** PATCH /api/v1/reTbDespCustos/recalculate?dtaApontamentoIni&dtaApontamentoFim&idRestaurante (spec §7). */
export function recalculateDespCustos(input: RecalculateCostsInput): Promise<RecalculateCostsResult> {
  return api.patch<RecalculateCostsResult>('/api/v1/reTbDespCustos/recalculate', undefined, {
    params: {
      dtaApontamentoIni: input.dtaApontamentoIni,
      dtaApontamentoFim: input.dtaApontamentoFim,
      idRestaurante: input.idRestaurante,
    },
  });
}

export function useRecalculateDespCustos() {
  return useMutation({ mutationFn: recalculateDespCustos });
}
