import { apiError } from '@domain/schemas/auth';
import { balIsActiveQuery, balIsActiveResult, satBalanca } from '@domain/schemas/registers';
import { idParam } from '@domain/schemas/restaurants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerRoutes } from '../../core/register-routes';
import { companyOf } from '../../core/request-context';
import { satBalancasRegister, satBalancasService } from './service';

const tags = ['reTbSatBalancas'];
const errors = { 400: apiError, 401: apiError, 403: apiError };

/** /api/v1/reTbSatBalancas — scale ↔ satellite links (spec §7 "Scale-satellite"); POST '/' saves a list. */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, satBalancasRegister);
  const service = satBalancasService(app.db);

  app.get(
    '/idRestaurante/:id',
    { schema: { tags, params: idParam, response: { 200: z.array(satBalanca), ...errors } } },
    async (req) => service.byRestaurante(companyOf(req), req.params.id),
  );

  app.get(
    '/balIsActive',
    { schema: { tags, querystring: balIsActiveQuery, response: { 200: balIsActiveResult, ...errors } } },
    async (req) => service.balIsActive(companyOf(req), req.query.idBal),
  );
};

export default routes;
