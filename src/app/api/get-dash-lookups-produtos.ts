import type { LovOption } from '@app/components/ui/lov-select';
import { useLovOptions } from '@app/hooks/use-lov-options';
import { api } from '@app/lib/api-client';
import type { DashProduto } from '@domain/schemas/dash-lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';

interface ProdutosParams {
  /** The id or a part of the name (case and accents ignored). */
  search?: string;
  /** At most this many (server default 50, max 200). */
  qtd?: number;
  /** Only the products of this sale item; null/absent = every product of the company. */
  idItemVenda?: number | null;
}

/** GET /api/v1/dashLookups/produtos?search&qtd&idItemVenda: the company's products, by name. */
export function getDashLookupsProdutos(params: ProdutosParams = {}): Promise<DashProduto[]> {
  return api.get<DashProduto[]>('/api/v1/dashLookups/produtos', {
    params: { search: params.search?.trim() || undefined, qtd: params.qtd, idItemVenda: params.idItemVenda },
  });
}

export const getDashLookupsProdutosQueryOptions = (params: ProdutosParams = {}) =>
  queryOptions({
    queryKey: [
      'lookups',
      'produtos',
      params.idItemVenda ?? null,
      params.search?.trim() ?? '',
      params.qtd ?? null,
    ],
    queryFn: () => getDashLookupsProdutos(params),
    staleTime: 5 * 60_000,
  });

function useProdutos(params: ProdutosParams = {}) {
  return useQuery(getDashLookupsProdutosQueryOptions(params));
}

/** The products as list-of-values options (id = idProduto); pass idItemVenda to list only that item's. */
export function useDashLookupsProdutosOptions(params: ProdutosParams = {}): {
  options: LovOption[] | undefined;
  loading: boolean;
} {
  return useLovOptions(useProdutos(params), (p) => ({ id: p.idProduto, label: p.desProduto }));
}
