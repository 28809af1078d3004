import { apiError } from '@domain/schemas/auth';
import { destDesperdicio, destDesperdicioFilterBody } from '@domain/schemas/entry-lookups';
import { destDesperdicioRow, destDesperdicioSearchBody } from '@domain/schemas/waste-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerRoutes } from '../../core/register-routes';
import { companyOf } from '../../core/request-context';
import { destDesperdicioRegister, destDesperdicioSearch, destDesperdicioService } from './service';

/**
 * /api/v1/reTbDestDesperdicio — destinations per restaurant and waste type (spec §7 Destination-waste):
 * POST search {idRestaurante}, POST filter (waste entry), POST saveAll, DELETE {idDestDesp list}.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = destDesperdicioService(app.db);
  registerRoutes(app, destDesperdicioRegister);

  app.post(
    '/search',
    {
      schema: {
        tags: ['reTbDestDesperdicio'],
        body: destDesperdicioSearchBody,
        response: { 200: z.array(destDesperdicioRow), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) => destDesperdicioSearch(app.db, companyOf(req), req.body.idRestaurante),
  );

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
