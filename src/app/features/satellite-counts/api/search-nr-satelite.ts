import { api } from '@app/lib/api-client';
import type { NrSatelite, NrSateliteQuery } from '@domain/schemas/registers';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/v1/reTbNrSatelite/search?idRestaurante&idSatelite&dtaInicial&dtaFinal: one row per day, sale item
 * and product served at the satellite, with its stored counts (idNrSat null when none yet).
 */
export function searchNrSatelite(query: NrSateliteQuery): Promise<NrSatelite[]> {
  return api.get<NrSatelite[]>('/api/v1/reTbNrSatelite/search', { params: { ...query } });
}

export const searchNrSateliteQueryOptions = (query: NrSateliteQuery | null) =>
  queryOptions({
    queryKey: ['satellite-counts', query],
    queryFn: () => searchNrSatelite(query!),
    enabled: query !== null,
    staleTime: 0,
    // The user's edits sit on top of these rows: no refetch behind their back.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useSearchNrSatelite(query: NrSateliteQuery | null) {
  return useQuery(searchNrSateliteQueryOptions(query));
}
