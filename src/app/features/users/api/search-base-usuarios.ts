import { api } from '@app/lib/api-client';
import type { BaseUsuario, baseUsuarioSearchBody } from '@domain/schemas/registers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

type SearchUsersBody = z.input<typeof baseUsuarioSearchBody>;

/** Every query of the users feature starts with this key (a save or delete invalidates them all). */
export const USERS_KEY = ['users'] as const;

/** POST api/nlBaseUsuarios/search {search}: the base users whose name, user or e-mail match (all when blank). */
export function searchUsers(body: SearchUsersBody): Promise<BaseUsuario[]> {
  return api.post<BaseUsuario[]>('/api/nlBaseUsuarios/search', body);
}

export const searchUsersQueryOptions = (body: SearchUsersBody) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'search', body],
    queryFn: () => searchUsers(body),
    staleTime: 0,
    // A new search keeps the current list on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });

export function useSearchUsers(body: SearchUsersBody) {
  return useQuery(searchUsersQueryOptions(body));
}
