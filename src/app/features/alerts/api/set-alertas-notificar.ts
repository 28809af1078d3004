import { api } from '@app/lib/api-client';

/** PUT /api/v1/reTbAlertas/indNotificar/{v} {idAlertas}: whether the routine notifies for the alerts. */
export function setAlertasNotificar({ idAlertas, value }: { idAlertas: number[]; value: 0 | 1 }) {
  return api.put<{ updated: number }>(`/api/v1/reTbAlertas/indNotificar/${value}`, { idAlertas });
}
