/**
 * Shift end: many tablets sync at once. C clients each send 5 saveAll batches of 12 tray weighings over
 * several restaurants (in a random order per batch) and dates (three rounds after a warm-up; the median round), against the real server over HTTP, on the
 * embedded database and, when BENCH_DATABASE_URL (or DATABASE_URL) points at a PostgreSQL server, on a fresh
 * database created there. Prints weighings/s, the p95 of a batch and the count of 5xx answers; checks that
 * every weighing was stored exactly once and that the daily rollup equals the appointments. On PostgreSQL, once
 * more at 20 clients after a busy kitchen's month of history is loaded (what a save's checks read). Never asserts a
 * timing. Runs the built server (`npm run build` first), as `npm start` does. Run with `npm run bench` (or
 * `tsx tests/bench/concurrency.ts`).
 */
import { randomUUID } from 'node:crypto';
import { pgConnect, pgRows } from '../kit/pg-admin';
import { type ServerProcess, startServer } from '../kit/server-process';
import { signIn } from '../kit/sign-in';
import { onNewDatabase } from './new-database';

const CLIENTS = (process.env.BENCH_CLIENTS ?? '20,50').split(',').map(Number);
const BATCHES = 5;
const PER_BATCH = 12;
const DAYS = 4;
const ROUNDS = 3;

const iso = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs in as the demo admin in company 1; answers the token and the restaurants that take trays. */
async function signInWithTrays(base: string): Promise<{ token: string; restaurants: number[] }> {
  const token = await signIn(base, 'admin', { idEmpresa: 1 });
  const list = await json<{ idRestaurante: number }[]>(
    await fetch(`${base}/api/v1/reTbRestaurantes/lov/search?qtd=20`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  const restaurants: number[] = [];
  for (const { idRestaurante } of list) {
    const ok = await fetch(
      `${base}/api/v1/reTbRestaurantes/lov/checarRestaurantePorTipDesperdicio/${idRestaurante}/1`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    if (ok.ok && (await ok.json()) !== false) restaurants.push(idRestaurante);
  }
  return { token, restaurants: restaurants.slice(0, 4) };
}

/** One batch: PER_BATCH tray weighings over two or more restaurants in a random order and several dates. */
function batchOf(restaurants: number[]): object[] {
  const order = [...restaurants].sort(() => Math.random() - 0.5);
  return Array.from({ length: PER_BATCH }, (_, i) => ({
    uuidApontamento: randomUUID(),
    idRestaurante: order[i % order.length],
    tipDesperdicio: 1,
    dtaApontamento: iso(Math.floor(Math.random() * DAYS)),
    qtdDesperdicio: 1 + Math.round(Math.random() * 2000) / 1000,
  }));
}

interface Figures {
  weighingsPerSecond: number;
  p95: number;
  fiveXx: number;
  other: number;
  sent: number;
}

async function run(base: string, token: string, restaurants: number[], clients: number): Promise<Figures> {
  const ms: number[] = [];
  let fiveXx = 0;
  let other = 0;
  let sent = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let b = 0; b < BATCHES; b++) {
        const body = batchOf(restaurants);
        const s = performance.now();
        const res = await fetch(`${base}/api/v1/reTbDesperdiciosDet/saveAll`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        await res.arrayBuffer();
        ms.push(performance.now() - s);
        if (res.status >= 500) fiveXx++;
        else if (res.status !== 200) other++;
        else sent += PER_BATCH;
      }
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  ms.sort((a, b) => a - b);
  return {
    weighingsPerSecond: sent / wall,
    p95: ms[Math.min(ms.length - 1, Math.ceil(0.95 * ms.length) - 1)],
    fiveXx,
    other,
    sent,
  };
}

/** On PostgreSQL: the rollups equal the appointments (net kg and counts), per company, day, restaurant, type. */
async function rollupDrift(url: string): Promise<number> {
  const sql = await pgConnect(url);
  try {
    const [{ n }] = await pgRows<{ n: number }>(
      sql,
      `select count(*)::int as n from (
        select id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
               sum(qtd_liquido) as kg, count(*)::int as c
          from re_tb_desperdicios_det group by 1, 2, 3, 4
      ) a full join re_tb_desp_resumo_tip_dia r using (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio)
      where a.kg is distinct from r.qtd_kg or a.c is distinct from r.qtd_apontamentos`,
    );
    return n;
  } finally {
    await sql.end();
  }
}

/** HISTORY_PER_DAY trays a day in each restaurant over the 30 days before the batches' dates, in one insert. */
const HISTORY_PER_DAY = 1500;
async function seedHistory(url: string, restaurants: number[]): Promise<number> {
  const sql = await pgConnect(url);
  try {
    const [{ n }] = await pgRows<{ n: number }>(
      sql,
      `with ins as (
        insert into re_tb_desperdicios_det (id_empresa, id_restaurante, tip_desperdicio, dta_apontamento, qtd_desperdicio)
        select 1, r, 1, current_date - d, 1 + (random() * 2)::numeric(12, 3)
          from unnest($1::int[]) r, generate_series($2::int, $3::int) d, generate_series(1, $4::int) i
        returning 1)
      select count(*)::int as n from ins`,
      [restaurants, DAYS, DAYS + 29, HISTORY_PER_DAY],
    );
    await sql.query('analyze');
    return n;
  } finally {
    await sql.end();
  }
}

/** Runs the rounds on a fresh server; answers the median figures at 20 clients. */
async function bench(
  label: string,
  start: () => Promise<ServerProcess>,
  url?: string,
): Promise<Figures | undefined> {
  let at20: Figures | undefined;
  const server = await start();
  try {
    const { token, restaurants } = await signInWithTrays(server.baseUrl);
    console.log(`\n${label}: ${restaurants.length} restaurantes, ${DAYS} datas, lotes de ${PER_BATCH}`);
    // Warm-up (not counted): the pool's connections, the JIT, the plans.
    for (let i = 0; i < 3; i++) await run(server.baseUrl, token, restaurants, 20);
    for (const clients of CLIENTS) {
      // The median of three rounds (by throughput): one slow round on a shared machine says little.
      const rounds: Figures[] = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await run(server.baseUrl, token, restaurants, clients));
      rounds.sort((x, y) => x.weighingsPerSecond - y.weighingsPerSecond);
      const f = rounds[Math.floor(rounds.length / 2)];
      f.fiveXx = rounds.reduce((n, r) => n + r.fiveXx, 0);
      f.other = rounds.reduce((n, r) => n + r.other, 0);
      if (clients === 20) at20 = f;
      console.log(
        `  ${String(clients).padStart(3)} clientes × ${BATCHES} lotes: ${f.weighingsPerSecond.toFixed(0).padStart(5)} pesagens/s · ` +
          `p95 ${f.p95.toFixed(0)} ms · 5xx ${f.fiveXx} · outros ≠200 ${f.other} (em ${ROUNDS} rodadas, mediana)`,
      );
    }
    if (url) {
      // A busy kitchen's month: what each save's checks read (the 30 days before each weighing) grows with it.
      const n = await seedHistory(url, restaurants);
      const rounds: Figures[] = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await run(server.baseUrl, token, restaurants, 20));
      rounds.sort((x, y) => x.weighingsPerSecond - y.weighingsPerSecond);
      const f = rounds[Math.floor(rounds.length / 2)];
      console.log(
        `   20 clientes, com ${n.toLocaleString('pt-BR')} pesagens nos 30 dias anteriores: ` +
          `${f.weighingsPerSecond.toFixed(0)} pesagens/s · p95 ${f.p95.toFixed(0)} ms · ` +
          `5xx ${rounds.reduce((s, r) => s + r.fiveXx, 0)} (em ${ROUNDS} rodadas, mediana)`,
      );
      console.log(`  resumo diário ≠ apontamentos: ${await rollupDrift(url)} linhas`);
    }
  } finally {
    await server.stop();
  }
  return at20;
}

/**
 * On a new database of the PostgreSQL server of `adminUrl`, served by the app at `appUrlOf(name)` (the same
 * server, or PgBouncer in front of it); the database is dropped after.
 */
function onPostgres(label: string, adminUrl: string, appUrlOf: (name: string) => string) {
  return onNewDatabase(adminUrl, 'cd_bench', (name, direct) =>
    bench(
      label,
      () => startServer({ ...common, DATABASE_URL: appUrlOf(name), DEMO_DATA: '1' }, { built: true }),
      direct,
    ),
  );
}

const common = { LOGIN_RATE_LIMIT: '1000', DIVERGENCES_SCHEDULE: 'off', LOG_LEVEL: 'fatal' };
// BENCH_EMBEDDED=0 measures PostgreSQL alone.
if (process.env.BENCH_EMBEDDED !== '0')
  await bench('Embutido (PGlite)', () => startServer(common, { built: true }));

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const pgbouncerUrl = process.env.BENCH_PGBOUNCER_URL;
const sameServer = (base: string) => (name: string) =>
  Object.assign(new URL(base), { pathname: `/${name}` }).href;
if (adminUrl) {
  const direct = await onPostgres('PostgreSQL', adminUrl, sameServer(adminUrl));
  if (pgbouncerUrl) {
    // The same server through PgBouncer in transaction mode (scripts/ci/pgbouncer.sh starts one on :6432).
    const pooled = await onPostgres(
      'PostgreSQL via PgBouncer (modo transaction)',
      adminUrl,
      sameServer(pgbouncerUrl),
    );
    if (direct && pooled)
      console.log(
        `\n20 clientes: via PgBouncer ${pooled.weighingsPerSecond.toFixed(0)} pesagens/s, direto ` +
          `${direct.weighingsPerSecond.toFixed(0)}/s: ${(pooled.weighingsPerSecond / direct.weighingsPerSecond).toFixed(2)}× ` +
          `(meta ≥ 0,8×) · 5xx via PgBouncer ${pooled.fiveXx}`,
      );
  } else {
    console.log('\nPgBouncer: defina BENCH_PGBOUNCER_URL=postgres://…:6432/… para medir também através dele');
  }
} else {
  console.log('\nPostgreSQL: defina BENCH_DATABASE_URL=postgres://… para medir também no PostgreSQL');
}
