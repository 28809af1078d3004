import { apiError } from '@domain/schemas/auth';
import { destResiduoIdsBody, destValidateDeleteResult } from '@domain/schemas/waste-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoutes } from '../../core/register-routes';
import { companyOf } from '../../core/request-context';
import { destResiduosRegister, destResiduosUsage } from './service';

/**
 * /api/v1/reTbDestResiduos — destinations (spec §7 "Destinations"): GET, GET /{idDestino}, POST saveAll,
 * POST validateDelete {idDestino list} (which are in use, and why), DELETE {idDestino list} (refuses any in use).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, destResiduosRegister);

  app.post(
    '/validateDelete',
    {
      schema: {
        tags: ['reTbDestResiduos'],
        body: destResiduoIdsBody,
        response: { 200: destValidateDeleteResult, 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) => destResiduosUsage(app.db, companyOf(req), req.body.idDestino),
  );
};

export default routes;
