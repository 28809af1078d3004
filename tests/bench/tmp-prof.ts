import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/client';
import { loadEnv } from '@server/env';
const database = await openDatabase({ databaseUrl: 'postgres://postgres:postgres@localhost:5432/cd_main_t', pgliteDir: '' });
await database.migrate();
const dir = mkdtempSync(join(tmpdir(), 'cd-bench-'));
const env = loadEnv({ DATA_DIR: dir, STATIC_DIR: join(dir, 'x'), LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000', DIVERGENCES_SCHEDULE: 'off' });
const app = await buildApp({ env, database });
await app.ready();
const { id_token } = (await app.inject({ method: 'POST', url: '/api/authenticate/login', payload: { username: 'admin', password: 'demo' } })).json();
const token = (await app.inject({ method: 'POST', url: '/api/authenticate/empresa/selecionar', headers: { authorization: `Bearer ${id_token}` }, payload: { idEmpresa: 1 } })).json().id_token;
const iso = (o: number) => new Date(Date.now() - o * 86400000).toISOString().slice(0, 10);
const batch = () => Array.from({ length: 12 }, (_, i) => ({ uuidApontamento: randomUUID(), idRestaurante: 1 + (i % 4), tipDesperdicio: 1, dtaApontamento: iso(Math.floor(Math.random()*4)), qtdDesperdicio: 1.5 }));
for (let k = 0; k < 3; k++) {
  const t0 = performance.now();
  await Promise.all(Array.from({ length: 20 }, async () => {
    for (let i = 0; i < 5; i++) {
      const r = await app.inject({ method: 'POST', url: '/api/v1/reTbDesperdiciosDet/saveAll', headers: { authorization: `Bearer ${token}` }, payload: batch() });
      if (r.statusCode !== 200) console.log(r.statusCode, r.body.slice(0, 200));
    }
  }));
  const s = (performance.now() - t0) / 1000;
  console.log('1200 weighings', s.toFixed(2), 's =', (1200 / s).toFixed(0), '/s');
}
await app.close(); await database.close();
