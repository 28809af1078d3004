import { api } from '@app/lib/api-client';
import { networkFirst } from '@app/lib/offline-query';
import type { RecipientePesoLov } from '@domain/schemas/entry-lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/v1/reTbRecipientesPesos/lov/findActivesByIdRestaurante: containers and their tares. */
export function getRecipientesPesos(idRestaurante: number): Promise<RecipientePesoLov[]> {
  return networkFirst(`recipientes:${idRestaurante}`, () =>
    api.post<RecipientePesoLov[]>('/api/v1/reTbRecipientesPesos/lov/findActivesByIdRestaurante', {
      idRestaurante,
    }),
  );
}

export const getRecipientesPesosQueryOptions = (idRestaurante: number | null) =>
  queryOptions({
    queryKey: ['lookups', 'recipientes', idRestaurante],
    queryFn: () => getRecipientesPesos(idRestaurante!),
    enabled: idRestaurante !== null,
    staleTime: 5 * 60_000,
  });

export function useRecipientesPesos(idRestaurante: number | null) {
  return useQuery(getRecipientesPesosQueryOptions(idRestaurante));
}
