/**
 * Whether the browser keeps this site's storage (the outbox of unsent weighings) even when the device runs short
 * of space. The outbox asks for it when it starts (navigator.storage.persist); browsers grant it to an installed
 * app (home screen), or by their own measure of use. The queue screen says which it is, and what to do.
 */
import { useSyncExternalStore } from 'react';

/** 'unknown' until asked; 'unsupported' where the browser has no StorageManager. */
export type StoragePersistence = 'unknown' | 'persisted' | 'not-persisted' | 'unsupported';

let state: StoragePersistence = 'unknown';
const listeners = new Set<() => void>();

function set(next: StoragePersistence): void {
  if (next === state) return;
  state = next;
  for (const l of listeners) l();
}

function manager(): StorageManager | undefined {
  return typeof navigator !== 'undefined' ? navigator.storage : undefined;
}

/** Asks for persistent storage (once granted, the answer stays) and records the answer. */
export async function requestPersistence(): Promise<StoragePersistence> {
  const storage = manager();
  if (!storage?.persist) {
    set('unsupported');
    return state;
  }
  try {
    const already = storage.persisted ? await storage.persisted() : false;
    set(already || (await storage.persist()) ? 'persisted' : 'not-persisted');
  } catch {
    set('not-persisted');
  }
  return state;
}

/** Reads the browser's answer again (it may have granted it since: the app was installed). */
export async function refreshPersistence(): Promise<StoragePersistence> {
  const storage = manager();
  if (!storage?.persisted) return requestPersistence();
  try {
    set((await storage.persisted()) ? 'persisted' : 'not-persisted');
  } catch {
    // keep what was known
  }
  return state;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => state;

export function useStoragePersistence(): StoragePersistence {
  return useSyncExternalStore(subscribe, read, read);
}
