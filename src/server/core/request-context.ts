import type { AccessRecord } from '@domain/access';
import { MSG } from '@domain/messages';
import type { FastifyRequest } from 'fastify';
import { invalid } from './domain-errors';

/** Who calls: set by the auth plugin's guard on every route that is not public. */
export interface AuthContext {
  idUsuario: number;
  email: string;
  desPessoa: string;
  desUsuario: string;
  /** The token's company; always set on 'company' routes. */
  idEmpresa: number | null;
  access: AccessRecord | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
}

/** The signed-in user of the request (routes that need a token, with or without a company). */
export function userOf(request: FastifyRequest): AuthContext {
  return request.auth;
}

/** The company of the request's token (every business query is scoped by it). */
export function companyOf(request: FastifyRequest): number {
  const id = request.auth?.idEmpresa;
  if (!id) throw invalid(MSG.noCompanySelected);
  return id;
}
