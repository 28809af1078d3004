// @vitest-environment jsdom
import { afterNextPaint, untilIdle, useSettled } from '@app/lib/after-paint';
import { act, renderHook } from '@testing-library/react';
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

describe('useSettled (background work waits for the screen to start)', () => {
  let frames: (() => void)[];
  let idle: (() => void)[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    idle = [];
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is true only after the first paint, the delay, and an idle moment, in that order', async () => {
    const { result } = renderHook(() => useSettled(2_000));
    // Time alone does not settle it: the screen has not painted yet.
    await act(async () => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
    await act(async () => {
      for (const frame of frames.splice(0)) frame();
      vi.advanceTimersByTime(0);
    });
    // Painted: the delay runs from there.
    await act(async () => vi.advanceTimersByTime(1_999));
    expect(idle).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
    // Then it waits for the browser to be idle.
    expect(idle).toHaveLength(1);
    await act(async () => {
      for (const cb of idle.splice(0)) cb();
    });
    expect(result.current).toBe(true);
  });

  it('untilIdle resolves in an idle moment', async () => {
    let done = false;
    const waiting = untilIdle().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    for (const cb of idle.splice(0)) cb();
    await waiting;
    expect(done).toBe(true);
  });
});
