import type { LovOption } from '@app/components/ui/lov-select';
import { useLovOptions } from '@app/hooks/use-lov-options';
import { api } from '@app/lib/api-client';
import type { GrupoRestaurante } from '@domain/schemas/waste-config';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/v1/reTbGruposRestaurantes/lov: the company's restaurant groups. */
export function getGruposRestaurantes(): Promise<GrupoRestaurante[]> {
  return api.get<GrupoRestaurante[]>('/api/v1/reTbGruposRestaurantes/lov');
}

export const getGruposRestaurantesQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'grupos-restaurantes'],
    queryFn: getGruposRestaurantes,
    staleTime: 5 * 60_000,
  });

function useGruposRestaurantes() {
  return useQuery(getGruposRestaurantesQueryOptions());
}

/** The groups as list-of-values options ('id - name'). */
export function useGrupoRestauranteOptions(): { options: LovOption[] | undefined; loading: boolean } {
  return useLovOptions(useGruposRestaurantes(), (g) => ({ id: g.idGrupo, label: g.desGrupo }));
}
