import { api } from '@app/lib/api-client';
import { networkFirst } from '@app/lib/offline-query';
import type { RefeicoesPeriodo, RefeicoesQuery } from '@domain/schemas/refeicoes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/v1/reTbRefeicoes?idRestaurante&dtaIni&dtaFim: each day of the period with its meals served, planned
 * and counted by the satellites (kept on the tablet: without network the week read last answers).
 */
export function getRefeicoes(q: RefeicoesQuery): Promise<RefeicoesPeriodo> {
  return networkFirst(`refeicoes:${q.idRestaurante}:${q.dtaIni}:${q.dtaFim}`, () =>
    api.get<RefeicoesPeriodo>('/api/v1/reTbRefeicoes', {
      params: { idRestaurante: q.idRestaurante, dtaIni: q.dtaIni, dtaFim: q.dtaFim },
    }),
  );
}

export const refeicoesQueryKey = ['refeicoes'] as const;

export const refeicoesQueryOptions = (q: RefeicoesQuery | null) =>
  queryOptions({
    queryKey: [...refeicoesQueryKey, q?.idRestaurante, q?.dtaIni, q?.dtaFim],
    queryFn: () => getRefeicoes(q as RefeicoesQuery),
    enabled: q !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });

/** Loads when a restaurant is chosen. */
export function useRefeicoes(q: RefeicoesQuery | null) {
  return useQuery(refeicoesQueryOptions(q));
}
