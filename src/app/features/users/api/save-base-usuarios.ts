import { USERS_KEY } from '@app/features/users/api/search-users';
import { api } from '@app/lib/api-client';
import type { BaseUsuario, BaseUsuarioItem } from '@domain/schemas/registers';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST api/nlBaseUsuarios: creates (idUsuario null) or updates a user; a blank password keeps the stored one. */
export function saveUser(body: BaseUsuarioItem): Promise<BaseUsuario> {
  return api.post<BaseUsuario>('/api/nlBaseUsuarios', body);
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
