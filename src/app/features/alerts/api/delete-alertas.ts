import { ALERTAS_KEY } from '@app/features/alerts/api/get-alertas';
import { api } from '@app/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** DELETE /api/v1/reTbAlertas {idAlertas}. */
export function deleteAlertas(idAlertas: number[]) {
  return api.delete<{ deleted: number }>('/api/v1/reTbAlertas', { body: { idAlertas } });
}

export function useDeleteAlertas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlertas,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERTAS_KEY }),
  });
}
