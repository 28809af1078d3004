import { api } from '@app/lib/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface BacktestBody {
  idGrupo?: number | null;
  idRestaurante?: number | null;
  dtaIni: string;
  dtaFim: string;
  nivelServico?: number | null;
}

export type BacktestMetodoId = 'recomendador' | 'plano' | 'semana-anterior' | 'media-4-semanas' | 'gramatura';

/** A way of planning scored over the period. */
export interface BacktestMetodo {
  id: BacktestMetodoId;
  rotulo: string;
  excedenteKg: number;
  excedenteValor: number;
  excedenteCo2e: number;
  /** Stock-out line-days. */
  faltas: number;
  taxaFalta: number;
  /** Line-days that ran out with the quantity above what was produced: neither a success nor a stock-out. */
  desconhecidos: number;
  pinball: number;
  /** Share of line-days whose demand was ≤ the quantity. */
  calibracao: number;
}

export interface BacktestResumo {
  excedenteKg: number;
  excedenteValor: number;
  excedenteCo2e: number;
  faltas: number;
}

export interface BacktestResult {
  nivelServico: number;
  dtaIni: string;
  dtaFim: string;
  metodos: BacktestMetodo[];
  /** `semana`: the week's Monday ('yyyy-MM-dd'). */
  porSemana: { semana: string; plano: BacktestResumo; recomendador: BacktestResumo }[];
  porRestaurante: {
    idRestaurante: number;
    desRestaurante: string;
    plano: BacktestResumo;
    recomendador: BacktestResumo;
  }[];
  itens: {
    idProduto: number | null;
    desProduto: string | null;
    desItemVenda: string | null;
    excedenteEvitavelKg: number;
    excedenteEvitavelValor: number;
    qtdSugeridaMedia: number;
  }[];
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
