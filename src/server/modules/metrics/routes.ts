import { timingSafeEqual } from 'node:crypto';
import { apiError } from '@domain/schemas/auth';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../core/http-errors';
import {
  dbPoolConnections,
  dbPoolWaiting,
  mergeLagSeconds,
  registry,
  rollupMergeLag,
  rollupPendingDeltas,
  routineLastRun,
} from '../../core/metrics';
import { rowsOf } from '../../db/client';
import { pendingResumoDeltas } from '../rollup/public';

/** Outside /api/v1: the route carries its whole path. */
export const prefixOverride = '';

const OFF = 'Métricas desligadas: defina METRICS_TOKEN para ler /metrics';
const DENIED = 'Token de métricas ausente ou inválido';

/** Whether the Authorization header carries the token (compared in constant time). */
function carries(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics: Prometheus text format, behind METRICS_TOKEN (Authorization: Bearer …); absent, the route
 * answers 404. The gauges that read the database and the pools are refreshed for each scrape.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const token = app.env.METRICS_TOKEN;
  app.get(
    '/metrics',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        headers: z.object({ authorization: z.string().max(500).optional() }),
        response: { 200: z.string(), 401: apiError, 404: apiError },
      },
    },
    async (req, reply) => {
      if (!token) throw new HttpError(404, OFF);
      if (!carries(req.headers.authorization, token)) throw new HttpError(401, DENIED);
      for (const p of app.database.pools()) {
        dbPoolConnections.set({ pool: p.name, state: 'total' }, p.total);
        dbPoolConnections.set({ pool: p.name, state: 'ociosas' }, p.idle);
        dbPoolWaiting.set({ pool: p.name }, p.waiting);
      }
      const n = await pendingResumoDeltas(app.db);
      rollupPendingDeltas.set(n);
      rollupMergeLag.set(mergeLagSeconds(n));
      const runs = await rowsOf<{ rotina: string; falhou: boolean; fim: number }>(
        app.db,
        sql`select distinct on (rotina, ind_falhou) rotina, ind_falhou as falhou,
                   extract(epoch from dta_fim)::float8 as fim
              from app_routine_runs where dta_fim is not null
             order by rotina, ind_falhou, dta_fim desc`,
      );
      routineLastRun.reset();
      for (const r of runs)
        routineLastRun.set({ routine: r.rotina, outcome: r.falhou ? 'falhou' : 'ok' }, Number(r.fim));
      // Prometheus' text format as it is (the JSON serializer would quote it).
      const text = await registry.metrics();
      return reply.type(registry.contentType).serializer(String).send(text);
    },
  );
};

export default routes;
