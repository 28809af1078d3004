import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { pgConnect } from '../../../helpers/pg-admin';
import { createScratchDatabase } from '../../helpers/scratch-database';
import type { Query } from './live-functions';

export interface ScratchDb {
  query: Query;
  /** Runs the migrations of `folder` not run yet. */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * An empty database of the kind the tests run on: a new PostgreSQL database next to DATABASE_URL's (dropped at
 * close), else an in-memory PGlite.
 */
export async function scratchDb(label: string): Promise<ScratchDb> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const scratch = await createScratchDatabase(url, label);
    const client = await pgConnect(scratch.url);
    return {
      query: async <T>(text: string) => (await client.query(text)).rows as T[],
      migrate: (migrationsFolder) => migratePostgres(drizzlePostgres(client), { migrationsFolder }),
      close: async () => {
        await client.end();
        await scratch.drop();
      },
    };
  }
  const client = new PGlite();
  return {
    query: async <T>(text: string) => (await client.query<T>(text)).rows,
    migrate: (migrationsFolder) => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}
