/**
 * The edits of a searched list's rows, staged locally until saved (spec §4): the store (a row's stored
 * values come from the current rows), every change, edits of rows a refetch no longer returns dropped, and
 * the guard that asks before leaving with unsaved changes.
 */
import { useUnsavedChangesGuard } from '@app/hooks/use-unsaved-changes-guard';
import { useStagedChanges, useStagedEdits } from '@app/lib/staged-edits';
import { useEffect, useMemo } from 'react';

/** `keyOf` and `stored` should be stable (module-level) functions. */
export function useStagedRows<K, R, E extends object>(
  rows: readonly R[] | undefined,
  keyOf: (row: R) => K,
  stored: (row: R) => E,
) {
  const rowsByKey = useMemo(() => new Map((rows ?? []).map((r) => [keyOf(r), r])), [rows, keyOf]);
  const store = useStagedEdits<K, E>((key) => {
    const row = rowsByKey.get(key);
    return row ? stored(row) : undefined;
  });
  const changes = useStagedChanges(store);
  // Edits of rows that a refetch no longer returns (deleted meanwhile) are dropped.
  useEffect(() => {
    if (!rows) return;
    for (const key of store.changes().keys()) if (!rowsByKey.has(key)) store.discard(key);
  }, [rows, rowsByKey, store]);
  const guard = useUnsavedChangesGuard(changes.size > 0);
  return { store, changes, guard };
}
