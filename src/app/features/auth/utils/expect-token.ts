import { MSG } from '@domain/messages';
import type { TokenResponse } from '@domain/schemas/auth';

/**
 * Checks a token answer ({id_token}) without zod, so the session code in the entry chunk stays small
 * (the domain zod schemas are used by the lazy-loaded forms).
 */
export function expectToken(data: unknown): TokenResponse {
  const token = (data as { id_token?: unknown } | null)?.id_token;
  if (typeof token !== 'string' || token.split('.').length !== 3) throw new Error(MSG.invalidToken);
  return { id_token: token };
}
