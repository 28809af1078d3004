import { afterNextPaint, afterSettled } from '@app/lib/after-paint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('afterNextPaint and afterSettled', () => {
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

  it('afterSettled: painted, then the delay, then an idle moment (or the idle wait at most)', () => {
    const idle: (() => void)[] = [];
    const idleTimeouts: number[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void, options?: { timeout?: number }) => {
      idleTimeouts.push(options?.timeout ?? 0);
      return idle.push(cb);
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => {
      idle[id - 1] = () => {};
    });
    const fn = vi.fn();
    afterSettled(fn, 3_000, 2_000);
    for (const frame of frames) frame();
    vi.advanceTimersByTime(2_999);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(idleTimeouts).toEqual([2_000]);
    expect(fn).not.toHaveBeenCalled();
    for (const cb of idle) cb();
    expect(fn).toHaveBeenCalledTimes(1);

    // Cancelled while waiting for the idle moment, or before the delay ran out: never runs.
    const late = vi.fn();
    const cancelIdle = afterSettled(late, 100);
    for (const frame of frames) frame();
    vi.advanceTimersByTime(100);
    cancelIdle();
    for (const cb of idle) cb();
    const early = vi.fn();
    const cancelEarly = afterSettled(early, 100);
    for (const frame of frames) frame();
    vi.advanceTimersByTime(50);
    cancelEarly();
    vi.advanceTimersByTime(5_000);
    for (const cb of idle) cb();
    expect(late).not.toHaveBeenCalled();
    expect(early).not.toHaveBeenCalled();
  });
});
