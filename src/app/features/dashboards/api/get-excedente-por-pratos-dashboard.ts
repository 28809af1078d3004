import { useQueryOnceReady } from '@app/hooks/use-query-once-ready';
import { api } from '@app/lib/api-client';
import { rejectException } from '@app/lib/reject-exception';
import { DASHBOARD_ID } from '@domain/constants';
import type { GrupoPratosResponse } from '@domain/schemas/dash-grupo-pratos';
import type { ExcedentePorPratoBody } from '@domain/schemas/dashboards';
import { queryOptions } from '@tanstack/react-query';

/**
 * POST /api/v1/ExcedentePorPratosDashboard: production surplus per dish group and per sale item × product,
 * with portions wasted, per restaurant or per satellite.
 */
export async function getExcedentePorPratosDashboard(
  body: ExcedentePorPratoBody,
): Promise<GrupoPratosResponse> {
  return rejectException(await api.post<GrupoPratosResponse>('/api/v1/ExcedentePorPratosDashboard', body));
}

export const getExcedentePorPratosDashboardQueryOptions = (body: ExcedentePorPratoBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.grupo_de_pratos, body],
    queryFn: () => getExcedentePorPratosDashboard(body),
    retry: false,
  });

export function useExcedentePorPratosDashboard(body: ExcedentePorPratoBody | null) {
  return useQueryOnceReady(body, getExcedentePorPratosDashboardQueryOptions);
}
