import { useQueryOnceReady } from '@app/hooks/use-query-once-ready';
import { api } from '@app/lib/api-client';
import { rejectException } from '@app/lib/reject-exception';
import { DASHBOARD_ID } from '@domain/constants';
import type { VolumesDash } from '@domain/schemas/dash-volumes';
import type { VolumesBody } from '@domain/schemas/dashboards';
import { queryOptions } from '@tanstack/react-query';

/** POST /api/v1/volumesDash: baseline against comparison period per restaurant or satellite. */
export async function getVolumesDash(body: VolumesBody): Promise<VolumesDash> {
  return rejectException(await api.post<VolumesDash>('/api/v1/volumesDash', body));
}

export const getVolumesDashQueryOptions = (body: VolumesBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.volumes, body],
    queryFn: () => getVolumesDash(body),
    retry: false,
  });

export function useVolumesDash(body: VolumesBody | null) {
  return useQueryOnceReady(body, getVolumesDashQueryOptions);
}
