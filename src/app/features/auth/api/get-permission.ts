import { api } from '@app/lib/api-client';
import { type AccessRecord, toAccessRecord } from '@domain/access';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/authenticate/permission → the access record of the token's company (400 without company, 403 without access). */
export async function getPermission(): Promise<AccessRecord> {
  const data = await api.get<Partial<Record<string, unknown>> | null>('/api/authenticate/permission');
  return toAccessRecord(data ?? {});
}

export const getPermissionQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'permission'],
    queryFn: getPermission,
    staleTime: Number.POSITIVE_INFINITY,
  });
