import { api } from '@app/lib/api-client';
import { DASHBOARD_ID } from '@domain/constants';
import type { DestinosRestaurantesComparacao } from '@domain/schemas/dash-destinos';
import type { DestinosByRestaurantesBody } from '@domain/schemas/dashboards';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/destinosDash/compare/restaurantes: per restaurant (one destination or all). */
export async function getDestinosDashRestaurantes(
  body: DestinosByRestaurantesBody,
): Promise<DestinosRestaurantesComparacao> {
  const data = await api.post<DestinosRestaurantesComparacao>(
    '/api/v1/destinosDash/compare/restaurantes',
    body,
  );
  if (data?.exception) throw new Error(data.exception);
  return data;
}

export const getDestinosDashRestaurantesQueryOptions = (body: DestinosByRestaurantesBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.destinos, 'restaurantes', body],
    queryFn: () => getDestinosDashRestaurantes(body),
    retry: false,
  });

export function useDestinosDashRestaurantes(body: DestinosByRestaurantesBody | null) {
  return useQuery({
    ...getDestinosDashRestaurantesQueryOptions(body as DestinosByRestaurantesBody),
    enabled: body !== null,
  });
}
