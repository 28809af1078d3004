import { api } from '@app/lib/api-client';
import type { CustoResumoDia } from '@domain/schemas/costs';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The searched period of the utility costs screen (both dates, 'yyyy-MM-dd'). */
export interface CustosUtilitarioFiltro {
  dtaIni: string;
  dtaFim: string;
}

/** Every query of the costs screen starts with this key (an action refreshes them all). */
export const CUSTOS_UTILITARIO_KEY = ['costs', 'search'] as const;

/** POST /api/v1/reCustosUtilitario/search {dtaIni, dtaFim, numSeqNe}: the cost rows per day and restaurant. */
export function searchCustosUtilitario(filtro: CustosUtilitarioFiltro): Promise<CustoResumoDia[]> {
  return api.post<CustoResumoDia[]>('/api/v1/reCustosUtilitario/search', { ...filtro, numSeqNe: null });
}

export const searchCustosUtilitarioQueryOptions = (filtro: CustosUtilitarioFiltro | null) =>
  queryOptions({
    queryKey: [...CUSTOS_UTILITARIO_KEY, filtro],
    queryFn: () => searchCustosUtilitario(filtro!),
    enabled: filtro !== null,
    staleTime: 0,
  });

/** Nothing is fetched until a period is searched. */
export function useSearchCustosUtilitario(filtro: CustosUtilitarioFiltro | null) {
  return useQuery(searchCustosUtilitarioQueryOptions(filtro));
}
