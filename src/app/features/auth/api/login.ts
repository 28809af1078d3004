import { expectToken } from '@app/features/auth/utils/expect-token';
import { api } from '@app/lib/api-client';
import type { LoginBody, TokenResponse } from '@domain/schemas/auth';

const LOGIN_URL = '/api/authenticate/login';

/** POST /api/authenticate/login {username, password} → {id_token}. */
export async function login(body: LoginBody): Promise<TokenResponse> {
  return expectToken(await api.post(LOGIN_URL, body));
}
