import { pgConnect } from '../../kit/pg-admin';

export interface ScratchDatabase {
  /** DATABASE_URL of the new, empty database. */
  url: string;
  name: string;
  /** Drops it (closing any connection left to it). */
  drop(): Promise<void>;
}

/**
 * A new, empty PostgreSQL database on the server of `baseUrl` (created through its `postgres` database), named
 * after baseUrl's database, `label`, the process and the time: tests that need an empty database (two servers
 * starting together) get their own and drop it at the end.
 */
export async function createScratchDatabase(baseUrl: string, label: string): Promise<ScratchDatabase> {
  const base = new URL(baseUrl);
  const name = `${base.pathname.slice(1)}_${label}_${process.pid}_${Date.now().toString(36)}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 63);
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  const sql = await pgConnect(admin.href);
  await sql.query(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    name,
    async drop() {
      try {
        await sql.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await sql.end();
      }
    },
  };
}
