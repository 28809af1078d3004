import { api } from '@app/lib/api-client';
import { DASHBOARD_ID } from '@domain/constants';
import type { GrupoPratosResponse } from '@domain/schemas/dash-grupo-pratos';
import type { ExcedentePorPratoBody } from '@domain/schemas/dashboards';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * POST /api/v1/ExcedentePorPratosDashboard: production surplus per dish group and per sale item × product,
 * with portions wasted, per restaurant or per satellite.
 */
export async function getExcedentePorPratosDashboard(
  body: ExcedentePorPratoBody,
): Promise<GrupoPratosResponse> {
  const data = await api.post<GrupoPratosResponse>('/api/v1/ExcedentePorPratosDashboard', body);
  // A response carrying `exception` rejects the load with its text (spec §8).
  if (data?.exception) throw new Error(data.exception);
  return data;
}

export const getExcedentePorPratosDashboardQueryOptions = (body: ExcedentePorPratoBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.grupo_de_pratos, body],
    queryFn: () => getExcedentePorPratosDashboard(body),
    retry: false,
  });

export function useExcedentePorPratosDashboard(body: ExcedentePorPratoBody | null) {
  return useQuery({
    ...getExcedentePorPratosDashboardQueryOptions(body as ExcedentePorPratoBody),
    enabled: body !== null,
  });
}
