import { apiError } from '@domain/schemas/auth';
import { parametro, parametrosQuery } from '@domain/schemas/entry-lookups';
import {
  findByIdsBody,
  modoApontamentoBody,
  modoApontamentoResult,
  parametros,
  parametrosBuscaBody,
  parametrosSaveAllBody,
  replicarBody,
  replicarResult,
} from '@domain/schemas/parameters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../core/request-context';
import { parametrosService } from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError } as const;

/**
 * /api/v1/reTbParametros — parameters (spec §7 Parameters). The administration routes need indParametros
 * (API_ACCESS); the company is always the token's (a body idEmpresa is ignored).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = parametrosService(app.db);

  app.get(
    '/',
    {
      // Waste entry reads its parameters (RE-Refeicoes/U, RE-Configuracao/U).
      config: { flags: ['indParametros', 'indApontamentos'] },
      schema: {
        tags: ['parâmetros'],
        querystring: parametrosQuery,
        response: { 200: z.array(parametro), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) => service.find(companyOf(req), req.query),
  );

  app.post(
    '/modoApontamento',
    {
      // Waste entry reports the §4 expiry it met; the server decides and saves the switch.
      config: { flags: ['indParametros', 'indApontamentos'] },
      schema: {
        tags: ['parâmetros'],
        body: modoApontamentoBody,
        response: { 200: modoApontamentoResult, ...errors },
      },
    },
    async (req) => service.modoApontamento(companyOf(req), req.body.idRestaurante),
  );

  app.post(
    '/byEmpresaOrRestaurante',
    { schema: { tags: ['parâmetros'], body: parametrosBuscaBody, response: { 200: parametros, ...errors } } },
    async (req) => service.byEmpresaOrRestaurante(companyOf(req), req.body),
  );

  app.post(
    '/replicar',
    { schema: { tags: ['parâmetros'], body: replicarBody, response: { 200: replicarResult, ...errors } } },
    async (req) => service.replicar(companyOf(req), req.body),
  );

  app.post(
    '/saveAll',
    {
      schema: { tags: ['parâmetros'], body: parametrosSaveAllBody, response: { 200: parametros, ...errors } },
    },
    async (req) => service.saveAll(companyOf(req), req.body),
  );

  app.post(
    '/findByIds',
    { schema: { tags: ['parâmetros'], body: findByIdsBody, response: { 200: parametros, ...errors } } },
    async (req) => service.findByIds(companyOf(req), req.body.idParametros),
  );
};

export default routes;
