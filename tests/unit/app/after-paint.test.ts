import { afterNextPaint } from '@app/lib/after-paint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('afterNextPaint', () => {
  let frames: (() => void)[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => {};
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once, in a task after the next frame', () => {
    const fn = vi.fn();
    afterNextPaint(fn);
    vi.advanceTimersByTime(0);
    expect(fn).not.toHaveBeenCalled();
    for (const frame of frames) frame();
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs after maxWaitMs when no frame comes (a hidden tab)', () => {
    const fn = vi.fn();
    afterNextPaint(fn, 1_000);
    vi.advanceTimersByTime(999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    for (const frame of frames) frame();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('a cancelled call never runs', () => {
    const fn = vi.fn();
    const cancel = afterNextPaint(fn);
    cancel();
    for (const frame of frames) frame();
    vi.advanceTimersByTime(5_000);
    expect(fn).not.toHaveBeenCalled();
  });
});
