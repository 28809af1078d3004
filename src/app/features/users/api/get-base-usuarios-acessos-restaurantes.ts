import { USERS_KEY } from '@app/features/users/api/search-users';
import { api } from '@app/lib/api-client';
import type { AccessRestaurant } from '@domain/schemas/user-access';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET api/nlBaseUsuarios/acessos/restaurantes: the company's restaurants with their groups (indRetAdm). */
export function getAccessRestaurants(): Promise<AccessRestaurant[]> {
  return api.get<AccessRestaurant[]>('/api/nlBaseUsuarios/acessos/restaurantes');
}

export const getAccessRestaurantsQueryOptions = () =>
  queryOptions({
    queryKey: [...USERS_KEY, 'access-restaurants'],
    queryFn: getAccessRestaurants,
    staleTime: 60_000,
  });

export function useAccessRestaurants(enabled = true) {
  return useQuery({ ...getAccessRestaurantsQueryOptions(), enabled });
}
