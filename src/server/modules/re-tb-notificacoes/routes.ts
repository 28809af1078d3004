import { checkNotificacoesQuery } from '@domain/schemas/alerts';
import { apiError } from '@domain/schemas/auth';
import { int4 } from '@domain/schemas/fields';
import {
  envioAtrasadoBody,
  envioAtrasadoResposta,
  marcarLidoBody,
  marcarLidoParams,
  notificacao,
} from '@domain/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMailer } from '../../core/mailer';
import { companyOf, userOf } from '../../core/request-context';
import { runNotificationRoutine } from './routine';
import { notificacoesService, notifyLateSave } from './service';

/** /api/v1/reTbNotificacoes — the header bell and the notification routine (spec §7 Notifications). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = notificacoesService(app.db);
  // The routine's e-mail (SMTP_URL, SMTP_FROM); without smtpUrl e-mails are only logged.
  const mailer = createMailer(app.mail, app.log);
  const tags = ['notificações'];

  app.get(
    '/check',
    {
      config: { flags: ['indAlertas', 'indRetAdm'] },
      schema: {
        tags,
        querystring: checkNotificacoesQuery,
        response: { 200: z.array(notificacao), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) =>
      runNotificationRoutine(
        app.db,
        companyOf(req),
        { shouldSave: req.query.shouldSave === 1, shouldSendEmail: req.query.shouldSendEmail === 1 },
        mailer,
        req.log,
      ),
  );

  app.get(
    '/user',
    {
      schema: { tags, response: { 200: z.array(notificacao), 400: apiError, 401: apiError, 403: apiError } },
    },
    async (req) => service.unread(companyOf(req), userOf(req).idUsuario),
  );

  app.put(
    '/user/indLido/:value',
    {
      schema: {
        tags,
        params: marcarLidoParams,
        body: marcarLidoBody,
        response: {
          200: z.object({ updated: int4 }),
          400: apiError,
          401: apiError,
          403: apiError,
        },
      },
    },
    async (req) => ({
      updated: await service.markRead(
        companyOf(req),
        userOf(req).idUsuario,
        req.body.idsNotificacao,
        req.params.value,
      ),
    }),
  );

  app.post(
    '/envioAtrasado',
    {
      config: { flags: ['indApontamentos'] },
      schema: {
        tags,
        description:
          'Um tablet avisa que um registro da sua fila de envio (o uuid do registro) espera há mais de 24 horas ' +
          'sem ter sido gravado. Os aprovadores da unidade recebem uma notificação, uma só vez por registro ' +
          '(repetir o aviso não cria outra).',
        body: envioAtrasadoBody,
        response: {
          200: envioAtrasadoResposta,
          400: apiError,
          401: apiError,
          403: apiError,
          404: apiError,
        },
      },
    },
    async (req) => ({
      notificados: await notifyLateSave(app.db, companyOf(req), req.body, userOf(req).desPessoa),
    }),
  );
};

export default routes;
