import { api } from '@app/lib/api-client';
import type { Parametro } from '@domain/schemas/entry-lookups';
import type { ParametrosBuscaBody } from '@domain/schemas/parameters';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query of the parameters screen starts with this key (a save invalidates them all). */
export const PARAMETROS_ADMIN_KEY = ['parameters', 'admin'] as const;

/**
 * POST /api/v1/reTbParametros/byEmpresaOrRestaurante: without a restaurant the company's global parameters,
 * with one that restaurant's '/U' parameters; desParametro filters by 'contains'.
 */
export function searchParametros(body: ParametrosBuscaBody): Promise<Parametro[]> {
  return api.post<Parametro[]>('/api/v1/reTbParametros/byEmpresaOrRestaurante', body);
}

export const searchParametrosQueryOptions = (body: ParametrosBuscaBody | null) =>
  queryOptions({
    queryKey: [...PARAMETROS_ADMIN_KEY, 'search', body],
    queryFn: () => searchParametros(body!),
    enabled: body !== null,
    staleTime: 0,
  });

/** null until the first search. */
export function useSearchParametros(body: ParametrosBuscaBody | null) {
  return useQuery(searchParametrosQueryOptions(body));
}
