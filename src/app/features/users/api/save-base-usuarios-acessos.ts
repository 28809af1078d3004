import { BASE_USUARIOS_KEY } from '@app/features/users/api/search-base-usuarios';
import { api } from '@app/lib/api-client';
import type { UserAccess, UserAccessBody } from '@domain/schemas/user-access';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * PUT api/nlBaseUsuarios/{id}/acessos {flags, restaurantes, grupos?}: the user's whole access in the caller's
 * company; 400 with the server's text (the last administrator, another company's restaurants).
 */
export function saveBaseUsuariosAcessos(id: number, body: UserAccessBody): Promise<UserAccess> {
  return api.put<UserAccess>(`/api/nlBaseUsuarios/${id}/acessos`, body);
}

export function useSaveBaseUsuariosAcessos(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserAccessBody) => saveBaseUsuariosAcessos(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData([...BASE_USUARIOS_KEY, 'access', id], saved);
      return queryClient.invalidateQueries({ queryKey: [...BASE_USUARIOS_KEY, 'access-history', id] });
    },
  });
}
