import { api } from '@app/lib/api-client';
import { type PesagensDoDia, pesagensDoDia } from '@domain/schemas/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/v1/reTbDesperdiciosDet/pesagensDoDia: the user's weighings of today (São Paulo) in the company. */
async function getPesagensDoDia(): Promise<PesagensDoDia> {
  return pesagensDoDia.parse(await api.get('/api/v1/reTbDesperdiciosDet/pesagensDoDia'));
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
