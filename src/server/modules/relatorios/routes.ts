import { apiError } from '@domain/schemas/auth';
import {
  comparativoBody,
  comparativoResult,
  desperdiciosBody,
  desperdiciosResult,
  excedentesBody,
  excedentesResult,
} from '@domain/schemas/relatorios';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyOf } from '../../core/request-context';
import { relatoriosService } from './service';

/**
 * /api/v1/relatorios — the three reports (ours: the spec names no report calls). Users with
 * indRelatorios; aggregated in SQL on the daily rollup. A bad period → 400 {exception} (periodError).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = relatoriosService(app.readDb);
  const tags = ['relatórios'];
  const errors = { 400: apiError, 401: apiError, 403: apiError };
  const config = { flags: ['indRelatorios'] as const };

  app.post(
    '/excedentes',
    { config, schema: { tags, body: excedentesBody, response: { 200: excedentesResult, ...errors } } },
    async (req) => service.excedentes(companyOf(req), req.body),
  );

  app.post(
    '/comparativo',
    { config, schema: { tags, body: comparativoBody, response: { 200: comparativoResult, ...errors } } },
    async (req) => service.comparativo(companyOf(req), req.body),
  );

  app.post(
    '/desperdicios',
    { config, schema: { tags, body: desperdiciosBody, response: { 200: desperdiciosResult, ...errors } } },
    async (req) => service.desperdicios(companyOf(req), req.body),
  );
};

export default routes;
