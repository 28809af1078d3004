import { ALERTAS_KEY } from '@app/features/alerts/api/get-alertas';
import { api } from '@app/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PUT /api/v1/reTbAlertas/email/deactivate/ {idAlertas}: the alerts stop sending e-mail. */
export function deactivateAlertaEmail(idAlertas: number[]) {
  return api.put<{ updated: number }>('/api/v1/reTbAlertas/email/deactivate/', { idAlertas });
}

export function useDeactivateAlertaEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateAlertaEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERTAS_KEY }),
  });
}
