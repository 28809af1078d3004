import { apiError } from '@domain/schemas/auth';
import { metasDayResponse, metasResponse } from '@domain/schemas/dash-metas';
import { metasBody, metasDayBody } from '@domain/schemas/dashboards';
import { id } from '@domain/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../core/request-context';
import { metasDash, metasDashDay } from './service';

/**
 * /api/v1/metasDash — Metas dashboard (id 3, spec §7 Dashboards): POST / (actual against goal per restaurant
 * and per day for a waste type, default Bandeja) and POST /day (one day in detail). A bad period → 400
 * {exception} with the §5 message. The group and the dates are read leniently here so that a missing group
 * or a bad date answers the spec's message verbatim ('Informação obrigatória', 'Data inválida', …) rather
 * than a schema error; the service checks them.
 */
const lenient = {
  idGrupo: id.nullish(),
  dtaPeriodoIni: z.string().nullish(),
  dtaPeriodoFim: z.string().nullish(),
};
const metasInput = metasBody.extend(lenient);
const metasDayInput = metasDayBody.extend({ ...lenient, dtaApontamento: z.string().nullish() });

const routes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiError, 401: apiError, 403: apiError };

  app.post(
    '/',
    { schema: { tags: ['metasDash'], body: metasInput, response: { 200: metasResponse, ...errors } } },
    async (req) => metasDash(app.readDb, companyOf(req), req.body),
  );

  app.post(
    '/day',
    { schema: { tags: ['metasDash'], body: metasDayInput, response: { 200: metasDayResponse, ...errors } } },
    async (req) => metasDashDay(app.readDb, companyOf(req), req.body),
  );
};

export default routes;
