import { api } from '@app/lib/api-client';
import type { ConsultaApontamentosBody } from '@domain/schemas/appointments';
import type { ApontamentoDetalhe } from '@domain/schemas/approvals';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/reTbDesperdiciosDet/searchAllForConsultaApontamentos: the appointments of a period. */
export function searchDesperdiciosDet(body: ConsultaApontamentosBody): Promise<ApontamentoDetalhe[]> {
  return api.post<ApontamentoDetalhe[]>('/api/v1/reTbDesperdiciosDet/searchAllForConsultaApontamentos', body);
}

export const searchDesperdiciosDetQueryOptions = (body: ConsultaApontamentosBody | null) =>
  queryOptions({
    queryKey: ['maintenance', 'apontamentos', body],
    queryFn: () => searchDesperdiciosDet(body!),
    enabled: body !== null,
    staleTime: 0,
    // A manager's edits sit on top of these rows: no refetch behind their back.
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export function useSearchDesperdiciosDet(body: ConsultaApontamentosBody | null) {
  return useQuery(searchDesperdiciosDetQueryOptions(body));
}
