import { api } from '@app/lib/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** How a line's suggestion was reached: its own history, then the fallbacks in order. */
export type MetodoSugestao =
  | 'produto-restaurante'
  | 'agrupamento-restaurante'
  | 'produto-empresa'
  | 'gramatura'
  | 'sem-base';

/** Expected surplus saved by following the suggestion (0 when the suggestion is higher than the plan). */
export interface EconomiaSugestao {
  kg: number;
  valor: number;
  co2e: number;
}

export interface ProducaoSugeridaLinha {
  idKanban: number;
  idItemVenda: number | null;
  desItemVenda: string | null;
  idProduto: number | null;
  desProduto: string | null;
  codAgrupamento: number | null;
  qtdPlanejada: number;
  qtdSugerida: number;
  metodo: MetodoSugestao;
  observacoes: {
    quantidade: number;
    censuradas: number;
    minPorRefeicaoKg: number | null;
    maxPorRefeicaoKg: number | null;
    /** 'yyyy-MM-dd'. */
    dias: string[];
  };
  explicacao: string;
  economia: EconomiaSugestao;
  /** A suggestion was accepted on this line: qtdPlanejada holds it, qtdPlanejadaOriginal the plan before. */
  aceita: boolean;
  qtdPlanejadaOriginal: number | null;
}

export interface ProducaoSugerida {
  idRestaurante: number;
  dtaCardapio: string;
  dtaReferencia: string;
  nivelServico: number;
  /** 'falta em no máximo 1 de cada 10 dias'. */
  nivelServicoTexto: string;
  refeicoesPrevistas: number | null;
  linhas: ProducaoSugeridaLinha[];
}

export interface ProducaoSugeridaQuery {
  idRestaurante: number;
  /** 'yyyy-MM-dd'. */
  dtaCardapio: string;
  /** Overrides the unit's service level for this view. */
  nivelServico?: number | null;
}

/** GET /api/v1/producaoSugerida?idRestaurante&dtaCardapio[&nivelServico]: the day's suggested production. */
export function getProducaoSugerida(q: ProducaoSugeridaQuery): Promise<ProducaoSugerida> {
  return api.get<ProducaoSugerida>('/api/v1/producaoSugerida', {
    params: {
      idRestaurante: q.idRestaurante,
      dtaCardapio: q.dtaCardapio,
      nivelServico: q.nivelServico ?? undefined,
    },
  });
}

export const producaoSugeridaQueryKey = ['producaoSugerida'] as const;

export const producaoSugeridaQueryOptions = (q: ProducaoSugeridaQuery | null) =>
  queryOptions({
    queryKey: [...producaoSugeridaQueryKey, q?.idRestaurante, q?.dtaCardapio, q?.nivelServico ?? null],
    queryFn: () => getProducaoSugerida(q as ProducaoSugeridaQuery),
    enabled: q !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });

/** Loads when a restaurant and a valid day are chosen. */
export function useProducaoSugerida(q: ProducaoSugeridaQuery | null) {
  return useQuery(producaoSugeridaQueryOptions(q));
}
