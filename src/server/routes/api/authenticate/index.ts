import { grantedFlags } from '@domain/access';
import { MSG } from '@domain/messages';
import {
  account,
  apiError,
  empresaAtual,
  loginBody,
  loginByNumSeqBody,
  permission,
  selecionarEmpresaBody,
  tokenResponse,
} from '@domain/schemas/auth';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden } from '../../../lib/http-errors';
import { authService } from '../../../services/auth-service';

const tags = ['authenticate'];
const errors = { 400: apiError, 401: apiError, 403: apiError };

/** /api/authenticate — spec §7 Authentication. */
const routes: FastifyPluginAsyncZod<{ loginRateLimit: number }> = async (app, opts) => {
  const auth = authService(app.db);
  await app.register(rateLimit, { global: false, hook: 'preHandler' });
  const limited = {
    max: opts.loginRateLimit,
    timeWindow: '1 minute',
    keyGenerator: (req: { ip: string; body?: unknown }) => {
      const b = (req.body ?? {}) as { username?: unknown; numSeq?: unknown };
      return `${req.ip}|${String(b.username ?? b.numSeq ?? '').toLowerCase()}`;
    },
    errorResponseBuilder: (_req: unknown, ctx: { statusCode: number }) => ({
      statusCode: ctx.statusCode,
      error: 'Too Many Requests',
      message: MSG.tooManyAttempts,
      exception: MSG.tooManyAttempts,
    }),
  };

  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: limited },
      schema: { tags, body: loginBody, response: { 200: tokenResponse, ...errors, 429: apiError } },
    },
    async (req) => {
      const user = await auth.login(req.body.username, req.body.password);
      req.log.info({ idUsuario: user.idUsuario }, 'login');
      return { id_token: app.signToken({ sub: String(user.idUsuario), email: user.desEmail }) };
    },
  );

  app.post(
    '/loginByNumSeq',
    {
      config: { access: 'public', rateLimit: limited },
      schema: { tags, body: loginByNumSeqBody, response: { 200: tokenResponse, ...errors, 429: apiError } },
    },
    async (req) => {
      const user = await auth.loginByNumSeq(req.body.numSeq);
      return { id_token: app.signToken({ sub: String(user.idUsuario), email: user.desEmail }) };
    },
  );

  app.post(
    '/empresa/selecionar',
    {
      config: { access: 'user' },
      schema: { tags, body: selecionarEmpresaBody, response: { 200: tokenResponse, ...errors } },
    },
    async (req) => {
      const { idUsuario, email } = req.auth;
      const access = await auth.accessOf(idUsuario, req.body.idEmpresa);
      if (!access) throw forbidden(MSG.noAccess);
      return { id_token: app.signToken({ sub: String(idUsuario), email, idEmpresa: req.body.idEmpresa }) };
    },
  );

  app.get(
    '/empresa',
    { config: { access: 'user' }, schema: { tags, response: { 200: empresaAtual, ...errors } } },
    async (req) => {
      if (!req.auth.idEmpresa || !req.auth.access) return { idEmpresa: null, desEmpresa: null };
      const row = await auth.company(req.auth.idEmpresa);
      return { idEmpresa: row.idEmpresa, desEmpresa: row.desEmpresa };
    },
  );

  app.get(
    '/permission',
    { config: { access: 'user' }, schema: { tags, response: { 200: permission, ...errors } } },
    async (req) => {
      if (!req.auth.idEmpresa) throw badRequest(MSG.noCompanySelected);
      if (!req.auth.access) throw forbidden(MSG.noAccess);
      return req.auth.access;
    },
  );

  app.get(
    '/account',
    { config: { access: 'user' }, schema: { tags, response: { 200: account, ...errors } } },
    async (req) => {
      const a = req.auth;
      return {
        email: a.email,
        auth: grantedFlags(a.access),
        usuario: {
          idUsuario: a.idUsuario,
          desUsuario: a.desUsuario,
          desPessoa: a.desPessoa,
          desEmail: a.email,
        },
      };
    },
  );
};

export default routes;
