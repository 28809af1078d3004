import { api } from '@app/lib/api-client';
import type { Label, LabelsFindBody } from '@domain/schemas/dash-desafio';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const LABELS_KEY = ['labels'] as const;

/** POST /api/v1/reTbLabels/find {desLabel, desTela}: the company's labels. */
export function getLabels(filter: LabelsFindBody): Promise<Label[]> {
  return api.post<Label[]>('/api/v1/reTbLabels/find', {
    desLabel: filter.desLabel ?? null,
    desTela: filter.desTela ?? null,
  });
}

export const getLabelsQueryOptions = (filter: LabelsFindBody) =>
  queryOptions({
    queryKey: [...LABELS_KEY, filter.desTela ?? null, filter.desLabel ?? null],
    queryFn: () => getLabels(filter),
    staleTime: 5 * 60_000,
  });

export function useLabels(filter: LabelsFindBody, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getLabelsQueryOptions(filter), enabled: options.enabled ?? true });
}
