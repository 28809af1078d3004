import { api } from '@app/lib/api-client';
import { DASHBOARD_ID } from '@domain/constants';
import type { DestinosComparacao } from '@domain/schemas/dash-destinos';
import type { DestinosBody } from '@domain/schemas/dashboards';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/destinosDash/compareTipConsumos: Pré- against Pós-Consumo, period against base. */
export async function getDestinosDashTipConsumos(body: DestinosBody): Promise<DestinosComparacao> {
  const data = await api.post<DestinosComparacao>('/api/v1/destinosDash/compareTipConsumos', body);
  if (data?.exception) throw new Error(data.exception);
  return data;
}

export const getDestinosDashTipConsumosQueryOptions = (body: DestinosBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.destinos, 'tipConsumos', body],
    queryFn: () => getDestinosDashTipConsumos(body),
    retry: false,
  });

export function useDestinosDashTipConsumos(body: DestinosBody | null) {
  return useQuery({
    ...getDestinosDashTipConsumosQueryOptions(body as DestinosBody),
    enabled: body !== null,
  });
}
