import { api } from '@app/lib/api-client';
import type { ResumoSemanal, ResumoSemanalQuery } from '@domain/schemas/resumo-semanal';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/v1/resumoSemanal: a unit's weekly digest (what the Monday e-mail holds) for any week. */
export function getResumoSemanal(query: ResumoSemanalQuery): Promise<ResumoSemanal> {
  return api.get<ResumoSemanal>('/api/v1/resumoSemanal', { params: { ...query } });
}

export const getResumoSemanalQueryOptions = (query: ResumoSemanalQuery) =>
  queryOptions({
    queryKey: ['resumoSemanal', query],
    queryFn: () => getResumoSemanal(query),
    retry: false,
  });

export function useResumoSemanal(query: ResumoSemanalQuery | null) {
  return useQuery({ ...getResumoSemanalQueryOptions(query as ResumoSemanalQuery), enabled: query !== null });
}
