/**
 * On PostgreSQL the API test files run two at a time, each worker on a database of its own: a copy of the seeded
 * test database (global-setup's), made the first time the worker needs it. Every test file reads DATABASE_URL,
 * so pointing it at the copy is all it takes. On the embedded database every file has its own copy already.
 */
import postgres from 'postgres';

const base = process.env.DATABASE_URL;
const worker = process.env.VITEST_POOL_ID ?? '1';

if (base && !process.env.CD_TEMPLATE_DATABASE_URL) {
  const url = new URL(base);
  const template = url.pathname.slice(1);
  const name = `${template}_w${worker}`;
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const sql = postgres(admin.href, { max: 1, onnotice: () => {} });
  try {
    // One copy at a time: CREATE DATABASE … TEMPLATE fails while another session reads the template.
    await sql`select pg_advisory_lock(hashtext('cd-api-worker-database'))`;
    const [found] = await sql`select 1 from pg_database where datname = ${name}`;
    if (!found) await sql.unsafe(`create database "${name}" template "${template}"`);
    await sql`select pg_advisory_unlock(hashtext('cd-api-worker-database'))`;
  } finally {
    await sql.end({ timeout: 5 });
  }
  url.pathname = `/${name}`;
  process.env.CD_TEMPLATE_DATABASE_URL = base;
  process.env.DATABASE_URL = url.href;
}
