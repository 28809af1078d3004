import { apiError } from '@domain/schemas/auth';
import { int4 } from '@domain/schemas/fields';
import { idsBody, sateliteRow } from '@domain/schemas/registers';
import { satelite, satelitesQuery } from '@domain/schemas/satellites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerRoutes } from '../../core/register-routes';
import { companyOf } from '../../core/request-context';
import { unidadesSateliteRegister, unidadesSateliteService } from './service';

const tags = ['reTbUnidadesSatelite'];
const errors = { 400: apiError, 401: apiError, 403: apiError };

/** DELETE .../byIds: the ids as a list, or {idSatelite: id | id[]}. */
const byIdsBody = idsBody('idSatelite');

/**
 * /api/v1/reTbUnidadesSatelite — satellite units (spec §7 Satellites): GET ?idRestaurante, GET /{codSatelite},
 * POST / (save a list, through the register engine), DELETE /byIds (answers the ids that cannot be deleted).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, {
    ...unidadesSateliteRegister,
    list: false,
    get: false,
    saveAll: { path: '/' },
    remove: false,
  });
  const service = unidadesSateliteService(app.db);

  app.get(
    '/',
    {
      // The appointment maintenance screen searches by satellite. The rows keep their original shape
      // (the response schema leaves out desRestaurante: the register screen shows the restaurant by its id).
      config: { flags: ['indRetAdm', 'indApontamentos'] },
      schema: { tags, querystring: satelitesQuery, response: { 200: z.array(satelite), ...errors } },
    },
    async (req) => service.find(companyOf(req), req.query),
  );

  app.get(
    '/:codSatelite',
    {
      schema: {
        tags,
        params: z.object({ codSatelite: z.string().trim().min(1).max(30) }),
        response: { 200: sateliteRow, 404: apiError, ...errors },
      },
    },
    async (req) => service.byCode(companyOf(req), req.params.codSatelite),
  );

  app.delete(
    '/byIds',
    {
      schema: {
        tags,
        body: byIdsBody,
        response: { 200: z.array(int4), 404: apiError, ...errors },
      },
    },
    async (req) => service.deleteByIds(companyOf(req), req.body.idSatelite),
  );
};

export default routes;
