/**
 * Prints timings (never asserts them) of the recommended production at full scale on PostgreSQL: a fresh
 * database is created, migrated and loaded with a company of the demand generator (200 restaurants in groups
 * of 20, ~40 kanban lines a day, 16 weeks), then
 * (a) the recommendations of all 200 restaurants for the generator's last day, through the service the GET
 *     route calls (200 calls, BENCH_PARALLEL at a time, 4 by default), target < 2 s;
 * (b) the 8-week backtest of a 20-restaurant group, through the service of POST /backtest, target < 10 s.
 * Each is the median of 3 runs; a digest of the outputs is printed so a change can be checked to leave every
 * number and sentence as it was. Needs BENCH_DATABASE_URL (or DATABASE_URL) of a PostgreSQL server; the
 * database is dropped after. BENCH_PARALLEL and BENCH_PGBOUNCER_URL run the same requests many at a time through
 * PgBouncer (docs/operations.md). Run: `NODE_OPTIONS=--max-semi-space-size=64 npx tsx tests/bench/producao-sugerida-escala.ts`
 * (part of `npm run bench`; the server runs with that V8 flag too, see `npm run serve`).
 */

import { createHash } from 'node:crypto';
import type { AccessRecord } from '@domain/access';
import { addDays } from '@domain/dates';
import { openDatabase } from '@server/db/client';
import { backtest } from '@server/modules/producao-sugerida/backtest';
import { recomendar } from '@server/modules/producao-sugerida/recommend';
import { gerarDemanda } from '@server/seed/demand/generate';
import { AGRUPAMENTOS } from '@server/seed/demo-catalog';
import type pg from 'pg';
import { pgConnect } from '../kit/pg-admin';

const RESTAURANTES = 200;
const POR_GRUPO = 20;
/** Buffet extras: with the demo's menu about 40 lines a restaurant a day. */
const EXTRAS = 32;
const SEED = 11;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Requests at a time (BENCH_PARALLEL; 24 is the field's many clients), each with a connection of its own. */
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 4);
/**
 * BENCH_PGBOUNCER_URL: PgBouncer in transaction mode in front of the same server; the service's pool goes
 * through it, with the production deadline, while the set-up and the load go to BENCH_DATABASE_URL directly.
 */
const serviceUrl = process.env.BENCH_PGBOUNCER_URL;

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

const digest = (x: unknown) => createHash('sha256').update(JSON.stringify(x)).digest('hex').slice(0, 16);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** This process's CPU time since `c0` (ms): on a shared machine the wall clock also counts the others. */
const cpuSince = (c0: NodeJS.CpuUsage) => {
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};

/** Inserts columns given as arrays in statements of `chunk` rows (unnest of typed arrays). */
async function unnestInsert(
  c: pg.Client,
  table: string,
  columns: [name: string, type: string, values: unknown[]][],
  chunk = 100_000,
) {
  const n = columns[0][2].length;
  const names = columns.map(([name]) => name).join(', ');
  const params = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  for (let i = 0; i < n; i += chunk)
    await c.query(
      `insert into ${table} (${names}) select * from unnest(${params})`,
      columns.map(([, , values]) => values.slice(i, i + chunk)),
    );
}

/** The generator's company: restaurants, groups, items, products, kanban lines, weighings and meals. */
async function load(c: pg.Client) {
  const d = gerarDemanda({ seed: SEED, restaurantes: RESTAURANTES, extras: EXTRAS, semanas: 16 });
  const [{ id: emp }] = (
    await c.query(
      `insert into empresas (des_empresa) values ('Bench produção sugerida') returning id_empresa as id`,
    )
  ).rows;
  const nGrupos = Math.ceil(RESTAURANTES / POR_GRUPO);
  const grupos = Array.from({ length: nGrupos }, (_, i) => i + 1);
  await unnestInsert(c, 're_tb_grupos_restaurantes', [
    ['id_grupo', 'int', grupos],
    ['id_empresa', 'int', grupos.map(() => emp)],
    ['des_grupo', 'text', grupos.map((g) => `Grupo ${g}`)],
  ]);
  await unnestInsert(c, 're_tb_restaurantes', [
    ['id_restaurante', 'int', d.restaurantes.map((r) => r.idRestaurante)],
    ['id_empresa', 'int', d.restaurantes.map(() => emp)],
    ['des_restaurante', 'text', d.restaurantes.map((r) => r.nome)],
    ['id_grupo', 'int', d.restaurantes.map((_, i) => Math.floor(i / POR_GRUPO) + 1)],
  ]);
  await unnestInsert(c, 're_tb_agrupamento', [
    ['cod_agrupamento', 'int', AGRUPAMENTOS.map((_, i) => i + 1)],
    ['id_empresa', 'int', AGRUPAMENTOS.map(() => emp)],
    ['des_agrupamento', 'text', [...AGRUPAMENTOS]],
  ]);
  // One dish group per plate weight.
  const pratos = [...new Set(d.itens.map((i) => i.pratoKg))];
  await unnestInsert(c, 're_tb_grupo_prato', [
    ['id_grupo_prato', 'int', pratos.map((_, i) => i + 1)],
    ['id_empresa', 'int', pratos.map(() => emp)],
    ['des_grupo_prato', 'text', pratos.map((p) => `Prato ${p}`)],
  ]);
  await unnestInsert(c, 're_gramatura_pratos', [
    ['id_empresa', 'int', pratos.map(() => emp)],
    ['id_grupo', 'int', pratos.map((_, i) => i + 1)],
    ['qtd_prato', 'numeric', pratos],
  ]);
  await unnestInsert(c, 're_mv_itens_venda', [
    ['id_item_venda', 'int', d.itens.map((i) => i.idItemVenda)],
    ['id_empresa', 'int', d.itens.map(() => emp)],
    ['des_item_venda', 'text', d.itens.map((i) => i.desItemVenda)],
    ['id_grupo_prato', 'int', d.itens.map((i) => pratos.indexOf(i.pratoKg) + 1)],
  ]);
  const produtos = d.itens.flatMap((i) => i.produtos);
  await unnestInsert(c, 're_tb_produtos', [
    ['id_produto', 'int', produtos.map((p) => p.idProduto)],
    ['id_empresa', 'int', produtos.map(() => emp)],
    ['des_produto', 'text', produtos.map((p) => p.desProduto)],
    ['cod_agrupamento', 'int', produtos.map((p) => p.codAgrupamento)],
    ['vlr_custo_kg', 'numeric', produtos.map((p) => p.custoKg)],
  ]);
  const k = d.kanban;
  await unnestInsert(c, 're_tb_kanban_producao', [
    ['id_kanban', 'int', k.map((l) => l.idKanban)],
    ['id_empresa', 'int', k.map(() => emp)],
    ['id_restaurante', 'int', k.map((l) => l.idRestaurante)],
    ['dta_cardapio', 'date', k.map((l) => l.dtaCardapio)],
    ['id_item_venda', 'int', k.map((l) => l.idItemVenda)],
    ['id_produto', 'int', k.map((l) => l.idProduto)],
    ['cod_agrupamento', 'int', k.map((l) => l.codAgrupamento)],
    ['qtd_planejada', 'numeric', k.map((l) => l.qtdPlanejada)],
    ['qtd_produzida', 'numeric', k.map((l) => l.qtdProduzida)],
    ['tip_fechamento', 'text', k.map((l) => (l.esgotadoAs ? 'E' : l.semSobra ? 'S' : null))],
    ['hor_esgotado', 'time', k.map((l) => l.esgotadoAs ?? null)],
  ]);
  const p = d.pesagens;
  await unnestInsert(c, 're_tb_desperdicios_det', [
    ['id_empresa', 'int', p.map(() => emp)],
    ['id_restaurante', 'int', p.map((w) => w.idRestaurante)],
    ['tip_desperdicio', 'smallint', p.map(() => 2)],
    ['dta_apontamento', 'date', p.map((w) => w.dtaApontamento)],
    ['qtd_desperdicio', 'numeric', p.map((w) => w.qtdDesperdicio)],
    ['qtd_tara', 'numeric', p.map((w) => w.qtdTara ?? 0)],
    ['id_item_venda', 'int', p.map((w) => w.idItemVenda)],
    ['id_produto', 'int', p.map((w) => w.idProduto)],
    ['ind_status_aprov', 'smallint', p.map((w) => w.indStatusAprov ?? null)],
  ]);
  for (const [table, column, rows] of [
    ['re_tb_refeicoes', 'qtd_refeicoes', d.refeicoes],
    ['re_tb_refeicoes_planejadas', 'qtd_planejadas', d.refeicoesPlanejadas],
  ] as const)
    await unnestInsert(c, table, [
      ['id_empresa', 'int', rows.map(() => emp)],
      ['id_restaurante', 'int', rows.map((r) => r.idRestaurante)],
      ['dta_refeicao', 'date', rows.map((r) => r.dia)],
      [column, 'int', rows.map((r) => Math.round(r.qtdRefeicoes))],
    ]);
  for (const t of ['re_tb_kanban_producao', 're_tb_desperdicios_det', 're_tb_refeicoes'])
    await c.query(`vacuum analyze ${t}`);
  return Number(emp);
}

/** What the timings need of the loaded company (the generated data itself is let go: a large heap slows GC). */
async function resumo(c: pg.Client) {
  const [r] = (
    await c.query(`select max(id_empresa) as emp,
      (select max(dta_cardapio)::text from re_tb_kanban_producao) as ate,
      (select count(*) from re_tb_kanban_producao)::int as linhas,
      (select count(*) from re_tb_desperdicios_det)::int as pesagens,
      (select count(*) from re_tb_grupos_restaurantes)::int as grupos,
      (select array_agg(id_restaurante order by id_restaurante) from re_tb_restaurantes) as restaurantes
      from empresas`)
  ).rows;
  return {
    emp: Number(r.emp),
    ate: String(r.ate),
    linhas: Number(r.linhas),
    pesagens: Number(r.pesagens),
    grupos: Number(r.grupos),
    restaurantes: r.restaurantes as number[],
  };
}

/** Runs `fn` over the items, `n` at a time, answers in the items' order. */
async function pool<T, R>(items: readonly T[], n: number, fn: (x: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]);
      }
    }),
  );
  return out;
}

/** The loaded company: on a new database (dropped after), or with BENCH_DB on one a previous run kept. */
async function main(url: string) {
  const kept = process.env.BENCH_DB;
  const name = kept ?? `cd_bench_ps_${Date.now()}`;
  const admin = await pgConnect(url);
  if (!kept) await admin.query(`create database ${name}`);
  /** `server`'s URL for the bench's database. */
  const on = (server: string) => Object.assign(new URL(server), { pathname: `/${name}` }).href;
  const dbUrl = on(url);
  const database = await openDatabase({
    pgliteDir: 'memory://',
    databaseUrl: serviceUrl ? on(serviceUrl) : dbUrl,
    poolMax: PARALLEL,
    ...(serviceUrl ? {} : { deadlineMs: 0 }),
  });
  const loader = await pgConnect(dbUrl);
  try {
    let t0 = performance.now();
    if (!kept) {
      await database.migrate();
      await load(loader);
    }
    const {
      emp,
      ate: dia,
      linhas: nLinhas,
      pesagens: nPesagens,
      grupos: nGrupos,
      ...c
    } = await resumo(loader);
    console.log(
      `\n== Produção sugerida em escala (PostgreSQL): ${RESTAURANTES} restaurantes, ${nLinhas.toLocaleString('pt-BR')} linhas de kanban, ${nPesagens.toLocaleString('pt-BR')} pesagens, 16 semanas (carga ${s(performance.now() - t0)})`,
    );
    const auth = {
      idUsuario: 0,
      email: 'bench@bench',
      desPessoa: 'Bench',
      desUsuario: 'bench',
      idEmpresa: emp,
      access: { indRetAdm: true } as AccessRecord,
    };
    // BENCH_SAMPLE=n times the first n restaurants only (the time of all of them is then extrapolated).
    const sample = Number(process.env.BENCH_SAMPLE ?? RESTAURANTES);
    const restaurantes = c.restaurantes.slice(0, sample);
    const times: number[] = [];
    const cpus: number[] = [];
    const frios: number[] = [];
    let outs: unknown[] = [];
    const todos = (dtaCardapio: string) =>
      pool(restaurantes, PARALLEL, (idRestaurante) =>
        recomendar({ write: database.db, read: database.readDb }, auth, emp, { idRestaurante, dtaCardapio }),
      );
    for (let run = 0; run < RUNS; run++) {
      // The daily regime: nothing kept, then the day before's recommendations (which keep their days, timed as
      // the cold case), then the day's, which find all but one day kept.
      await loader.query('truncate re_tb_ps_estado, re_tb_ps_dias, re_tb_ps_alteracoes');
      t0 = performance.now();
      await todos(addDays(dia, -1));
      frios.push(performance.now() - t0);
      t0 = performance.now();
      const c0 = process.cpuUsage();
      outs = await todos(dia);
      times.push(performance.now() - t0);
      cpus.push(cpuSince(c0));
    }
    const linhas = outs.reduce<number>((n, o) => n + (o as { linhas: unknown[] }).linhas.length, 0);
    if (sample < RESTAURANTES)
      console.log(
        `  (a) amostra de ${sample} restaurantes: ${s(median(times))}, × ${RESTAURANTES / sample} ≈ ${s((median(times) * RESTAURANTES) / sample)}`,
      );
    console.log(
      `  (a) ${restaurantes.length} restaurantes × ${(linhas / restaurantes.length).toFixed(0)} linhas de ${dia} (GET, ${PARALLEL} de cada vez${serviceUrl ? `, por ${new URL(serviceUrl).host}` : ''}), com os dias guardados pelas sugestões da véspera: ${s(median(times))} (meta < 2 s; ${times.map(s).join(', ')}; CPU do Node ${s(median(cpus))}) · resumo ${digest(outs)}`,
    );
    console.log(
      `      sem nada guardado (as sugestões da véspera): ${s(median(frios))} (${frios.map(s).join(', ')})`,
    );
    const body = { idGrupo: 1, dtaIni: addDays(dia, -55), dtaFim: dia };
    const bt: number[] = [];
    const btCpu: number[] = [];
    let result: Awaited<ReturnType<typeof backtest>> | undefined;
    for (let run = 0; run < RUNS; run++) {
      t0 = performance.now();
      const c0 = process.cpuUsage();
      result = await backtest(database.readDb, auth, emp, body);
      bt.push(performance.now() - t0);
      btCpu.push(cpuSince(c0));
    }
    console.log(
      `  (b) backtest de 8 semanas, grupo de ${POR_GRUPO} restaurantes (${result?.linhasDia} linhas-dia; ${nGrupos} grupos na empresa): ${s(median(bt))} (meta < 10 s; ${bt.map(s).join(', ')}; CPU do Node ${s(median(btCpu))}) · resumo ${digest(result)}`,
    );
    if (process.env.BENCH_OUT) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(process.env.BENCH_OUT, JSON.stringify({ recomendacoes: outs, backtest: result }));
    }
  } finally {
    await loader.end();
    await database.close();
    if (!process.env.BENCH_KEEP_DB && !kept)
      await admin.query(`drop database if exists ${name} with (force)`);
    else console.log(`  banco mantido: BENCH_DB=${name}`);
    await admin.end();
  }
}

if (adminUrl) await main(adminUrl);
else
  console.log(
    '\nPostgreSQL: defina BENCH_DATABASE_URL=postgres://… para medir a produção sugerida em escala',
  );
