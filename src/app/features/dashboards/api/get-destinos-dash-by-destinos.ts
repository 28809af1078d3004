import { api } from '@app/lib/api-client';
import { DASHBOARD_ID } from '@domain/constants';
import type { DestinosComparacao } from '@domain/schemas/dash-destinos';
import type { DestinosByDestinosBody } from '@domain/schemas/dashboards';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/destinosDash/compareByDestinos: per destination (optionally one consumption kind). */
export async function getDestinosDashByDestinos(body: DestinosByDestinosBody): Promise<DestinosComparacao> {
  const data = await api.post<DestinosComparacao>('/api/v1/destinosDash/compareByDestinos', body);
  if (data?.exception) throw new Error(data.exception);
  return data;
}

export const getDestinosDashByDestinosQueryOptions = (body: DestinosByDestinosBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.destinos, 'byDestinos', body],
    queryFn: () => getDestinosDashByDestinos(body),
    retry: false,
  });

export function useDestinosDashByDestinos(body: DestinosByDestinosBody | null) {
  return useQuery({
    ...getDestinosDashByDestinosQueryOptions(body as DestinosByDestinosBody),
    enabled: body !== null,
  });
}
