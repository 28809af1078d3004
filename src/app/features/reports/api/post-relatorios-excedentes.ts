import { api } from '@app/lib/api-client';
import type { ExcedentesBody, ExcedentesResult } from '@domain/schemas/relatorios';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/relatorios/excedentes. */
export function postRelatoriosExcedentes(body: ExcedentesBody): Promise<ExcedentesResult> {
  return api.post<ExcedentesResult>('/api/v1/relatorios/excedentes', body);
}

export const relatoriosExcedentesQueryOptions = (body: ExcedentesBody | null) =>
  queryOptions({
    queryKey: ['relatorios', 'excedentes', body],
    queryFn: () => postRelatoriosExcedentes(body as ExcedentesBody),
    enabled: body !== null,
    retry: false,
  });

/** Loads when `body` is set (the user pressed 'Pesquisar'). */
export function useRelatoriosExcedentes(body: ExcedentesBody | null) {
  return useQuery(relatoriosExcedentesQueryOptions(body));
}
