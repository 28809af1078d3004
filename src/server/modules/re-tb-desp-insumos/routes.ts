import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoutes } from '../../core/register-routes';
import { despInsumosRegister } from './service';

/**
 * /api/v1/reTbDespInsumos — monitored inputs (spec §7 "Inputs"): GET, GET /{id}, POST .../saveAll (an upsert
 * by idInsumo), DELETE {idInsumo} (inputs with appointments are refused).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, despInsumosRegister);
};

export default routes;
