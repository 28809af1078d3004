import type { FastifyInstance } from 'fastify';
import { bearer } from './sign-in';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request on an app in this process signed with `token` (bearer), `payload` as its JSON body. */
export const injectAs = (
  app: FastifyInstance,
  method: Method,
  url: string,
  token: string,
  payload?: unknown,
) => app.inject({ method, url, headers: bearer(token), payload: payload as object | undefined });

/** A request of a test fixture's app (company, registers) signed with `token`. */
export const fixtureCall = (
  f: { t: { app: FastifyInstance } },
  method: Exclude<Method, 'PATCH'>,
  url: string,
  token: string,
  payload?: unknown,
) => injectAs(f.t.app, method, url, token, payload);

/** GET `url` on an app in this process, signed with `token` (bearer). */
export const getAs = (app: FastifyInstance, url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

/** POST /api/authenticate/login with this body, as it stands (no check of the answer). */
export const postLogin = (app: FastifyInstance, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/authenticate/login', payload: payload as object });
