import { untilReady } from '@app/lib/screen-shell';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('untilReady', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves when the work is done, or when it failed', async () => {
    await expect(untilReady(Promise.resolve(1), 60_000)).resolves.toBeUndefined();
    await expect(untilReady(Promise.reject(new Error('sem rede')), 60_000)).resolves.toBeUndefined();
  });

  it('stops waiting after the limit', async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = untilReady(new Promise(() => undefined), 10_000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });
});
