import { DESP_APONT_KEY } from '@app/features/approvals/api/get-desp-apont-list';
import { api } from '@app/lib/api-client';
import type { ApontamentoAnalise } from '@domain/schemas/approvals';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const despApontDetailKey = (id: number) => [...DESP_APONT_KEY, 'detail', id] as const;

/** POST /api/v1/reTbDespApont/findById/{id}: the appointment, its analyses and whether the caller may act. */
export function getDespApont(id: number): Promise<ApontamentoAnalise> {
  return api.post<ApontamentoAnalise>(`/api/v1/reTbDespApont/findById/${id}`);
}

export const getDespApontQueryOptions = (id: number) =>
  queryOptions({
    queryKey: despApontDetailKey(id),
    queryFn: () => getDespApont(id),
    staleTime: 0,
  });

export function useDespApont(id: number) {
  return useQuery({ ...getDespApontQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
