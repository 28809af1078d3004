import { APPROVALS_KEY } from '@app/features/approvals/api/get-approvals';
import { api } from '@app/lib/api-client';
import type { HistoricoFiltro, HistoricoItem, Page } from '@domain/schemas/approvals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const HISTORY_KEY = [...APPROVALS_KEY, 'history'] as const;

/** POST /api/v1/reTbHistoricoAprov/findAll: the analyses, newest first (paged). */
export function getHistory(filtro: HistoricoFiltro): Promise<Page<HistoricoItem>> {
  return api.post<Page<HistoricoItem>>('/api/v1/reTbHistoricoAprov/findAll', filtro);
}

export const getHistoryQueryOptions = (filtro: HistoricoFiltro) =>
  queryOptions({
    queryKey: [...HISTORY_KEY, filtro],
    queryFn: () => getHistory(filtro),
    placeholderData: keepPreviousData,
  });

export function useHistory(filtro: HistoricoFiltro) {
  return useQuery(getHistoryQueryOptions(filtro));
}
