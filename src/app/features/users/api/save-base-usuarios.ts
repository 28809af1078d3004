import { BASE_USUARIOS_KEY } from '@app/features/users/api/search-base-usuarios';
import { api } from '@app/lib/api-client';
import type { BaseUsuario, BaseUsuarioItem } from '@domain/schemas/registers';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST api/nlBaseUsuarios: creates (idUsuario null) or updates a user; a blank password keeps the stored one. */
export function saveBaseUsuarios(body: BaseUsuarioItem): Promise<BaseUsuario> {
  return api.post<BaseUsuario>('/api/nlBaseUsuarios', body);
}

export function useSaveBaseUsuarios() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBaseUsuarios,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BASE_USUARIOS_KEY }),
  });
}
