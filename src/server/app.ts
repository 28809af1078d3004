import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { z } from 'zod';
import { serializerCompiler } from './core/serializer';
import { validatorCompiler } from './core/validator';
import type { Database } from './db/client';
import { type Env, fastifyTrustProxy } from './env';
import appContext from './plugins/app/app-context';
import divergencesScheduler from './plugins/app/divergences-scheduler';
import errorHandler, { frameworkErrors } from './plugins/app/error-handler';
import notificationsScheduler from './plugins/app/notifications-scheduler';
import photoRetentionScheduler from './plugins/app/photo-retention-scheduler';
import push from './plugins/app/push';
import requestMetrics from './plugins/app/request-metrics';
import weeklyDigestScheduler from './plugins/app/weekly-digest-scheduler';
import auth from './plugins/external/auth';
import compress from './plugins/external/compress';
import db from './plugins/external/db';
import securityHeaders from './plugins/external/security-headers';
import staticFiles from './plugins/external/static';
import swagger from './plugins/external/swagger';

z.config(z.locales.pt());

/** The route modules, next to this file (src/server/modules, or dist-server/modules once built). */
const MODULES_DIR = fileURLToPath(new URL('./modules', import.meta.url));

/** Only a module's routes.ts (or routes.js once built) is a plugin; its service and queries are not. */
const ROUTES_FILE = /\/routes\.(ts|js)$/;

// From the TypeScript sources (tsx, vitest) the loader already compiles what autoload imports.
if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

/** How long a plugin may take to start (avvio's default is 10 s). */
const PLUGIN_TIMEOUT_MS = 120_000;

/** A module's folder → its URL segment: 're-tb-restaurantes' → 'reTbRestaurantes'. */
export function camelCaseOf(folder: string): string {
  return folder.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

export interface BuildOptions {
  env: Env;
  database: Database;
  logger?: Logger | false;
  /** Close the database when the app closes (server.ts); tests share theirs. */
  closeDatabase?: boolean;
}

/** Builds the Fastify app: external plugins, then app services, then the modules' routes (the folder is the URL prefix). */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    trustProxy: fastifyTrustProxy(opts.env.TRUST_PROXY),
    bodyLimit: 5 * 1024 * 1024,
    // Autoload imports every route module inside its plugin: from the TypeScript sources (tsx, vitest, which
    // compile each file on first import) on a busy machine that can pass avvio's default 10 s.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External (headers and compression first: their hooks must see every route)
  await app.register(securityHeaders);
  await app.register(compress);
  await app.register(db, { database: opts.database, closeOnShutdown: opts.closeDatabase });
  await app.register(auth, { env: opts.env });
  await app.register(swagger);
  // App
  await app.register(errorHandler);
  await app.register(requestMetrics);
  await app.register(appContext, { env: opts.env });
  await app.register(push, { env: opts.env });
  await app.register(divergencesScheduler, { enabled: opts.env.DIVERGENCES_SCHEDULE === 'on' });
  const notificationsOn = opts.env.NOTIFICATIONS_SCHEDULE === 'on';
  await app.register(notificationsScheduler, { enabled: notificationsOn, mail: app.mail });
  await app.register(weeklyDigestScheduler, {
    enabled: notificationsOn,
    mail: app.mail,
    push: app.push.sender,
  });
  await app.register(photoRetentionScheduler, {
    enabled: opts.env.PHOTO_RETENTION_SCHEDULE === 'on',
    photos: app.photos,
  });
  // Routes: one folder per resource under modules/, its routes.ts registered under /api/v1/<camelCase folder>
  // (a routes.ts that exports prefixOverride keeps its own path).
  await app.register(autoload, {
    dir: MODULES_DIR,
    dirNameRoutePrefix: (_parent: string, folder: string) => camelCaseOf(folder),
    matchFilter: (path: string) => ROUTES_FILE.test(path),
    forceESM: true,
    options: { prefix: '/api/v1' },
  });
  // Last: the PWA and its SPA fallback answer what no route did.
  await app.register(staticFiles, { dir: opts.env.STATIC_DIR });

  return app as unknown as FastifyInstance;
}
