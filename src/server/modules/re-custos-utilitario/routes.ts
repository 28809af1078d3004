import { apiError } from '@domain/schemas/auth';
import { custoResumoDia, custosUtilitarioBody, recalculoUtilitario } from '@domain/schemas/costs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf, userOf } from '../../core/request-context';
import { despCustosService } from '../re-tb-desp-custos/public';

const errors = { 400: apiError, 401: apiError, 403: apiError };

/** /api/v1/reCustosUtilitario — the utility costs screen (spec §7 Costs). indParametros. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = despCustosService(app.db);
  const tags = ['reCustosUtilitario'];

  app.post(
    '/search',
    { schema: { tags, body: custosUtilitarioBody, response: { 200: z.array(custoResumoDia), ...errors } } },
    async (req) => service.search(companyOf(req), req.body),
  );

  app.post(
    '/recalculate',
    { schema: { tags, body: custosUtilitarioBody, response: { 200: recalculoUtilitario, ...errors } } },
    async (req) => service.recalculateUtilitario(companyOf(req), userOf(req).idUsuario, req.body),
  );
};

export default routes;
