import { BASE_USUARIOS_KEY } from '@app/features/users/api/search-base-usuarios';
import { api } from '@app/lib/api-client';
import type { UserAccess } from '@domain/schemas/user-access';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET api/nlBaseUsuarios/{id}/acessos: the user's flags and approval rights in the caller's company (indRetAdm). */
export function getBaseUsuariosAcessos(id: number): Promise<UserAccess> {
  return api.get<UserAccess>(`/api/nlBaseUsuarios/${id}/acessos`);
}

export const getBaseUsuariosAcessosQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...BASE_USUARIOS_KEY, 'access', id],
    queryFn: () => getBaseUsuariosAcessos(id),
    staleTime: 0,
    // Switches are being edited over this row: no refetch behind the user's back.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useBaseUsuariosAcessos(id: number, enabled = true) {
  return useQuery({ ...getBaseUsuariosAcessosQueryOptions(id), enabled });
}
