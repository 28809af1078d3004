import { api } from '@app/lib/api-client';
import type { PendentesPorUnidade } from '@domain/schemas/approvals';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/v1/reTbDespApont/pendentesPorUnidade: the pending approvals of each unit where the user approves. */
async function getPendentesPorUnidade(): Promise<PendentesPorUnidade> {
  // Typed, not parsed: this shared module loads with every screen, and the validation library must not
  // (the server's answer is checked against the same schema before it leaves).
  return api.get<PendentesPorUnidade>('/api/v1/reTbDespApont/pendentesPorUnidade');
}

/** Invalidated by every analysis. */
export const PENDENTES_POR_UNIDADE_KEY = ['approvals', 'pendentes-por-unidade'] as const;

/** Refreshed every minute while shown (the approval list's own rhythm), and when the tab comes back. */
export function usePendentesPorUnidade(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: PENDENTES_POR_UNIDADE_KEY,
      queryFn: getPendentesPorUnidade,
      enabled,
      refetchInterval: 60_000,
    }),
  );
}
