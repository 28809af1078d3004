import { api } from '@app/lib/api-client';
import { DASHBOARD_ID } from '@domain/constants';
import type { MetasDayResponse } from '@domain/schemas/dash-metas';
import type { MetasDayBody } from '@domain/schemas/dashboards';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/metasDash/day: one day per restaurant (actual, goal, difference) and per item/product. */
export async function getMetasDashDay(body: MetasDayBody): Promise<MetasDayResponse> {
  const data = await api.post<MetasDayResponse>('/api/v1/metasDash/day', body);
  // A response carrying `exception` rejects the load with its text (spec §8).
  if (data?.exception) throw new Error(data.exception);
  return data;
}

export const getMetasDashDayQueryOptions = (body: MetasDayBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.metas, 'day', body],
    queryFn: () => getMetasDashDay(body),
    retry: false,
  });

export function useMetasDashDay(body: MetasDayBody | null) {
  return useQuery({ ...getMetasDashDayQueryOptions(body as MetasDayBody), enabled: body !== null });
}
