import { api } from '@app/lib/api-client';
import type { InserirRecipientesBody, ResultadoInsercao } from '@domain/schemas/setup-wizard';

/** POST /api/v1/reTbInicializaDesperdicios/inserirDadosRecipientes {idEmpresa, recipientes}. */
export function insertRecipientes(body: InserirRecipientesBody): Promise<ResultadoInsercao> {
  return api.post<ResultadoInsercao>('/api/v1/reTbInicializaDesperdicios/inserirDadosRecipientes', body);
}
