import { apiError } from '@domain/schemas/auth';
import { nrSatelite, nrSateliteQuery } from '@domain/schemas/registers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerRoutes } from '../../core/register-routes';
import { companyOf } from '../../core/request-context';
import { nrSateliteRegister, nrSateliteService, requireCountFilters } from './service';

/** Every filter optional (blank = absent), so that a missing one answers 'Filtros não encontrados'. */
const searchQuery = z.preprocess(
  (q) => Object.fromEntries(Object.entries(q as Record<string, unknown>).filter(([, v]) => v !== '')),
  nrSateliteQuery.partial(),
);

/**
 * /api/v1/reTbNrSatelite — satellite meal counts (spec §7 "Satellite counts", flag indNrSatelites):
 * GET /search?idRestaurante&idSatelite&dtaInicial&dtaFinal and POST / (the list, one transaction).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, nrSateliteRegister);
  const service = nrSateliteService(app.db);

  app.get(
    '/search',
    {
      schema: {
        tags: ['reTbNrSatelite'],
        querystring: searchQuery,
        response: { 200: z.array(nrSatelite), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) => service.search(companyOf(req), requireCountFilters(req.query)),
  );
};

export default routes;
