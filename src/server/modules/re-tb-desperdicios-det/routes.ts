import { MSG } from '@domain/messages';
import {
  apontamento,
  apontamentoInput,
  apontamentoList,
  apontamentoResultado,
  consultaApontamentosBody,
  findIdInsumosBody,
  findMediaQtdBody,
  insumoLov,
  mediaQtd,
  pesagensDoDia,
  pesagensDoDiaQuery,
} from '@domain/schemas/appointments';
import { apontamentoDetalhe, deleteByIdsBody, deleteByIdsResult } from '@domain/schemas/approvals';
import { apiError } from '@domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid } from '../../core/domain-errors';
import { companyOf, userOf } from '../../core/request-context';
import { pesagensDoDia as countWeighings } from './pesagens-do-dia';
import { desperdiciosDetService } from './service';

/**
 * /api/v1/reTbDesperdiciosDet — waste weighings (spec §7 Appointments). Every save and validation runs the
 * rules of spec §4/§5 on the server. saveAll items with a positive idApontamento edit stored appointments
 * (maintenance). A refused batch answers 400 with the items echoed, `exception` set on the refused ones, and
 * saves nothing.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = desperdiciosDetService(app.db);
  const tags = ['apontamentos'];
  const errors = { 401: apiError, 403: apiError, 404: apiError };
  const resultados = z.array(apontamentoResultado);
  /** Weighings left waiting for approval: the approvers' devices are told (Web Push), after the answer. */
  const pushPending = (idEmpresa: number, units: number[]) => {
    if (units.length) void app.push.sender?.approvalsPending(idEmpresa, units);
  };

  app.post(
    '/',
    { schema: { tags, body: apontamentoInput, response: { 200: apontamento, 400: apiError, ...errors } } },
    async (req) => {
      const out = await service.saveAll(companyOf(req), userOf(req).idUsuario, [req.body]);
      if (!out.ok) throw invalid(out.results[0].exception ?? MSG.genericError);
      pushPending(companyOf(req), out.pendingUnits);
      return out.saved[0];
    },
  );

  app.post(
    '/saveAll',
    {
      schema: {
        tags,
        body: apontamentoList,
        response: { 200: z.array(apontamento), 400: z.union([resultados, apiError]), ...errors },
      },
    },
    async (req, reply) => {
      const out = await service.saveAll(companyOf(req), userOf(req).idUsuario, req.body);
      if (!out.ok) return reply.code(400).send(out.results);
      pushPending(companyOf(req), out.pendingUnits);
      return out.saved;
    },
  );

  app.put(
    '/validarApontamento',
    {
      schema: {
        tags,
        // A list, or one weighing (answered as a list of one).
        body: z.preprocess((v) => (Array.isArray(v) ? v : [v]), apontamentoList),
        response: { 200: resultados, 400: z.union([resultados, apiError]), ...errors },
      },
    },
    async (req, reply) => {
      const out = await service.validate(companyOf(req), req.body);
      return reply.code(out.refused ? 400 : 200).send(out.results);
    },
  );

  app.get(
    '/pesagensDoDia',
    {
      schema: {
        tags,
        description:
          'As pesagens que o usuário registrou num dia (data, padrão hoje em São Paulo) na empresa do token: ' +
          'quantas e o total líquido em kg.',
        querystring: pesagensDoDiaQuery,
        response: { 200: pesagensDoDia, 400: apiError, ...errors },
      },
    },
    async (req) => countWeighings(app.db, companyOf(req), userOf(req).idUsuario, req.query.data),
  );

  app.put(
    '/findMediaQtd',
    { schema: { tags, body: findMediaQtdBody, response: { 200: mediaQtd, 400: apiError, ...errors } } },
    async (req) => service.findMediaQtd(companyOf(req), req.body),
  );

  app.post(
    '/searchAllForConsultaApontamentos',
    {
      schema: {
        tags,
        body: consultaApontamentosBody,
        response: { 200: z.array(apontamentoDetalhe), 400: apiError, ...errors },
      },
    },
    async (req) => service.search(companyOf(req), req.body),
  );

  app.delete(
    '/deleteByIDs',
    {
      schema: { tags, body: deleteByIdsBody, response: { 200: deleteByIdsResult, 400: apiError, ...errors } },
    },
    async (req) => ({ deleted: await service.deleteByIds(companyOf(req), req.body.idApontamento) }),
  );

  // The entry screens read the monitored inputs (null); the input register (indRetAdm) checks its deletes.
  app.post(
    '/findIdInsumos',
    {
      config: { flags: ['indApontamentos', 'indRetAdm'] },
      schema: {
        tags,
        body: findIdInsumosBody,
        response: { 200: z.array(insumoLov), 400: apiError, ...errors },
      },
    },
    async (req) => service.findIdInsumos(companyOf(req), req.body.idInsumo),
  );
};

export default routes;
