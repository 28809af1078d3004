import { api } from '@app/lib/api-client';

/** PUT /api/v1/reTbAlertas/indStatus/{v} {idAlertas}: activates (1) or deactivates (0) alerts. */
export function setAlertasStatus({ idAlertas, value }: { idAlertas: number[]; value: 0 | 1 }) {
  return api.put<{ updated: number }>(`/api/v1/reTbAlertas/indStatus/${value}`, { idAlertas });
}
