import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpDuration, httpRequests } from '../../core/metrics';

/**
 * Every answer counted by route (its pattern, not the URL: no label per id), method and status class, with
 * its time. Requests no route took (404s, static files) count under their kind, not their path.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const pattern = request.routeOptions.url;
      const route = pattern ?? (reply.statusCode === 404 ? 'nenhuma' : 'outra');
      const labels = { method: request.method, route };
      httpRequests.inc({ ...labels, status: `${Math.floor(reply.statusCode / 100)}xx` });
      httpDuration.observe(labels, reply.elapsedTime / 1000);
    });
  },
  { name: 'request-metrics' },
);
