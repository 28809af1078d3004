import { useQueryOnceReady } from '@app/hooks/use-query-once-ready';
import { api } from '@app/lib/api-client';
import { rejectException } from '@app/lib/reject-exception';
import { DASHBOARD_ID } from '@domain/constants';
import type { MetasDayResponse } from '@domain/schemas/dash-metas';
import type { MetasDayBody } from '@domain/schemas/dashboards';
import { queryOptions } from '@tanstack/react-query';

/** POST /api/v1/metasDash/day: one day per restaurant (actual, goal, difference) and per item/product. */
export async function getMetasDashDay(body: MetasDayBody): Promise<MetasDayResponse> {
  return rejectException(await api.post<MetasDayResponse>('/api/v1/metasDash/day', body));
}

export const getMetasDashDayQueryOptions = (body: MetasDayBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.metas, 'day', body],
    queryFn: () => getMetasDashDay(body),
    retry: false,
  });

export function useMetasDashDay(body: MetasDayBody | null) {
  return useQueryOnceReady(body, getMetasDashDayQueryOptions);
}
