import { api } from '@app/lib/api-client';
import type { PesagensDoDia } from '@domain/schemas/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/v1/reTbDesperdiciosDet/pesagensDoDia: the user's weighings of today (São Paulo) in the company. */
async function getPesagensDoDia(): Promise<PesagensDoDia> {
  // Typed, not parsed: this shared module loads with every screen, and the validation library must not
  // (the server's answer is checked against the same schema before it leaves).
  return api.get<PesagensDoDia>('/api/v1/reTbDesperdiciosDet/pesagensDoDia');
}

/** Refreshed every minute while the home is open (weighings sent from the queue add to it). */
export function usePesagensDoDia() {
  return useQuery(
    queryOptions({
      queryKey: ['home', 'pesagens-do-dia'],
      queryFn: getPesagensDoDia,
      refetchInterval: 60_000,
    }),
  );
}
