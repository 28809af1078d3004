import { api } from '@app/lib/api-client';
import type { DesperdiciosBody, DesperdiciosResult } from '@domain/schemas/relatorios';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/relatorios/desperdicios. */
export function postRelatoriosDesperdicios(body: DesperdiciosBody): Promise<DesperdiciosResult> {
  return api.post<DesperdiciosResult>('/api/v1/relatorios/desperdicios', body);
}

export const relatoriosDesperdiciosQueryOptions = (body: DesperdiciosBody | null) =>
  queryOptions({
    queryKey: ['relatorios', 'desperdicios', body],
    queryFn: () => postRelatoriosDesperdicios(body as DesperdiciosBody),
    enabled: body !== null,
    retry: false,
  });

/** Loads when `body` is set (the user pressed 'Pesquisar'). */
export function useRelatoriosDesperdicios(body: DesperdiciosBody | null) {
  return useQuery(relatoriosDesperdiciosQueryOptions(body));
}
