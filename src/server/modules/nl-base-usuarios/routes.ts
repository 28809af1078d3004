import { apiError } from '@domain/schemas/auth';
import { coercedId } from '@domain/schemas/fields';
import { baseUsuario, baseUsuarioItem, baseUsuarioSearchBody, deleteResult } from '@domain/schemas/registers';
import {
  accessRestaurant,
  userAccess,
  userAccessBody,
  userAccessHistoryRow,
} from '@domain/schemas/user-access';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf, userOf } from '../../core/request-context';
import { usuariosAcessoService } from './acessos-service';
import { type UsuariosCaller, usuariosService } from './service';

const tags = ['nlBaseUsuarios'];
const errors = { 400: apiError, 401: apiError, 403: apiError };
const idParam = z.object({ id: coercedId });
/** Access management: administrators (indRetAdm) only. */
const ADMIN = { flags: ['indRetAdm'] as const };

const callerOf = (req: FastifyRequest): UsuariosCaller => ({
  idUsuario: userOf(req).idUsuario,
  idEmpresa: companyOf(req),
  isAdmin: userOf(req).access?.indRetAdm === true,
});

/** Outside /api/v1. */
export const prefixOverride = '/api/nlBaseUsuarios';

/**
 * /api/nlBaseUsuarios — base users (spec §7 Users), open to any signed-in user of a company (spec §2).
 * A caller sees the users with access to his company and those without any access yet; he edits himself,
 * and an administrator (indRetAdm) creates, edits and deletes the others. desSenha is never answered.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = usuariosService(app.db);

  app.get('/', { schema: { tags, response: { 200: z.array(baseUsuario), ...errors } } }, async (req) =>
    service.search(companyOf(req)),
  );

  app.get(
    '/:id',
    { schema: { tags, params: idParam, response: { 200: baseUsuario, 404: apiError, ...errors } } },
    async (req) => service.get(companyOf(req), req.params.id),
  );

  app.post(
    '/',
    {
      schema: { tags, body: baseUsuarioItem, response: { 200: baseUsuario, 404: apiError, ...errors } },
    },
    async (req) => service.save(callerOf(req), req.body),
  );

  app.post(
    '/search',
    { schema: { tags, body: baseUsuarioSearchBody, response: { 200: z.array(baseUsuario), ...errors } } },
    async (req) => service.search(companyOf(req), req.body.search),
  );

  const access = usuariosAcessoService(app.db);

  app.get(
    '/acessos/restaurantes',
    { config: { ...ADMIN }, schema: { tags, response: { 200: z.array(accessRestaurant), ...errors } } },
    async (req) => access.restaurants(companyOf(req)),
  );

  app.get(
    '/:id/acessos',
    {
      config: { ...ADMIN },
      schema: { tags, params: idParam, response: { 200: userAccess, 404: apiError, ...errors } },
    },
    async (req) => access.get(companyOf(req), req.params.id),
  );

  app.put(
    '/:id/acessos',
    {
      config: { ...ADMIN },
      schema: {
        tags,
        params: idParam,
        body: userAccessBody,
        response: { 200: userAccess, 404: apiError, ...errors },
      },
    },
    async (req) =>
      access.save(companyOf(req), req.params.id, req.body, {
        idUsuario: userOf(req).idUsuario,
        nome: userOf(req).desPessoa || userOf(req).desUsuario,
      }),
  );

  app.get(
    '/:id/acessos/historico',
    {
      config: { ...ADMIN },
      schema: {
        tags,
        params: idParam,
        response: { 200: z.array(userAccessHistoryRow), 404: apiError, ...errors },
      },
    },
    async (req) => access.history(companyOf(req), req.params.id),
  );

  app.delete(
    '/:id',
    { schema: { tags, params: idParam, response: { 200: deleteResult, 404: apiError, ...errors } } },
    async (req) => service.remove(callerOf(req), req.params.id),
  );
};

export default routes;
