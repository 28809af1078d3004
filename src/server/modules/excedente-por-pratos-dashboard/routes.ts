import { apiError } from '@domain/schemas/auth';
import { grupoPratosResponse } from '@domain/schemas/dash-grupo-pratos';
import { excedentePorPratoBody } from '@domain/schemas/dashboards';
import { int4 } from '@domain/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../core/request-context';
import { grupoPratosDashboard } from './service';

/**
 * The body as it may arrive: excedentePorPratoBody with the group and the dates loosened, so a missing group
 * or an invalid date answers 400 with the spec's own messages ('Informação obrigatória', 'Data inválida',
 * 'A data final precisa ser menor que a inicial!') instead of a schema message.
 */
const body = excedentePorPratoBody.extend({
  idGrupo: int4.nullish(),
  dtaPeriodoIni: z.string().nullish(),
  dtaPeriodoFim: z.string().nullish(),
});

/** The spec's path starts with a capital letter (not the folder's camelCase). */
export const prefixOverride = '/api/v1/ExcedentePorPratosDashboard';

/**
 * /api/v1/ExcedentePorPratosDashboard (spec §7 Dashboards; dashboard 6, Grupo de pratos): POST '/' → the
 * production surplus per dish group and per sale item × product, with portions wasted (kg / plate weight),
 * per restaurant or per satellite (shouldSearchBySatelite, idSatelite). Any signed-in user with a company.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['dashboards'],
        body,
        response: { 200: grupoPratosResponse, 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) => grupoPratosDashboard(app.readDb, companyOf(req), req.body),
  );
};

export default routes;
