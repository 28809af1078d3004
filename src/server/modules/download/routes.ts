import { createReadStream, existsSync } from 'node:fs';
import { apiError } from '@domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../core/domain-errors';

/** /api/v1/download — the server's own log file (admin dialog, Logs tab). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const logFile = app.env.LOG_FILE;
  app.get(
    '/current/logs',
    {
      config: { flags: ['indRetAdm', 'indParametros'] },
      schema: {
        tags: ['admin'],
        response: { 200: z.string().describe('server.log'), 401: apiError, 403: apiError, 404: apiError },
      },
    },
    async (_req, reply) => {
      if (!existsSync(logFile)) throw notFound('Arquivo de log ainda não existe');
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="server.log"')
        .send(createReadStream(logFile) as never);
    },
  );
};

export default routes;
