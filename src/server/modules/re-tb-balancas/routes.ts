import { apiError } from '@domain/schemas/auth';
import { balancaByRestauranteQuery, balancaLov } from '@domain/schemas/entry-lookups';
import { idParam } from '@domain/schemas/restaurants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf, userOf } from '../../core/request-context';
import { balancasService } from './service';

/** /api/v1/reTbBalancas — scale lookups of waste entry (spec §7 Lookups). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = balancasService(app.db);

  app.get(
    '/lov/byRestaurante/:id',
    {
      config: { flags: ['indApontamentos', 'indRetAdm'] },
      schema: {
        tags: ['lookups'],
        params: idParam,
        querystring: balancaByRestauranteQuery,
        response: { 200: z.array(balancaLov), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) =>
      service.byRestaurante(companyOf(req), userOf(req).idUsuario, req.params.id, req.query.indInativo ?? 0),
  );
};

export default routes;
