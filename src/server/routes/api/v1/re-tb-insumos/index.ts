import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/v1/reTbInsumos — issue 6 (routes to come). */
const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
