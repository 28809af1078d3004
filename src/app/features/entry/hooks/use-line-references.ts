/**
 * Each line's reference average (kept offline like the tray's), for the 'Confirma X kg?' question, and
 * whether a lookup failed with no kept copy.
 */
import { useDesperdiciosDetMediaQtds } from '@app/features/entry/api/find-desperdicios-det-media-qtd';
import type { EntryContextState } from '@app/features/entry/hooks/use-entry-context';
import type { ItemLine } from '@app/features/entry/hooks/use-item-lines';
import { isIsoDate } from '@domain/dates';

export function useLineReferences(tipo: number, ctx: EntryContextState, lines: ItemLine[]) {
  return useDesperdiciosDetMediaQtds(
    lines.map((l) =>
      ctx.idRestaurante !== null && isIsoDate(ctx.date)
        ? {
            idRestaurante: ctx.idRestaurante,
            tipDesperdicio: tipo,
            dtaApontamento: ctx.date,
            idProduto: l.idProduto,
            idItemVenda: l.idItemVenda,
            idAgrupamento: l.idAgrupamento,
            idInsumo: l.idInsumo,
          }
        : null,
    ),
  );
}
