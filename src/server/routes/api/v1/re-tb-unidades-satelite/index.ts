import { apiError } from '@domain/schemas/auth';
import { satelite, satelitesQuery } from '@domain/schemas/satellites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../../../plugins/external/auth';
import { satellitesService } from '../../../../services/satellites-service';

/** /api/v1/reTbUnidadesSatelite — satellite units (spec §7 Satellites). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = satellitesService(app.db);

  app.get(
    '/',
    {
      // The appointment maintenance screen searches by satellite.
      config: { flags: ['indRetAdm', 'indApontamentos'] },
      schema: {
        tags: ['satélites'],
        querystring: satelitesQuery,
        response: { 200: z.array(satelite), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) => service.find(companyOf(req), req.query),
  );
};

export default routes;
