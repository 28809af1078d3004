import { apiError } from '@domain/schemas/auth';
import { marcarLidoBody, marcarLidoParams, notificacao } from '@domain/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../../../plugins/external/auth';
import { notificationsService } from '../../../../services/notifications-service';

/** /api/v1/reTbNotificacoes — the header bell (spec §7 Notifications). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = notificationsService(app.db);
  const tags = ['notificações'];

  app.get(
    '/user',
    {
      schema: { tags, response: { 200: z.array(notificacao), 400: apiError, 401: apiError, 403: apiError } },
    },
    async (req) => service.unread(companyOf(req), req.auth.idUsuario),
  );

  app.put(
    '/user/indLido/:value',
    {
      schema: {
        tags,
        params: marcarLidoParams,
        body: marcarLidoBody,
        response: {
          200: z.object({ updated: z.number().int() }),
          400: apiError,
          401: apiError,
          403: apiError,
        },
      },
    },
    async (req) => ({
      updated: await service.markRead(
        companyOf(req),
        req.auth.idUsuario,
        req.body.idsNotificacao,
        req.params.value,
      ),
    }),
  );
};

export default routes;
