import { useQueryOnceReady } from '@app/hooks/use-query-once-ready';
import { api } from '@app/lib/api-client';
import { rejectException } from '@app/lib/reject-exception';
import { DASHBOARD_ID } from '@domain/constants';
import type { DestinosComparacao } from '@domain/schemas/dash-destinos';
import type { DestinosByDestinosBody } from '@domain/schemas/dashboards';
import { queryOptions } from '@tanstack/react-query';

/** POST /api/v1/destinosDash/compareByDestinos: per destination (optionally one consumption kind). */
export async function getDestinosDashByDestinos(body: DestinosByDestinosBody): Promise<DestinosComparacao> {
  return rejectException(await api.post<DestinosComparacao>('/api/v1/destinosDash/compareByDestinos', body));
}

export const getDestinosDashByDestinosQueryOptions = (body: DestinosByDestinosBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.destinos, 'byDestinos', body],
    queryFn: () => getDestinosDashByDestinos(body),
    retry: false,
  });

export function useDestinosDashByDestinos(body: DestinosByDestinosBody | null) {
  return useQueryOnceReady(body, getDestinosDashByDestinosQueryOptions);
}
