import { api } from '@app/lib/api-client';
import type { ExistenciaRegistros } from '@domain/schemas/setup-wizard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SETUP_WIZARD_KEY } from './keys';

/** GET /api/v1/reTbInicializaDesperdicios/pegarExistenciaRegistros: what the company already has. */
export function getExistenciaRegistros(): Promise<ExistenciaRegistros> {
  return api.get<ExistenciaRegistros>('/api/v1/reTbInicializaDesperdicios/pegarExistenciaRegistros');
}

export const getExistenciaRegistrosQueryOptions = () =>
  queryOptions({
    queryKey: [...SETUP_WIZARD_KEY, 'existencia'],
    queryFn: getExistenciaRegistros,
    retry: false,
  });

export function useExistenciaRegistros() {
  return useQuery(getExistenciaRegistrosQueryOptions());
}
