import { api } from '@app/lib/api-client';
import type { DesperdiciosBody, DesperdiciosResult } from '@domain/schemas/relatorios';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/relatorios/desperdicios. */
export function postRelatorioDesperdicios(body: DesperdiciosBody): Promise<DesperdiciosResult> {
  return api.post<DesperdiciosResult>('/api/v1/relatorios/desperdicios', body);
}

export const relatorioDesperdiciosQueryOptions = (body: DesperdiciosBody | null) =>
  queryOptions({
    queryKey: ['relatorios', 'desperdicios', body],
    queryFn: () => postRelatorioDesperdicios(body as DesperdiciosBody),
    enabled: body !== null,
    retry: false,
  });

/** Loads when `body` is set (the user pressed 'Pesquisar'). */
export function useRelatorioDesperdicios(body: DesperdiciosBody | null) {
  return useQuery(relatorioDesperdiciosQueryOptions(body));
}
