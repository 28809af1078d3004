import { api } from '@app/lib/api-client';
import { DASHBOARD_ID } from '@domain/constants';
import type { DestinosDash } from '@domain/schemas/dash-destinos';
import type { DestinosBody } from '@domain/schemas/dashboards';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/destinosDash: the share per destination in the period. */
export async function getDestinosDash(body: DestinosBody): Promise<DestinosDash> {
  const data = await api.post<DestinosDash>('/api/v1/destinosDash', body);
  // A response carrying `exception` rejects the load with its text (spec §8).
  if (data?.exception) throw new Error(data.exception);
  return data;
}

export const getDestinosDashQueryOptions = (body: DestinosBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.destinos, 'share', body],
    queryFn: () => getDestinosDash(body),
    retry: false,
  });

export function useDestinosDash(body: DestinosBody | null) {
  return useQuery({ ...getDestinosDashQueryOptions(body as DestinosBody), enabled: body !== null });
}
