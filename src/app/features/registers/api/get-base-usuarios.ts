import type { LovOption } from '@app/components/ui/lov-select';
import { useLovOptions } from '@app/hooks/use-lov-options';
import { api } from '@app/lib/api-client';
import type { BaseUsuario } from '@domain/schemas/registers';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET api/nlBaseUsuarios: the base users (never with a password). */
export function getBaseUsuarios(): Promise<BaseUsuario[]> {
  return api.get<BaseUsuario[]>('/api/nlBaseUsuarios');
}

export const getBaseUsuariosQueryOptions = () =>
  queryOptions({ queryKey: ['registers', 'nlBaseUsuarios'], queryFn: getBaseUsuarios, staleTime: 60_000 });

/** The users as options (name, login). */
export function useBaseUsuariosOptions(): { options: LovOption[] | undefined; loading: boolean } {
  return useLovOptions(useQuery(getBaseUsuariosQueryOptions()), (u) => ({
    id: u.idUsuario,
    label: u.desPessoa,
    extra: u.desUsuario,
  }));
}
