import { apiError } from '@domain/schemas/auth';
import {
  type HomeCustosResponse,
  type HomeResponse,
  homeCustosResponse,
  homeResponse,
} from '@domain/schemas/dash-inicial';
import { homeBody, homeCustosBody } from '@domain/schemas/dashboards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyOf } from '../../core/request-context';
import { homeCustos, homeDash } from './service';

/**
 * /api/v1/home (spec §7 Dashboards; dashboard 0 Inicial): the group's waste per type by period bucket
 * (Diário, Semana from Monday, Mensal, Anual), and its cost. Aggregated in SQL over the daily rollup.
 * A group of another company has no restaurants here: the answer is empty (zeros).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['dashboards'],
        body: homeBody,
        response: { 200: homeResponse, 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req): Promise<HomeResponse> => homeDash(app.readDb, companyOf(req), req.body),
  );

  app.post(
    '/custos',
    {
      schema: {
        tags: ['dashboards'],
        body: homeCustosBody,
        response: { 200: homeCustosResponse, 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req): Promise<HomeCustosResponse> => homeCustos(app.readDb, companyOf(req), req.body),
  );
};

export default routes;
