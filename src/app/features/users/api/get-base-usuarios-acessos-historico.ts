import { USERS_KEY } from '@app/features/users/api/search-users';
import { api } from '@app/lib/api-client';
import type { UserAccessHistoryRow } from '@domain/schemas/user-access';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET api/nlBaseUsuarios/{id}/acessos/historico: the changes of the user's access, newest first (indRetAdm). */
export function getUserAccessHistory(id: number): Promise<UserAccessHistoryRow[]> {
  return api.get<UserAccessHistoryRow[]>(`/api/nlBaseUsuarios/${id}/acessos/historico`);
}

export const getUserAccessHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'access-history', id],
    queryFn: () => getUserAccessHistory(id),
    staleTime: 0,
  });

export function useUserAccessHistory(id: number, enabled = true) {
  return useQuery({ ...getUserAccessHistoryQueryOptions(id), enabled });
}
