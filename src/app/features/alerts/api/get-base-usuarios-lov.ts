import type { LovOption } from '@app/components/ui/lov-select';
import { api } from '@app/lib/api-client';
import type { BaseUsuario } from '@domain/schemas/registers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/** GET /api/nlBaseUsuarios: the users an alert may target (name, login). */
export function getUsuariosLov(): Promise<BaseUsuario[]> {
  return api.get<BaseUsuario[]>('/api/nlBaseUsuarios');
}

export const getUsuariosLovQueryOptions = () =>
  queryOptions({ queryKey: ['alerts', 'usuarios'], queryFn: getUsuariosLov, staleTime: 60_000 });

export function useUsuarioLovOptions(enabled = true): { options: LovOption[] | undefined; loading: boolean } {
  const query = useQuery({ ...getUsuariosLovQueryOptions(), enabled });
  const options = useMemo(
    () => query.data?.map((u) => ({ id: u.idUsuario, label: u.desPessoa, extra: u.desUsuario })),
    [query.data],
  );
  return { options, loading: query.isPending };
}
