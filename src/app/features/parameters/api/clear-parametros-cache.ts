import { cacheDelete } from '@app/lib/local-db';
import { offlineKey } from '@app/lib/offline-query';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After an administrator changes a restaurant's parameters, the entry screens must use the new values at
 * once (spec §4, §9): the offline copy kept by the entry feature's getParametros (networkFirst under
 * 'parametros:{idRestaurante}') is removed and its react-query entry (['entry', 'parametros', id])
 * invalidated, and so are the reference quantities (['entry', 'media', {idRestaurante…}]) whose min/max come
 * from the tolerance parameters (RE-Configuracao/U seq 13/14). The keys are the entry feature's; they are
 * repeated here because features do not import each other.
 */
export async function clearParametrosCache(
  queryClient: QueryClient,
  idRestaurantes: Iterable<number>,
): Promise<void> {
  const ids = [...new Set(idRestaurantes)];
  if (!ids.length) return;
  await cacheDelete(ids.map((id) => offlineKey(`parametros:${id}`))).catch(() => undefined);
  const touched = new Set(ids);
  await Promise.all([
    ...ids.map((id) => queryClient.invalidateQueries({ queryKey: ['entry', 'parametros', id] })),
    queryClient.invalidateQueries({
      queryKey: ['entry', 'media'],
      predicate: (q) => {
        const body = q.queryKey[2] as { idRestaurante?: number } | null | undefined;
        return !!body && touched.has(body.idRestaurante ?? 0);
      },
    }),
  ]);
}
