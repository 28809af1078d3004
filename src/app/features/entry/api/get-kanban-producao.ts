import { api } from '@app/lib/api-client';
import { networkFirst } from '@app/lib/offline-query';
import type { KanbanProducao } from '@domain/schemas/entry-lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';

const BASE = '/api/v1/reTbKanbanProducao';

/**
 * The day's kanbans of a restaurant, active and inactive (spec §7 Kanban), kept offline so that the kanban
 * check of §5 runs without network: the item/product query with only restaurant and date answers them all.
 */
export function getKanbanProducaoDoDia(
  idRestaurante: number,
  dtaCardapio: string,
): Promise<KanbanProducao[]> {
  return networkFirst(`kanbans:${idRestaurante}:${dtaCardapio}`, () =>
    api.get<KanbanProducao[]>(`${BASE}/findKanbanProducaoByRestauranteAndItemProdutoAndItemVendaAndData`, {
      params: { idRestaurante, dtaCardapio, qtd: 1000 },
    }),
  );
}

export const getKanbanProducaoDoDiaQueryOptions = (
  idRestaurante: number | null,
  dtaCardapio: string | null,
) =>
  queryOptions({
    queryKey: ['entry', 'kanbans', idRestaurante, dtaCardapio],
    queryFn: () => getKanbanProducaoDoDia(idRestaurante!, dtaCardapio!),
    enabled: idRestaurante !== null && !!dtaCardapio,
    staleTime: 60_000,
  });

export function useKanbanProducaoDoDia(idRestaurante: number | null, dtaCardapio: string | null) {
  return useQuery(getKanbanProducaoDoDiaQueryOptions(idRestaurante, dtaCardapio));
}
