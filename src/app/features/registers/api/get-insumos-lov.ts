import type { LovOption } from '@app/components/ui/lov-select';
import { api } from '@app/lib/api-client';
import type { InsumoCatalogo } from '@domain/schemas/waste-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/** The most the picker loads (the schema's cap): the picker filters them as the user types. */
const CATALOGUE_MAX = 500;

/** GET /api/v1/reTbInsumos/lov?search&qtd: the company's input catalogue, by name. */
export function getInsumosCatalogo(search?: string): Promise<InsumoCatalogo[]> {
  return api.get<InsumoCatalogo[]>('/api/v1/reTbInsumos/lov', {
    params: { qtd: CATALOGUE_MAX, search: search || undefined },
  });
}

export const getInsumosCatalogoQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'insumos-catalogo'],
    queryFn: () => getInsumosCatalogo(),
    staleTime: 5 * 60_000,
  });

export function useInsumosCatalogo() {
  return useQuery(getInsumosCatalogoQueryOptions());
}

/** The catalogue as list-of-values options (id, name, mask). */
export function useInsumoCatalogoOptions(): { options: LovOption[] | undefined; loading: boolean } {
  const query = useInsumosCatalogo();
  const options = useMemo(
    () => query.data?.map((i) => ({ id: i.idInsumo, label: i.desInsumo, extra: i.codMascara ?? undefined })),
    [query.data],
  );
  return { options, loading: query.isPending };
}
