/**
 * The kanban check of one line of an item-list entry screen (spec §5, §7): whether what it weighs is produced
 * that day. An inactive kanban is said in a long toast.
 */
import { checkKanbanProducao } from '@app/features/entry/api/check-kanban-producao';
import type { EntryContextState } from '@app/features/entry/hooks/use-entry-context';
import type { LineItem } from '@app/features/entry/hooks/use-item-candidates';
import { notifyError } from '@app/lib/notify';
import { MSG } from '@domain/messages';
import { type KanbanResult, needsKanban } from '@domain/rules/kanban';

const KANBAN_TOAST_MS = 20_000;

/** Tells the worker that a line's kanban is inactive. */
export function notifyKanbanInactive() {
  notifyError(MSG.kanbanInactive, undefined, { autoClose: KANBAN_TOAST_MS });
}

export type KanbanCheck = (line: LineItem) => Promise<KanbanResult | null>;

/** The check of one line: null when the line needs none or it is not known offline. */
export function useKanbanCheck(tipo: number, ctx: EntryContextState): KanbanCheck {
  return (line) =>
    ctx.idRestaurante === null || !needsKanban({ ...line, tipDesperdicio: tipo })
      ? Promise.resolve(null)
      : checkKanbanProducao({
          idRestaurante: ctx.idRestaurante,
          dtaCardapio: ctx.date,
          idItemVenda: line.idItemVenda,
          idProduto: line.idProduto,
          codAgrupamento: line.idAgrupamento,
        }).catch(() => null);
}
