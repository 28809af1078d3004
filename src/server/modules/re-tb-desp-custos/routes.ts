import { apiError } from '@domain/schemas/auth';
import { deleteCustosResult, despCustosQuery, recalculoCustos } from '@domain/schemas/costs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyOf, userOf } from '../../core/request-context';
import { despCustosScope, despCustosService } from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError };

/** /api/v1/reTbDespCustos — the appointments' cost records (spec §7 Costs). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = despCustosService(app.db);
  const tags = ['reTbDespCustos'];

  app.patch(
    '/recalculate',
    {
      // The admin dialog's recalculation tab is shown to all (spec §6).
      config: { flags: ['indParametros', 'indRetAdm', 'indApontamentos'] },
      schema: { tags, querystring: despCustosQuery, response: { 200: recalculoCustos, ...errors } },
    },
    async (req) => {
      const idEmpresa = companyOf(req);
      const q = req.query;
      const scope = despCustosScope(q.dtaApontamentoIni, q.dtaApontamentoFim, q.idRestaurante);
      return service.recalculate(idEmpresa, userOf(req).idUsuario, scope);
    },
  );

  app.delete(
    '/',
    { schema: { tags, querystring: despCustosQuery, response: { 200: deleteCustosResult, ...errors } } },
    async (req) => {
      const idEmpresa = companyOf(req);
      const q = req.query;
      const scope = despCustosScope(q.dtaApontamentoIni, q.dtaApontamentoFim, q.idRestaurante);
      return service.deleteCosts(idEmpresa, scope);
    },
  );
};

export default routes;
