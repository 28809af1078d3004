import type { LovOption } from '@app/components/ui/lov-select';
import { useLovOptions } from '@app/hooks/use-lov-options';
import { api } from '@app/lib/api-client';
import type { GrupoPrato } from '@domain/schemas/waste-config';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/reTbTbGrupoPrato {search}: the company's dish groups (spec §7 "Plate weights"). */
export function getTbGrupoPrato(search?: string): Promise<GrupoPrato[]> {
  return api.post<GrupoPrato[]>('/api/v1/reTbTbGrupoPrato', search ? { search } : {});
}

export const getTbGrupoPratoQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'grupos-prato'],
    queryFn: () => getTbGrupoPrato(),
    staleTime: 5 * 60_000,
  });

function useGruposPrato() {
  return useQuery(getTbGrupoPratoQueryOptions());
}

/** The dish groups as list-of-values options ('id - name'). */
export function useTbGrupoPratoOptions(): { options: LovOption[] | undefined; loading: boolean } {
  return useLovOptions(useGruposPrato(), (g) => ({ id: g.idGrupo, label: g.desGrupo }));
}
