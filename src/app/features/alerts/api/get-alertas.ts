import { api } from '@app/lib/api-client';
import type { Alerta } from '@domain/schemas/alerts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query of the alerts screen starts with this key (an action invalidates them all). */
export const ALERTAS_KEY = ['alerts', 'alertas'] as const;

/** GET /api/v1/reTbAlertas: the company's alerts with the names of their group and user. */
export function getAlertas(): Promise<Alerta[]> {
  return api.get<Alerta[]>('/api/v1/reTbAlertas');
}

export const getAlertasQueryOptions = () =>
  queryOptions({ queryKey: ALERTAS_KEY, queryFn: getAlertas, staleTime: 0 });

export function useAlertas() {
  return useQuery(getAlertasQueryOptions());
}
