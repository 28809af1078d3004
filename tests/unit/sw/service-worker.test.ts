/**
 * sw/sw.ts with workbox mocked: which requests the lookup route takes, how it caches, and the messages.
 * The worker is imported through a variable so the app's tsconfig (DOM lib) does not typecheck it
 * (tsconfig.sw.json does, with the WebWorker lib).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

type Matcher = (ctx: { request: { method: string }; url: URL }) => boolean;
interface Registered {
  matcher: unknown;
  handler: { kind?: string; options?: Record<string, unknown> };
  method?: string;
}

const h = vi.hoisted(() => ({
  routes: [] as Registered[],
  listeners: {} as Record<string, (event: unknown) => void>,
  skipWaiting: vi.fn(async () => undefined),
  claim: vi.fn(async () => undefined),
  cachesDelete: vi.fn(async () => true),
  expirationDelete: vi.fn(async () => undefined),
}));

vi.mock('workbox-core', () => ({ clientsClaim: vi.fn() }));
vi.mock('workbox-precaching', () => ({
  precacheAndRoute: vi.fn(),
  cleanupOutdatedCaches: vi.fn(),
  createHandlerBoundToURL: vi.fn(() => 'index-handler'),
}));
vi.mock('workbox-routing', () => ({
  registerRoute: vi.fn((matcher: unknown, handler: Registered['handler'], method?: string) => {
    h.routes.push({ matcher, handler, method });
  }),
  NavigationRoute: class {
    kind = 'navigation';
    constructor(
      public handler: unknown,
      public options: unknown,
    ) {}
  },
}));
vi.mock('workbox-strategies', () => ({
  NetworkFirst: class {
    kind = 'NetworkFirst';
    constructor(public options: Record<string, unknown>) {}
  },
}));
vi.mock('workbox-expiration', () => ({
  ExpirationPlugin: class {
    kind = 'ExpirationPlugin';
    constructor(public options: Record<string, unknown>) {}
  },
  CacheExpiration: class {
    delete = h.expirationDelete;
  },
}));

const SW_PATH = '../../../sw/sw.ts';
let lookup: Registered;

beforeAll(async () => {
  vi.stubGlobal('self', {
    __WB_MANIFEST: [],
    location: new URL('https://app.test/'),
    caches: { delete: h.cachesDelete },
    skipWaiting: h.skipWaiting,
    clients: { claim: h.claim },
    addEventListener: (type: string, fn: (event: unknown) => void) => {
      h.listeners[type] = fn;
    },
  });
  await import(/* @vite-ignore */ SW_PATH);
  const found = h.routes.find((r) => typeof r.matcher === 'function');
  if (!found) throw new Error('lookup route not registered');
  lookup = found;
});
afterAll(() => vi.unstubAllGlobals());

const matches = (path: string, method = 'GET') =>
  (lookup.matcher as Matcher)({ request: { method }, url: new URL(path, 'https://app.test') });

type Plugin = {
  requestWillFetch?: (p: { request: unknown; state: Record<string, unknown> }) => Promise<unknown>;
  cacheWillUpdate?: (p: { response: { status: number }; state: Record<string, unknown> }) => Promise<unknown>;
};
const plugins = () => (lookup.handler.options?.plugins ?? []) as Plugin[];
const statusPlugin = () => plugins().find((p) => p.cacheWillUpdate)!;

describe('sw lookup route', () => {
  it('keeps the SPA navigation route', () => {
    expect(h.routes.some((r) => (r.matcher as { kind?: string }).kind === 'navigation')).toBe(true);
  });

  /** The lookups the worker caches for offline use (GET). */
  const CACHED_LOOKUPS = [
    '/api/v1/reTbBalancas/lov/byRestaurante/3?indInativo=N',
    '/api/v1/reTbRestaurantes/lov/search?desRestaurante=a',
    '/api/v1/reTbRestaurantes/searchByGrupo/12',
    '/api/v1/reTbKanbanProducao/byRestaurante/3',
    '/api/v1/reTbParametros?desParametro=X&seqParametro=1&idRestaurante=3',
    '/api/v1/reTbItensProdutos/lov/findItemVendaByIdAndRestaurante/1/3',
    '/api/v1/reTbProdutos/lov/findProdutoByIdAndItemVendaAndRestaurante/1/2/3',
    '/api/v1/empresas',
    '/api/authenticate/account',
    '/api/authenticate/empresa',
    '/api/authenticate/permission',
    '/version.json',
  ];
  /** Paths it leaves to the network: writes, near misses of a lookup, assets. */
  const NOT_LOOKUPS = [
    '/api/v1/desperdicios',
    '/api/v1/reTbParametrosX',
    '/api/v1/reTbBalancas/1',
    '/api/authenticate/empresa/selecionar',
    '/api/authenticate/login',
    '/api/v1/reTbRestaurantes/lov',
    '/assets/index.js',
  ];

  it.each(CACHED_LOOKUPS)('caches GET %s', (path) => {
    expect(matches(path)).toBe(true);
  });

  it.each(NOT_LOOKUPS)('leaves GET %s alone', (path) => {
    expect(matches(path)).toBe(false);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('never takes a %s, even on a lookup path', (method) => {
    expect(matches('/api/v1/reTbParametros', method)).toBe(false);
    expect(matches('/api/v1/reTbKanbanProducao/x', method)).toBe(false);
  });

  it('registers no route for anything but GET', () => {
    expect(h.routes.filter((r) => r.method && r.method !== 'GET')).toEqual([]);
  });

  it('is NetworkFirst on cd-lookups with a timeout and expiration', () => {
    expect(lookup.handler.kind).toBe('NetworkFirst');
    expect(lookup.handler.options).toMatchObject({ cacheName: 'cd-lookups', networkTimeoutSeconds: 4 });
    const expiration = plugins().find((p) => (p as { kind?: string }).kind === 'ExpirationPlugin') as {
      options: Record<string, unknown>;
    };
    expect(expiration.options).toMatchObject({ maxEntries: 500, maxAgeSeconds: 7 * 24 * 60 * 60 });
  });

  it('caches only 200 answers', async () => {
    const plugin = statusPlugin();
    for (const status of [200, 270, 204, 401, 500, 0]) {
      const state: Record<string, unknown> = {};
      await plugin.requestWillFetch?.({ request: {}, state });
      const response = { status };
      expect(await plugin.cacheWillUpdate!({ response, state })).toBe(status === 200 ? response : null);
    }
  });
});

describe('sw messages', () => {
  it('SKIP_WAITING activates the waiting worker', () => {
    h.listeners.message({ data: { type: 'SKIP_WAITING' }, waitUntil: vi.fn() });
    expect(h.skipWaiting).toHaveBeenCalled();
  });

  it('CLIENTS_CLAIM takes control of the pages that loaded while the worker was activating', () => {
    const waitUntil = vi.fn();
    h.listeners.message({ data: { type: 'CLIENTS_CLAIM' }, waitUntil });
    expect(h.claim).toHaveBeenCalledTimes(1);
    expect(waitUntil).toHaveBeenCalledTimes(1);
  });

  it('CLEAR_LOOKUPS deletes cd-lookups and drops responses that were in flight', async () => {
    const plugin = statusPlugin();
    const inFlight: Record<string, unknown> = {};
    await plugin.requestWillFetch?.({ request: {}, state: inFlight });

    const waitUntil = vi.fn();
    h.listeners.message({ data: { type: 'CLEAR_LOOKUPS' }, waitUntil });
    expect(waitUntil).toHaveBeenCalledTimes(1);
    await waitUntil.mock.calls[0][0];
    expect(h.cachesDelete).toHaveBeenCalledWith('cd-lookups');
    expect(h.expirationDelete).toHaveBeenCalled();

    expect(await plugin.cacheWillUpdate!({ response: { status: 200 }, state: inFlight })).toBeNull();
    const fresh: Record<string, unknown> = {};
    await plugin.requestWillFetch?.({ request: {}, state: fresh });
    const response = { status: 200 };
    expect(await plugin.cacheWillUpdate!({ response, state: fresh })).toBe(response);
  });

  it('ignores other messages', () => {
    expect(() => h.listeners.message({ data: null, waitUntil: vi.fn() })).not.toThrow();
    expect(() => h.listeners.message({ data: 'x', waitUntil: vi.fn() })).not.toThrow();
  });
});
