import { apiError } from '@domain/schemas/auth';
import { findActivesByIdRestauranteBody, recipientePesoLov } from '@domain/schemas/entry-lookups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../../../plugins/external/auth';
import { taresService } from '../../../../services/tares-service';

/** /api/v1/reTbRecipientesPesos — container tares (spec §7 Lookups, Tare weights). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = taresService(app.db);

  app.post(
    '/lov/findActivesByIdRestaurante',
    {
      schema: {
        tags: ['lookups'],
        body: findActivesByIdRestauranteBody,
        response: { 200: z.array(recipientePesoLov), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) => service.activesByRestaurante(companyOf(req), req.body.idRestaurante),
  );
};

export default routes;
