import type { ImportacaoTipo } from '@app/features/importacao/utils/importacao';
import { api } from '@app/lib/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

const IMPORTACAO_TIPOS_KEY = ['importacao', 'tipos'] as const;

/** GET /api/v1/importacao: the kinds of data that can be imported, with their columns. */
export function getImportacaoTipos(): Promise<ImportacaoTipo[]> {
  return api.get<ImportacaoTipo[]>('/api/v1/importacao');
}

export const getImportacaoTiposQueryOptions = () =>
  queryOptions({ queryKey: IMPORTACAO_TIPOS_KEY, queryFn: getImportacaoTipos, staleTime: 5 * 60_000 });

export function useImportacaoTipos() {
  return useQuery(getImportacaoTiposQueryOptions());
}
