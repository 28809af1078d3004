import { apiError } from '@domain/schemas/auth';
import { findActivesByIdRestauranteBody, recipientePesoLov } from '@domain/schemas/entry-lookups';
import { recipientePeso, recipientePesoSearchBody } from '@domain/schemas/registers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerRoutes } from '../../core/register-routes';
import { companyOf } from '../../core/request-context';
import { recipientesPesosRegister, recipientesPesosSearch } from './service';

/** /api/v1/reTbRecipientesPesos — container tares (spec §7 Lookups, Tare weights). */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, recipientesPesosRegister);

  app.post(
    '/lov/findActivesByIdRestaurante',
    {
      schema: {
        tags: ['lookups'],
        body: findActivesByIdRestauranteBody,
        response: { 200: z.array(recipientePesoLov), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) => recipientesPesosSearch(app.db, companyOf(req), req.body.idRestaurante),
  );

  app.post(
    '/search',
    {
      schema: {
        tags: ['reTbRecipientesPesos'],
        body: recipientePesoSearchBody,
        response: { 200: z.array(recipientePeso), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) => recipientesPesosSearch(app.db, companyOf(req), req.body.idRestaurante),
  );
};

export default routes;
