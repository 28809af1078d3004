import { api } from '@app/lib/api-client';
import type { InserirInsumosMonitoradosBody, ResultadoInsercao } from '@domain/schemas/setup-wizard';

/** POST /api/v1/reTbInicializaDesperdicios/inserirDadosInsumosMonitorados {insumos}. */
export function insertInsumosMonitorados(body: InserirInsumosMonitoradosBody): Promise<ResultadoInsercao> {
  return api.post<ResultadoInsercao>(
    '/api/v1/reTbInicializaDesperdicios/inserirDadosInsumosMonitorados',
    body,
  );
}
