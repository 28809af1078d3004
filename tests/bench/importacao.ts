/**
 * Master-data import: the time to import 20,000 products and 100,000 kanban lines (and the same 100,000
 * again, unchanged), and the server's peak RSS while it imports kanban files of 10,000 and of 100,000 lines
 * (the engine streams: the peak must not grow with the file). The files are generated as streams and sent as
 * raw text/csv over HTTP to the built server, on the embedded database and, when BENCH_DATABASE_URL (or
 * DATABASE_URL) points at a PostgreSQL server, on a fresh database created there. Never asserts a timing.
 * Run with `npm run bench` (or `tsx tests/bench/importacao.ts`; `npm run build` first).
 */
import { readFileSync } from 'node:fs';
import { type ServerProcess, startServer } from '../kit/server-process';
import { signIn } from '../kit/sign-in';
import { onNewDatabase } from './new-database';

const RESTAURANTS = 20;
const ITEMS = 100;
const PRODUCTS = 20_000;

/** A CSV body generated in chunks of lines (never the whole file in memory). */
function csvStream(header: string, count: number, line: (i: number) => string): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  let i = 0;
  let headerSent = false;
  return new ReadableStream({
    pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(enc.encode(`${header}\r\n`));
        return;
      }
      if (i >= count) {
        controller.close();
        return;
      }
      let chunk = '';
      for (let n = 0; n < 2000 && i < count; n++, i++) chunk += `${line(i)}\r\n`;
      controller.enqueue(enc.encode(chunk));
    },
  });
}

/** The process's resident set in MB (Linux /proc). */
function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

interface Outcome {
  seconds: number;
  peakMb: number;
  beforeMb: number;
  body: { linhas: number; inseridas: number; alteradas: number; inalteradas: number; erros: unknown[] };
}

async function importCsv(
  server: ServerProcess,
  token: string,
  tipo: string,
  body: ReadableStream<Uint8Array>,
): Promise<Outcome> {
  const beforeMb = rssMb(server.pid);
  let peakMb = beforeMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(server.pid));
  }, 20);
  const t0 = performance.now();
  try {
    const res = await fetch(`${server.baseUrl}/api/v1/importacao/${tipo}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
      body,
      duplex: 'half',
    } as RequestInit);
    const answer = (await res.json()) as Outcome['body'] & { message?: string };
    if (res.status !== 200) throw new Error(`${tipo}: ${res.status} ${JSON.stringify(answer).slice(0, 500)}`);
    return { seconds: (performance.now() - t0) / 1000, peakMb, beforeMb, body: answer };
  } finally {
    clearInterval(sampler);
  }
}

const day = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
const KANBAN_HEADER = 'codRestaurante;dtaCardapio;codItemVenda;codProduto;qtdPlanejada;qtdProduzida';
/** Kanban line i of a file whose days start at `firstDay`: every (restaurant, item) for a day, then the next. */
const kanbanLine = (firstDay: number) => (i: number) => {
  const perDay = RESTAURANTS * ITEMS;
  const d = firstDay + Math.floor(i / perDay);
  const r = Math.floor((i % perDay) / ITEMS);
  const it = i % ITEMS;
  return `BR${r};${day(d)};BI${it};BP${(it * 7 + r) % PRODUCTS};${(10 + (i % 50) / 2).toFixed(1).replace('.', ',')};10`;
};

const fmt = (n: number) => n.toFixed(2);

async function bench(label: string, start: () => Promise<ServerProcess>): Promise<void> {
  console.log(`\n== ${label}`);
  const server = await start();
  try {
    const token = await signIn(server.baseUrl, 'admin', { idEmpresa: 1 });
    await importCsv(
      server,
      token,
      'grupos',
      csvStream('codigo;descricao', 1, () => 'BG0;Grupo bench'),
    );
    await importCsv(
      server,
      token,
      'restaurantes',
      csvStream('codigo;descricao;codGrupo', RESTAURANTS, (i) => `BR${i};Restaurante bench ${i};BG0`),
    );
    await importCsv(
      server,
      token,
      'itensVenda',
      csvStream('codigo;descricao', ITEMS, (i) => `BI${i};Item ${i}`),
    );
    await importCsv(
      server,
      token,
      'agrupamentos',
      csvStream('codigo;descricao', 10, (i) => `BA${i};Agrup ${i}`),
    );

    const products = await importCsv(
      server,
      token,
      'produtos',
      csvStream(
        'codigo;descricao;codAgrupamento;vlrCustoKg',
        PRODUCTS,
        (i) => `BP${i};Produto ${i};BA${i % 10};${(i % 900) + 1},${i % 100}`,
      ),
    );
    console.log(
      `  produtos: ${PRODUCTS} linhas em ${fmt(products.seconds)} s (inseridas ${products.body.inseridas})`,
    );

    const small = await importCsv(server, token, 'kanbans', csvStream(KANBAN_HEADER, 10_000, kanbanLine(0)));
    const large = await importCsv(
      server,
      token,
      'kanbans',
      csvStream(KANBAN_HEADER, 100_000, kanbanLine(10)),
    );
    const again = await importCsv(
      server,
      token,
      'kanbans',
      csvStream(KANBAN_HEADER, 100_000, kanbanLine(10)),
    );
    console.log(
      `  kanbans: 100000 linhas em ${fmt(large.seconds)} s (inseridas ${large.body.inseridas}); ` +
        `de novo, sem mudanças: ${fmt(again.seconds)} s (inalteradas ${again.body.inalteradas})`,
    );
    console.log(`  kanbans: 10000 linhas em ${fmt(small.seconds)} s`);
    console.log(
      `  RSS do servidor: 10k linhas: antes ${fmt(small.beforeMb)} MB, pico ${fmt(small.peakMb)} MB; ` +
        `100k linhas: antes ${fmt(large.beforeMb)} MB, pico ${fmt(large.peakMb)} MB`,
    );
  } finally {
    await server.stop();
  }
}

const common = {
  LOGIN_RATE_LIMIT: '1000',
  IMPORT_RATE_LIMIT: '1000',
  DIVERGENCES_SCHEDULE: 'off',
  LOG_LEVEL: 'fatal',
};
await bench('Embutido (PGlite)', () => startServer(common, { built: true }));

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (adminUrl) {
  await onNewDatabase(adminUrl, 'cd_bench_imp', (_name, url) =>
    bench('PostgreSQL', () => startServer({ ...common, DATABASE_URL: url, DEMO_DATA: '1' }, { built: true })),
  );
} else {
  console.log('\nPostgreSQL: defina BENCH_DATABASE_URL=postgres://… para medir também no PostgreSQL');
}
