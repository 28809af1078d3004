import { historicoFiltro, historicoPage } from '@domain/schemas/approvals';
import { apiError } from '@domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyOf } from '../../core/request-context';
import { despApontService } from '../re-tb-desp-apont/public';

/** /api/v1/reTbHistoricoAprov — the analyses of the company's appointments (spec §7 Approvals). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = despApontService(app.db);

  app.post(
    '/findAll',
    {
      schema: {
        tags: ['aprovações'],
        body: historicoFiltro,
        response: { 200: historicoPage, 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) => service.history(companyOf(req), req.body),
  );
};

export default routes;
