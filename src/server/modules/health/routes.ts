import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const versionSchema = z.object({ branch: z.string(), lastCommit: z.string(), date: z.string() });

/** Outside /api/v1: the routes carry their whole path. */
export const prefixOverride = '';

/** GET /api/health and GET /version.json (written at build into dist/, read once). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.database.kind };
    },
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

export default routes;
