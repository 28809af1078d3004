import { apiError } from '@domain/schemas/auth';
import { coercedId } from '@domain/schemas/fields';
import {
  balancaUnidade,
  balancaUnidadeByBalsBody,
  balancaUnidadeByIdBody,
  balancaUnidadeByRestauranteAndBalBody,
} from '@domain/schemas/registers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerRoutes } from '../../core/register-routes';
import { companyOf } from '../../core/request-context';
import { balancasUnidadesRegister, balancasUnidadesService } from './service';

const tags = ['reTbBalancasUnidades'];
const errors = { 400: apiError, 401: apiError, 403: apiError };
const rows = { 200: z.array(balancaUnidade), ...errors };

/** /api/v1/reTbBalancasUnidades — scale ↔ unit links (spec §7 "Scale-unit"). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const register = registerRoutes(app, balancasUnidadesRegister);
  const service = balancasUnidadesService(app.db);

  app.get(
    '/findByIdBalCad/:idBal',
    { schema: { tags, params: z.object({ idBal: coercedId }), response: rows } },
    async (req) => service.byScales(companyOf(req), [req.params.idBal]),
  );

  app.post(
    '/findByIdRestauranteAndIdBalCad',
    { schema: { tags, body: balancaUnidadeByRestauranteAndBalBody, response: rows } },
    async (req) => service.byRestauranteAndScale(companyOf(req), req.body.idRestaurante, req.body.idBalCad),
  );

  app.post(
    '/findByIdsBalUnidade',
    { schema: { tags, body: balancaUnidadeByBalsBody, response: rows } },
    async (req) => service.byScales(companyOf(req), req.body.idBalCad),
  );

  app.post(
    '/findByIdBalUnidade',
    {
      schema: {
        tags,
        body: balancaUnidadeByIdBody,
        response: { 200: balancaUnidade, 404: apiError, ...errors },
      },
    },
    async (req) => register.get(companyOf(req), req.body.idBalUnidade),
  );
};

export default routes;
