import { MSG } from '@domain/messages';
import { apiError } from '@domain/schemas/auth';
import {
  type ResumoSemanal,
  type ResumoSemanalInscricao,
  resumoSemanalInscricao,
  resumoSemanalQuery,
  resumoSemanalResponse,
} from '@domain/schemas/resumo-semanal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf, userOf } from '../../core/request-context';
import { inscricaoOf, setInscricao } from './queries';
import { resumoSemanal } from './service';

/**
 * /api/v1/resumoSemanal: the weekly digest of a unit for any week (what the Monday e-mail holds), and the
 * signed-in user's choice to receive it.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['resumo semanal'];
  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: resumoSemanalQuery,
        response: { 200: resumoSemanalResponse, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
      },
    },
    (req): Promise<ResumoSemanal> =>
      resumoSemanal(app.db, companyOf(req), req.query.idRestaurante, req.query.semana),
  );

  app.get(
    '/inscricao',
    { schema: { tags, response: { 200: resumoSemanalInscricao, 401: apiError, 403: apiError } } },
    async (req): Promise<ResumoSemanalInscricao> => inscricaoOf(app.db, userOf(req).idUsuario),
  );

  app.put(
    '/inscricao',
    {
      schema: {
        tags,
        body: resumoSemanalInscricao,
        response: { 200: z.object({ message: z.string() }), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) => {
      await setInscricao(app.db, userOf(req).idUsuario, req.body.indResumoSemanal);
      return { message: req.body.indResumoSemanal ? MSG.digestOptIn : MSG.digestOptOut };
    },
  );
};

export default routes;
