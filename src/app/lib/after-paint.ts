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
