import { apiError } from '@domain/schemas/auth';
import {
  aceitarBody,
  aceitarResult,
  backtestBody,
  backtestResult,
  producaoSugerida,
  producaoSugeridaQuery,
} from '@domain/schemas/producao-sugerida';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyOf, userOf } from '../../core/request-context';
import { aceitar } from './accept';
import { backtest } from './backtest';
import { recomendar } from './recommend';

/**
 * /api/v1/producaoSugerida — how much each kanban line of a restaurant's day should produce, learned from its own
 * measured surplus and meals (GET), its acceptance into the kanban (POST /aceitar), and the backtest that replays
 * a period against the recorded plan and naive rules (POST /backtest). Entry (indApontamentos) or registers
 * (indRetAdm), the resource's API_ACCESS; every query is the token's company's.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['producao-sugerida'];
  const errors = { 400: apiError, 401: apiError, 403: apiError };

  app.get(
    '',
    { schema: { tags, querystring: producaoSugeridaQuery, response: { 200: producaoSugerida, ...errors } } },
    async (req) => recomendar({ write: app.db, read: app.readDb }, userOf(req), companyOf(req), req.query),
  );

  app.post(
    '/aceitar',
    { schema: { tags, body: aceitarBody, response: { 200: aceitarResult, ...errors } } },
    async (req) => aceitar(app.db, userOf(req), companyOf(req), req.body),
  );

  app.post(
    '/backtest',
    {
      // Managers read it as a report (indRelatorios), besides the resource's entry and registers.
      config: { flags: ['indRelatorios', 'indApontamentos', 'indRetAdm'] },
      schema: { tags, body: backtestBody, response: { 200: backtestResult, ...errors } },
    },
    async (req) => backtest(app.readDb, userOf(req), companyOf(req), req.body),
  );
};

export default routes;
