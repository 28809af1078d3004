import type { LovOption } from '@app/components/ui/lov-select';
import { useLovOptions } from '@app/hooks/use-lov-options';
import { api } from '@app/lib/api-client';
import type { BaseUsuario } from '@domain/schemas/registers';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/nlBaseUsuarios: the users an alert may target (name, login). */
export function getBaseUsuariosLov(): Promise<BaseUsuario[]> {
  return api.get<BaseUsuario[]>('/api/nlBaseUsuarios');
}

export const getBaseUsuariosLovQueryOptions = () =>
  queryOptions({ queryKey: ['alerts', 'usuarios'], queryFn: getBaseUsuariosLov, staleTime: 60_000 });

export function useBaseUsuariosLovOptions(enabled = true): {
  options: LovOption[] | undefined;
  loading: boolean;
} {
  return useLovOptions(useQuery({ ...getBaseUsuariosLovQueryOptions(), enabled }), (u) => ({
    id: u.idUsuario,
    label: u.desPessoa,
    extra: u.desUsuario,
  }));
}
