import { apiError } from '@domain/schemas/auth';
import { parametro, parametrosQuery } from '@domain/schemas/entry-lookups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../../../plugins/external/auth';
import { parametersService } from '../../../../services/parameters-service';

/** /api/v1/reTbParametros — parameters (spec §7 Parameters). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = parametersService(app.db);

  app.get(
    '/',
    {
      // Waste entry reads its parameters (RE-Refeicoes/U, RE-Configuracao/U).
      config: { flags: ['indParametros', 'indApontamentos'] },
      schema: {
        tags: ['parâmetros'],
        querystring: parametrosQuery,
        response: { 200: z.array(parametro), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) => service.find(companyOf(req), req.query),
  );
};

export default routes;
