import { api } from '@app/lib/api-client';
import type { InserirDestResiduosBody, ResultadoInsercao } from '@domain/schemas/setup-wizard';

/** POST /api/v1/reTbInicializaDesperdicios/inserirDadosDestResiduos {idEmpresa, destResiduos}. */
export function insertDestResiduos(body: InserirDestResiduosBody): Promise<ResultadoInsercao> {
  return api.post<ResultadoInsercao>('/api/v1/reTbInicializaDesperdicios/inserirDadosDestResiduos', body);
}
