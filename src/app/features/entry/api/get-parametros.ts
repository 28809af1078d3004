import { api } from '@app/lib/api-client';
import { networkFirst } from '@app/lib/offline-query';
import { PARAM_CONFIG, PARAM_LIMITES, PARAM_REFEICOES } from '@domain/constants';
import type { Parametro } from '@domain/schemas/entry-lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/v1/reTbParametros?desParametro&idRestaurante: the restaurant's RE-Configuracao/U and
 * RE-Refeicoes/U parameters, with the company's plausibility limits (RE-Limites, global). Kept offline only
 * until their refresh date (spec §4, §9).
 */
export function getParametros(idRestaurante: number): Promise<Parametro[]> {
  return networkFirst(
    `parametros:${idRestaurante}`,
    async () => {
      const [config, refeicoes, limites] = await Promise.all([
        ...[PARAM_CONFIG, PARAM_REFEICOES].map((desParametro) =>
          api.get<Parametro[]>('/api/v1/reTbParametros', { params: { desParametro, idRestaurante } }),
        ),
        api.get<Parametro[]>('/api/v1/reTbParametros', { params: { desParametro: PARAM_LIMITES } }),
      ]);
      return [...config, ...refeicoes, ...limites.filter((p) => p.idRestaurante === null)];
    },
    { expires: true },
  );
}

export const getParametrosQueryOptions = (idRestaurante: number | null) =>
  queryOptions({
    queryKey: ['entry', 'parametros', idRestaurante],
    queryFn: () => getParametros(idRestaurante!),
    enabled: idRestaurante !== null,
    staleTime: 60_000,
    retry: false,
  });

export function useParametros(idRestaurante: number | null) {
  return useQuery(getParametrosQueryOptions(idRestaurante));
}
