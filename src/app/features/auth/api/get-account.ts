import { api } from '@app/lib/api-client';
import type { Account } from '@domain/schemas/auth';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/authenticate/account → {email, auth, usuario}. */
export async function getAccount(): Promise<Account> {
  return api.get<Account>('/api/authenticate/account');
}

export const getAccountQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'account'], queryFn: getAccount, staleTime: Number.POSITIVE_INFINITY });
