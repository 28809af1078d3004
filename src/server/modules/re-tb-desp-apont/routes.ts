import {
  analiseBody,
  apontamentoAnalise,
  aprovacaoFiltro,
  aprovacaoPage,
  pendentesPorUnidade,
  permissaoAnalise,
} from '@domain/schemas/approvals';
import { apiError } from '@domain/schemas/auth';
import { coercedId } from '@domain/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf, userOf } from '../../core/request-context';
import { pendentesPorUnidade as countPending } from './pendentes-por-unidade';
import { type Decisao, despApontService } from './service';

const id = coercedId;
const idParams = z.object({ id });
const permissaoParams = z.object({ idApont: id, idUsuario: id });
/** The body may be left out: no justification. */
const analise = z.preprocess((v) => v ?? {}, analiseBody);

/**
 * /api/v1/reTbDespApont — approval of pending appointments (spec §4 Approval, §6, §7 Approvals). The caller
 * acts only in the units where re_tb_aprovadores gives them approval rights.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = despApontService(app.db);
  const tags = ['aprovações'];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

  app.post(
    '/findAll',
    { schema: { tags, body: aprovacaoFiltro, response: { 200: aprovacaoPage, ...errors } } },
    async (req) => service.findAll(companyOf(req), userOf(req).idUsuario, req.body),
  );

  app.get(
    '/pendentesPorUnidade',
    {
      schema: {
        tags,
        description:
          'Quantos apontamentos pendentes há em cada unidade em que o usuário aprova, na empresa do token ' +
          '(0 onde nenhum espera; lista vazia sem direito de aprovação). Mais pendentes primeiro.',
        response: { 200: pendentesPorUnidade, ...errors },
      },
    },
    async (req) => countPending(app.db, companyOf(req), userOf(req).idUsuario),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/findById/:id',
    schema: { tags, params: idParams, response: { 200: apontamentoAnalise, ...errors } },
    handler: async (req) => service.findById(companyOf(req), userOf(req).idUsuario, req.params.id),
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/checarPermissaoDeAnalise/:idApont/:idUsuario',
    schema: { tags, params: permissaoParams, response: { 200: permissaoAnalise, ...errors } },
    handler: async (req) => service.permission(companyOf(req), req.params.idApont, req.params.idUsuario),
  });

  for (const [action, decision] of [
    ['aprovar', 1],
    ['reprovar', 2],
  ] as const satisfies readonly (readonly [string, Decisao])[]) {
    app.post(
      `/:id/${action}`,
      {
        schema: {
          tags,
          params: idParams,
          body: analise,
          response: { 200: apontamentoAnalise, 409: apiError, ...errors },
        },
      },
      async (req) =>
        service.analyse(
          companyOf(req),
          userOf(req).idUsuario,
          req.params.id,
          decision,
          req.body.justificativa,
        ),
    );
  }
};

export default routes;
