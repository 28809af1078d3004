/**
 * Staged edits (spec §4): unsaved changes to the rows of a list, keyed by row id, kept locally until a
 * save-all sends them. A field staged back to its stored value is un-staged; a row with no field left is no
 * longer changed. Registers also stage new rows (temporary ids) and deletions: deleting a new row only drops
 * it, deleting a stored one is staged until the save. Framework-free store plus small React hooks: a row
 * subscribes to its own patch only, so typing in one row does not re-render the others.
 */
import { useRef, useState, useSyncExternalStore } from 'react';

export type Patch<E> = Partial<E>;
export type StagedChanges<K, E> = ReadonlyMap<K, Patch<E>>;

/** Everything staged, as one immutable value replaced on every change. */
interface StagedSnapshot<K, E> {
  /** Staged fields by row (new rows too). */
  changes: StagedChanges<K, E>;
  /** The new rows, in the order they were added. */
  added: readonly K[];
  /** The stored rows staged for deletion. */
  removed: ReadonlySet<K>;
}

interface StagedEditsOptions<K, E> {
  /** The stored values of a row; undefined for a row never saved (then nothing un-stages). */
  original?: (id: K) => Partial<E> | undefined;
  /** When a staged value equals the stored one (default Object.is). */
  equals?: (staged: unknown, stored: unknown) => boolean;
}

export interface StagedEdits<K, E> {
  /** Stages fields of a row; a field equal to the stored value (or undefined) is un-staged. */
  stage(id: K, patch: Patch<E>): void;
  /** Drops every staged field of a row (a new row is dropped, a staged deletion taken back). */
  discard(id: K): void;
  /** Drops everything (after a successful save, or 'Descartar alterações'). */
  clear(): void;
  get(id: K): Patch<E> | undefined;
  /** The changed rows: an immutable snapshot, replaced on every change. */
  changes(): StagedChanges<K, E>;
  /** Adds a never-saved row (a temporary id) with its initial fields. */
  add(id: K, values: Patch<E>): void;
  /** Deletes a row: a new one is only dropped (nothing to send), a stored one is staged for deletion. */
  remove(id: K): void;
  /** Takes back a staged deletion. */
  restore(id: K): void;
  /** Changes, new rows and deletions together: an immutable snapshot, replaced on every change. */
  snapshot(): StagedSnapshot<K, E>;
  /** The rows with something unsaved (changed, new or to delete). */
  count(): number;
  subscribe(listener: () => void): () => void;
}

function samePatch(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && Object.is(a[k], b[k]));
}

export function createStagedEdits<K, E extends object>(
  options: StagedEditsOptions<K, E> = {},
): StagedEdits<K, E> {
  const equals = options.equals ?? Object.is;
  let state: StagedSnapshot<K, E> = { changes: new Map(), added: [], removed: new Set() };
  const listeners = new Set<() => void>();
  const commit = (next: Partial<StagedSnapshot<K, E>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const without = (id: K): ReadonlyMap<K, Patch<E>> => {
    if (!state.changes.has(id)) return state.changes;
    const copy = new Map(state.changes);
    copy.delete(id);
    return copy;
  };
  const isNew = (id: K) => state.added.includes(id);

  return {
    stage(id, patch) {
      const map = state.changes;
      const stored = isNew(id) ? undefined : (options.original?.(id) as Record<string, unknown> | undefined);
      const current = (map.get(id) ?? {}) as Record<string, unknown>;
      const next: Record<string, unknown> = { ...current };
      for (const [field, value] of Object.entries(patch)) {
        if (value === undefined || (stored !== undefined && equals(value, stored[field]))) delete next[field];
        else next[field] = value;
      }
      if (samePatch(current, next)) return;
      const copy = new Map(map);
      if (Object.keys(next).length) copy.set(id, next as Patch<E>);
      else copy.delete(id);
      commit({ changes: copy });
    },
    discard(id) {
      if (!state.changes.has(id) && !isNew(id) && !state.removed.has(id)) return;
      const removed = new Set(state.removed);
      removed.delete(id);
      commit({ changes: without(id), added: state.added.filter((a) => a !== id), removed });
    },
    clear() {
      if (state.changes.size || state.added.length || state.removed.size)
        commit({ changes: new Map(), added: [], removed: new Set() });
    },
    get: (id) => state.changes.get(id),
    changes: () => state.changes,
    add(id, values) {
      if (isNew(id)) return;
      const patch = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
      const changes = new Map(state.changes);
      if (Object.keys(patch).length) changes.set(id, patch as Patch<E>);
      else changes.delete(id);
      commit({ changes, added: [...state.added, id] });
    },
    remove(id) {
      if (isNew(id)) commit({ changes: without(id), added: state.added.filter((a) => a !== id) });
      else if (!state.removed.has(id)) commit({ removed: new Set(state.removed).add(id) });
    },
    restore(id) {
      if (!state.removed.has(id)) return;
      const removed = new Set(state.removed);
      removed.delete(id);
      commit({ removed });
    },
    snapshot: () => state,
    count: () => {
      if (!state.added.length && !state.removed.size) return state.changes.size;
      return new Set([...state.changes.keys(), ...state.added, ...state.removed]).size;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The stored row with its staged fields applied. */
export function applyPatch<E extends object>(stored: E, patch: Patch<E> | undefined): E {
  return patch ? { ...stored, ...patch } : stored;
}

/** A store for the life of the component; `original` may change between renders (the latest is used). */
export function useStagedEdits<K, E extends object>(
  original?: (id: K) => Partial<E> | undefined,
  equals?: StagedEditsOptions<K, E>['equals'],
): StagedEdits<K, E> {
  const latest = useRef(original);
  latest.current = original;
  const [store] = useState(() => createStagedEdits<K, E>({ original: (id) => latest.current?.(id), equals }));
  return store;
}

/** Every changed row (re-renders on any change: the count, the totals, the save). */
export function useStagedChanges<K, E>(store: StagedEdits<K, E>): StagedChanges<K, E> {
  return useSyncExternalStore(store.subscribe, store.changes, store.changes);
}

/** Changes, new rows and deletions (re-renders on any change: a register's table and count). */
export function useStagedSnapshot<K, E>(store: StagedEdits<K, E>): StagedSnapshot<K, E> {
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}

/** One row's staged fields (re-renders only when that row's patch changes). */
export function useStagedPatch<K, E>(store: StagedEdits<K, E>, id: K): Patch<E> | undefined {
  const get = () => store.get(id);
  return useSyncExternalStore(store.subscribe, get, get);
}
