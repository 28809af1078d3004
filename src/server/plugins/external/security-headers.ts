import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One year, with the subdomains: sent only on HTTPS requests. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The app's Content-Security-Policy. Scripts come only from the app's own files (the build has no inline
 * script; the service worker is registered from a bundled module). Styles allow 'unsafe-inline' because
 * Mantine writes its theme variables and responsive props into <style> elements at run time, and the
 * shell served from the service worker's cache cannot carry a per-request nonce. blob: images and data:
 * fonts/images cover downloads and the SVGs inlined in CSS.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  workerSrc: ["'self'"],
};

/**
 * Security headers on every answer (pages, files, API): the CSP above, X-Frame-Options DENY, nosniff,
 * Referrer-Policy no-referrer and helmet's other defaults. HSTS only when the request came over HTTPS
 * (directly, or through a trusted proxy: request.protocol follows the trustProxy setting), since a
 * plain-HTTP install on a local network must not be pinned to HTTPS.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    });
  },
  { name: 'security-headers' },
);
