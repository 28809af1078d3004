/// <reference lib="webworker" />
/**
 * Service worker (vite-plugin-pwa, injectManifest): precaches the build, serves index.html for SPA
 * navigations (never for /api), and activates a new version when the page asks (SKIP_WAITING).
 * Caching of lookups comes in a later issue.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

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

self.addEventListener('message', (event) => {
  if (event.data && (event.data as { type?: string }).type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
