import { useQueryOnceReady } from '@app/hooks/use-query-once-ready';
import { api } from '@app/lib/api-client';
import { rejectException } from '@app/lib/reject-exception';
import { DASHBOARD_ID } from '@domain/constants';
import type { MetasResponse } from '@domain/schemas/dash-metas';
import type { MetasBody } from '@domain/schemas/dashboards';
import { queryOptions } from '@tanstack/react-query';

/** POST /api/v1/metasDash/: actual against goal per restaurant and per day, for a waste type. */
export async function getMetasDash(body: MetasBody): Promise<MetasResponse> {
  return rejectException(await api.post<MetasResponse>('/api/v1/metasDash/', body));
}

export const getMetasDashQueryOptions = (body: MetasBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.metas, body],
    queryFn: () => getMetasDash(body),
    retry: false,
  });

export function useMetasDash(body: MetasBody | null) {
  return useQueryOnceReady(body, getMetasDashQueryOptions);
}
