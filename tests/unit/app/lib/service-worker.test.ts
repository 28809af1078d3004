import {
  CLEAR_LOOKUPS_MESSAGE,
  clearLookupCache,
  createUpdateGate,
  UPDATE_RETRY_MS,
} from '@app/lib/service-worker';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function setup(initial: boolean[] | boolean) {
  const answers = Array.isArray(initial) ? [...initial] : null;
  let empty = Array.isArray(initial) ? false : initial;
  const isEmpty = vi.fn(async () => (answers?.length ? answers.shift()! : empty));
  const activate = vi.fn();
  const notify = vi.fn();
  const gate = createUpdateGate({ isEmpty, activate, notify });
  return {
    gate,
    isEmpty,
    activate,
    notify,
    setEmpty: (v: boolean) => {
      empty = v;
    },
  };
}

describe('createUpdateGate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('activates at once when the user accepts with an empty outbox', async () => {
    const { gate, activate, notify } = setup(true);
    await expect(gate.accept()).resolves.toBe(true);
    expect(activate).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
    expect(gate.activated).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not activate while the outbox has entries, tells the user, and activates once it empties', async () => {
    const { gate, activate, notify, setEmpty, isEmpty } = setup(false);
    await expect(gate.accept()).resolves.toBe(false);
    expect(activate).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(UPDATE_RETRY_MS);
    expect(isEmpty).toHaveBeenCalledTimes(2);
    expect(activate).not.toHaveBeenCalled();

    setEmpty(true);
    await vi.advanceTimersByTimeAsync(UPDATE_RETRY_MS);
    expect(activate).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledTimes(1); // polling does not repeat the message

    await vi.advanceTimersByTimeAsync(UPDATE_RETRY_MS * 3);
    expect(activate).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('check() activates an accepted update without waiting for the next poll', async () => {
    const { gate, activate, setEmpty } = setup(false);
    await gate.accept();
    setEmpty(true);
    await expect(gate.check()).resolves.toBe(true);
    expect(activate).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never activates before the user accepted', async () => {
    const { gate, activate, isEmpty } = setup(true);
    await expect(gate.check()).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(UPDATE_RETRY_MS * 2);
    expect(isEmpty).not.toHaveBeenCalled();
    expect(activate).not.toHaveBeenCalled();
  });

  it('shows the message again on each click while the outbox is not empty, with a single poller', async () => {
    const { gate, activate, notify } = setup(false);
    await gate.accept();
    await gate.accept();
    expect(notify).toHaveBeenCalledTimes(2);
    expect(activate).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);
  });

  it('treats a failing outbox check as not empty', async () => {
    const activate = vi.fn();
    const notify = vi.fn();
    const isEmpty = vi.fn().mockRejectedValueOnce(new Error('idb')).mockResolvedValue(true);
    const gate = createUpdateGate({ isEmpty, activate, notify });
    await expect(gate.accept()).resolves.toBe(false);
    expect(notify).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_RETRY_MS);
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('activates only once when a poll and a click race', async () => {
    const { gate, activate, setEmpty } = setup(false);
    await gate.accept();
    setEmpty(true);
    await Promise.all([gate.accept(), gate.check(), vi.advanceTimersByTimeAsync(UPDATE_RETRY_MS)]);
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('stops polling after dispose()', async () => {
    const { gate, activate, setEmpty } = setup(false);
    await gate.accept();
    gate.dispose();
    setEmpty(true);
    await vi.advanceTimersByTimeAsync(UPDATE_RETRY_MS * 2);
    expect(activate).not.toHaveBeenCalled();
  });
});

describe('clearLookupCache', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts CLEAR_LOOKUPS to the controlling worker and deletes the cache from the page', async () => {
    const postMessage = vi.fn();
    const del = vi.fn(async () => true);
    vi.stubGlobal('navigator', { serviceWorker: { controller: { postMessage } } });
    vi.stubGlobal('caches', { delete: del });
    await clearLookupCache();
    expect(postMessage).toHaveBeenCalledWith(CLEAR_LOOKUPS_MESSAGE);
    expect(CLEAR_LOOKUPS_MESSAGE).toEqual({ type: 'CLEAR_LOOKUPS' });
    expect(del).toHaveBeenCalledWith('cd-lookups');
  });

  it('does nothing (and does not throw) without a controller or Cache Storage', async () => {
    vi.stubGlobal('navigator', { serviceWorker: { controller: null } });
    vi.stubGlobal('caches', undefined);
    await expect(clearLookupCache()).resolves.toBeUndefined();
  });
});
