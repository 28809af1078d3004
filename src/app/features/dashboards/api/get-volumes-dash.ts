import { api } from '@app/lib/api-client';
import { DASHBOARD_ID } from '@domain/constants';
import type { VolumesDash } from '@domain/schemas/dash-volumes';
import type { VolumesBody } from '@domain/schemas/dashboards';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/volumesDash: baseline against comparison period per restaurant or satellite. */
export async function getVolumesDash(body: VolumesBody): Promise<VolumesDash> {
  const data = await api.post<VolumesDash>('/api/v1/volumesDash', body);
  // A response carrying `exception` rejects the load with its text (spec §8).
  if (data?.exception) throw new Error(data.exception);
  return data;
}

export const getVolumesDashQueryOptions = (body: VolumesBody) =>
  queryOptions({
    queryKey: ['dashboards', DASHBOARD_ID.volumes, body],
    queryFn: () => getVolumesDash(body),
    retry: false,
  });

export function useVolumesDash(body: VolumesBody | null) {
  return useQuery({ ...getVolumesDashQueryOptions(body as VolumesBody), enabled: body !== null });
}
