import { api } from '@app/lib/api-client';
import type { CustoResumoDia } from '@domain/schemas/costs';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The searched period of the utility costs screen (both dates, 'yyyy-MM-dd'). */
export interface CustosFiltro {
  dtaIni: string;
  dtaFim: string;
}

/** Every query of the costs screen starts with this key (an action refreshes them all). */
export const CUSTOS_KEY = ['costs', 'search'] as const;

/** POST /api/v1/reCustosUtilitario/search {dtaIni, dtaFim, numSeqNe}: the cost rows per day and restaurant. */
export function searchCustos(filtro: CustosFiltro): Promise<CustoResumoDia[]> {
  return api.post<CustoResumoDia[]>('/api/v1/reCustosUtilitario/search', { ...filtro, numSeqNe: null });
}

export const searchCustosQueryOptions = (filtro: CustosFiltro | null) =>
  queryOptions({
    queryKey: [...CUSTOS_KEY, filtro],
    queryFn: () => searchCustos(filtro!),
    enabled: filtro !== null,
    staleTime: 0,
  });

/** Nothing is fetched until a period is searched. */
export function useSearchCustos(filtro: CustosFiltro | null) {
  return useQuery(searchCustosQueryOptions(filtro));
}
