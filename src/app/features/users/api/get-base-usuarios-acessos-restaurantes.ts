import { BASE_USUARIOS_KEY } from '@app/features/users/api/search-base-usuarios';
import { api } from '@app/lib/api-client';
import type { AccessRestaurant } from '@domain/schemas/user-access';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET api/nlBaseUsuarios/acessos/restaurantes: the company's restaurants with their groups (indRetAdm). */
export function getBaseUsuariosAcessosRestaurantes(): Promise<AccessRestaurant[]> {
  return api.get<AccessRestaurant[]>('/api/nlBaseUsuarios/acessos/restaurantes');
}

export const getBaseUsuariosAcessosRestaurantesQueryOptions = () =>
  queryOptions({
    queryKey: [...BASE_USUARIOS_KEY, 'access-restaurants'],
    queryFn: getBaseUsuariosAcessosRestaurantes,
    staleTime: 60_000,
  });

export function useBaseUsuariosAcessosRestaurantes(enabled = true) {
  return useQuery({ ...getBaseUsuariosAcessosRestaurantesQueryOptions(), enabled });
}
