import { APPROVALS_KEY } from '@app/features/approvals/api/get-approvals';
import { api } from '@app/lib/api-client';
import type { ApontamentoAnalise } from '@domain/schemas/approvals';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const approvalDetailKey = (id: number) => [...APPROVALS_KEY, 'detail', id] as const;

/** POST /api/v1/reTbDespApont/findById/{id}: the appointment, its analyses and whether the caller may act. */
export function getApproval(id: number): Promise<ApontamentoAnalise> {
  return api.post<ApontamentoAnalise>(`/api/v1/reTbDespApont/findById/${id}`);
}

export const getApprovalQueryOptions = (id: number) =>
  queryOptions({
    queryKey: approvalDetailKey(id),
    queryFn: () => getApproval(id),
    staleTime: 0,
  });

export function useApproval(id: number) {
  return useQuery({ ...getApprovalQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
