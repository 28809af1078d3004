import { api } from '@app/lib/api-client';

/** PUT /api/v1/reTbAlertas/email/deactivate/ {idAlertas}: the alerts stop sending e-mail. */
export function deactivateAlertasEmail(idAlertas: number[]) {
  return api.put<{ updated: number }>('/api/v1/reTbAlertas/email/deactivate/', { idAlertas });
}
