import { ALERTAS_KEY } from '@app/features/alerts/api/get-alertas';
import { api } from '@app/lib/api-client';
import type { Alerta, AlertaInput } from '@domain/schemas/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/v1/reTbAlertas: creates an alert; 400 {exception} on bad input. */
export function createAlertas(body: AlertaInput): Promise<Alerta> {
  return api.post<Alerta>('/api/v1/reTbAlertas', body);
}

export function useCreateAlertas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlertas,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERTAS_KEY }),
  });
}
