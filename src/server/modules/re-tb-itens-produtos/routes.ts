import { apiError } from '@domain/schemas/auth';
import { itemVendaLov } from '@domain/schemas/entry-lookups';
import { coercedId } from '@domain/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../core/request-context';
import { produtosService } from '../re-tb-produtos/public';

const id = coercedId;

/** /api/v1/reTbItensProdutos — sale items of a restaurant (spec §7 Lookups). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = produtosService(app.db);

  app.get(
    '/lov/findItemVendaByIdAndRestaurante/:idItemVenda/:idRestaurante',
    {
      config: { flags: ['indApontamentos', 'indRetAdm'] },
      schema: {
        tags: ['lookups'],
        params: z.object({ idItemVenda: id, idRestaurante: id }),
        response: { 200: itemVendaLov, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
      },
    },
    async (req) =>
      service.itemVendaAtRestaurante(companyOf(req), req.params.idItemVenda, req.params.idRestaurante),
  );
};

export default routes;
