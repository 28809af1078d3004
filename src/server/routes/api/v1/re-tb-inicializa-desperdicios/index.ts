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
  resultadoInsercao,
} from '@domain/schemas/setup-wizard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../../../plugins/external/auth';
import {
  checkCompany,
  inserirDesperdiciosRest,
  inserirDestResiduos,
  inserirInsumosMonitorados,
  inserirRecipientes,
  pegarExistenciaRegistros,
  pegarInsumosMonitorados,
  pegarNomesRecipientes,
} from '../../../../services/setup-wizard-service';

/**
 * /api/v1/reTbInicializaDesperdicios (spec §7 "Setup wizard"), indParametros (API_ACCESS): what the company
 * already has, suggestions, and the idempotent inserts of each step. The company is the token's; a body's
 * idEmpresa must match it (403).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiError, 401: apiError, 403: apiError };
  const tags = ['setup-wizard'];
  const insert = { 200: resultadoInsercao, ...errors };

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

  app.post(
    '/inserirDadosDesperdiciosRest',
    { schema: { tags, body: inserirDesperdiciosRestBody, response: insert } },
    async (req) => {
      const idEmpresa = companyOf(req);
      checkCompany(idEmpresa, req.body.idEmpresa);
      return inserirDesperdiciosRest(app.db, idEmpresa, req.body);
    },
  );

  app.post(
    '/inserirDadosDestResiduos',
    { schema: { tags, body: inserirDestResiduosBody, response: insert } },
    async (req) => {
      const idEmpresa = companyOf(req);
      checkCompany(idEmpresa, req.body.idEmpresa);
      return inserirDestResiduos(app.db, idEmpresa, req.body.destResiduos);
    },
  );

  app.post(
    '/inserirDadosRecipientes',
    { schema: { tags, body: inserirRecipientesBody, response: insert } },
    async (req) => {
      const idEmpresa = companyOf(req);
      checkCompany(idEmpresa, req.body.idEmpresa);
      return inserirRecipientes(app.db, idEmpresa, req.body.recipientes);
    },
  );

  app.post(
    '/inserirDadosInsumosMonitorados',
    { schema: { tags, body: inserirInsumosMonitoradosBody, response: insert } },
    async (req) => {
      const idEmpresa = companyOf(req);
      checkCompany(idEmpresa, req.body.idEmpresa);
      return inserirInsumosMonitorados(app.db, idEmpresa, req.body.insumos);
    },
  );
};

export default routes;
