import { api } from '@app/lib/api-client';
import { networkFirst } from '@app/lib/offline-query';
import type { InsumoLov } from '@domain/schemas/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/reTbDesperdiciosDet/findIdInsumos: the monitored inputs (kept offline). */
export function findDesperdiciosDetInsumos(): Promise<InsumoLov[]> {
  return networkFirst('insumos', () =>
    api.post<InsumoLov[]>('/api/v1/reTbDesperdiciosDet/findIdInsumos', { idInsumo: null }),
  );
}

export const findDesperdiciosDetInsumosQueryOptions = () =>
  queryOptions({
    queryKey: ['entry', 'insumos'],
    queryFn: findDesperdiciosDetInsumos,
    staleTime: 5 * 60_000,
  });

export function useDesperdiciosDetInsumos(enabled = true) {
  return useQuery({ ...findDesperdiciosDetInsumosQueryOptions(), enabled });
}
