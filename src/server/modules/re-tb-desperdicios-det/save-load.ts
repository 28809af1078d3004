import type { KanbanLookup } from '@domain/rules/batch-context';
import type { EntryCheck } from '@domain/rules/entry-check';
import { type KanbanResult, kanbanCheck } from '@domain/rules/kanban';
import {
  isEdit,
  kanbanLookupsOf,
  lowerUuid,
  type SaveBatch,
  weighingsToCheck,
} from '@domain/rules/save-batch';
import type { ApontamentoInput } from '@domain/schemas/appointments';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reTbKanbanProducao } from '../../db/schema/menu';
import { loadBatchContext } from './batch-context-query';
import { type Row, storedById, storedByUuid } from './stored-rows';

/** Reads the kanban checks of these lookups, one statement each, in their order. */
export async function loadKanbans(
  db: Db,
  idEmpresa: number,
  lookups: readonly KanbanLookup[],
  into: Map<string, KanbanResult>,
): Promise<void> {
  for (const { key, kind, weighing: w } of lookups) {
    const k = reTbKanbanProducao;
    const base = [
      eq(k.idEmpresa, idEmpresa),
      eq(k.idRestaurante, w.idRestaurante),
      eq(k.dtaCardapio, w.dtaCardapio),
    ];
    const where =
      kind === 'item'
        ? and(...base, eq(k.idItemVenda, w.idItemVenda!), eq(k.idProduto, w.idProduto!))
        : and(...base, eq(k.codAgrupamento, w.codAgrupamento!));
    const rows = await db.select({ indAtivo: k.indAtivo }).from(k).where(where);
    into.set(key, kanbanCheck(kind, rows));
  }
}

/**
 * The load of a batch to save: the stored appointments its edits point at; what it refers to and which of its
 * uuids are stored already, in one statement; the stored rows themselves only when there are any (a replay);
 * then the kanbans its checks read, once per key. A replay is prepared too (its references included) and then
 * answered as stored: a resent batch costs those reads, a first send saves a statement. The weighings with a
 * verdict to reuse (`reused`) are not read for.
 */
export async function loadSaveBatch(
  db: Db,
  idEmpresa: number,
  items: readonly ApontamentoInput[],
  opts: {
    reused: ReadonlyMap<ApontamentoInput, EntryCheck>;
    source?: 'web' | 'app';
    imported?: boolean;
    now: Date;
  },
): Promise<SaveBatch<Row>> {
  const fresh = items.filter((i) => !isEdit(i));
  const uuids = [...new Set(fresh.map((i) => lowerUuid(i.uuidApontamento)).filter((u): u is string => !!u))];
  const editIds = [...new Set(items.filter(isEdit).map((i) => i.idApontamento!))];
  const editRows = await storedById(db, idEmpresa, editIds);
  const { context, replays } = await loadBatchContext(
    db,
    idEmpresa,
    weighingsToCheck(items, editRows, opts.reused),
    uuids,
  );
  const stored = await storedByUuid(db, idEmpresa, [...replays]);
  const batch: SaveBatch<Row> = { items, context, stored, editRows, ...opts };
  await loadKanbans(db, idEmpresa, kanbanLookupsOf(batch), context.kanbans);
  return batch;
}
