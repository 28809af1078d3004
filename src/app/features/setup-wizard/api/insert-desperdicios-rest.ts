import { api } from '@app/lib/api-client';
import type { InserirDesperdiciosRestBody, ResultadoInsercao } from '@domain/schemas/setup-wizard';

/**
 * POST /api/v1/reTbInicializaDesperdicios/inserirDadosDesperdiciosRest
 * {idEmpresa, tipDesperdicio, excedenteProducaoTipCardapio, tipoDesperdicioTipCardapio}.
 */
export function insertDesperdiciosRest(body: InserirDesperdiciosRestBody): Promise<ResultadoInsercao> {
  return api.post<ResultadoInsercao>('/api/v1/reTbInicializaDesperdicios/inserirDadosDesperdiciosRest', body);
}
