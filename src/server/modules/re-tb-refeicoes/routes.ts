import { apiError } from '@domain/schemas/auth';
import {
  refeicaoResultado,
  refeicaoSalva,
  refeicoesBody,
  refeicoesPeriodo,
  refeicoesQuery,
} from '@domain/schemas/refeicoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf, userOf } from '../../core/request-context';
import { refeicoesService } from './service';

/**
 * /api/v1/reTbRefeicoes — the meals served and planned per restaurant and day, typed on the kitchen's screen
 * (Refeições) as well as imported. Entry (indApontamentos) or registers (indRetAdm), the resource's API_ACCESS;
 * the restaurant is the company's and one of the user's units.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = refeicoesService(app.db, app.readDb);
  const tags = ['refeicoes'];
  const errors = { 401: apiError, 403: apiError };

  /** Each day of a period (at most 62 days) with its served, planned and satellite meals. */
  app.get(
    '',
    {
      schema: {
        tags,
        querystring: refeicoesQuery,
        response: { 200: refeicoesPeriodo, 400: apiError, ...errors },
      },
    },
    async (req) => service.periodo(userOf(req), companyOf(req), req.query),
  );

  /**
   * The records the tablets' outbox sends: all or nothing (a refused batch answers 400 with each record echoed and
   * `exception` set on the refused ones), exactly once per uuidRefeicao.
   */
  app.post(
    '',
    {
      schema: {
        tags,
        description:
          'Grava refeições servidas e planejadas por restaurante e dia (vazio ou null apaga o valor). ' +
          'Tudo ou nada; idempotente por uuidRefeicao.',
        body: refeicoesBody,
        response: {
          200: z.array(refeicaoSalva),
          400: z.union([z.array(refeicaoResultado), apiError]),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const out = await service.save(userOf(req), companyOf(req), req.body.refeicoes);
      if (!out.ok) return reply.code(400).send(out.results);
      return out.saved;
    },
  );
};

export default routes;
