import { api } from '@app/lib/api-client';
import type { BaseUsuario, baseUsuarioSearchBody } from '@domain/schemas/registers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

type SearchUsersBody = z.input<typeof baseUsuarioSearchBody>;

/** Every query of the users feature starts with this key (a save or delete invalidates them all). */
export const BASE_USUARIOS_KEY = ['users'] as const;

/** POST api/nlBaseUsuarios/search {search}: the base users whose name, user or e-mail match (all when blank). */
export function searchBaseUsuarios(body: SearchUsersBody): Promise<BaseUsuario[]> {
  return api.post<BaseUsuario[]>('/api/nlBaseUsuarios/search', body);
}

export const searchBaseUsuariosQueryOptions = (body: SearchUsersBody) =>
  queryOptions({
    queryKey: [...BASE_USUARIOS_KEY, 'search', body],
    queryFn: () => searchBaseUsuarios(body),
    staleTime: 0,
    // A new search keeps the current list on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });

export function useSearchBaseUsuarios(body: SearchUsersBody) {
  return useQuery(searchBaseUsuariosQueryOptions(body));
}
