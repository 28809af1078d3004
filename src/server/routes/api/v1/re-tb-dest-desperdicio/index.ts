import { apiError } from '@domain/schemas/auth';
import { destDesperdicio, destDesperdicioFilterBody } from '@domain/schemas/entry-lookups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../../../plugins/external/auth';
import { destinationsService } from '../../../../services/destinations-service';

/** /api/v1/reTbDestDesperdicio — destinations per restaurant and waste type (spec §7 Destination-waste). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = destinationsService(app.db);

  app.post(
    '/filter',
    {
      // Waste entry reads the destinations too.
      config: { flags: ['indRetAdm', 'indApontamentos'] },
      schema: {
        tags: ['cadastros'],
        body: destDesperdicioFilterBody,
        response: { 200: z.array(destDesperdicio), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) => service.filter(companyOf(req), req.body),
  );
};

export default routes;
