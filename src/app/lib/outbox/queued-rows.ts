/**
 * What the two queues of the device (the outbox's saves and their photos) do alike: both keep rows per company
 * and status, retried after a backoff and pruned a while after they were sent. Each is async so that a failure
 * of the device's database (none in a private window or an old browser) is a rejection its caller's catch
 * handles, never an exception thrown where the caller only expected a promise.
 */
import type { Table } from 'dexie';

interface QueuedRow {
  idEmpresa: number;
  status: string;
  nextAttemptAt: number;
  createdAt: string;
  sentAt: string | null;
}

const DAY_MS = 24 * 60 * 60_000;

/** The backoff of the pending rows ends (of one company, or of all). */
export async function makeRowsDue<T extends QueuedRow>(
  table: Table<T, string>,
  idEmpresa?: number,
): Promise<void> {
  const now = Date.now();
  const rows =
    idEmpresa === undefined
      ? table.where('status').equals('pending')
      : table.where('[idEmpresa+status]').equals([idEmpresa, 'pending']);
  await rows
    .filter((row) => row.nextAttemptAt > now)
    .modify((row) => {
      row.nextAttemptAt = now;
    });
}

/** Removes the rows sent more than `olderThanMs` ago (default a day); returns how many. */
export async function pruneSentRows<T extends QueuedRow>(
  table: Table<T, string>,
  olderThanMs: number = DAY_MS,
): Promise<number> {
  const limit = Date.now() - olderThanMs;
  return table
    .where('status')
    .equals('sent')
    .filter((row) => Date.parse(row.sentAt ?? row.createdAt) < limit)
    .delete();
}
