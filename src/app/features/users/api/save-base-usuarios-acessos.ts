import { USERS_KEY } from '@app/features/users/api/search-users';
import { api } from '@app/lib/api-client';
import type { UserAccess, UserAccessBody } from '@domain/schemas/user-access';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * PUT api/nlBaseUsuarios/{id}/acessos {flags, restaurantes, grupos?}: the user's whole access in the caller's
 * company; 400 with the server's text (the last administrator, another company's restaurants).
 */
export function saveUserAccess(id: number, body: UserAccessBody): Promise<UserAccess> {
  return api.put<UserAccess>(`/api/nlBaseUsuarios/${id}/acessos`, body);
}

export function useSaveUserAccess(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserAccessBody) => saveUserAccess(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData([...USERS_KEY, 'access', id], saved);
      return queryClient.invalidateQueries({ queryKey: [...USERS_KEY, 'access-history', id] });
    },
  });
}
