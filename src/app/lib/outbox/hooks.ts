/** The queue as the screens read it, live: the items, the counts, the 401 pause and the unseen refusals. */
import { localDb, type OutboxItem } from '@app/lib/local-db';
import { isPaused, subscribePaused } from '@app/lib/outbox/pause';
import { byCreatedAt, getOutboxCounts, listItems, type OutboxCounts } from '@app/lib/outbox/store';
import { getSession, subscribeSession } from '@app/lib/session';
import { isLateSave } from '@domain/rules/late-saves';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';

const currentCompany = () => getSession().empresa?.idEmpresa ?? null;

function useCurrentCompany(): number | null {
  return useSyncExternalStore(subscribeSession, currentCompany, currentCompany);
}

const NO_COUNTS: OutboxCounts = { pending: 0, attention: 0 };
const NO_ITEMS: OutboxItem[] = [];

/** The items not yet sent of the session's company (all companies without one), oldest first. */
export function useOutboxItems(): OutboxItem[] {
  const idEmpresa = useCurrentCompany();
  return useLiveQuery(() => listItems(idEmpresa), [idEmpresa], NO_ITEMS);
}

/** { pending (pending + sending), attention } of the session's company (all companies without one). */
export function useOutboxCounts(): OutboxCounts {
  const idEmpresa = useCurrentCompany();
  return useLiveQuery(() => getOutboxCounts(idEmpresa), [idEmpresa], NO_COUNTS);
}

/** The queue is paused by a 401 until the next login. */
export function useOutboxPaused(): boolean {
  return useSyncExternalStore(subscribePaused, isPaused, isPaused);
}

/** One queued save as it is now (live): undefined while loading or once discarded/pruned. */
export function useOutboxItem(id: string | null): OutboxItem | undefined {
  return useLiveQuery(() => (id ? localDb.outbox.get(id) : undefined), [id]);
}

/** The company's refused items whose alert the worker has not acknowledged yet, oldest first. */
export function useUnseenRefusals(): OutboxItem[] {
  const idEmpresa = useCurrentCompany();
  return useLiveQuery(
    async () =>
      idEmpresa === null
        ? NO_ITEMS
        : (await localDb.outbox.where('[idEmpresa+status]').equals([idEmpresa, 'attention']).toArray())
            .filter((row) => !row.refusalSeenAt)
            .sort(byCreatedAt),
    [idEmpresa],
    NO_ITEMS,
  );
}

/** How often the 'late' warnings look at the clock again. */
const LATE_TICK_MS = 60_000;

/** The company's unsent saves that have waited more than 24 hours (live, and as the clock moves on). */
export function useLateSaves(): OutboxItem[] {
  const items = useOutboxItems();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), LATE_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return useMemo(() => items.filter((i) => isLateSave(i.createdAt, now)), [items, now]);
}
