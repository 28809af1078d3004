import { clearParametrosCache } from '@app/features/parameters/api/clear-parametros-cache';
import { PARAMETROS_ADMIN_KEY } from '@app/features/parameters/api/search-parametros';
import { api } from '@app/lib/api-client';
import type { Parametro } from '@domain/schemas/entry-lookups';
import type { ParametroSaveItem } from '@domain/schemas/parameters';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * POST /api/v1/reTbParametros/saveAll: edits (positive idParametro) and new rows in one transaction; a
 * refused item answers 400 {exception} naming the parameter, and nothing is saved.
 */
export function saveParametros(items: ParametroSaveItem[]): Promise<Parametro[]> {
  return api.post<Parametro[]>('/api/v1/reTbParametros/saveAll', items);
}

export function useSaveParametros() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveParametros,
    onSuccess: async (saved, items) => {
      const restaurants = [...saved, ...items].flatMap((p) => (p.idRestaurante ? [p.idRestaurante] : []));
      await clearParametrosCache(queryClient, restaurants);
      await queryClient.invalidateQueries({ queryKey: PARAMETROS_ADMIN_KEY });
    },
  });
}
