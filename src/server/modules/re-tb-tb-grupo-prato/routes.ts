import { apiError } from '@domain/schemas/auth';
import { grupoPrato, grupoPratoSearchBody } from '@domain/schemas/waste-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../core/request-context';
import { gramaturaPratosService } from '../re-gramatura-pratos/public';

/**
 * /api/v1/reTbTbGrupoPrato — the dish groups, a lookup of the plate-weight register (spec §7 "Plate weights":
 * POST /api/v1/reTbTbGrupoPrato): {search?} (or no body) → the company's groups whose name contains it, by name.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = gramaturaPratosService(app.db);

  app.post(
    '/',
    {
      schema: {
        tags: ['reTbTbGrupoPrato'],
        body: z.preprocess((v) => v ?? {}, grupoPratoSearchBody),
        response: { 200: z.array(grupoPrato), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) => service.searchGroups(companyOf(req), req.body.search),
  );
};

export default routes;
