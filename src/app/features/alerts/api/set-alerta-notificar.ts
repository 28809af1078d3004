import { ALERTAS_KEY } from '@app/features/alerts/api/get-alertas';
import { api } from '@app/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PUT /api/v1/reTbAlertas/indNotificar/{v} {idAlertas}: whether the routine notifies for the alerts. */
export function setAlertaNotificar({ idAlertas, value }: { idAlertas: number[]; value: 0 | 1 }) {
  return api.put<{ updated: number }>(`/api/v1/reTbAlertas/indNotificar/${value}`, { idAlertas });
}

export function useSetAlertaNotificar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAlertaNotificar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERTAS_KEY }),
  });
}
