import { apiError, empresa } from '@domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../core/request-context';
import { authService } from '../authenticate/public';

/** /api/v1/empresas — the companies the signed-in user may choose (spec §7 Lookups). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const auth = authService(app.db);
  app.get(
    '/',
    {
      config: { access: 'user' },
      schema: { tags: ['lookups'], response: { 200: z.array(empresa), 401: apiError } },
    },
    async (req) => auth.companiesOf(userOf(req).idUsuario),
  );
};

export default routes;
