/// <reference lib="webworker" />
/**
 * Service worker (vite-plugin-pwa, injectManifest):
 * - precaches the build and serves index.html for SPA navigations (never for /api);
 * - caches the LOOKUP GETs network-first in 'cd-lookups' so the entry screen works offline;
 * - clears 'cd-lookups' when the page posts {type: 'CLEAR_LOOKUPS'} (logout);
 * - activates a new version only when the page asks (SKIP_WAITING; the page waits for an empty outbox).
 * Non-GET requests are never cached nor queued: saves live in the app's IndexedDB outbox.
 * Web Push notifications: sw/push.ts.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import './push';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [
      /^\/api(\/|$)/,
      /^\/(docs|documentation|swagger)(\/|$)/,
      /^\/version\.json$/,
      /\/[^/?]+\.[^/?]+$/,
    ],
  }),
);

// ---- Lookups (network-first) -------------------------------------------------------------------

const LOOKUP_CACHE = 'cd-lookups';
const LOOKUP_MAX_ENTRIES = 500;
const LOOKUP_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Paths whose every sub-path is a lookup. */
const LOOKUP_PREFIXES = [
  '/api/v1/reTbBalancas/lov/',
  '/api/v1/reTbRestaurantes/lov/',
  '/api/v1/reTbRestaurantes/searchByGrupo/',
  '/api/v1/reTbKanbanProducao/',
  '/api/v1/reTbItensProdutos/lov/',
  '/api/v1/reTbProdutos/lov/',
];
/** Lookups matched exactly (the query string is part of the cache key, not of the match). */
const LOOKUP_PATHS = new Set([
  '/api/v1/reTbParametros',
  '/api/v1/empresas',
  '/api/authenticate/account',
  '/api/authenticate/empresa',
  '/api/authenticate/permission',
  '/version.json',
]);

const isLookupPath = (pathname: string) =>
  LOOKUP_PATHS.has(pathname) || LOOKUP_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/**
 * Bumped by CLEAR_LOOKUPS: a response whose request started before the clear (e.g. still in flight at
 * logout) is not written back into the fresh cache.
 */
let lookupEpoch = 0;

/** Caches only 200 answers (not 270 "done with a toast", errors, redirects or opaque responses). */
const cacheOnly200: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.epoch = lookupEpoch;
    return request;
  },
  cacheWillUpdate: async ({ response, state }) => {
    if (state && state.epoch !== lookupEpoch) return null;
    return response.status === 200 ? response : null;
  },
};

registerRoute(
  ({ request, url }) => request.method === 'GET' && isLookupPath(url.pathname),
  new NetworkFirst({
    cacheName: LOOKUP_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      cacheOnly200,
      new ExpirationPlugin({
        maxEntries: LOOKUP_MAX_ENTRIES,
        maxAgeSeconds: LOOKUP_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
  'GET',
);

async function clearLookups(): Promise<void> {
  lookupEpoch += 1;
  await self.caches.delete(LOOKUP_CACHE);
  // The expiration timestamps (IndexedDB) of the deleted entries.
  await new CacheExpiration(LOOKUP_CACHE, { maxEntries: LOOKUP_MAX_ENTRIES }).delete();
}

// ---- Messages from the page --------------------------------------------------------------------

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  else if (type === 'CLEAR_LOOKUPS') event.waitUntil(clearLookups().catch(() => undefined));
  // A page that loaded while this worker was activating is not controlled yet: take it now.
  else if (type === 'CLIENTS_CLAIM') event.waitUntil(self.clients.claim());
});

clientsClaim();
