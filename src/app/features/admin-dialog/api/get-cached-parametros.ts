import { cacheDeleteByPrefix, cacheEntries } from '@app/lib/local-db';
import { offlineKey } from '@app/lib/offline-query';
import type { Parametro } from '@domain/schemas/entry-lookups';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** One restaurant's parameters as kept on this device by the entry screens (key '<empresa>:parametros:<id>'). */
interface CachedParametros {
  key: string;
  idRestaurante: number;
  parametros: Parametro[];
  /** Epoch ms of the write. */
  updatedAt: number;
  /** Epoch ms of the refresh date (spec §9). */
  refreshAt: number;
}

/** The prefix of the current company's cached parameters. */
const parametrosCachePrefix = () => offlineKey('parametros:');

/** The parameters cached locally (IndexedDB) for the current company, by restaurant. */
export async function getCachedParametros(): Promise<CachedParametros[]> {
  const prefix = parametrosCachePrefix();
  const entries = await cacheEntries<Parametro[]>(prefix);
  return entries
    .map((e) => ({
      key: e.key,
      idRestaurante: Number(e.key.slice(prefix.length)),
      parametros: Array.isArray(e.value) ? e.value : [],
      updatedAt: e.updatedAt,
      refreshAt: e.refreshAt,
    }))
    .sort((a, b) => a.idRestaurante - b.idRestaurante);
}

export const getCachedParametrosQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-dialog', 'cached-parametros'],
    queryFn: getCachedParametros,
    staleTime: 0,
    retry: false,
  });

export function useCachedParametros() {
  return useQuery(getCachedParametrosQueryOptions());
}

/** Deletes the current company's cached parameters; returns how many restaurants were cleared. */
export function clearCachedParametros(): Promise<number> {
  return cacheDeleteByPrefix(parametrosCachePrefix());
}

export function useClearCachedParametros() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCachedParametros,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCachedParametrosQueryOptions().queryKey }),
  });
}
