import { api } from '@app/lib/api-client';
import { rejectException } from '@app/lib/reject-exception';
import { DASHBOARD_ID } from '@domain/constants';
import type { HomeCustosResponse } from '@domain/schemas/dash-inicial';
import type { HomeCustosBody } from '@domain/schemas/dashboards';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/home/custos: cost (R$) per type per bucket, and per restaurant (of the day `data` if given). */
export async function getHomeCustos(body: HomeCustosBody): Promise<HomeCustosResponse> {
  return rejectException(await api.post<HomeCustosResponse>('/api/v1/home/custos', body));
}

export const getHomeCustosQueryOptions = (body: HomeCustosBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.initial, 'custos', body],
    queryFn: () => getHomeCustos(body),
    retry: false,
    // Choosing a day keeps the chart on screen while its restaurants load.
    placeholderData: keepPreviousData,
  });

export function useHomeCustos(body: HomeCustosBody) {
  return useQuery(getHomeCustosQueryOptions(body));
}
