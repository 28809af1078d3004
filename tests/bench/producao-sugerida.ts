/**
 * Prints timings (never asserts them) of the recommended production on the demo data: every restaurant's
 * recommendation for tomorrow, and an 8-week backtest of each group. Embedded PGlite by default; with
 * BENCH_DATABASE_URL an empty PostgreSQL database is migrated and loaded instead.
 * Run with `npx tsx tests/bench/producao-sugerida.ts` (part of `npm run bench`).
 */

import { createHash } from 'node:crypto';
import { addDays } from '@domain/dates';
import { openDatabase, rowsOf } from '@server/db/client';
import { isDatabaseEmpty, loadDemoData } from '@server/seed/demo-data';
import { sql } from 'drizzle-orm';
import { bearer, signIn } from '../kit/sign-in';
import { benchApp } from './bench-app';

const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase({ pgliteDir: 'memory://', databaseUrl: url });
await database.migrate();
if (await isDatabaseEmpty(database.db)) await loadDemoData(database.db);
const app = await benchApp(database);

const headers = bearer(await signIn(app, 'admin', { idEmpresa: 1 }));
const [{ today }] = await rowsOf<{ today: string }>(database.db, sql`select current_date::text as today`);
const tomorrow = addDays(today, 1);
const rests = await rowsOf<{ id: number; linhas: number }>(
  database.db,
  sql`select id_restaurante as id, count(*)::int as linhas from re_tb_kanban_producao
      where id_empresa = 1 and dta_cardapio = ${tomorrow}::date group by id_restaurante order by 1`,
);
const groups = await rowsOf<{ id: number; n: number }>(
  database.db,
  sql`select id_grupo as id, count(*)::int as n from re_tb_restaurantes where id_empresa = 1 and id_grupo is not null group by 1 order by 1`,
);

/** A digest of every output, so a change made for speed can be checked to leave them as they were. */
const outputs = createHash('sha256');
const ms = (t0: number) => `${(performance.now() - t0).toFixed(0)} ms`;
let t0 = performance.now();
let lines = 0;
for (const r of rests) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/producaoSugerida?idRestaurante=${r.id}&dtaCardapio=${tomorrow}`,
    headers,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  outputs.update(res.body);
  lines += res.json().linhas.length;
}
console.log(`produção sugerida: ${rests.length} restaurantes × ${lines} linhas de amanhã`.padEnd(60), ms(t0));
for (const g of groups) {
  t0 = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/producaoSugerida/backtest',
    headers,
    payload: { idGrupo: g.id, dtaIni: addDays(today, -56), dtaFim: addDays(today, -1) },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  outputs.update(res.body);
  const b = res.json();
  const c = b.comparacao;
  console.log(
    `backtest 8 semanas, grupo ${g.id} (${g.n} restaurantes, ${b.linhasDia} linhas-dia)`.padEnd(60),
    ms(t0),
  );
  if (c)
    console.log(
      `  com a falta do plano (${(c.taxaFalta * 100).toFixed(1)}%): sobra ${(c.reducaoVsPlano * 100).toFixed(1)}% menor que o plano, ${(c.reducaoVsMelhorIngenuo * 100).toFixed(1)}% menor que ${c.melhorIngenuo}`,
    );
}
console.log(`resumo das respostas: ${outputs.digest('hex').slice(0, 16)}`);
await app.close();
await database.close();
