/**
 * Lazily loaded screens: their code arrives within CHUNK_TIMEOUT_MS (spec §9: 120 s) or the load fails with a
 * ChunkLoadError, which the route's error page answers with a reload offer.
 */
import { CHUNK_TIMEOUT_MS } from '@domain/constants';
import { type ComponentType, lazy, useState } from 'react';

/** A chunk that did not arrive in time. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** `load`, or a ChunkLoadError once `ms` have passed without it. */
export function withTimeout<T>(load: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk timed out after ${Math.round(ms / 1000)} s`)),
      ms,
    );
  });
  return Promise.race([load, late]).finally(() => clearTimeout(timer));
}

export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  /** Starts loading the code (once); a failed load can be tried again. */
  preload(): Promise<unknown>;
}

/**
 * A lazily loaded component that, when its code was preloaded and has arrived, renders at once instead of
 * suspending for a turn (React.lazy always suspends on first use), so the shell and the screen render in
 * one pass. Each instance keeps the way it started, so a mounted screen is never swapped and remounted.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= withTimeout(load(), timeoutMs).then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function Component(props: P) {
    const [Impl] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Impl {...props} />;
  }
  return { Component, preload };
}
