import { useQueryOnceReady } from '@app/hooks/use-query-once-ready';
import { api } from '@app/lib/api-client';
import { rejectException } from '@app/lib/reject-exception';
import { DASHBOARD_ID } from '@domain/constants';
import type { DestinosComparacao } from '@domain/schemas/dash-destinos';
import type { DestinosBody } from '@domain/schemas/dashboards';
import { queryOptions } from '@tanstack/react-query';

/** POST /api/v1/destinosDash/compareTipConsumos: Pré- against Pós-Consumo, period against base. */
export async function getDestinosDashTipConsumos(body: DestinosBody): Promise<DestinosComparacao> {
  return rejectException(await api.post<DestinosComparacao>('/api/v1/destinosDash/compareTipConsumos', body));
}

export const getDestinosDashTipConsumosQueryOptions = (body: DestinosBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.destinos, 'tipConsumos', body],
    queryFn: () => getDestinosDashTipConsumos(body),
    retry: false,
  });

export function useDestinosDashTipConsumos(body: DestinosBody | null) {
  return useQueryOnceReady(body, getDestinosDashTipConsumosQueryOptions);
}
