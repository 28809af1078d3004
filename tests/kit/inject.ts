import type { FastifyInstance } from 'fastify';
import { bearer } from './sign-in';

/** GET `url` on an app in this process, signed with `token` (bearer). */
export const getAs = (app: FastifyInstance, url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });
