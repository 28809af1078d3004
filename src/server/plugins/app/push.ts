import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env';
import { type PushSender, pushSender, vapidKeysOf, webPushClient } from '../../modules/push/public';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push: the VAPID public key and the sender, both null when push is off (no keys on PostgreSQL). */
    push: { publicKey: string | null; sender: PushSender | null; loopbackHttp: boolean };
  }
}

/** Web Push to the users' devices (VAPID keys from the environment, or kept in the embedded database). */
export default fp(
  async (app: FastifyInstance, opts: { env: Env }) => {
    const keys = await vapidKeysOf(app.db, app.database.kind, opts.env, app.log);
    const sender = keys ? pushSender(app.db, webPushClient(keys), app.log) : null;
    app.decorate('push', {
      publicKey: keys?.publicKey ?? null,
      sender,
      loopbackHttp: opts.env.PUSH_LOOPBACK_HTTP === true,
    });
    app.addHook('onClose', async () => sender?.close());
  },
  { name: 'push', dependencies: ['db'] },
);
