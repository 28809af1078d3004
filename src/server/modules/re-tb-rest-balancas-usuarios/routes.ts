import { apiError } from '@domain/schemas/auth';
import { coercedId } from '@domain/schemas/fields';
import {
  balRestUsuario,
  balRestUsuarioByBalsBody,
  balRestUsuarioByRestUserBalBody,
  balRestUsuarioByRestUserBody,
} from '@domain/schemas/registers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerRoutes } from '../../core/register-routes';
import { companyOf } from '../../core/request-context';
import { balRestUsuariosSearch, restBalancasUsuariosRegister } from './service';

const tags = ['reTbRestBalancasUsuarios'];
const response = { 200: z.array(balRestUsuario), 400: apiError, 401: apiError, 403: apiError };

/** /api/v1/reTbRestBalancasUsuarios — scale ↔ restaurant ↔ user links (spec §7 "Scale-user", "Scale register"). */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, restBalancasUsuariosRegister);

  app.get(
    '/findByIdBal/:idBal',
    { schema: { tags, params: z.object({ idBal: coercedId }), response } },
    async (req) => balRestUsuariosSearch(app.db, companyOf(req), { idBal: req.params.idBal }),
  );

  app.post('/findByIdsBal', { schema: { tags, body: balRestUsuarioByBalsBody, response } }, async (req) =>
    balRestUsuariosSearch(app.db, companyOf(req), { idBal: req.body.idBal }),
  );

  app.post(
    '/findByIdRestauranteAndIdUsuario',
    { schema: { tags, body: balRestUsuarioByRestUserBody, response } },
    async (req) => balRestUsuariosSearch(app.db, companyOf(req), req.body),
  );

  app.post(
    '/findByIdRestauranteAndIdUsuarioAndIdBalanca',
    { schema: { tags, body: balRestUsuarioByRestUserBalBody, response } },
    async (req) => balRestUsuariosSearch(app.db, companyOf(req), req.body),
  );
};

export default routes;
