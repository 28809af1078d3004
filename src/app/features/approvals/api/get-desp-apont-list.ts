import { api } from '@app/lib/api-client';
import type { ApontamentoDetalhe, AprovacaoFiltro, Page } from '@domain/schemas/approvals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Every approval query lives under this key (list, detail, history). */
export const DESP_APONT_KEY = ['approvals'] as const;
export const DESP_APONT_LIST_KEY = [...DESP_APONT_KEY, 'list'] as const;

/** POST /api/v1/reTbDespApont/findAll: the pending appointments the caller may analyse (paged). */
export function getDespApontList(filtro: AprovacaoFiltro): Promise<Page<ApontamentoDetalhe>> {
  return api.post<Page<ApontamentoDetalhe>>('/api/v1/reTbDespApont/findAll', filtro);
}

export const getDespApontListQueryOptions = (filtro: AprovacaoFiltro) =>
  queryOptions({
    queryKey: [...DESP_APONT_LIST_KEY, filtro],
    queryFn: () => getDespApontList(filtro),
    placeholderData: keepPreviousData,
    // Supervisors leave the list open: it refreshes when they come back to it and every minute.
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });

export function useDespApontList(filtro: AprovacaoFiltro) {
  return useQuery(getDespApontListQueryOptions(filtro));
}
