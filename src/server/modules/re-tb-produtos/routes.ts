import { apiError } from '@domain/schemas/auth';
import { produtoLov } from '@domain/schemas/entry-lookups';
import { coercedId } from '@domain/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../core/request-context';
import { produtosService } from './service';

const id = coercedId;

/** /api/v1/reTbProdutos — products of a sale item at a restaurant (spec §7 Lookups). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = produtosService(app.db);

  app.get(
    '/lov/findProdutoByIdAndItemVendaAndRestaurante/:idProduto/:idItemVenda/:idRestaurante',
    {
      config: { flags: ['indApontamentos', 'indRetAdm'] },
      schema: {
        tags: ['lookups'],
        params: z.object({ idProduto: id, idItemVenda: id, idRestaurante: id }),
        response: { 200: produtoLov, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
      },
    },
    async (req) =>
      service.produtoOfItem(
        companyOf(req),
        req.params.idProduto,
        req.params.idItemVenda,
        req.params.idRestaurante,
      ),
  );
};

export default routes;
