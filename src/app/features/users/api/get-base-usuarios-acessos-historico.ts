import { BASE_USUARIOS_KEY } from '@app/features/users/api/search-base-usuarios';
import { api } from '@app/lib/api-client';
import type { UserAccessHistoryRow } from '@domain/schemas/user-access';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET api/nlBaseUsuarios/{id}/acessos/historico: the changes of the user's access, newest first (indRetAdm). */
export function getBaseUsuariosAcessosHistorico(id: number): Promise<UserAccessHistoryRow[]> {
  return api.get<UserAccessHistoryRow[]>(`/api/nlBaseUsuarios/${id}/acessos/historico`);
}

export const getBaseUsuariosAcessosHistoricoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...BASE_USUARIOS_KEY, 'access-history', id],
    queryFn: () => getBaseUsuariosAcessosHistorico(id),
    staleTime: 0,
  });

export function useBaseUsuariosAcessosHistorico(id: number, enabled = true) {
  return useQuery({ ...getBaseUsuariosAcessosHistoricoQueryOptions(id), enabled });
}
