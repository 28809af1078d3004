import { type AccessFlag, API_ACCESS, isAllowed, toAccessRecord } from '@domain/access';
import { MSG } from '@domain/messages';
import type { TokenClaims } from '@domain/schemas/auth';
import fastifyJwt from '@fastify/jwt';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { keptJwtSecret } from '../../core/app-settings';
import { forbidden, invalid, unauthenticated } from '../../core/domain-errors';
import type { AuthContext } from '../../core/request-context';
import { acessos, usuarios } from '../../db/schema/core';
import type { Env } from '../../env';

/**
 * Who may call a route:
 * - 'public': anyone;
 * - 'user': a valid token (no company needed: company picker, login helpers);
 * - 'company' (default for /api): a token that carries a company, an access record for it,
 *   and at least one of `flags` (default: the resource's entry in API_ACCESS; none = any access record).
 */
export type RouteAccess = 'public' | 'user' | 'company';

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
  flags: readonly AccessFlag[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    flags?: readonly AccessFlag[];
  }
  interface FastifyInstance {
    /** Every route with its access rule, as declared (docs and the access tests read it). */
    accessTable: RouteAccessEntry[];
    signToken(claims: { sub: string; email: string; idEmpresa?: number }): string;
  }
}

/** '/api/v1/reTbCadBalancas/saveAll' → 'reTbCadBalancas'. */
function resourceOf(url: string): string | undefined {
  const m = /^\/api\/v1\/([^/?]+)/.exec(url);
  return m?.[1];
}

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m ? m[1].trim() : null;
}

export default fp(
  async (app: FastifyInstance, opts: { env: Env }) => {
    const secret = opts.env.JWT_SECRET ?? (await keptJwtSecret(app.db, opts.env.DATA_DIR));
    await app.register(fastifyJwt, { secret });
    app.decorate('signToken', (claims: { sub: string; email: string; idEmpresa?: number }) =>
      app.jwt.sign(claims, { expiresIn: opts.env.TOKEN_TTL }),
    );
    app.decorateRequest('auth', null as unknown as AuthContext);

    // Every /api route gets its access rule when it is declared: the guard below never misses one.
    app.decorate('accessTable', [] as RouteAccessEntry[]);
    app.addHook('onRoute', (route) => {
      const url = route.url;
      if (!route.config) route.config = {} as never;
      const config = route.config as {
        access?: RouteAccess;
        flags?: readonly AccessFlag[];
      };
      if (!url.startsWith('/api/') || url.startsWith('/api/docs')) {
        config.access ??= 'public';
      } else {
        config.access ??= 'company';
        if (config.flags === undefined) {
          const resource = resourceOf(url);
          config.flags = (resource && API_ACCESS[resource]) || [];
        }
      }
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        app.accessTable.push({ method, url, access: config.access, flags: config.flags ?? [] });
      }
    });

    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config as { access?: RouteAccess; flags?: readonly AccessFlag[] };
      const access = config.access ?? (request.url.startsWith('/api/') ? 'company' : 'public');
      if (access === 'public') return;

      const token = bearer(request);
      if (!token) throw unauthenticated(MSG.invalidToken);
      let claims: TokenClaims;
      try {
        claims = app.jwt.verify<TokenClaims>(token);
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        throw unauthenticated(code.includes('EXPIRED') ? MSG.sessionExpired : MSG.invalidToken);
      }
      const idUsuario = Number(claims.sub);
      if (!Number.isInteger(idUsuario)) throw unauthenticated(MSG.invalidToken);
      const idEmpresa = typeof claims.idEmpresa === 'number' ? claims.idEmpresa : null;

      const [row] = await app.db
        // Only what the request keeps: no password hash is read on every request.
        .select({
          user: {
            desEmail: usuarios.desEmail,
            desPessoa: usuarios.desPessoa,
            desUsuario: usuarios.desUsuario,
          },
          access: acessos,
        })
        .from(usuarios)
        .leftJoin(
          acessos,
          and(eq(acessos.idUsuario, usuarios.idUsuario), eq(acessos.idEmpresa, idEmpresa ?? -1)),
        )
        .where(eq(usuarios.idUsuario, idUsuario))
        .limit(1);
      if (!row) throw unauthenticated(MSG.userNotFound(idUsuario));

      const record = row.access ? toAccessRecord(row.access) : null;
      request.auth = {
        idUsuario,
        email: row.user.desEmail,
        desPessoa: row.user.desPessoa,
        desUsuario: row.user.desUsuario,
        idEmpresa,
        access: record,
      };
      if (access === 'user') return;

      if (idEmpresa === null) throw invalid(MSG.noCompanySelected);
      if (!record) throw forbidden(MSG.noAccess);
      if (!isAllowed(record, config.flags ?? [])) throw forbidden(MSG.accessDeniedText);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
