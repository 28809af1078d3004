import { BASE_USUARIOS_KEY } from '@app/features/users/api/search-base-usuarios';
import { api } from '@app/lib/api-client';
import type { BaseUsuario } from '@domain/schemas/registers';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET api/nlBaseUsuarios/{id}: one base user (never with the password); 404 'Usuário de id {id} não existe'. */
export function getBaseUsuarios(id: number): Promise<BaseUsuario> {
  return api.get<BaseUsuario>(`/api/nlBaseUsuarios/${id}`);
}

export const getBaseUsuariosQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...BASE_USUARIOS_KEY, 'detail', id],
    queryFn: () => getBaseUsuarios(id),
    staleTime: 0,
    // A form is being edited over this row: no refetch behind the user's back.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useBaseUsuarios(id: number | null) {
  return useQuery({ ...getBaseUsuariosQueryOptions(id ?? 0), enabled: id !== null });
}
