import type { LovOption } from '@app/components/ui/lov-select';
import { api } from '@app/lib/api-client';
import type { BaseUsuario } from '@domain/schemas/registers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/** GET api/nlBaseUsuarios: the base users (never with a password). */
export function getUsuarios(): Promise<BaseUsuario[]> {
  return api.get<BaseUsuario[]>('/api/nlBaseUsuarios');
}

export const getUsuariosQueryOptions = () =>
  queryOptions({ queryKey: ['registers', 'nlBaseUsuarios'], queryFn: getUsuarios, staleTime: 60_000 });

/** The users as options (name, login). */
export function useUsuarioOptions(): { options: LovOption[] | undefined; loading: boolean } {
  const query = useQuery(getUsuariosQueryOptions());
  const options = useMemo(
    () => query.data?.map((u) => ({ id: u.idUsuario, label: u.desPessoa, extra: u.desUsuario })),
    [query.data],
  );
  return { options, loading: query.isPending };
}
