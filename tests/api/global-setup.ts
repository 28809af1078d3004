import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDatabase } from '@server/db/client';
import { isDatabaseEmpty, loadDemoData } from '@server/db/seed/demo-data';
import { sql } from 'drizzle-orm';
import { SEED_DUMP } from './helpers/paths';

/**
 * Seeds once per run. On PostgreSQL (DATABASE_URL): migrates and loads the demo data if empty.
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
