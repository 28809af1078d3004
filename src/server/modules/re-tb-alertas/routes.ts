import {
  ALERT_MSG,
  alerta,
  alertaFlagParams,
  alertaIdsBody,
  alertaInput,
  alertaUpdated,
} from '@domain/schemas/alerts';
import { apiError } from '@domain/schemas/auth';
import { int4 } from '@domain/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../core/domain-errors';
import { companyOf } from '../../core/request-context';
import { alertasService } from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

/** None of the ids is an alert of the company: 404 (another company's alerts are never touched). */
const found = (updated: number) => {
  if (updated === 0) throw notFound(ALERT_MSG.notFound);
  return { updated };
};

/** /api/v1/reTbAlertas — alert rules of the notification routine (spec §7 Alerts; flag indAlertas). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = alertasService(app.db);
  const tags = ['reTbAlertas'];

  app.get('/', { schema: { tags, response: { 200: z.array(alerta), ...errors } } }, async (req) =>
    service.list(companyOf(req)),
  );

  app.post('/', { schema: { tags, body: alertaInput, response: { 200: alerta, ...errors } } }, async (req) =>
    service.create(companyOf(req), req.body),
  );

  // PUT /indStatus/:v and /indNotificar/:v: set the flag of the alerts to v.
  for (const [flag, set] of [
    ['indStatus', service.setStatus],
    ['indNotificar', service.setNotificar],
  ] as const) {
    app.put(
      `/${flag}/:v`,
      {
        schema: {
          tags,
          params: alertaFlagParams,
          body: alertaIdsBody,
          response: { 200: alertaUpdated, ...errors },
        },
      },
      async (req) => found(await set(companyOf(req), req.body.idAlertas, req.params.v)),
    );
  }

  app.put(
    '/email/deactivate/',
    { schema: { tags, body: alertaIdsBody, response: { 200: alertaUpdated, ...errors } } },
    async (req) => found(await service.deactivateEmail(companyOf(req), req.body.idAlertas)),
  );

  app.delete(
    '/',
    {
      schema: {
        tags,
        body: alertaIdsBody,
        response: { 200: z.object({ deleted: int4 }), ...errors },
      },
    },
    async (req) => ({ deleted: found(await service.remove(companyOf(req), req.body.idAlertas)).updated }),
  );
};

export default routes;
