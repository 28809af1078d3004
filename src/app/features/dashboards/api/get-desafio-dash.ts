import { useQueryOnceReady } from '@app/hooks/use-query-once-ready';
import { api } from '@app/lib/api-client';
import { rejectException } from '@app/lib/reject-exception';
import { DASHBOARD_ID } from '@domain/constants';
import type { DesafioDash } from '@domain/schemas/dash-desafio';
import type { DesafioBody } from '@domain/schemas/dashboards';
import { queryOptions } from '@tanstack/react-query';

/** POST /api/v1/desafioDash: per restaurant, previous against challenge period, ranked by reduction. */
export async function getDesafioDash(body: DesafioBody): Promise<DesafioDash> {
  return rejectException(await api.post<DesafioDash>('/api/v1/desafioDash', body));
}

export const getDesafioDashQueryOptions = (body: DesafioBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.desafio, body],
    queryFn: () => getDesafioDash(body),
    retry: false,
  });

export function useDesafioDash(body: DesafioBody | null) {
  return useQueryOnceReady(body, getDesafioDashQueryOptions);
}
