import type { LovOption } from '@app/components/ui/lov-select';
import { useLovOptions } from '@app/hooks/use-lov-options';
import { api } from '@app/lib/api-client';
import type { DashAgrupamento } from '@domain/schemas/dash-lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/v1/dashLookups/agrupamentos: the company's product groupings, by name. */
export function getDashLookupsAgrupamentos(): Promise<DashAgrupamento[]> {
  return api.get<DashAgrupamento[]>('/api/v1/dashLookups/agrupamentos');
}

export const getDashLookupsAgrupamentosQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'agrupamentos'],
    queryFn: getDashLookupsAgrupamentos,
    staleTime: 5 * 60_000,
  });

function useAgrupamentos() {
  return useQuery(getDashLookupsAgrupamentosQueryOptions());
}

/** The groupings as list-of-values options (id = codAgrupamento). */
export function useDashLookupsAgrupamentosOptions(): { options: LovOption[] | undefined; loading: boolean } {
  return useLovOptions(useAgrupamentos(), (a) => ({ id: a.codAgrupamento, label: a.desAgrupamento }));
}
