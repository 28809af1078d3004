import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const versionSchema = z.object({ branch: z.string(), lastCommit: z.string(), date: z.string() });

/** How long readiness waits for the database's answer: a load balancer's probe gets its answer within 1 s. */
export const READINESS_WAIT_MS = 800;

const UNHEALTHY = 'Banco de dados sem resposta: o servidor não está pronto para atender.';

/** Outside /api/v1: the routes carry their whole path. */
export const prefixOverride = '';

/**
 * Readiness (GET /api/health, /api/health/ready), liveness (GET /api/health/live) and GET /version.json (written at
 * build into dist/, read once).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Readiness (also at /api/health, which the tablets probe): the database answers within 0.8 s. The server
  // listens only once the start's migrations are applied, so no instance is ready while they run.
  const readinessOptions = {
    config: { access: 'public' as const },
    schema: {
      tags: ['health'],
      response: {
        200: z.object({ status: z.literal('ok'), database: z.string() }),
        503: z.object({ status: z.literal('indisponivel'), database: z.string(), message: z.string() }),
      },
    },
  };
  for (const path of ['/api/health', '/api/health/ready'])
    app.get(path, readinessOptions, async (_req, reply) => {
      const database = app.database.kind;
      // Whatever the database does (no answer, every connection busy or dead), the answer comes within 1 s:
      // unhealthy, not silent. A late answer is dropped; the call itself ends at the pool's deadline.
      const answered = await within(app.database.probe(), READINESS_WAIT_MS);
      if (answered) return { status: 'ok' as const, database };
      reply.code(503).header('retry-after', '5');
      return { status: 'indisponivel' as const, database, message: UNHEALTHY };
    });
  // Liveness: the process answers (no database call: a slow database must not get the instance restarted).
  app.get(
    '/api/health/live',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/version.json',
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: versionSchema } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return app.appVersion;
    },
  );
};

/** Whether `work` succeeds within `ms`. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export default routes;
