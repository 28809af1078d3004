import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailerOptions } from '../../core/mailer';
import { photoStoreFromEnv } from '../../core/photo-store';
import type { Env } from '../../env';
import { type PhotosService, photosService } from '../../modules/re-tb-desperdicios-det/public';
import { readVersion, type VersionInfo } from '../../version';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated environment the app was built with. */
    env: Env;
    /** How the app sends e-mail (SMTP_URL, SMTP_FROM, APP_URL). */
    mail: MailerOptions;
    /** The photos of the entries (the store chosen by the environment). */
    photos: PhotosService;
    /** The build's version (dist/version.json, or git when there is no build). */
    appVersion: VersionInfo;
  }
}

/** What routes and schedulers read from the app instead of per-plugin options. */
export default fp(
  async (app: FastifyInstance, opts: { env: Env }) => {
    const { env } = opts;
    app.decorate('env', env);
    app.decorate('mail', { smtpUrl: env.SMTP_URL, from: env.SMTP_FROM, appUrl: env.APP_URL });
    app.decorate('photos', photosService(app.db, photoStoreFromEnv(env)));
    app.decorate('appVersion', readVersion(env.STATIC_DIR));
  },
  { name: 'app-context', dependencies: ['db'] },
);
