import { api } from '@app/lib/api-client';
import type { ComparativoBody, ComparativoResult } from '@domain/schemas/relatorios';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/relatorios/comparativo. */
export function postRelatoriosComparativo(body: ComparativoBody): Promise<ComparativoResult> {
  return api.post<ComparativoResult>('/api/v1/relatorios/comparativo', body);
}

export const relatoriosComparativoQueryOptions = (body: ComparativoBody | null) =>
  queryOptions({
    queryKey: ['relatorios', 'comparativo', body],
    queryFn: () => postRelatoriosComparativo(body as ComparativoBody),
    enabled: body !== null,
    retry: false,
  });

/** Loads when `body` is set (the user pressed 'Pesquisar'). */
export function useRelatoriosComparativo(body: ComparativoBody | null) {
  return useQuery(relatoriosComparativoQueryOptions(body));
}
