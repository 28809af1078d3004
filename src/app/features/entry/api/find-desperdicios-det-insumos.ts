import { api } from '@app/lib/api-client';
import { networkFirst } from '@app/lib/offline-query';
import type { InsumoLov } from '@domain/schemas/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/reTbDesperdiciosDet/findIdInsumos: the monitored inputs (kept offline). */
export function getInsumos(): Promise<InsumoLov[]> {
  return networkFirst('insumos', () =>
    api.post<InsumoLov[]>('/api/v1/reTbDesperdiciosDet/findIdInsumos', { idInsumo: null }),
  );
}

export const getInsumosQueryOptions = () =>
  queryOptions({ queryKey: ['entry', 'insumos'], queryFn: getInsumos, staleTime: 5 * 60_000 });

export function useInsumos(enabled = true) {
  return useQuery({ ...getInsumosQueryOptions(), enabled });
}
