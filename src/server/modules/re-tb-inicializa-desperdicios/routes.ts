import { apiError } from '@domain/schemas/auth';
import {
  existenciaRegistros,
  inserirDesperdiciosRestBody,
  inserirDestResiduosBody,
  inserirInsumosMonitoradosBody,
  inserirRecipientesBody,
  insumoMonitoravel,
  insumosMonitoradosBody,
  nomesRecipientes,
  type ResultadoInsercao,
  resultadoInsercao,
} from '@domain/schemas/setup-wizard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../core/request-context';
import {
  checkCompany,
  inserirDesperdiciosRest,
  inserirDestResiduos,
  inserirInsumosMonitorados,
  inserirRecipientes,
  pegarExistenciaRegistros,
  pegarInsumosMonitorados,
  pegarNomesRecipientes,
} from './service';

/**
 * /api/v1/reTbInicializaDesperdicios (spec §7 "Setup wizard"), indParametros (API_ACCESS): what the company
 * already has, suggestions, and the idempotent inserts of each step. The company is the token's; a body's
 * idEmpresa must match it (403).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiError, 401: apiError, 403: apiError };
  const tags = ['setup-wizard'];
  const insertResponse = { 200: resultadoInsercao, ...errors };

  app.get(
    '/pegarExistenciaRegistros',
    { schema: { tags, response: { 200: existenciaRegistros, ...errors } } },
    async (req) => pegarExistenciaRegistros(app.db, companyOf(req)),
  );

  app.get(
    '/pegarNomesRecipientes',
    { schema: { tags, response: { 200: nomesRecipientes, ...errors } } },
    async (req) => pegarNomesRecipientes(app.db, companyOf(req)),
  );

  app.put(
    '/pegarInsumosMonitorados',
    {
      schema: {
        tags,
        body: insumosMonitoradosBody,
        response: { 200: z.array(insumoMonitoravel), ...errors },
      },
    },
    async (req) => pegarInsumosMonitorados(app.db, companyOf(req), req.body),
  );

  /** An idempotent insert of a step: the body's idEmpresa, when given, must be the token's company. */
  const insertRoute = <B extends { idEmpresa?: number }>(
    url: string,
    body: z.ZodType<B>,
    insert: (idEmpresa: number, body: B) => Promise<ResultadoInsercao>,
  ) =>
    app.post(url, { schema: { tags, body, response: insertResponse } }, async (req) => {
      // Validated by `body` (the type provider cannot resolve a generic schema's type).
      const parsed = req.body as B;
      const idEmpresa = companyOf(req);
      checkCompany(idEmpresa, parsed.idEmpresa);
      return insert(idEmpresa, parsed);
    });

  insertRoute('/inserirDadosDesperdiciosRest', inserirDesperdiciosRestBody, (idEmpresa, body) =>
    inserirDesperdiciosRest(app.db, idEmpresa, body),
  );
  insertRoute('/inserirDadosDestResiduos', inserirDestResiduosBody, (idEmpresa, body) =>
    inserirDestResiduos(app.db, idEmpresa, body.destResiduos),
  );
  insertRoute('/inserirDadosRecipientes', inserirRecipientesBody, (idEmpresa, body) =>
    inserirRecipientes(app.db, idEmpresa, body.recipientes),
  );
  insertRoute('/inserirDadosInsumosMonitorados', inserirInsumosMonitoradosBody, (idEmpresa, body) =>
    inserirInsumosMonitorados(app.db, idEmpresa, body.insumos),
  );
};

export default routes;
