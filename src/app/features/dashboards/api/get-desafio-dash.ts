import { api } from '@app/lib/api-client';
import { DASHBOARD_ID } from '@domain/constants';
import type { DesafioDash } from '@domain/schemas/dash-desafio';
import type { DesafioBody } from '@domain/schemas/dashboards';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/desafioDash: per restaurant, previous against challenge period, ranked by reduction. */
export async function getDesafioDash(body: DesafioBody): Promise<DesafioDash> {
  const data = await api.post<DesafioDash>('/api/v1/desafioDash', body);
  // A response carrying `exception` rejects the load with its text (spec §8).
  if (data?.exception) throw new Error(data.exception);
  return data;
}

export const getDesafioDashQueryOptions = (body: DesafioBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.desafio, body],
    queryFn: () => getDesafioDash(body),
    retry: false,
  });

export function useDesafioDash(body: DesafioBody | null) {
  return useQuery({
    ...getDesafioDashQueryOptions(body as DesafioBody),
    enabled: body !== null,
  });
}
