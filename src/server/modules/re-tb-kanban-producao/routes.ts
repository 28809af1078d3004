import { apiError } from '@domain/schemas/auth';
import { kanbanProducao, kanbanQuery } from '@domain/schemas/entry-lookups';
import { fechamento, fechamentoResultado, fechamentosBody } from '@domain/schemas/kanban-closings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf, userOf } from '../../core/request-context';
import { kanbanFechamentosService } from './fechamentos';
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

  const fechamentos = kanbanFechamentosService(app.db);
  /**
   * The kitchen's closings of the day's lines ('Sem sobra', 'Acabou às HH:MM', the produced quantity), as the
   * tablets' outbox sends them: all or nothing, like the weighings' saveAll (a refused batch answers 400 with
   * each closing echoed and `exception` set on the refused ones).
   */
  app.post(
    '/fechamentos',
    {
      schema: {
        tags: ['kanban'],
        description:
          'Fecha linhas do kanban do dia: sem sobra, acabou às HH:MM, ou só a quantidade produzida. ' +
          'Idempotente por uuidFechamento; numa linha vale o fechamento feito por último no dispositivo.',
        body: fechamentosBody,
        response: {
          200: z.array(fechamento),
          400: z.union([z.array(fechamentoResultado), apiError]),
          401: apiError,
          403: apiError,
        },
      },
    },
    async (req, reply) => {
      const out = await fechamentos.save(companyOf(req), userOf(req).idUsuario, req.body.fechamentos);
      if (!out.ok) return reply.code(400).send(out.results);
      return out.saved;
    },
  );
};

export default routes;
