import type { LovOption } from '@app/components/ui/lov-select';
import { useLovOptions } from '@app/hooks/use-lov-options';
import { api } from '@app/lib/api-client';
import type { Satelite } from '@domain/schemas/satellites';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/v1/dashLookups/satelites?idGrupo: the satellites of a restaurant group (any signed-in user). */
export function getDashLookupsSatelites(idGrupo: number | null): Promise<Satelite[]> {
  return api.get<Satelite[]>('/api/v1/dashLookups/satelites', { params: idGrupo ? { idGrupo } : {} });
}

export const getDashLookupsSatelitesQueryOptions = (idGrupo: number | null) =>
  queryOptions({
    queryKey: ['lookups', 'dash-satelites', idGrupo],
    queryFn: () => getDashLookupsSatelites(idGrupo),
    staleTime: 5 * 60_000,
  });

function useDashSatelites(idGrupo: number | null) {
  return useQuery(getDashLookupsSatelitesQueryOptions(idGrupo));
}

/** The group's satellites as options ('codSatelite - desSatelite'). */
export function useDashLookupsSatelitesOptions(idGrupo: number | null): {
  options: LovOption[] | undefined;
  loading: boolean;
} {
  return useLovOptions(useDashSatelites(idGrupo), (s) => ({
    id: s.idSatelite,
    label: `${s.codSatelite} - ${s.desSatelite}`,
  }));
}
