import type { BatchDecision } from '@domain/rules/save-batch';
import type { Apontamento } from '@domain/schemas/appointments';
import { weighingReplays, weighingsSaved } from '../../core/metrics';
import type { Db } from '../../db/client';
import { toApontamento } from '../re-tb-desp-apont/public';
import { mergeResumoDeltas } from '../rollup/public';
import type { Written } from './save-write';
import type { Row } from './stored-rows';

/**
 * After the commit of a save: the rollups with this save in them before the answer (and with the saves
 * committed meanwhile), unless the save ran inside a caller's transaction (its commit applies them). The
 * approvers' devices are told of `pendingUnits` by the caller, after the answer.
 */
export async function afterCommit(db: Db, withinCallerTransaction: boolean | undefined): Promise<void> {
  if (!withinCallerTransaction) await mergeResumoDeltas(db);
}

/** The appointments of a saved batch, item by item (a replay answers what was stored before), counted. */
export function savedOf(decision: BatchDecision<Row>, written: Written): Apontamento[] {
  const saved = decision.items.map((e) => {
    const row = e.edit
      ? written.byId.get(e.edit.row.idApontamento)
      : (e.stored ?? written.byUuid.get(written.uuidOf.get(e) ?? e.uuid ?? ''));
    if (!row) throw new Error('appointment not stored');
    return toApontamento(row);
  });
  weighingsSaved.inc(written.inserted - written.raced);
  weighingReplays.inc(decision.items.filter((e) => e.stored).length + written.raced);
  return saved;
}
