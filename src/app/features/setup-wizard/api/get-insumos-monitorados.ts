import { api } from '@app/lib/api-client';
import type { InsumoMonitoravel } from '@domain/schemas/setup-wizard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SETUP_WIZARD_KEY } from './keys';

export interface InsumosFiltro {
  codMascara: string;
  codsNivel: string[];
}

/** PUT /api/v1/reTbInicializaDesperdicios/pegarInsumosMonitorados {codMascara, codsNivel}: the matching inputs. */
export function getInsumosMonitorados(filtro: InsumosFiltro): Promise<InsumoMonitoravel[]> {
  return api.put<InsumoMonitoravel[]>('/api/v1/reTbInicializaDesperdicios/pegarInsumosMonitorados', filtro);
}

export const getInsumosMonitoradosQueryOptions = (filtro: InsumosFiltro) =>
  queryOptions({
    queryKey: [...SETUP_WIZARD_KEY, 'insumos', filtro.codMascara, filtro.codsNivel],
    queryFn: () => getInsumosMonitorados(filtro),
    retry: false,
  });

/** Runs once a search is submitted (filtro not null). */
export function useInsumosMonitorados(filtro: InsumosFiltro | null) {
  return useQuery({
    ...getInsumosMonitoradosQueryOptions(filtro ?? { codMascara: '', codsNivel: [] }),
    enabled: filtro !== null,
    placeholderData: keepPreviousData,
  });
}
