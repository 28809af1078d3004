import { apiError } from '@domain/schemas/auth';
import { volumesDash } from '@domain/schemas/dash-volumes';
import { volumesBody } from '@domain/schemas/dashboards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyOf } from '../../core/request-context';
import { volumesDash as computeVolumes } from './service';

const tags = ['volumesDash'];
const errors = { 400: apiError, 401: apiError, 403: apiError };

/**
 * /api/v1/volumesDash — dashboard 4 (spec §7 Dashboards): POST / {idGrupo, dtaBaselineIni/Fim,
 * dtaComparativoIni/Fim, shouldSearchBySatelite, idSatelite} → baseline against comparison per restaurant
 * or satellite. An invalid period → 400 {exception} ('Data inválida', end before start, too long).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { schema: { tags, body: volumesBody, response: { 200: volumesDash, ...errors } } },
    async (req) => computeVolumes(app.readDb, companyOf(req), req.body),
  );
};

export default routes;
