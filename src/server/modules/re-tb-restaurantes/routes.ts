import { apiError } from '@domain/schemas/auth';
import { coercedId, coercedInt4 } from '@domain/schemas/fields';
import { idParam, restauranteLov, restauranteSearchQuery } from '@domain/schemas/restaurants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerRoutes } from '../../core/register-routes';
import { companyOf, userOf } from '../../core/request-context';
import { restaurantesRegister } from './register';
import { restaurantesService } from './service';

/**
 * /api/v1/reTbRestaurantes — restaurant lookups (spec §7 Lookups), and the register of the restaurants screen
 * (administrators: GET '/', POST '/saveAll', DELETE '/' {idRestaurante}).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, restaurantesRegister);
  const service = restaurantesService(app.db);
  const tags = ['lookups'];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

  app.get(
    '/lov/search',
    {
      schema: {
        tags,
        querystring: restauranteSearchQuery,
        response: { 200: z.array(restauranteLov), ...errors },
      },
    },
    async (req) => service.search(companyOf(req), req.query, userOf(req).idUsuario),
  );

  app.get(
    '/lov/findById/:id',
    { schema: { tags, params: idParam, response: { 200: restauranteLov, ...errors } } },
    async (req) => service.findById(companyOf(req), req.params.id),
  );

  app.get(
    '/lov/checarRestaurantePorTipDesperdicio/:idRestaurante/:tipDesperdicio',
    {
      schema: {
        tags,
        params: z.object({
          idRestaurante: coercedId,
          tipDesperdicio: coercedInt4.min(1).max(4),
        }),
        response: { 200: z.boolean(), ...errors },
      },
    },
    async (req) =>
      service.hasTipDesperdicio(companyOf(req), req.params.idRestaurante, req.params.tipDesperdicio),
  );

  app.get(
    '/searchByGrupo/:idGrupo',
    {
      schema: {
        tags,
        params: z.object({ idGrupo: coercedId }),
        response: { 200: z.array(restauranteLov), ...errors },
      },
    },
    async (req) => service.byGrupo(companyOf(req), req.params.idGrupo),
  );
};

export default routes;
