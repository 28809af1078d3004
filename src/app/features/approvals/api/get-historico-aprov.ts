import { DESP_APONT_KEY } from '@app/features/approvals/api/get-desp-apont-list';
import { api } from '@app/lib/api-client';
import type { HistoricoFiltro, HistoricoItem, Page } from '@domain/schemas/approvals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const HISTORICO_APROV_KEY = [...DESP_APONT_KEY, 'history'] as const;

/** POST /api/v1/reTbHistoricoAprov/findAll: the analyses, newest first (paged). */
export function getHistoricoAprov(filtro: HistoricoFiltro): Promise<Page<HistoricoItem>> {
  return api.post<Page<HistoricoItem>>('/api/v1/reTbHistoricoAprov/findAll', filtro);
}

export const getHistoricoAprovQueryOptions = (filtro: HistoricoFiltro) =>
  queryOptions({
    queryKey: [...HISTORICO_APROV_KEY, filtro],
    queryFn: () => getHistoricoAprov(filtro),
    placeholderData: keepPreviousData,
  });

export function useHistoricoAprov(filtro: HistoricoFiltro) {
  return useQuery(getHistoricoAprovQueryOptions(filtro));
}
