import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/v1/reTbDespInsumos — issue 6 (routes to come). */
const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
