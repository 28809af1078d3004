import { ALERTAS_KEY } from '@app/features/alerts/api/get-alertas';
import { api } from '@app/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PUT /api/v1/reTbAlertas/indStatus/{v} {idAlertas}: activates (1) or deactivates (0) alerts. */
export function setAlertaStatus({ idAlertas, value }: { idAlertas: number[]; value: 0 | 1 }) {
  return api.put<{ updated: number }>(`/api/v1/reTbAlertas/indStatus/${value}`, { idAlertas });
}

export function useSetAlertaStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAlertaStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERTAS_KEY }),
  });
}
