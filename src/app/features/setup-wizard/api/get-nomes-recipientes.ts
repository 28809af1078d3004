import { api } from '@app/lib/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SETUP_WIZARD_KEY } from './keys';

/** GET /api/v1/reTbInicializaDesperdicios/pegarNomesRecipientes: suggested container names not yet registered. */
export function getNomesRecipientes(): Promise<string[]> {
  return api.get<string[]>('/api/v1/reTbInicializaDesperdicios/pegarNomesRecipientes');
}

export const getNomesRecipientesQueryOptions = () =>
  queryOptions({
    queryKey: [...SETUP_WIZARD_KEY, 'nomes-recipientes'],
    queryFn: getNomesRecipientes,
    retry: false,
  });

export function useNomesRecipientes() {
  return useQuery(getNomesRecipientesQueryOptions());
}
