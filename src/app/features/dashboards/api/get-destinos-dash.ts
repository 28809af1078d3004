import { useQueryOnceReady } from '@app/hooks/use-query-once-ready';
import { api } from '@app/lib/api-client';
import { rejectException } from '@app/lib/reject-exception';
import { DASHBOARD_ID } from '@domain/constants';
import type { DestinosDash } from '@domain/schemas/dash-destinos';
import type { DestinosBody } from '@domain/schemas/dashboards';
import { queryOptions } from '@tanstack/react-query';

/** POST /api/v1/destinosDash: the share per destination in the period. */
export async function getDestinosDash(body: DestinosBody): Promise<DestinosDash> {
  return rejectException(await api.post<DestinosDash>('/api/v1/destinosDash', body));
}

export const getDestinosDashQueryOptions = (body: DestinosBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.destinos, 'share', body],
    queryFn: () => getDestinosDash(body),
    retry: false,
  });

export function useDestinosDash(body: DestinosBody | null) {
  return useQueryOnceReady(body, getDestinosDashQueryOptions);
}
