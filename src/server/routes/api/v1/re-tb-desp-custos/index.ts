import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Slot for issue 8: filled by its owner. */
const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
