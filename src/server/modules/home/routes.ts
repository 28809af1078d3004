import { apiError } from '@domain/schemas/auth';
import {
  type HomeCustosResponse,
  type HomeResponse,
  homeCustosResponse,
  homeResponse,
} from '@domain/schemas/dash-inicial';
import { homeBody, homeCustosBody } from '@domain/schemas/dashboards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyOf } from '../../lib/request-context';
import {
  checkPeriod,
  indicadoresByRestaurante,
  indicadoresOf,
  restaurantsOfGroup,
} from '../../services/dash-common';
import { bucketSums, custosByRestaurante, periodoOf, tiposOf } from './service';

/**
 * /api/v1/home (spec §7 Dashboards; dashboard 0 Inicial): the group's waste per type by period bucket
 * (Diário, Semana from Monday, Mensal, Anual), and its cost. Aggregated in SQL over the daily rollup.
 * A group of another company has no restaurants here: the answer is empty (zeros).
 */
/** Days and weeks carry the year in their labels when the period spans more than one year. */
const multiYear = (b: { dtaPeriodoIni: string; dtaPeriodoFim: string }) =>
  b.dtaPeriodoIni.slice(0, 4) !== b.dtaPeriodoFim.slice(0, 4);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['dashboards'],
        body: homeBody,
        response: { 200: homeResponse, 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req): Promise<HomeResponse> => {
      const b = req.body;
      checkPeriod(b.dtaPeriodoIni, b.dtaPeriodoFim);
      const idEmpresa = companyOf(req);
      const rests = await restaurantsOfGroup(app.readDb, idEmpresa, b.idGrupo);
      const ids = rests.map((r) => r.idRestaurante);
      const scope = { restaurantes: ids, dtaIni: b.dtaPeriodoIni, dtaFim: b.dtaPeriodoFim };
      const [buckets, indicadores, porRestaurante] = await Promise.all([
        bucketSums(app.readDb, idEmpresa, ids, b.dtaPeriodoIni, b.dtaPeriodoFim, b.indPeriodo),
        indicadoresOf(app.readDb, idEmpresa, scope),
        indicadoresByRestaurante(app.readDb, idEmpresa, scope),
      ]);
      return {
        indPeriodo: b.indPeriodo,
        periodos: buckets.map((x) => periodoOf(x.periodo, b.indPeriodo, x.kg, 3, multiYear(b))),
        tipos: tiposOf(buckets),
        restaurantes: rests.flatMap((r) => {
          const i = porRestaurante.get(r.idRestaurante);
          return i
            ? [{ idRestaurante: r.idRestaurante, desRestaurante: r.desRestaurante, indicadores: i }]
            : [];
        }),
        indicadores,
      };
    },
  );

  app.post(
    '/custos',
    {
      schema: {
        tags: ['dashboards'],
        body: homeCustosBody,
        response: { 200: homeCustosResponse, 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req): Promise<HomeCustosResponse> => {
      const b = req.body;
      checkPeriod(b.dtaPeriodoIni, b.dtaPeriodoFim);
      const idEmpresa = companyOf(req);
      const rests = await restaurantsOfGroup(app.readDb, idEmpresa, b.idGrupo);
      const ids = rests.map((r) => r.idRestaurante);
      const data = b.data ?? null;
      const [buckets, restaurantes] = await Promise.all([
        bucketSums(app.readDb, idEmpresa, ids, b.dtaPeriodoIni, b.dtaPeriodoFim, b.indPeriodo),
        custosByRestaurante(app.readDb, idEmpresa, rests, data ?? b.dtaPeriodoIni, data ?? b.dtaPeriodoFim),
      ]);
      const periodos = buckets.map((x) => periodoOf(x.periodo, b.indPeriodo, x.custo, 2, multiYear(b)));
      const total = buckets.reduce((a, x) => a + x.custo[0] + x.custo[1] + x.custo[2] + x.custo[3], 0);
      return {
        indPeriodo: b.indPeriodo,
        data,
        periodos,
        restaurantes,
        vlrCusto: Math.round(total * 100) / 100,
      };
    },
  );
};

export default routes;
