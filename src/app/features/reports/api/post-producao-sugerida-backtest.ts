import { api } from '@app/lib/api-client';
import type { BacktestResult } from '@domain/schemas/producao-sugerida';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A group or a restaurant (at least one), the period and, optionally, a service level for every unit. */
export interface BacktestBody {
  idGrupo?: number;
  idRestaurante?: number;
  dtaIni: string;
  dtaFim: string;
  nivelServico?: number;
}

/** POST /api/v1/producaoSugerida/backtest: the recorded plan, the recommendation and the baselines, scored. */
export function postProducaoSugeridaBacktest(body: BacktestBody): Promise<BacktestResult> {
  return api.post<BacktestResult>('/api/v1/producaoSugerida/backtest', body);
}

export const producaoSugeridaBacktestQueryOptions = (body: BacktestBody | null) =>
  queryOptions({
    queryKey: ['relatorios', 'producaoSugerida-backtest', body],
    queryFn: () => postProducaoSugeridaBacktest(body as BacktestBody),
    enabled: body !== null,
    retry: false,
  });

/** Loads when `body` is set (the user pressed 'Pesquisar'). */
export function useProducaoSugeridaBacktest(body: BacktestBody | null) {
  return useQuery(producaoSugeridaBacktestQueryOptions(body));
}
