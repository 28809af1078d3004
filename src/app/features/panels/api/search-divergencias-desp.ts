import { api } from '@app/lib/api-client';
import type { Divergencia, DivergenciaFiltro } from '@domain/schemas/panels';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Every query of the divergences panel starts with this key (an action invalidates them all). */
export const DIVERGENCIAS_DESP_KEY = ['panels', 'divergencias'] as const;

/** POST /api/v1/reTbDivergenciasDesp/search: the divergences of the filter, newest day first. */
export function searchDivergenciasDesp(filtro: DivergenciaFiltro): Promise<Divergencia[]> {
  return api.post<Divergencia[]>('/api/v1/reTbDivergenciasDesp/search', filtro);
}

export const searchDivergenciasDespQueryOptions = (filtro: DivergenciaFiltro) =>
  queryOptions({
    queryKey: [...DIVERGENCIAS_DESP_KEY, 'search', filtro],
    queryFn: () => searchDivergenciasDesp(filtro),
    staleTime: 0,
    // A new search keeps the current list on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });

export function useSearchDivergenciasDesp(filtro: DivergenciaFiltro) {
  return useQuery(searchDivergenciasDespQueryOptions(filtro));
}
