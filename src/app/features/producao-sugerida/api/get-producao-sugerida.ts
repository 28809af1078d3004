import { api } from '@app/lib/api-client';
import type { ProducaoSugerida } from '@domain/schemas/producao-sugerida';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** A line of the day: qtdPlanejada / qtdSugerida may be unknown (null), observacoes too. */
export type ProducaoSugeridaLinha = ProducaoSugerida['linhas'][number];
export type MetodoSugestao = ProducaoSugeridaLinha['metodo'];
/** Expected surplus saved by following the suggestion (0 when the suggestion is higher than the plan). */
export type EconomiaSugestao = ProducaoSugeridaLinha['economia'];

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
