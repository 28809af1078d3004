import { BASE_USUARIOS_KEY } from '@app/features/users/api/search-base-usuarios';
import { api } from '@app/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** DELETE /api/nlBaseUsuarios/{id}. */
export function deleteBaseUsuarios(id: number): Promise<unknown> {
  return api.delete(`/api/nlBaseUsuarios/${id}`);
}

export function useDeleteBaseUsuarios() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBaseUsuarios,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BASE_USUARIOS_KEY }),
  });
}
