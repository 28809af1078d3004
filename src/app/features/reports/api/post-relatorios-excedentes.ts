import { api } from '@app/lib/api-client';
import type { ExcedentesBody, ExcedentesResult } from '@domain/schemas/relatorios';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/relatorios/excedentes. */
export function postRelatorioExcedentes(body: ExcedentesBody): Promise<ExcedentesResult> {
  return api.post<ExcedentesResult>('/api/v1/relatorios/excedentes', body);
}

export const relatorioExcedentesQueryOptions = (body: ExcedentesBody | null) =>
  queryOptions({
    queryKey: ['relatorios', 'excedentes', body],
    queryFn: () => postRelatorioExcedentes(body as ExcedentesBody),
    enabled: body !== null,
    retry: false,
  });

/** Loads when `body` is set (the user pressed 'Pesquisar'). */
export function useRelatorioExcedentes(body: ExcedentesBody | null) {
  return useQuery(relatorioExcedentesQueryOptions(body));
}
