/** The kanban of the day a production weighing needs (spec §4, §5, §7 Kanban). */
import { TIP_DESPERDICIO } from '../constants';
import { MSG } from '../messages';

export type KanbanResult = 0 | 1 | 2;

export interface KanbanKey {
  idRestaurante?: number | null;
  dtaCardapio?: string | null;
  codAgrupamento?: number | null;
  idItemVenda?: number | null;
  idProduto?: number | null;
}

/** A lookup needs restaurant and date, and the grouping or both sale item and product (else result 0). */
export function kanbanKeyKind(k: KanbanKey): 'agrupamento' | 'item' | null {
  if (!k.idRestaurante || !k.dtaCardapio) return null;
  if (k.idItemVenda && k.idProduto) return 'item';
  if (k.codAgrupamento) return 'agrupamento';
  return null;
}

/** 1 an active kanban found; 2 only inactive ones (the retry found some); 0 none. */
export function kanbanResult(
  found: readonly { indAtivo: boolean }[],
  inactiveRetry: readonly { indAtivo: boolean }[] = [],
): KanbanResult {
  if (found.some((k) => k.indAtivo)) return 1;
  if (found.length > 0 || inactiveRetry.length > 0) return 2;
  return 0;
}

/**
 * The check from the kanbans that match a weighing's key: by item every row counts; by grouping the inactive
 * ones are the retry of spec §7 Kanban (…DataInativos).
 */
export function kanbanCheck(
  kind: 'agrupamento' | 'item',
  rows: readonly { indAtivo: boolean }[],
): KanbanResult {
  if (kind === 'item') return kanbanResult(rows);
  return kanbanResult(
    rows.filter((r) => r.indAtivo),
    rows.filter((r) => !r.indAtivo),
  );
}

/** Before saving, the check must return 1: 0 is 'NoKanban', anything else 'Produtos Inativos'. */
export function kanbanError(result: KanbanResult): string | null {
  if (result === 1) return null;
  return result === 0 ? MSG.kanbanNotFound : MSG.kanbanInactive;
}

/** The entry types whose weighings of a sale item/product or grouping need the day's kanban. */
export function needsKanban(w: {
  tipDesperdicio: number;
  idItemVenda?: number | null;
  idProduto?: number | null;
  idAgrupamento?: number | null;
}): boolean {
  return (
    w.tipDesperdicio === TIP_DESPERDICIO.ExcedenteDeProducao &&
    (!!(w.idItemVenda && w.idProduto) || !!w.idAgrupamento)
  );
}
