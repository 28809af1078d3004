import type { LovOption } from '@app/components/ui/lov-select';
import { useLovOptions } from '@app/hooks/use-lov-options';
import { api } from '@app/lib/api-client';
import type { DashItemVenda } from '@domain/schemas/dash-lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';

interface ItensVendaParams {
  /** The id or a part of the name (case and accents ignored). */
  search?: string;
  /** At most this many (server default 50, max 200). */
  qtd?: number;
}

/** GET /api/v1/dashLookups/itensVenda?search&qtd: the company's sale items, by name. */
export function getDashLookupsItensVenda(params: ItensVendaParams = {}): Promise<DashItemVenda[]> {
  return api.get<DashItemVenda[]>('/api/v1/dashLookups/itensVenda', {
    params: { search: params.search?.trim() || undefined, qtd: params.qtd },
  });
}

export const getDashLookupsItensVendaQueryOptions = (params: ItensVendaParams = {}) =>
  queryOptions({
    queryKey: ['lookups', 'itens-venda', params.search?.trim() ?? '', params.qtd ?? null],
    queryFn: () => getDashLookupsItensVenda(params),
    staleTime: 5 * 60_000,
  });

function useItensVenda(params: ItensVendaParams = {}) {
  return useQuery(getDashLookupsItensVendaQueryOptions(params));
}

/** The sale items as list-of-values options (id = idItemVenda). */
export function useDashLookupsItensVendaOptions(params: ItensVendaParams = {}): {
  options: LovOption[] | undefined;
  loading: boolean;
} {
  return useLovOptions(useItensVenda(params), (i) => ({ id: i.idItemVenda, label: i.desItemVenda }));
}
