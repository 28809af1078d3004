import { api } from '@app/lib/api-client';
import type { ApontamentoDetalhe, AprovacaoFiltro, Page } from '@domain/schemas/approvals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Every approval query lives under this key (list, detail, history). */
export const APPROVALS_KEY = ['approvals'] as const;
export const APPROVALS_LIST_KEY = [...APPROVALS_KEY, 'list'] as const;

/** POST /api/v1/reTbDespApont/findAll: the pending appointments the caller may analyse (paged). */
export function getApprovals(filtro: AprovacaoFiltro): Promise<Page<ApontamentoDetalhe>> {
  return api.post<Page<ApontamentoDetalhe>>('/api/v1/reTbDespApont/findAll', filtro);
}

export const getApprovalsQueryOptions = (filtro: AprovacaoFiltro) =>
  queryOptions({
    queryKey: [...APPROVALS_LIST_KEY, filtro],
    queryFn: () => getApprovals(filtro),
    placeholderData: keepPreviousData,
    // Supervisors leave the list open: it refreshes when they come back to it and every minute.
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });

export function useApprovals(filtro: AprovacaoFiltro) {
  return useQuery(getApprovalsQueryOptions(filtro));
}
