import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Dashboards and reports (DATABASE_READ_URL when set); see Database.readDb. */
    readDb: Db;
    database: Database;
  }
}

/** Exposes the already opened and migrated database; closes it with the app. */
export default fp(
  async (app: FastifyInstance, opts: { database: Database; closeOnShutdown?: boolean }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('readDb', opts.database.readDb);
    if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.database.close());
  },
  { name: 'db' },
);
