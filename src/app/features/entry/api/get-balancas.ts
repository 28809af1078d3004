import { api } from '@app/lib/api-client';
import { networkFirst } from '@app/lib/offline-query';
import type { BalancaLov } from '@domain/schemas/entry-lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/v1/reTbBalancas/lov/byRestaurante/{id}?indInativo=0: the active scales of a restaurant. */
export function getBalancas(idRestaurante: number): Promise<BalancaLov[]> {
  return networkFirst(`balancas:${idRestaurante}`, () =>
    api.get<BalancaLov[]>(`/api/v1/reTbBalancas/lov/byRestaurante/${idRestaurante}`, {
      params: { indInativo: 0 },
    }),
  );
}

export const getBalancasQueryOptions = (idRestaurante: number | null) =>
  queryOptions({
    queryKey: ['entry', 'balancas', idRestaurante],
    queryFn: () => getBalancas(idRestaurante!),
    enabled: idRestaurante !== null,
    staleTime: 5 * 60_000,
  });

export function useBalancas(idRestaurante: number | null) {
  return useQuery(getBalancasQueryOptions(idRestaurante));
}
