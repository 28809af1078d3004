import { apiError } from '@domain/schemas/auth';
import {
  destinosComparacao,
  destinosDash,
  destinosRestaurantesComparacao,
} from '@domain/schemas/dash-destinos';
import { destinosBody, destinosByDestinosBody, destinosByRestaurantesBody } from '@domain/schemas/dashboards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyOf } from '../../core/request-context';
import { compareByDestinos, compareRestaurantes, compareTipConsumos, destinosShare } from './service';

const tags = ['destinosDash'];
const errors = { 400: apiError, 401: apiError, 403: apiError };

/**
 * /api/v1/destinosDash — dashboard 5 (spec §7 Dashboards), all with {idGrupo, dtaPeriodoIni/Fim,
 * dtaPeriodoBaseIni/Fim}: POST / share per destination; POST /compareTipConsumos Pré- against Pós-Consumo;
 * POST /compareByDestinos (+tipConsumo) per destination; POST /compare/restaurantes (+idDestino,
 * indPeriodoAnalise) per restaurant. An invalid period → 400 {exception}.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { schema: { tags, body: destinosBody, response: { 200: destinosDash, ...errors } } },
    async (req) => destinosShare(app.readDb, companyOf(req), req.body),
  );
  app.post(
    '/compareTipConsumos',
    { schema: { tags, body: destinosBody, response: { 200: destinosComparacao, ...errors } } },
    async (req) => compareTipConsumos(app.readDb, companyOf(req), req.body),
  );
  app.post(
    '/compareByDestinos',
    { schema: { tags, body: destinosByDestinosBody, response: { 200: destinosComparacao, ...errors } } },
    async (req) => compareByDestinos(app.readDb, companyOf(req), req.body),
  );
  app.post(
    '/compare/restaurantes',
    {
      schema: {
        tags,
        body: destinosByRestaurantesBody,
        response: { 200: destinosRestaurantesComparacao, ...errors },
      },
    },
    async (req) => compareRestaurantes(app.readDb, companyOf(req), req.body),
  );
};

export default routes;
