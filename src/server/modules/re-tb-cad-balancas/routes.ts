import { apiError } from '@domain/schemas/auth';
import { coercedId } from '@domain/schemas/fields';
import { cadBalanca } from '@domain/schemas/registers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerRoutes } from '../../core/register-routes';
import { companyOf } from '../../core/request-context';
import { cadBalancasRegister, cadBalancasService } from './service';

const serial = z.string().trim().min(1).max(60);

/** /api/v1/reTbCadBalancas — scale register (spec §7 "Scale register"). */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, cadBalancasRegister);
  const service = cadBalancasService(app.db);
  const response = { 200: z.array(cadBalanca), 400: apiError, 401: apiError, 403: apiError };

  app.get(
    '/findAllByIdSerial/:serial',
    { schema: { tags: ['reTbCadBalancas'], params: z.object({ serial }), response } },
    async (req) => service.bySerial(companyOf(req), req.params.serial),
  );

  app.get(
    '/findAllByIdBalAndIdSerial/:id/:serial',
    {
      schema: {
        tags: ['reTbCadBalancas'],
        params: z.object({ id: coercedId, serial }),
        response,
      },
    },
    async (req) => service.byIdAndSerial(companyOf(req), req.params.id, req.params.serial),
  );
};

export default routes;
