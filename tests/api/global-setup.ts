import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDatabase } from '@server/db/client';
import { isDatabaseEmpty, loadDemoData } from '@server/seed/demo-data';
import { sql } from 'drizzle-orm';
import { pgConnect } from '../helpers/pg-admin';
import { SEED_DUMP } from './helpers/paths';
import { API_WORKERS, workerDatabaseUrl } from './helpers/worker-database';

/**
 * Seeds once per run. On PostgreSQL (DATABASE_URL): migrates and loads the demo data if empty, then copies it
 * for the other workers (worker-database.ts).
 * On PGlite: migrates and seeds an in-memory database and dumps it, so every test file starts from a copy.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  const started = Date.now();
  if (url) {
    const database = await openDatabase({ databaseUrl: url, pgliteDir: '' });
    await database.migrate();
    if (await isDatabaseEmpty(database.db)) await loadDemoData(database.db);
    // The login limits count across runs on a kept database: each run starts with none.
    await database.db.execute(sql`DELETE FROM login_tentativas`);
    await database.close();
    // The other workers' copies, made afresh from it (nobody is connected to it now).
    const base = new URL(url).pathname.slice(1);
    const adminUrl = new URL(url);
    adminUrl.pathname = '/postgres';
    const admin = await pgConnect(adminUrl.href);
    try {
      // A copy needs its template free: connections a stopped run left behind are ended.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [base]);
      for (let id = 2; id <= API_WORKERS; id++) {
        const copy = new URL(workerDatabaseUrl(url, id)).pathname.slice(1);
        await admin.query(`drop database if exists "${copy}" with (force)`);
        await admin.query(`create database "${copy}" template "${base}" strategy file_copy`);
      }
    } finally {
      await admin.end();
    }
  } else {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    await loadDemoData(database.db);
    const dump = await database.pglite!.dumpDataDir('none');
    mkdirSync(dirname(SEED_DUMP), { recursive: true });
    writeFileSync(SEED_DUMP, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    if (!existsSync(SEED_DUMP) || statSync(SEED_DUMP).size === 0) throw new Error('seed dump not written');
  }
  console.log(`[api] banco de teste pronto em ${Date.now() - started} ms (${url ? 'PostgreSQL' : 'PGlite'})`);
}
