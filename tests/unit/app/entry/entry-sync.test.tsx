// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { useEntrySync } from '@app/features/entry/hooks/use-entry-sync';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { entryRoutes } from '../helpers/entry-routes';
import { mockFetch, routes } from '../helpers/fetch-mock';

/**
 * When the entry screens refresh what entry needs offline (the other restaurants' lookups, the next days'
 * kanbans, the monitored inputs): once the screen has settled (3 s after it is painted, then an idle moment),
 * not while the worker taps the first fields.
 */

const INSUMOS = '/api/v1/reTbDesperdiciosDet/findIdInsumos';
let fetchMock: ReturnType<typeof mockFetch>;
const synced = () => fetchMock.mock.calls.some(([url]) => String(url).includes(INSUMOS));

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  fetchMock = mockFetch(routes(entryRoutes({ [`POST ${INSUMOS}`]: { body: [] } })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the entry data sync', () => {
  it('waits until the screen has settled, then syncs', async () => {
    const started = performance.now();
    renderHook(() => useEntrySync());
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(synced()).toBe(false);
    await vi.waitFor(() => expect(synced()).toBe(true), { timeout: 6_000, interval: 50 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(3_000);
  });
});
