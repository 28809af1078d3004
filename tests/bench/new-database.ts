/** A database of the bench's own on a PostgreSQL server, dropped after. */
import { pgConnect } from '../kit/pg-admin';

/**
 * Creates a new database (`prefix` and the time) on the PostgreSQL server of `adminUrl`, runs `fn` with its
 * name and URL, then drops it (closing any connection left to it), whatever `fn` did.
 */
export async function onNewDatabase<T>(
  adminUrl: string,
  prefix: string,
  fn: (name: string, url: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${Date.now()}`;
  const admin = await pgConnect(adminUrl);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(name, url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
