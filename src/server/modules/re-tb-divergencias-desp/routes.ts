import { apiError } from '@domain/schemas/auth';
import {
  deleteDivergenciasResult,
  divergencia,
  divergenciaFiltro,
  divergenciaIdsBody,
  gerarDivergenciasBody,
  gerarDivergenciasResult,
  reprocessDivergenciasResult,
} from '@domain/schemas/panels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../core/request-context';
import { divergenciasDespService, generatePeriod } from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError };

/** /api/v1/reTbDivergenciasDesp — the divergences panel (spec §7 Divergences; /rePainelApontamentos). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = divergenciasDespService(app.db);
  const tags = ['reTbDivergenciasDesp'];

  app.post(
    '/search',
    { schema: { tags, body: divergenciaFiltro, response: { 200: z.array(divergencia), ...errors } } },
    async (req) => service.search(companyOf(req), req.body),
  );

  app.post(
    '/reprocess',
    {
      schema: {
        tags,
        body: divergenciaIdsBody,
        response: { 200: reprocessDivergenciasResult, ...errors, 404: apiError },
      },
    },
    async (req) => service.reprocess(companyOf(req), req.body.idDivergencia),
  );

  app.post(
    '/deleteAllInBatch',
    {
      schema: { tags, body: divergenciaIdsBody, response: { 200: deleteDivergenciasResult, ...errors } },
    },
    async (req) => service.deleteAllInBatch(companyOf(req), req.body.idDivergencia),
  );

  app.post(
    '/generate',
    {
      schema: { tags, body: gerarDivergenciasBody, response: { 200: gerarDivergenciasResult, ...errors } },
    },
    async (req) => service.generate(companyOf(req), generatePeriod(req.body ?? {})),
  );
};

export default routes;
