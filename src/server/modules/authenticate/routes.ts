import { grantedFlags } from '@domain/access';
import { MSG } from '@domain/messages';
import {
  account,
  apiError,
  empresaAtual,
  loginBody,
  loginByNumSeqBody,
  loginTicket,
  permission,
  selecionarEmpresaBody,
  tokenResponse,
} from '@domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, invalid } from '../../core/domain-errors';
import { userOf } from '../../core/request-context';
import { loginLimits } from './login-limits';
import { LOGIN_TICKET_TTL_SECONDS, LOGIN_TICKETS_PER_WINDOW, type LoggedIn, loginService } from './service';
import { authService } from './users-auth';

const tags = ['authenticate'];
const errors = { 400: apiError, 401: apiError, 403: apiError };

export const prefixOverride = '/api/authenticate';

/** /api/authenticate — spec §7 Authentication. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app;
  const auth = authService(app.db);
  const limits = loginLimits(app.db, {
    max: {
      conta: env.LOGIN_RATE_LIMIT,
      endereco: env.LOGIN_ADDRESS_RATE_LIMIT,
      ticket: LOGIN_TICKETS_PER_WINDOW,
    },
    windowMinutes: env.LOGIN_RATE_WINDOW,
  });
  const logins = loginService(app.db, limits);
  const token = ({ user, idEmpresa }: LoggedIn) => ({
    id_token: app.signToken({ sub: String(user.idUsuario), email: user.desEmail, idEmpresa }),
  });

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: { tags, body: loginBody, response: { 200: tokenResponse, ...errors, 429: apiError } },
    },
    async (req) => {
      const done = await logins.login(req.body.username, req.body.password, req.ip);
      req.log.info({ idUsuario: done.user.idUsuario }, 'login');
      return token(done);
    },
  );

  app.post(
    '/loginByNumSeq',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'Login por um ticket de uso único emitido por POST /api/authenticate/loginByNumSeq/ticket ' +
          `(válido por ${LOGIN_TICKET_TTL_SECONDS / 60} minutos). Tentativas com ticket inexistente contam no ` +
          'limite do endereço do cliente.',
        body: loginByNumSeqBody,
        response: { 200: tokenResponse, ...errors, 429: apiError },
      },
    },
    async (req) => {
      const done = await logins.loginByNumSeq(req.body.numSeq, req.ip);
      req.log.info({ idUsuario: done.user.idUsuario }, 'login por ticket');
      return token(done);
    },
  );

  app.post(
    '/loginByNumSeq/ticket',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          'Emite um ticket de login de uso único para quem chama (e a empresa do token, se houver), para abrir ' +
          `o app em outro dispositivo com ?LoginNumSeq=<ticket>. Vale ${LOGIN_TICKET_TTL_SECONDS / 60} minutos.`,
        response: { 200: loginTicket, ...errors, 429: apiError },
      },
    },
    async (req) => {
      const user = userOf(req);
      const idEmpresa = user.access ? user.idEmpresa : null;
      const ticket = await logins.issueTicket(user.idUsuario, idEmpresa);
      return { numSeq: ticket.numSeq, dtaExpiracao: ticket.dtaExpiracao.toISOString() };
    },
  );

  app.post(
    '/empresa/selecionar',
    {
      config: { access: 'user' },
      schema: { tags, body: selecionarEmpresaBody, response: { 200: tokenResponse, ...errors } },
    },
    async (req) => {
      const { idUsuario, email } = userOf(req);
      const access = await auth.accessOf(idUsuario, req.body.idEmpresa);
      if (!access) throw forbidden(MSG.noAccess);
      return { id_token: app.signToken({ sub: String(idUsuario), email, idEmpresa: req.body.idEmpresa }) };
    },
  );

  app.get(
    '/empresa',
    { config: { access: 'user' }, schema: { tags, response: { 200: empresaAtual, ...errors } } },
    async (req) => {
      const user = userOf(req);
      if (!user.idEmpresa || !user.access) return { idEmpresa: null, desEmpresa: null };
      const row = await auth.company(user.idEmpresa);
      return { idEmpresa: row.idEmpresa, desEmpresa: row.desEmpresa };
    },
  );

  app.get(
    '/permission',
    { config: { access: 'user' }, schema: { tags, response: { 200: permission, ...errors } } },
    async (req) => {
      const user = userOf(req);
      if (!user.idEmpresa) throw invalid(MSG.noCompanySelected);
      if (!user.access) throw forbidden(MSG.noAccess);
      return user.access;
    },
  );

  app.get(
    '/account',
    { config: { access: 'user' }, schema: { tags, response: { 200: account, ...errors } } },
    async (req) => {
      const a = userOf(req);
      const aprovador =
        a.idEmpresa && a.access ? await auth.approvesAnyUnit(a.idUsuario, a.idEmpresa) : undefined;
      return {
        email: a.email,
        auth: grantedFlags(a.access),
        ...(aprovador === undefined ? {} : { aprovador }),
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
