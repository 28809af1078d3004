import { expectToken } from '@app/features/auth/utils/expect-token';
import { api } from '@app/lib/api-client';
import type { TokenResponse } from '@domain/schemas/auth';

const LOGIN_BY_NUM_SEQ_URL = '/api/authenticate/loginByNumSeq';

/**
 * POST /api/authenticate/loginByNumSeq {numSeq} → {id_token}: `numSeq` is a one-time ticket (spec §4) issued
 * by POST /api/authenticate/loginByNumSeq/ticket.
 */
export async function loginByNumSeq(numSeq: string): Promise<TokenResponse> {
  return expectToken(await api.post(LOGIN_BY_NUM_SEQ_URL, { numSeq }));
}
