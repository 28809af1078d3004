/**
 * Staged edits (spec §4): unsaved changes to the rows of a list, keyed by row id, kept locally until a
 * save-all sends them. A field staged back to its stored value is un-staged; a row with no field left is no
 * longer changed. Framework-free store plus small React hooks: a row subscribes to its own patch only, so
 * typing in one row does not re-render the others.
 */
import { useRef, useState, useSyncExternalStore } from 'react';

export type Patch<E> = Partial<E>;
export type StagedChanges<K, E> = ReadonlyMap<K, Patch<E>>;

export interface StagedEditsOptions<K, E> {
  /** The stored values of a row; undefined for a row never saved (then nothing un-stages). */
  original?: (id: K) => Partial<E> | undefined;
  /** When a staged value equals the stored one (default Object.is). */
  equals?: (staged: unknown, stored: unknown) => boolean;
}

export interface StagedEdits<K, E> {
  /** Stages fields of a row; a field equal to the stored value (or undefined) is un-staged. */
  stage(id: K, patch: Patch<E>): void;
  /** Drops every staged field of a row. */
  discard(id: K): void;
  /** Drops everything (after a successful save, or 'Descartar alterações'). */
  clear(): void;
  get(id: K): Patch<E> | undefined;
  /** The changed rows: an immutable snapshot, replaced on every change. */
  changes(): StagedChanges<K, E>;
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
  let map: ReadonlyMap<K, Patch<E>> = new Map();
  const listeners = new Set<() => void>();
  const commit = (next: ReadonlyMap<K, Patch<E>>) => {
    map = next;
    for (const listener of listeners) listener();
  };

  return {
    stage(id, patch) {
      const stored = options.original?.(id) as Record<string, unknown> | undefined;
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
      commit(copy);
    },
    discard(id) {
      if (!map.has(id)) return;
      const copy = new Map(map);
      copy.delete(id);
      commit(copy);
    },
    clear() {
      if (map.size) commit(new Map());
    },
    get: (id) => map.get(id),
    changes: () => map,
    count: () => map.size,
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

/** One row's staged fields (re-renders only when that row's patch changes). */
export function useStagedPatch<K, E>(store: StagedEdits<K, E>, id: K): Patch<E> | undefined {
  const get = () => store.get(id);
  return useSyncExternalStore(store.subscribe, get, get);
}
