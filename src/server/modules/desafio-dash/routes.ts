import { apiError } from '@domain/schemas/auth';
import { type DesafioDash, desafioDash as desafioDashSchema } from '@domain/schemas/dash-desafio';
import { desafioBody } from '@domain/schemas/dashboards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyOf } from '../../core/request-context';
import { desafioDash } from './service';

/**
 * /api/v1/desafioDash (spec §7 Dashboards; dashboard 1): per restaurant of the group, the waste of the
 * previous period against the challenge period and the reduction %, ranked by reduction; the group's totals
 * and the challenge period's indicators (modules/desafio-dash/service).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['dashboards'],
        body: desafioBody,
        response: { 200: desafioDashSchema, 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req): Promise<DesafioDash> => desafioDash(app.readDb, companyOf(req), req.body),
  );
};

export default routes;
