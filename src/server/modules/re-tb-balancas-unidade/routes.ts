import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveOneRoute } from '../../core/register-routes';
import { balancasUnidadesRegister } from '../re-tb-balancas-unidades/public';

/** POST /api/v1/reTbBalancasUnidade — saves one scale ↔ unit link (spec §7 "Scale-unit"), same rules as saveAll. */
const routes: FastifyPluginAsyncZod = async (app) => {
  saveOneRoute(app, balancasUnidadesRegister);
};

export default routes;
