import type { LovOption } from '@app/components/ui/lov-select';
import { useLovOptions } from '@app/hooks/use-lov-options';
import { api } from '@app/lib/api-client';
import type { InsumoCatalogo } from '@domain/schemas/waste-config';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The most the picker loads (the schema's cap): the picker filters them as the user types. */
const CATALOGUE_MAX = 500;

/** GET /api/v1/reTbInsumos/lov?search&qtd: the company's input catalogue, by name. */
export function getInsumosLov(search?: string): Promise<InsumoCatalogo[]> {
  return api.get<InsumoCatalogo[]>('/api/v1/reTbInsumos/lov', {
    params: { qtd: CATALOGUE_MAX, search: search || undefined },
  });
}

export const getInsumosLovQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'insumos-catalogo'],
    queryFn: () => getInsumosLov(),
    staleTime: 5 * 60_000,
  });

export function useInsumosLov() {
  return useQuery(getInsumosLovQueryOptions());
}

/** The catalogue as list-of-values options (id, name, mask). */
export function useInsumosLovOptions(): { options: LovOption[] | undefined; loading: boolean } {
  return useLovOptions(useInsumosLov(), (i) => ({
    id: i.idInsumo,
    label: i.desInsumo,
    extra: i.codMascara ?? undefined,
  }));
}
