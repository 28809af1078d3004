import { apiError } from '@domain/schemas/auth';
import {
  desperdicioRest,
  desperdicioRestFindBody,
  desperdicioRestIdsBody,
  desperdicioRestQuery,
  validateAddBody,
  validateAddResult,
  validateDeleteRestResult,
} from '@domain/schemas/waste-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerRoutes } from '../../core/register-routes';
import { companyOf } from '../../core/request-context';
import {
  type DesperdicioRestFilter,
  desperdicioRestSearch,
  desperdiciosRestRegister,
  validateAdd,
  validateDelete,
} from './service';

const tags = ['reTbDesperdiciosRest'];
const errors = { 400: apiError, 401: apiError, 403: apiError };

/**
 * /api/v1/reTbDesperdiciosRest — restaurants per waste type (spec §7 "Restaurant-waste"): GET (filters idGrupo,
 * tipDesperdicio), GET .../searchByGroup, POST .../findByGrupoRestauranteTipoDesperdicio, POST .../validateAdd,
 * POST .../saveAll, POST .../validateDelete, DELETE {idRestDesp}.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, {
    ...desperdiciosRestRegister,
    list: {
      query: desperdicioRestQuery,
      find: (db, idEmpresa, query: DesperdicioRestFilter) => desperdicioRestSearch(db, idEmpresa, query),
    },
  });

  app.get(
    '/searchByGroup',
    {
      schema: {
        tags,
        querystring: desperdicioRestQuery,
        response: { 200: z.array(desperdicioRest), ...errors },
      },
    },
    async (req) => desperdicioRestSearch(app.db, companyOf(req), req.query),
  );

  app.post(
    '/findByGrupoRestauranteTipoDesperdicio',
    {
      schema: { tags, body: desperdicioRestFindBody, response: { 200: z.array(desperdicioRest), ...errors } },
    },
    async (req) => desperdicioRestSearch(app.db, companyOf(req), req.body),
  );

  app.post(
    '/validateAdd',
    { schema: { tags, body: validateAddBody, response: { 200: validateAddResult, ...errors } } },
    async (req) => validateAdd(app.db, companyOf(req), req.body),
  );

  app.post(
    '/validateDelete',
    {
      schema: { tags, body: desperdicioRestIdsBody, response: { 200: validateDeleteRestResult, ...errors } },
    },
    async (req) => validateDelete(app.db, companyOf(req), req.body.idRestDesp),
  );
};

export default routes;
