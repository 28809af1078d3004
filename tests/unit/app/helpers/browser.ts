/**
 * The browser a unit test of the outbox needs (the unit project runs in node): window and document as event
 * targets, a visible page, navigator (online, optionally with Web Locks that really serialize) and in-memory
 * storages.
 */
import { vi } from 'vitest';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

/** Web Locks that really serialize (shared by every module instance, like tabs of one origin). */
function makeLocks() {
  const held = new Map<string, Promise<void>>();
  return {
    async request<T>(
      name: string,
      optionsOrCallback: { ifAvailable?: boolean } | ((lock: unknown) => T),
      maybeCallback?: (lock: unknown) => T,
    ): Promise<Awaited<T>> {
      const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
      const callback = (typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback) as (
        lock: unknown,
      ) => T;
      if (options.ifAvailable && held.has(name)) return await callback(null);
      while (held.has(name)) await held.get(name);
      let release = () => {};
      held.set(
        name,
        new Promise<void>((r) => {
          release = r;
        }),
      );
      try {
        return await callback({ name, mode: 'exclusive' });
      } finally {
        held.delete(name);
        release();
      }
    },
  };
}

export function stubBrowser({ locks = true } = {}) {
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
  vi.stubGlobal('navigator', {
    onLine: true,
    userAgent: 'node',
    locks: locks ? makeLocks() : undefined,
    storage: { persist: vi.fn(async () => true) },
  });
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
}
