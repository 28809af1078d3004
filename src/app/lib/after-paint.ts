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

/** Resolves when the browser is idle (requestIdleCallback, or a short timer where there is none). */
export function untilIdle(maxWaitMs = 2_000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: maxWaitMs });
    else setTimeout(resolve, 50);
  });
}

/**
 * False until the component's first frame was painted and, `afterMs` later, the browser was idle: background
 * work (prefetching for offline use) then leaves the screen's own start and the user's first taps alone.
 */
export function useSettled(afterMs: number): boolean {
  const painted = usePainted();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!painted) return;
    let live = true;
    const timer = setTimeout(() => void untilIdle().then(() => live && setSettled(true)), afterMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [painted, afterMs]);
  return settled;
}
