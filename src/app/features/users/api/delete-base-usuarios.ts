import { USERS_KEY } from '@app/features/users/api/search-users';
import { api } from '@app/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** DELETE /api/nlBaseUsuarios/{id}. */
export function deleteUser(id: number): Promise<unknown> {
  return api.delete(`/api/nlBaseUsuarios/${id}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
