/**
 * The queue itself, in IndexedDB (local-db.ts): what is due, how the result of a send is applied, the backoff
 * ended, the counts and the clean-up of what was sent.
 */
import {
  localDb,
  type OutboxItem,
  type OutboxKind,
  type OutboxStatus,
  outboxKindOf,
} from '@app/lib/local-db';
import { makeRowsDue, pruneSentRows } from '@app/lib/outbox/queued-rows';
import { earliestPhotoAttempt, makePhotosDue } from '@app/lib/photo-outbox';

const MAX_WEIGHINGS_PER_ROUND = 1000;

const ACTIVE_STATUSES: readonly OutboxStatus[] = ['pending', 'sending', 'attention'];

export function byCreatedAt(a: OutboxItem, b: OutboxItem): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1;
}

/** The uuids of an item's records: its weighings', its closings' or its meals'. */
export function recordUuids(row: OutboxItem): string[] {
  const kind = outboxKindOf(row);
  if (kind === 'fechamentos') return (row.fechamentos ?? []).map((f) => f.uuidFechamento);
  if (kind === 'refeicoes') return (row.refeicoes ?? []).map((r) => r.uuidRefeicao);
  return row.itens.map((w) => w.uuidApontamento ?? '');
}

/** The records an item carries. */
export const recordCount = (row: OutboxItem): number => recordUuids(row).length;

/**
 * Takes the due items of one kind of the company ('sending' is left over from a killed tab of an older
 * version). The claim is in memory only: Web Locks (or the in-tab mutex) already make this the only replayer,
 * and not rewriting hundreds of rows before a send keeps a long queue's replay close to a plain saveAll.
 */
export async function claimDue(idEmpresa: number, kind: OutboxKind = 'pesagens'): Promise<OutboxItem[]> {
  const now = Date.now();
  const rows = await localDb.outbox
    .where('[idEmpresa+status]')
    .anyOf([
      [idEmpresa, 'pending'],
      [idEmpresa, 'sending'],
    ])
    .toArray();
  const due = rows
    .filter((r) => outboxKindOf(r) === kind && (r.status === 'sending' || r.nextAttemptAt <= now))
    .sort(byCreatedAt);
  const batch: OutboxItem[] = [];
  let weighings = 0;
  for (const row of due) {
    if (batch.length > 0 && weighings + recordCount(row) > MAX_WEIGHINGS_PER_ROUND) break;
    batch.push({ ...row, status: 'sending' });
    weighings += recordCount(row);
  }
  return batch;
}

/** The row is still the one that was sent: not discarded, sent or corrected (in this or another tab) meanwhile. */
function unchangedSince(row: OutboxItem | undefined, claimed: OutboxItem): row is OutboxItem {
  return (
    !!row &&
    (row.status === 'pending' || row.status === 'sending') &&
    row.attempts === claimed.attempts &&
    JSON.stringify(row.itens) === JSON.stringify(claimed.itens) &&
    JSON.stringify(row.fechamentos) === JSON.stringify(claimed.fechamentos) &&
    JSON.stringify(row.refeicoes) === JSON.stringify(claimed.refeicoes)
  );
}

/** Applies the result of a send to the items still as they were sent, in one transaction with bulk operations. */
export async function settle(changes: [OutboxItem, Partial<OutboxItem>][]): Promise<void> {
  if (changes.length === 0) return;
  await localDb.transaction('rw', localDb.outbox, async () => {
    const rows = await localDb.outbox.bulkGet(changes.map(([item]) => item.id));
    const updated = rows.flatMap((row, i) =>
      unchangedSince(row, changes[i][0]) ? [{ ...row, ...changes[i][1] } as OutboxItem] : [],
    );
    if (updated.length > 0) await localDb.outbox.bulkPut(updated);
  });
}

/** The earliest retry time of the company's pending weighings and photos (+Infinity: nothing waits). */
export async function earliestAttemptAt(idEmpresa: number): Promise<number> {
  let earliest = Number.POSITIVE_INFINITY;
  await localDb.outbox
    .where('[idEmpresa+status]')
    .anyOf([
      [idEmpresa, 'pending'],
      [idEmpresa, 'sending'],
    ])
    .each((row) => {
      earliest = Math.min(earliest, row.nextAttemptAt);
    });
  return Math.min(earliest, await earliestPhotoAttempt(idEmpresa));
}

/** The connection is back: the backoff no longer applies (to one company's items, or to all). */
export async function makeAllDue(idEmpresa?: number): Promise<void> {
  await makePhotosDue(idEmpresa);
  await makeRowsDue(localDb.outbox, idEmpresa);
}

/** Removes the items sent more than `olderThanMs` ago; returns how many. */
export async function pruneSent(olderThanMs?: number): Promise<number> {
  return pruneSentRows(localDb.outbox, olderThanMs);
}

export interface OutboxCounts {
  /** pending + sending. */
  pending: number;
  attention: number;
}

function activeItems(idEmpresa: number | null) {
  return idEmpresa === null
    ? localDb.outbox.where('status').anyOf(ACTIVE_STATUSES as OutboxStatus[])
    : localDb.outbox.where('[idEmpresa+status]').anyOf(ACTIVE_STATUSES.map((s) => [idEmpresa, s]));
}

export async function listItems(idEmpresa: number | null): Promise<OutboxItem[]> {
  return (await activeItems(idEmpresa).toArray()).sort(byCreatedAt);
}

/** Counts of the company's queue (every company's when none is given). */
export async function getOutboxCounts(idEmpresa: number | null = null): Promise<OutboxCounts> {
  const counts: OutboxCounts = { pending: 0, attention: 0 };
  await activeItems(idEmpresa).each((row) => {
    if (row.status === 'attention') counts.attention++;
    else counts.pending++;
  });
  return counts;
}

/** Nothing waits to be sent or corrected, in any company (the service-worker update gate). */
export async function isOutboxEmpty(): Promise<boolean> {
  return (await activeItems(null).count()) === 0;
}

/**
 * The weighings of one type saved on this device since `sinceMs` for the company (any state, the sent ones
 * included: they stay a day after their send): the entry screens' running count of the shift.
 */
export async function countWeighingsSince(
  idEmpresa: number,
  tipDesperdicio: number,
  sinceMs: number,
): Promise<number> {
  let n = 0;
  await localDb.outbox
    .where('createdAt')
    .aboveOrEqual(new Date(sinceMs).toISOString())
    .each((row) => {
      if (row.idEmpresa === idEmpresa && row.tipDesperdicio === tipDesperdicio) n += row.itens.length;
    });
  return n;
}
