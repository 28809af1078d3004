import { apiError } from '@domain/schemas/auth';
import { grupoRestaurante } from '@domain/schemas/waste-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerRoutes } from '../../core/register-routes';
import { companyOf } from '../../core/request-context';
import { gruposLov } from './queries';
import { gruposRestaurantesRegister } from './register';

/**
 * /api/v1/reTbGruposRestaurantes — the company's restaurant groups, a lookup of the registers and dashboards
 * that filter by group (spec §3 reTbGruposRestaurantes; the spec names no call for it), and the register of
 * the groups screen (administrators: GET '/', POST '/saveAll', DELETE '/' {idGrupo}).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, gruposRestaurantesRegister);
  app.get(
    '/lov',
    {
      schema: {
        tags: ['lookups'],
        response: { 200: z.array(grupoRestaurante), 401: apiError, 403: apiError },
      },
    },
    async (req) => gruposLov(app.db, companyOf(req)),
  );
};

export default routes;
