import { api } from '@app/lib/api-client';
import { rejectException } from '@app/lib/reject-exception';
import { DASHBOARD_ID } from '@domain/constants';
import type { HomeResponse } from '@domain/schemas/dash-inicial';
import type { HomeBody } from '@domain/schemas/dashboards';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/home/: the group's waste per type per period bucket, with its indicators. */
export async function getHome(body: HomeBody): Promise<HomeResponse> {
  return rejectException(await api.post<HomeResponse>('/api/v1/home/', body));
}

export const getHomeQueryOptions = (body: HomeBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.initial, 'home', body],
    queryFn: () => getHome(body),
    retry: false,
  });

export function useHome(body: HomeBody) {
  return useQuery(getHomeQueryOptions(body));
}
