import { useEffect, useState } from 'react';

/**
 * Runs `fn` once the browser has painted the current frame (the next animation frame, then a task), or after
 * `maxWaitMs` if no frame comes (a hidden tab). Answers a cancel function.
 */
export function afterNextPaint(fn: () => void, maxWaitMs = 1_000): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  const fallback = setTimeout(run, maxWaitMs);
  const frame =
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(run, 0)) : undefined;
  return () => {
    done = true;
    clearTimeout(fallback);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}

/** False until the component's first frame was painted: work that can wait lets the screen show first. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}

/**
 * Runs `fn` when the screen has settled: once painted, `delayMs` later, in a moment the browser is idle (or
 * after at most `maxIdleWaitMs` more). Background work that can wait seconds (refreshing offline caches) starts
 * then, so it neither delays the screen nor answers the worker's first taps late. Answers a cancel function.
 */
export function afterSettled(fn: () => void, delayMs: number, maxIdleWaitMs = 2_000): () => void {
  let cancelIdle: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancelPaint = afterNextPaint(() => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(fn, { timeout: maxIdleWaitMs });
        cancelIdle = () => cancelIdleCallback(handle);
      } else fn();
    }, delayMs);
  });
  return () => {
    cancelPaint();
    clearTimeout(timer);
    cancelIdle?.();
  };
}

/** False until the screen has settled (afterSettled): for work that starts seconds after a screen opens. */
export function useSettled(delayMs: number): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => afterSettled(() => setSettled(true), delayMs), [delayMs]);
  return settled;
}
