import { api } from '@app/lib/api-client';
import type { Satelite } from '@domain/schemas/satellites';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/v1/reTbUnidadesSatelite?idRestaurante: the satellites of a restaurant ('codSatelite - desSatelite'). */
export function getUnidadesSatelite(idRestaurante: number): Promise<Satelite[]> {
  return api.get<Satelite[]>('/api/v1/reTbUnidadesSatelite', { params: { idRestaurante } });
}

export const getUnidadesSateliteQueryOptions = (idRestaurante: number | null) =>
  queryOptions({
    queryKey: ['lookups', 'satelites', idRestaurante],
    queryFn: () => getUnidadesSatelite(idRestaurante!),
    enabled: idRestaurante !== null,
    staleTime: 5 * 60_000,
  });

export function useUnidadesSatelite(idRestaurante: number | null) {
  return useQuery(getUnidadesSateliteQueryOptions(idRestaurante));
}
