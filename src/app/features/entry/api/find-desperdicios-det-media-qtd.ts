import { api } from '@app/lib/api-client';
import { networkFirst } from '@app/lib/offline-query';
import type { FindMediaQtdBody, MediaQtd } from '@domain/schemas/appointments';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';

/** PUT /api/v1/reTbDesperdiciosDet/findMediaQtd: the reference quantity and its tolerance (min/max/média). */
export function findDesperdiciosDetMediaQtd(body: FindMediaQtdBody): Promise<MediaQtd> {
  const key = [body.idRestaurante, body.tipDesperdicio, body.idProduto, body.idInsumo, body.idAgrupamento];
  return networkFirst(`media:${key.join(':')}`, () =>
    api.put<MediaQtd>('/api/v1/reTbDesperdiciosDet/findMediaQtd', body),
  );
}

export const findDesperdiciosDetMediaQtdQueryOptions = (body: FindMediaQtdBody | null) =>
  queryOptions({
    queryKey: ['entry', 'media', body],
    queryFn: () => findDesperdiciosDetMediaQtd(body!),
    enabled: body !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useDesperdiciosDetMediaQtd(body: FindMediaQtdBody | null) {
  return useQuery(findDesperdiciosDetMediaQtdQueryOptions(body));
}

/**
 * The reference average of each body (null while unknown, offline without a kept copy, or not configured),
 * and whether some lookup failed with no kept copy to answer it.
 */
export function useDesperdiciosDetMediaQtds(bodies: readonly (FindMediaQtdBody | null)[]): {
  medias: (number | null)[];
  failed: boolean;
} {
  return useQueries({
    queries: bodies.map((body) => findDesperdiciosDetMediaQtdQueryOptions(body)),
    combine: (results) => ({
      medias: results.map((r) => (r.data && !r.data.exception ? r.data.mediaQtd : null)),
      failed: results.some((r) => r.isError),
    }),
  });
}
