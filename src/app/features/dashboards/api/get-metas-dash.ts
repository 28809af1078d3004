import { api } from '@app/lib/api-client';
import { DASHBOARD_ID } from '@domain/constants';
import type { MetasResponse } from '@domain/schemas/dash-metas';
import type { MetasBody } from '@domain/schemas/dashboards';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/metasDash/: actual against goal per restaurant and per day, for a waste type. */
export async function getMetasDash(body: MetasBody): Promise<MetasResponse> {
  const data = await api.post<MetasResponse>('/api/v1/metasDash/', body);
  // A response carrying `exception` rejects the load with its text (spec §8).
  if (data?.exception) throw new Error(data.exception);
  return data;
}

export const getMetasDashQueryOptions = (body: MetasBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.metas, body],
    queryFn: () => getMetasDash(body),
    retry: false,
  });

export function useMetasDash(body: MetasBody | null) {
  return useQuery({ ...getMetasDashQueryOptions(body as MetasBody), enabled: body !== null });
}
