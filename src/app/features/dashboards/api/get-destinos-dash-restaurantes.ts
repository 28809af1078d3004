import { useQueryOnceReady } from '@app/hooks/use-query-once-ready';
import { api } from '@app/lib/api-client';
import { rejectException } from '@app/lib/reject-exception';
import { DASHBOARD_ID } from '@domain/constants';
import type { DestinosRestaurantesComparacao } from '@domain/schemas/dash-destinos';
import type { DestinosByRestaurantesBody } from '@domain/schemas/dashboards';
import { queryOptions } from '@tanstack/react-query';

/** POST /api/v1/destinosDash/compare/restaurantes: per restaurant (one destination or all). */
export async function getDestinosDashRestaurantes(
  body: DestinosByRestaurantesBody,
): Promise<DestinosRestaurantesComparacao> {
  return rejectException(
    await api.post<DestinosRestaurantesComparacao>('/api/v1/destinosDash/compare/restaurantes', body),
  );
}

export const getDestinosDashRestaurantesQueryOptions = (body: DestinosByRestaurantesBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.destinos, 'restaurantes', body],
    queryFn: () => getDestinosDashRestaurantes(body),
    retry: false,
  });

export function useDestinosDashRestaurantes(body: DestinosByRestaurantesBody | null) {
  return useQueryOnceReady(body, getDestinosDashRestaurantesQueryOptions);
}
