import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoutes, saveOneRoute } from '../../core/register-routes';
import { recipientesRegister } from './service';

/** /api/v1/reTbRecipientes — containers (spec §7 "Tare weights and containers"): the engine plus POST '/' for one. */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, recipientesRegister);
  saveOneRoute(app, recipientesRegister);
};

export default routes;
