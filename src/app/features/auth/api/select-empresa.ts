import { expectToken } from '@app/features/auth/utils/expect-token';
import { api } from '@app/lib/api-client';
import type { TokenResponse } from '@domain/schemas/auth';

/** POST /api/authenticate/empresa/selecionar {idEmpresa} → a NEW {id_token} carrying the company. */
export async function selectEmpresa(idEmpresa: number): Promise<TokenResponse> {
  return expectToken(await api.post('/api/authenticate/empresa/selecionar', { idEmpresa }));
}
