/**
 * The options of the 'add' picker of an item-list entry screen: the monitored inputs (pre-preparation by
 * input), or the day's active kanban as groupings (pre-preparation by shift) or as sale item / product and
 * groupings (surplus).
 */
import { useDesperdiciosDetInsumos } from '@app/features/entry/api/find-desperdicios-det-insumos';
import type { EntryContextState } from '@app/features/entry/hooks/use-entry-context';
import { TIP_DESPERDICIO } from '@domain/constants';
import type { KanbanProducao } from '@domain/schemas/entry-lookups';
import { useMemo } from 'react';

/** What a line weighs: one of a sale item / product, a grouping or an input. */
export interface LineItem {
  descricao: string;
  idItemVenda: number | null;
  idProduto: number | null;
  idAgrupamento: number | null;
  idInsumo: number | null;
}

export interface ItemCandidate {
  value: string;
  label: string;
  line: LineItem;
}

export function useItemCandidates(
  tipo: number,
  ctx: EntryContextState,
  kanbans: KanbanProducao[] | undefined,
) {
  const insumos = useDesperdiciosDetInsumos(tipo === TIP_DESPERDICIO.PrePreparoPorInsumo);
  return useMemo((): { candidates: ItemCandidate[]; loading: boolean } => {
    const blank = { idItemVenda: null, idProduto: null, idAgrupamento: null, idInsumo: null };
    if (tipo === TIP_DESPERDICIO.PrePreparoPorInsumo) {
      const list = (insumos.data ?? []).filter((i) => i.indInativo === 0);
      return {
        loading: insumos.isLoading,
        candidates: list.map((i) => ({
          value: `i${i.idInsumo}`,
          label: `${i.idInsumo} - ${i.desInsumo}`,
          line: { ...blank, descricao: i.desInsumo, idInsumo: i.idInsumo },
        })),
      };
    }
    // Only what is produced today can be weighed: an inactive kanban (inactive product) is not offered.
    const active = (kanbans ?? []).filter((k) => k.indAtivo);
    const groups = new Map<number, string>();
    for (const k of active)
      if (k.codAgrupamento !== null)
        groups.set(k.codAgrupamento, k.desAgrupamento ?? String(k.codAgrupamento));
    const byGroup = [...groups].map(([cod, des]) => ({
      value: `g${cod}`,
      label: `Agrupamento: ${des}`,
      line: { ...blank, descricao: des, idAgrupamento: cod },
    }));
    if (tipo === TIP_DESPERDICIO.PrePreparoPorTurno)
      return { loading: !kanbans && ctx.idRestaurante !== null, candidates: byGroup };
    const items = active.map((k) => ({
      value: `k${k.idItemVenda}:${k.idProduto}`,
      label: `${k.desItemVenda} / ${k.desProduto}`,
      line: {
        ...blank,
        descricao: `${k.desItemVenda} / ${k.desProduto}`,
        idItemVenda: k.idItemVenda,
        idProduto: k.idProduto,
      },
    }));
    const unique = [...new Map(items.map((i) => [i.value, i])).values()];
    return { loading: !kanbans && ctx.idRestaurante !== null, candidates: [...unique, ...byGroup] };
  }, [tipo, insumos.data, insumos.isLoading, kanbans, ctx.idRestaurante]);
}
