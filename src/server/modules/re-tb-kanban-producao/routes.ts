import { apiError } from '@domain/schemas/auth';
import { kanbanProducao, kanbanQuery } from '@domain/schemas/entry-lookups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../core/request-context';
import { type KanbanState, kanbanProducaoService } from './service';

/**
 * /api/v1/reTbKanbanProducao — the day's production kanban (spec §7 Kanban). Each query filters only by the
 * parameters given; qtd 1 is the entry check, a large qtd fetches a whole day for the offline cache.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = kanbanProducaoService(app.db);
  const schema = {
    tags: ['kanban'],
    querystring: kanbanQuery,
    response: { 200: z.array(kanbanProducao), 400: apiError, 401: apiError, 403: apiError },
  };
  const route = (url: string, state: KanbanState) =>
    app.get(url, { schema }, async (req) => service.find(companyOf(req), req.query, state));

  /** Active kanbans (by grouping, or any filter given). */
  route('/findKanbanProducaoByAgrupamentoAndRestauranteAndData', 'active');
  /** The retry when the grouping has no active kanban: the inactive ones. */
  route('/findKanbanProducaoByAgrupamentoAndRestauranteAndDataInativos', 'inactive');
  /** By sale item and product: active and inactive, with indAtivo (check result 1 or 2). */
  route('/findKanbanProducaoByRestauranteAndItemProdutoAndItemVendaAndData', 'all');
};

export default routes;
