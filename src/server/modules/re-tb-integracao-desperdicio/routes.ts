import { apiError } from '@domain/schemas/auth';
import {
  integracaoFiltro,
  integracaoIdsBody,
  integracaoIntakeBody,
  integracaoIntakeResult,
  integracaoPage,
  integracaoPageQuery,
  reprocessIntegracaoResult,
} from '@domain/schemas/panels';
import { deleteResult } from '@domain/schemas/registers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyOf, userOf } from '../../core/request-context';
import { integracaoDesperdicioService } from './service';

/**
 * /api/v1/reTbIntegracaoDesperdicio — the integration records (spec §7 Integration): the raw weighings the
 * scale app of automated units posts (our intake, POST ''), processed into appointments through the rules
 * of saveAll; the panel lists them (paged), reprocesses and deletes them. The panel needs indRetAdm (the
 * resource's API_ACCESS); the intake also admits the scale app's users (indApp).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = integracaoDesperdicioService(app.db, app.log, (idEmpresa, units) => {
    void app.push.sender?.approvalsPending(idEmpresa, units);
  });
  const tags = ['integracao'];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

  app.post(
    '',
    {
      config: { flags: ['indApp', 'indRetAdm'] },
      schema: { tags, body: integracaoIntakeBody, response: { 200: integracaoIntakeResult, ...errors } },
    },
    async (req) => service.intake(companyOf(req), userOf(req).idUsuario, req.body),
  );

  app.post(
    '/findAllByFilter',
    {
      schema: {
        tags,
        querystring: integracaoPageQuery,
        body: integracaoFiltro,
        response: { 200: integracaoPage, ...errors },
      },
    },
    async (req) => service.findAllByFilter(companyOf(req), req.body, req.query),
  );

  app.post(
    '/reprocessaIntegraDesperdicio',
    { schema: { tags, body: integracaoIdsBody, response: { 200: reprocessIntegracaoResult, ...errors } } },
    async (req) => service.reprocess(companyOf(req), userOf(req).idUsuario, req.body.numSeq),
  );

  app.post(
    '/reprocessaIntegraDesperdicio/all',
    { schema: { tags, response: { 200: reprocessIntegracaoResult, ...errors } } },
    async (req) => service.reprocessAll(companyOf(req), userOf(req).idUsuario),
  );

  app.delete(
    '',
    { schema: { tags, body: integracaoIdsBody, response: { 200: deleteResult, ...errors } } },
    async (req) => ({ deleted: await service.remove(companyOf(req), req.body.numSeq) }),
  );

  app.delete('/all', { schema: { tags, response: { 200: deleteResult, ...errors } } }, async (req) => ({
    deleted: await service.removeAll(companyOf(req)),
  }));
};

export default routes;
