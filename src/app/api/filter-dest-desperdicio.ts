import { api } from '@app/lib/api-client';
import { networkFirst } from '@app/lib/offline-query';
import type { DestDesperdicio } from '@domain/schemas/entry-lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST api/v1/reTbDestDesperdicio/filter: the destinations enabled for a restaurant and waste type. */
export function filterDestDesperdicio(
  idRestaurante: number,
  tipDesperdicio: number,
): Promise<DestDesperdicio[]> {
  return networkFirst(`destinos:${idRestaurante}:${tipDesperdicio}`, () =>
    api.post<DestDesperdicio[]>('/api/v1/reTbDestDesperdicio/filter', {
      idDestino: null,
      idRestaurante,
      tipDesperdicio,
    }),
  );
}

export const filterDestDesperdicioQueryOptions = (idRestaurante: number | null, tipDesperdicio: number) =>
  queryOptions({
    queryKey: ['lookups', 'destinos', idRestaurante, tipDesperdicio],
    queryFn: () => filterDestDesperdicio(idRestaurante!, tipDesperdicio),
    enabled: idRestaurante !== null,
    staleTime: 5 * 60_000,
  });

export function useFilterDestDesperdicio(idRestaurante: number | null, tipDesperdicio: number) {
  return useQuery(filterDestDesperdicioQueryOptions(idRestaurante, tipDesperdicio));
}
