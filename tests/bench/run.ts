/**
 * Prints timings (never asserts them): demo-data load on embedded PGlite, and login / guarded-request latency.
 * Run with `npm run bench`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/client';
import { loadDemoData } from '@server/db/seed/demo-data';
import { loadEnv } from '@server/env';

async function time<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const out = await fn();
  console.log(`${label.padEnd(44)} ${(performance.now() - t0).toFixed(1)} ms`);
  return out;
}

const database = await openDatabase({ pgliteDir: 'memory://' });
await time('migração (PGlite em memória)', () => database.migrate());
await time('dados de demonstração', () => loadDemoData(database.db));
const dir = mkdtempSync(join(tmpdir(), 'cd-bench-'));
const env = loadEnv({
  DATA_DIR: dir,
  STATIC_DIR: join(dir, 'x'),
  LOG_LEVEL: 'silent',
  LOGIN_RATE_LIMIT: '1000',
});
const app = await buildApp({ env, database });
await app.ready();

const login = () =>
  app.inject({
    method: 'POST',
    url: '/api/authenticate/login',
    payload: { username: 'admin', password: 'demo' },
  });
const { id_token } = (await login()).json();
const n = 20;
await time(`${n} logins (argon2id), total`, async () => {
  for (let i = 0; i < n; i++) await login();
});
const sel = await app.inject({
  method: 'POST',
  url: '/api/authenticate/empresa/selecionar',
  headers: { authorization: `Bearer ${id_token}` },
  payload: { idEmpresa: 1 },
});
const token = sel.json().id_token;
const m = 500;
await time(`${m} GET /api/authenticate/permission, total`, async () => {
  for (let i = 0; i < m; i++)
    await app.inject({
      method: 'GET',
      url: '/api/authenticate/permission',
      headers: { authorization: `Bearer ${token}` },
    });
});
await app.close();
await database.close();
