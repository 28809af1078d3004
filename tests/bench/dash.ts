/**
 * `npm run bench:dash [-- --rows N]`: the dashboards and reports on a realistic, large data set.
 *
 * - Builds a group of 20 restaurants (with satellites, meals and goals) in the first demo company and loads
 *   N appointments (default 1M; up to 10M on PostgreSQL with DATABASE_URL; in-memory PGlite otherwise) over
 *   one year, with their cost rows, in bulk (`unnest` of arrays, chunks of 100k) with the triggers off
 *   (session_replication_role = replica when the role may, else the rollup triggers disabled); then rebuilds
 *   the daily rollup once. Prints the load and rebuild times.
 * - For each dashboard and report endpoint present in the app (404 → 'ausente'), prints p50/p95 over the
 *   runs for the 20-restaurant group over one year, and the ratio of its p50 to the p50 of a plain SQL
 *   aggregate over re_tb_desperdicios_det giving the same numbers.
 *
 * - Then times a change of CO2e factor on the destination with the most rollup rows (its history recomputed in
 *   the save's transaction), there and back.
 *
 * On PostgreSQL, use a database of its own: a previous bench group is removed first (`--reuse` keeps one of the
 * same size; `--only text` times only the calls whose label contains it). Prints, never asserts.
 */

import { parseArgs } from 'node:util';
import { addDays } from '@domain/dates';
import { intArray } from '@server/core/sql-arrays';
import { type Db, openDatabase, rowsOf } from '@server/db/client';
import { porClasseOf } from '@server/modules/rollup/por-classe';
import { indicadoresOf } from '@server/modules/rollup/queries';
import { rebuildResumoDia, setResumoTriggers } from '@server/modules/rollup/rebuild';
import { isDatabaseEmpty, loadDemoData } from '@server/seed/demo-data';
import { Rng } from '@server/seed/prng';
import { type SQL, sql } from 'drizzle-orm';
import { bearer, signIn } from '../kit/sign-in';
import { benchApp, timer } from './bench-app';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '20' },
    /** Keep a previous PostgreSQL bench group of the same size instead of loading it again. */
    reuse: { type: 'boolean', default: false },
    /** Time only the calls whose label contains this text (e.g. --only destinosDash). */
    only: { type: 'string', default: '' },
  },
});
const databaseUrl = process.env.DATABASE_URL || undefined;
const ROWS = Math.round(Number(args.rows));
const RUNS = Math.max(3, Math.round(Number(args.runs)));
const MAX_ROWS = databaseUrl ? 10_000_000 : 2_000_000;
if (!Number.isFinite(ROWS) || ROWS < 1000 || ROWS > MAX_ROWS)
  throw new Error(`--rows entre 1000 e ${MAX_ROWS} (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);

const N_REST = 20;
const GROUP_NAME = 'Bench dashboards (20 restaurantes)';
const CHUNK = 100_000;
const today = new Date().toISOString().slice(0, 10);
const dtaIni = addDays(today, -364);
const dtaFim = today;

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const time = timer(52);

// ---------------------------------------------------------------------------------------------------------
// Database and data set

const database = await openDatabase(
  databaseUrl ? { databaseUrl, pgliteDir: '' } : { pgliteDir: 'memory://' },
);
const db = database.db;
console.log(
  `banco: ${database.kind}${databaseUrl ? '' : ' (em memória)'} · ${ROWS.toLocaleString('pt-BR')} apontamentos`,
);
await time('migração', () => database.migrate());
if (await isDatabaseEmpty(db)) await time('dados de demonstração', () => loadDemoData(db));

const [{ id_empresa: idEmpresa }] = await rowsOf<{ id_empresa: number }>(
  db,
  sql`select min(id_empresa) as id_empresa from empresas`,
);

/** Removes a previous bench group (PostgreSQL reruns). */
async function dropPreviousBench() {
  const old = await rowsOf<{ id_grupo: number }>(
    db,
    sql`select id_grupo from re_tb_grupos_restaurantes where id_empresa = ${idEmpresa} and des_grupo = ${GROUP_NAME}`,
  );
  if (!old.length) return;
  const groups = intArray(old.map((g) => g.id_grupo));
  const rests = sql`(select id_restaurante from re_tb_restaurantes where id_grupo = any(${groups}))`;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await setResumoTriggers(t, false);
    await t.execute(sql`delete from re_tb_desp_custos where id_restaurante in ${rests}`);
    await t.execute(sql`delete from re_tb_desperdicios_det where id_restaurante in ${rests}`);
    await t.execute(sql`delete from re_tb_desp_resumo_dia where id_restaurante in ${rests}`);
    await t.execute(sql`delete from re_tb_desp_resumo_rest_dia where id_restaurante in ${rests}`);
    await t.execute(sql`delete from re_tb_desp_resumo_tip_dia where id_restaurante in ${rests}`);
    await t.execute(sql`delete from re_tb_desp_resumo_classe_dia where id_restaurante in ${rests}`);
    await t.execute(sql`delete from re_tb_desp_resumo_classe_mes where id_restaurante in ${rests}`);
    await t.execute(sql`delete from re_tb_desp_resumo_item_mes where id_restaurante in ${rests}`);
    await t.execute(sql`delete from re_tb_desp_resumo_dest_mes where id_restaurante in ${rests}`);
    await setResumoTriggers(t, true);
    for (const table of ['re_tb_desp_metas', 're_tb_refeicoes', 're_tb_unidades_satelite'])
      await t.execute(sql`delete from ${sql.identifier(table)} where id_restaurante in ${rests}`);
    await t.execute(sql`delete from re_tb_restaurantes where id_grupo = any(${groups})`);
    await t.execute(sql`delete from re_tb_grupos_restaurantes where id_grupo = any(${groups})`);
  });
}
/** A previous bench group holding exactly ROWS appointments (with --reuse). */
async function previousBench(): Promise<{ idGrupo: number; restIds: number[] } | null> {
  if (!args.reuse) return null;
  const [old] = await rowsOf<{ id_grupo: number; rests: number[]; n: number }>(
    db,
    sql`select g.id_grupo, array_agg(r.id_restaurante order by r.id_restaurante) as rests,
          (select count(*) from re_tb_desperdicios_det d
           where d.id_restaurante in (select id_restaurante from re_tb_restaurantes where id_grupo = g.id_grupo))::int as n
        from re_tb_grupos_restaurantes g join re_tb_restaurantes r on r.id_grupo = g.id_grupo
        where g.id_empresa = ${idEmpresa} and g.des_grupo = ${GROUP_NAME} group by g.id_grupo`,
  );
  return old && old.n === ROWS ? { idGrupo: old.id_grupo, restIds: old.rests } : null;
}
const reused = await previousBench();
if (reused)
  console.log(`reaproveitando o grupo ${reused.idGrupo} (${ROWS.toLocaleString('pt-BR')} apontamentos)`);
else await time('remoção de um bench anterior', dropPreviousBench);

const rng = new Rng(20250101);

/** The group, its restaurants (size = meals per day), satellites, meals and goals. */
async function setupGroup() {
  const [{ id_grupo: idGrupo }] = await rowsOf<{ id_grupo: number }>(
    db,
    sql`insert into re_tb_grupos_restaurantes (id_empresa, des_grupo) values (${idEmpresa}, ${GROUP_NAME}) returning id_grupo`,
  );
  const restaurants: { id: number; meals: number; sats: number[] }[] = [];
  for (let i = 0; i < N_REST; i++) {
    const [{ id_restaurante: id }] = await rowsOf<{ id_restaurante: number }>(
      db,
      sql`insert into re_tb_restaurantes (id_empresa, des_restaurante, id_grupo)
          values (${idEmpresa}, ${`Bench ${String(i + 1).padStart(2, '0')} - Unidade`}, ${idGrupo}) returning id_restaurante`,
    );
    const sats: number[] = [];
    for (let k = 0; k < i % 3; k++) {
      const [{ id_satelite }] = await rowsOf<{ id_satelite: number }>(
        db,
        sql`insert into re_tb_unidades_satelite (id_empresa, cod_satelite, des_satelite, id_restaurante)
            values (${idEmpresa}, ${`BENCH-${id}-${k + 1}`}, ${`Satélite ${k + 1} da unidade ${i + 1}`}, ${id})
            returning id_satelite`,
      );
      sats.push(id_satelite);
    }
    restaurants.push({ id, meals: rng.int(300, 2500), sats });
  }
  // About 60 meals per appointment (a weighing every ~60 meals: ~65 g of waste per meal, resto-ingesta ~10 %).
  const scale = (ROWS * 60) / (365 * 0.87 * restaurants.reduce((s, r) => s + r.meals, 0));
  for (const r of restaurants) r.meals = Math.max(50, Math.round(r.meals * scale));
  const ids = intArray(restaurants.map((r) => r.id));
  const meals = intArray(restaurants.map((r) => r.meals));
  await db.execute(sql`
    insert into re_tb_refeicoes (id_empresa, id_restaurante, dta_refeicao, qtd_refeicoes)
    select ${idEmpresa}, u.id, d::date,
      round(u.meals * (case when extract(isodow from d) >= 6 then 0.55 else 1 end) * (0.9 + random() * 0.2))::int
    from unnest(${ids}, ${meals}) as u(id, meals)
    cross join generate_series(${dtaIni}::date, ${dtaFim}::date, interval '1 day') as d`);
  await db.execute(sql`
    insert into re_tb_desp_metas (id_empresa, id_restaurante, tip_desperdicio, dta_inicial, dta_final, vlr_meta, vlr_meta_pc)
    select ${idEmpresa}, u.id, t, ${dtaIni}::date, null, round((u.meals * case t when 1 then 0.045 else 0.012 end)::numeric, 3), 5
    from unnest(${ids}, ${meals}) as u(id, meals) cross join (values (1), (2)) as tt(t)`);
  return { idGrupo, restaurants };
}
const { idGrupo, restaurants } = reused
  ? { idGrupo: reused.idGrupo, restaurants: [] }
  : await time(`grupo, ${N_REST} restaurantes, refeições e metas`, setupGroup);
const restIds = reused ? reused.restIds : restaurants.map((r) => r.id);

/** The company's dimensions the appointments point at. */
async function dimensions() {
  const destinos = (
    await rowsOf<{ id: number }>(
      db,
      sql`select id_destino as id from re_tb_dest_residuos where id_empresa = ${idEmpresa} and ind_inativo = 0 order by 1`,
    )
  ).map((r) => r.id);
  const itens = await rowsOf<{ item: number; prod: number; agr: number | null; prato: number | null }>(
    db,
    sql`select ip.id_item_venda as item, ip.id_produto as prod, p.cod_agrupamento as agr, i.id_grupo_prato as prato
        from (select distinct id_item_venda, id_produto from re_tb_itens_produtos where id_empresa = ${idEmpresa}) ip
        join re_tb_produtos p on p.id_produto = ip.id_produto
        join re_mv_itens_venda i on i.id_item_venda = ip.id_item_venda order by 1, 2`,
  );
  const insumos = (
    await rowsOf<{ id: number }>(
      db,
      sql`select id_insumo as id from re_tb_insumos where id_empresa = ${idEmpresa} order by 1`,
    )
  ).map((r) => r.id);
  if (!destinos.length || !itens.length || !insumos.length)
    throw new Error('empresa sem destinos/itens/insumos');
  return { destinos, itens, insumos };
}
const dims = await dimensions();

/**
 * Appointment i: restaurant by size, day with fewer on weekends, type 1 45 % · 2 25 % · 3 12 % · 4 18 %,
 * a satellite for 15 % of the rows of restaurants that have them, the destination of the restaurant and type
 * (now and then another or none), the day's menu (8 items) for surpluses, one of 4 inputs of the day (type 4).
 */
function generateChunk(n: number) {
  const cols = {
    rest: [] as number[],
    sat: [] as (number | null)[],
    tip: [] as number[],
    day: [] as number[],
    qtd: [] as string[],
    item: [] as (number | null)[],
    prod: [] as (number | null)[],
    agr: [] as (number | null)[],
    prato: [] as (number | null)[],
    ins: [] as (number | null)[],
    dest: [] as (number | null)[],
  };
  const totalMeals = restaurants.reduce((s, r) => s + r.meals, 0);
  const cumulative: number[] = [];
  let acc = 0;
  for (const r of restaurants) {
    acc += r.meals / totalMeals;
    cumulative.push(acc);
  }
  const weekdayOfDay0 = new Date(`${dtaIni}T12:00:00Z`).getUTCDay();
  for (let i = 0; i < n; i++) {
    const u = rng.next();
    let ri = cumulative.findIndex((c) => u <= c);
    if (ri < 0) ri = restaurants.length - 1;
    const r = restaurants[ri];
    let day = rng.int(0, 364);
    const wd = (weekdayOfDay0 + day) % 7;
    if ((wd === 0 || wd === 6) && rng.chance(0.45)) day = rng.int(0, 364);
    const x = rng.next();
    const tip = x < 0.45 ? 1 : x < 0.7 ? 2 : x < 0.82 ? 3 : 4;
    const sat = r.sats.length && rng.chance(0.15) ? rng.pick(r.sats) : null;
    // The destination is set per restaurant and type (re_tb_dest_desperdicio): mostly the main one.
    const d0 = (ri * 7 + tip * 3) % dims.destinos.length;
    const dest = rng.chance(0.85)
      ? dims.destinos[d0]
      : rng.chance(0.7)
        ? dims.destinos[(d0 + 1) % dims.destinos.length]
        : null;
    const mean = tip === 1 ? 6 : tip === 2 ? 3.5 : tip === 3 ? 2.5 : 0.8;
    let item: number | null = null;
    let prod: number | null = null;
    let agr: number | null = null;
    let prato: number | null = null;
    let ins: number | null = null;
    if (tip === 2) {
      const m = dims.itens[(ri * 31 + day * 7 + rng.int(0, 7)) % dims.itens.length];
      item = m.item;
      prod = m.prod;
      agr = m.agr;
      prato = m.prato;
    } else if (tip === 4) {
      ins = dims.insumos[(ri * 13 + day * 3 + rng.int(0, 3)) % dims.insumos.length];
    }
    cols.rest.push(r.id);
    cols.sat.push(sat);
    cols.tip.push(tip);
    cols.day.push(day);
    cols.qtd.push(Math.max(0.05, mean * rng.float(0.35, 1.8)).toFixed(3));
    cols.item.push(item);
    cols.prod.push(prod);
    cols.agr.push(agr);
    cols.prato.push(prato);
    cols.ins.push(ins);
    cols.dest.push(dest);
  }
  return cols;
}

const arr = (values: readonly (number | string | null)[], type: string): SQL =>
  sql`${`{${values.map((v) => (v === null ? 'NULL' : v)).join(',')}}`}::${sql.raw(type)}[]`;

async function bulkLoad() {
  const [{ su }] = await rowsOf<{ su: boolean }>(
    db,
    sql`select rolsuper as su from pg_roles where rolname = current_user`,
  );
  let genMs = 0;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Replica role: no FK checks and no (rollup) triggers during the load; otherwise switch the rollup off.
    if (su) await t.execute(sql`set local session_replication_role = replica`);
    else await setResumoTriggers(t, false);
    for (let done = 0; done < ROWS; done += CHUNK) {
      const n = Math.min(CHUNK, ROWS - done);
      const g0 = performance.now();
      const c = generateChunk(n);
      genMs += performance.now() - g0;
      await t.execute(sql`
        insert into re_tb_desperdicios_det (id_empresa, id_restaurante, id_satelite, tip_desperdicio, dta_apontamento,
          qtd_desperdicio, id_item_venda, id_produto, id_agrupamento, id_prato, id_insumo, id_destino, dta_registro)
        select ${idEmpresa}, r, s, t, ${dtaIni}::date + d, q, i, p, a, g, n, de,
          (${dtaIni}::date + d)::timestamptz + interval '13 hours'
        from unnest(${arr(c.rest, 'int')}, ${arr(c.sat, 'int')}, ${arr(c.tip, 'int')}, ${arr(c.day, 'int')},
          ${arr(c.qtd, 'numeric')}, ${arr(c.item, 'int')}, ${arr(c.prod, 'int')}, ${arr(c.agr, 'int')},
          ${arr(c.prato, 'int')}, ${arr(c.ins, 'int')}, ${arr(c.dest, 'int')})
          as u(r, s, t, d, q, i, p, a, g, n, de)`);
      if ((done / CHUNK) % 10 === 9) console.log(`  … ${(done + n).toLocaleString('pt-BR')} linhas`);
    }
    // One cost row per appointment (the cost recalculation's result): kg × cost/kg by type, product, input.
    await t.execute(sql`
      insert into re_tb_desp_custos (id_empresa, id_apontamento, id_restaurante, dta_apontamento, vlr_custo_kg, vlr_custo)
      select d.id_empresa, d.id_apontamento, d.id_restaurante, d.dta_apontamento, k.kg, round(d.qtd_desperdicio * k.kg, 2)
      from re_tb_desperdicios_det d
      left join re_tb_produtos p on p.id_produto = d.id_produto
      left join re_tb_insumos i on i.id_insumo = d.id_insumo
      cross join lateral (select case d.tip_desperdicio when 1 then 14.9 when 3 then 6.8
        when 2 then coalesce(p.vlr_custo_kg, 22.5) else coalesce(i.vlr_custo_kg, 7.9) end::numeric(14, 2) as kg) k
      where d.id_empresa = ${idEmpresa} and d.id_restaurante = any(${intArray(restIds)})`);
    if (!su) await setResumoTriggers(t, true);
  });
  return genMs;
}
let resumoRows = 0;
if (!reused) {
  const genMs = await time(`carga em massa (unnest, ${ROWS.toLocaleString('pt-BR')} + custos)`, bulkLoad);
  console.log(`${'  (geração dos valores no Node)'.padEnd(52)} ${fmt(genMs)}`);
  resumoRows = await time('reconstrução do resumo diário (empresa)', () => rebuildResumoDia(db, idEmpresa));
  await time('analyze', () => db.execute(sql`analyze`));
}
const [sizes] = await rowsOf<{
  det: number;
  resumo: number;
  rest: number;
  tip: number;
  dia: number;
  mes: number;
  itemMes: number;
}>(
  db,
  sql`select (select count(*) from re_tb_desperdicios_det where id_restaurante = any(${intArray(restIds)}))::int as det,
        (select count(*) from re_tb_desp_resumo_dia where id_restaurante = any(${intArray(restIds)}))::int as resumo,
        (select count(*) from re_tb_desp_resumo_rest_dia where id_restaurante = any(${intArray(restIds)}))::int as rest,
        (select count(*) from re_tb_desp_resumo_tip_dia where id_restaurante = any(${intArray(restIds)}))::int as tip,
        (select count(*) from re_tb_desp_resumo_classe_dia where id_restaurante = any(${intArray(restIds)}))::int as dia,
        (select count(*) from re_tb_desp_resumo_classe_mes where id_restaurante = any(${intArray(restIds)}))::int as mes,
        (select count(*) from re_tb_desp_resumo_item_mes where id_restaurante = any(${intArray(restIds)}))::int as "itemMes"`,
);
console.log(
  `${'  linhas do grupo: apontamentos / resumo / grosso / tipo'.padEnd(52)} ${sizes.det.toLocaleString('pt-BR')} / ${sizes.resumo.toLocaleString('pt-BR')} / ${sizes.rest.toLocaleString('pt-BR')} / ${sizes.tip.toLocaleString('pt-BR')} (empresa: ${resumoRows.toLocaleString('pt-BR')} no resumo)`,
);
console.log(
  `${'  linhas do grupo: por classe, diário / mensal'.padEnd(52)} ${sizes.dia.toLocaleString('pt-BR')} / ${sizes.mes.toLocaleString('pt-BR')}`,
);
console.log(`${'  linhas do grupo: por item, mensal'.padEnd(52)} ${sizes.itemMes.toLocaleString('pt-BR')}`);

// ---------------------------------------------------------------------------------------------------------
// The app and the endpoints

const app = await benchApp(database, { env: { DIVERGENCES_SCHEDULE: 'off' }, prefix: 'cd-bench-dash-' });
const auth = bearer(await signIn(app, 'admin', { idEmpresa }));

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { p50: at(0.5), p95: at(0.95) };
}

async function measure(fn: () => Promise<unknown>) {
  await fn(); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  return stats(ms);
}

// Plain SQL over the appointments: the same numbers each endpoint shows (its main aggregate).
const R = intArray(restIds);
const mid = addDays(dtaIni, 182);
const week = (offset: number) => addDays(today, offset);
const det = (extra: SQL = sql``) =>
  sql`from re_tb_desperdicios_det d where d.id_empresa = ${idEmpresa} and d.id_restaurante = any(${R})${extra}`;
const inYear = sql` and d.dta_apontamento between ${dtaIni}::date and ${dtaFim}::date`;
const twoPeriods = (aIni: string, aFim: string, bIni: string, bFim: string) =>
  sql`sum(d.qtd_desperdicio) filter (where d.dta_apontamento between ${aIni}::date and ${aFim}::date) as a,
      sum(d.qtd_desperdicio) filter (where d.dta_apontamento between ${bIni}::date and ${bFim}::date) as b`;
const eitherPeriod = (aIni: string, aFim: string, bIni: string, bFim: string) =>
  sql` and (d.dta_apontamento between ${aIni}::date and ${aFim}::date or d.dta_apontamento between ${bIni}::date and ${bFim}::date)`;

interface Case {
  label: string;
  url: string;
  body: Record<string, unknown>;
  plain: SQL;
  /** A server function timed directly (no HTTP). */
  direct?: () => Promise<unknown>;
  /** Run once before the case (a company setting it needs). */
  setup?: () => Promise<unknown>;
}

// Waste classes, so the split by class joins real rows: the waste types, a third of the sale items and a
// third of the inputs classified (the rest falls through to the type or stays unclassified).
await db.execute(sql`delete from re_tb_tip_desp_classes where id_empresa = ${idEmpresa}`);
await db.execute(sql`insert into re_tb_tip_desp_classes (id_empresa, tip_desperdicio, tip_classe, pct_evitavel)
  values (${idEmpresa}, 1, 'parcial', 60), (${idEmpresa}, 2, 'evitavel', null), (${idEmpresa}, 3, 'inevitavel', null)`);
await db.execute(sql`update re_mv_itens_venda set tip_classe = 'inevitavel', pct_evitavel = null
  where id_empresa = ${idEmpresa} and id_item_venda % 3 = 0`);
await db.execute(sql`update re_tb_insumos set tip_classe = 'parcial', pct_evitavel = 30
  where id_empresa = ${idEmpresa} and id_insumo % 3 = 0`);
/** RE-Evitavel seq 1: Metas and Desafio count only the avoidable kg (1) or all of it (0). */
const setSomenteEvitavel = async (v: 0 | 1) => {
  await db.execute(sql`delete from re_tb_parametros where id_empresa = ${idEmpresa} and id_restaurante is null
    and des_parametro = 'RE-Evitavel' and seq_parametro = 1`);
  await db.execute(sql`insert into re_tb_parametros (id_empresa, des_parametro, seq_parametro, vlr_parametro_int)
    values (${idEmpresa}, 'RE-Evitavel', 1, ${v})`);
};
await setSomenteEvitavel(0);
/** The plain SQL of the split by class: the appointments joined with the classes, grouped by class. */
const plainClasses = (extra: SQL, keys: SQL) =>
  sql`select ${keys} coalesce(i.tip_classe, v.tip_classe, t.tip_classe) as classe,
      sum(d.qtd_desperdicio * case coalesce(i.tip_classe, v.tip_classe, t.tip_classe) when 'inevitavel' then 0
        when 'parcial' then coalesce(i.pct_evitavel, v.pct_evitavel, t.pct_evitavel) / 100 else 1 end)
    from re_tb_desperdicios_det d
    left join re_tb_insumos i on i.id_insumo = d.id_insumo
    left join re_mv_itens_venda v on v.id_item_venda = d.id_item_venda
    left join re_tb_tip_desp_classes t on t.id_empresa = d.id_empresa and t.tip_desperdicio = d.tip_desperdicio
    where d.id_empresa = ${idEmpresa} and d.id_restaurante = any(${R})${extra}
    group by ${keys} classe`;
const base = { idGrupo, dtaPeriodoIni: dtaIni, dtaPeriodoFim: dtaFim };
/** The year's two halves, for the dashboards comparing one period with another. */
const firstHalfEnd = addDays(mid, -1);
/** The group's first half against its second, under the endpoint's names of the four dates (in that order). */
const halvesBody = (...[aIni, aFim, bIni, bFim]: [string, string, string, string]) => ({
  idGrupo,
  [aIni]: dtaIni,
  [aFim]: firstHalfEnd,
  [bIni]: mid,
  [bFim]: dtaFim,
});
const desafioBody = halvesBody(
  'dtaPeriodoAnteriorIni',
  'dtaPeriodoAnteriorFim',
  'dtaPeriodoDesafioIni',
  'dtaPeriodoDesafioFim',
);
const volumesBody = halvesBody('dtaBaselineIni', 'dtaBaselineFim', 'dtaComparativoIni', 'dtaComparativoFim');
const halves = twoPeriods(dtaIni, firstHalfEnd, mid, dtaFim);
const destinosBase = {
  ...base,
  dtaPeriodoBaseIni: addDays(dtaIni, -365),
  dtaPeriodoBaseFim: addDays(dtaIni, -1),
};
const cases: Case[] = [
  {
    label: 'porClasseOf (divisão por classe, sem HTTP)',
    url: '',
    body: {},
    direct: () => porClasseOf(db, idEmpresa, { restaurantes: restIds, dtaIni, dtaFim }),
    plain: plainClasses(inYear, sql``),
  },
  {
    label: 'indicadoresOf sem a divisão por classe',
    url: '',
    body: {},
    direct: () =>
      indicadoresOf(db, idEmpresa, { restaurantes: restIds, dtaIni, dtaFim }, { semClasses: true }),
    plain: sql`select sum(d.qtd_desperdicio), count(*) ${det(inYear)}`,
  },
  {
    label: 'indicadoresOf (rollup/queries, sem HTTP)',
    url: '',
    body: {},
    direct: () => indicadoresOf(db, idEmpresa, { restaurantes: restIds, dtaIni, dtaFim }),
    // With the CO2e every indicators block carries: net kg × the destination's factor.
    plain: sql`select sum(d.qtd_desperdicio), count(*), sum(d.qtd_desperdicio) filter (where d.tip_desperdicio = 1),
      sum(d.qtd_desperdicio) filter (where d.tip_desperdicio = 2), (select sum(c.vlr_custo) from re_tb_desp_custos c
        where c.id_empresa = ${idEmpresa} and c.id_restaurante = any(${R}) and c.dta_apontamento between ${dtaIni}::date and ${dtaFim}::date),
      sum(d.qtd_liquido * f.fator_co2e)
      from re_tb_desperdicios_det d
      left join re_tb_dest_residuos f on f.id_empresa = d.id_empresa and f.id_destino = d.id_destino
      where d.id_empresa = ${idEmpresa} and d.id_restaurante = any(${R})${inYear}`,
  },
  {
    label: 'home (mensal, kg por tipo)',
    url: '/api/v1/home/',
    body: { ...base, indPeriodo: 2 },
    plain: sql`select date_trunc('month', d.dta_apontamento), d.tip_desperdicio, sum(d.qtd_desperdicio) ${det(inYear)} group by 1, 2`,
  },
  {
    label: 'home/custos (mensal, R$ por tipo)',
    url: '/api/v1/home/custos',
    body: { ...base, indPeriodo: 2 },
    plain: sql`select date_trunc('month', d.dta_apontamento), d.tip_desperdicio, sum(c.vlr_custo)
      from re_tb_desperdicios_det d join re_tb_desp_custos c on c.id_apontamento = d.id_apontamento
      where d.id_empresa = ${idEmpresa} and d.id_restaurante = any(${R})${inYear} group by 1, 2`,
  },
  {
    label: 'desafioDash (semestre × semestre)',
    url: '/api/v1/desafioDash',
    body: desafioBody,
    plain: sql`select d.id_restaurante, ${halves} ${det(inYear)} group by 1`,
  },
  {
    label: 'metasDash (Bandeja, restaurante × dia)',
    url: '/api/v1/metasDash/',
    body: { ...base, tipDesperdicio: 1 },
    plain: sql`select d.id_restaurante, d.dta_apontamento, sum(d.qtd_desperdicio) ${det(sql`${inYear} and d.tip_desperdicio = 1`)} group by 1, 2`,
  },
  {
    label: 'metasDash/day',
    url: '/api/v1/metasDash/day',
    body: { ...base, tipDesperdicio: 1, dtaApontamento: week(-3) },
    plain: sql`select d.id_restaurante, sum(d.qtd_desperdicio) ${det(sql` and d.tip_desperdicio = 1 and d.dta_apontamento = ${week(-3)}::date`)} group by 1`,
  },
  {
    label: 'volumesDash (baseline × comparativo)',
    url: '/api/v1/volumesDash',
    body: volumesBody,
    plain: sql`select d.id_restaurante, ${halves} ${det(inYear)} group by 1`,
  },
  {
    label: 'volumesDash por satélite',
    url: '/api/v1/volumesDash',
    body: { ...volumesBody, shouldSearchBySatelite: true },
    plain: sql`select d.id_satelite, ${halves} ${det(sql`${inYear} and d.id_satelite is not null`)} group by 1`,
  },
  {
    label: 'destinosDash (por destino)',
    url: '/api/v1/destinosDash',
    body: destinosBase,
    // With each destination's CO2e (and the avoided CO2e computed from it).
    plain: sql`select d.id_destino, sum(d.qtd_desperdicio), sum(d.qtd_liquido * f.fator_co2e)
      from re_tb_desperdicios_det d
      left join re_tb_dest_residuos f on f.id_empresa = d.id_empresa and f.id_destino = d.id_destino
      where d.id_empresa = ${idEmpresa} and d.id_restaurante = any(${R})${inYear} group by 1`,
  },
  {
    label: 'destinosDash/compareTipConsumos',
    url: '/api/v1/destinosDash/compareTipConsumos',
    body: destinosBase,
    plain: sql`select d.tip_desperdicio = 1, ${twoPeriods(destinosBase.dtaPeriodoBaseIni, destinosBase.dtaPeriodoBaseFim, dtaIni, dtaFim)}
      ${det(eitherPeriod(destinosBase.dtaPeriodoBaseIni, destinosBase.dtaPeriodoBaseFim, dtaIni, dtaFim))} group by 1`,
  },
  {
    label: 'destinosDash/compareByDestinos',
    url: '/api/v1/destinosDash/compareByDestinos',
    body: { ...destinosBase, tipConsumo: 2 },
    plain: sql`select d.id_destino, ${twoPeriods(destinosBase.dtaPeriodoBaseIni, destinosBase.dtaPeriodoBaseFim, dtaIni, dtaFim)}
      ${det(sql`${eitherPeriod(destinosBase.dtaPeriodoBaseIni, destinosBase.dtaPeriodoBaseFim, dtaIni, dtaFim)} and d.tip_desperdicio = 1`)} group by 1`,
  },
  {
    label: 'destinosDash/compare/restaurantes',
    url: '/api/v1/destinosDash/compare/restaurantes',
    body: { ...destinosBase, indPeriodoAnalise: 2 },
    plain: sql`select d.id_restaurante, ${twoPeriods(destinosBase.dtaPeriodoBaseIni, destinosBase.dtaPeriodoBaseFim, dtaIni, dtaFim)}
      ${det(eitherPeriod(destinosBase.dtaPeriodoBaseIni, destinosBase.dtaPeriodoBaseFim, dtaIni, dtaFim))} group by 1`,
  },
  {
    label: 'ExcedentePorPratosDashboard',
    url: '/api/v1/ExcedentePorPratosDashboard',
    body: base,
    plain: sql`select d.id_prato, sum(d.qtd_desperdicio) ${det(sql`${inYear} and d.tip_desperdicio = 2`)} group by 1`,
  },
  {
    label: 'relatorios/excedentes',
    url: '/api/v1/relatorios/excedentes',
    body: { idGrupo, dtaIni, dtaFim },
    plain: sql`select d.id_restaurante, d.id_item_venda, d.id_produto, sum(d.qtd_desperdicio), count(*)
      ${det(sql`${inYear} and d.tip_desperdicio = 2`)} group by 1, 2, 3`,
  },
  {
    label: 'relatorios/comparativo',
    url: '/api/v1/relatorios/comparativo',
    body: { idGrupo, dtaIni: mid, dtaFim, dtaBaseIni: dtaIni, dtaBaseFim: firstHalfEnd },
    plain: sql`select d.id_restaurante, d.tip_desperdicio, ${halves} ${det(inYear)} group by 1, 2`,
  },
  {
    label: 'relatorios/desperdicios (restaurante × dia × tipo)',
    url: '/api/v1/relatorios/desperdicios',
    body: { idGrupo, dtaIni, dtaFim },
    plain: sql`select d.id_restaurante, d.dta_apontamento, d.tip_desperdicio, sum(d.qtd_desperdicio), count(*)
      ${det(inYear)} group by 1, 2, 3`,
  },
  {
    label: 'metasDash (Bandeja, só evitável)',
    url: '/api/v1/metasDash/',
    body: { ...base, tipDesperdicio: 1 },
    setup: () => setSomenteEvitavel(1),
    plain: plainClasses(sql`${inYear} and d.tip_desperdicio = 1`, sql`d.id_restaurante, d.dta_apontamento,`),
  },
  {
    label: 'desafioDash (semestre × semestre, só evitável)',
    url: '/api/v1/desafioDash',
    body: desafioBody,
    setup: () => setSomenteEvitavel(1),
    plain: plainClasses(inYear, sql`d.id_restaurante,`),
  },
];

console.log(`\n${RUNS} execuções por chamada · grupo de ${N_REST} restaurantes · ${dtaIni} a ${dtaFim}`);
console.log(
  `${'chamada'.padEnd(52)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}   ${'SQL puro p50'.padStart(12)}   razão`,
);
for (const c of cases.filter((x) => x.label.includes(args.only ?? ''))) {
  await c.setup?.();
  const call = c.direct
    ? async () => {
        await c.direct?.();
        return { statusCode: 200, body: '' };
      }
    : () => app.inject({ method: 'POST', url: c.url, headers: auth, payload: c.body });
  const first = await call();
  if (first.statusCode === 404) {
    console.log(`${c.label.padEnd(52)} ausente`);
    continue;
  }
  if (first.statusCode !== 200) {
    console.log(`${c.label.padEnd(52)} HTTP ${first.statusCode}: ${first.body.slice(0, 160)}`);
    continue;
  }
  const endpoint = await measure(async () => {
    const res = await call();
    if (res.statusCode !== 200) throw new Error(`${c.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  });
  const plain = await measure(() => db.execute(c.plain));
  console.log(
    `${c.label.padEnd(52)} ${fmt(endpoint.p50).padStart(9)} ${fmt(endpoint.p95).padStart(9)}   ${fmt(plain.p50).padStart(12)}   ${(endpoint.p50 / plain.p50).toFixed(2)}`,
  );
}

await setSomenteEvitavel(0);
// A destination's factor edited on the register: the CO2e of its history is recomputed in the save's
// transaction (re_resumo_co2e_recalc). Timed on the destination with the most weighings, there and back.
{
  const [top] = await rowsOf<{ id: number; des: string; tip: string; fator: number; n: number }>(
    db,
    sql`select r.id_destino as id, r.des_destino as des, r.tip_destino as tip, r.fator_co2e::float8 as fator,
          (select count(*)::int from re_tb_desp_resumo_dia s where s.id_empresa = r.id_empresa and s.id_destino = r.id_destino) as n
        from re_tb_dest_residuos r where r.id_empresa = ${idEmpresa}
        order by n desc limit 1`,
  );
  if (top) {
    const save = (fatorCo2e: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/reTbDestResiduos/saveAll',
        headers: auth,
        payload: [{ idDestino: top.id, desDestino: top.des, tipDestino: top.tip, fatorCo2e }],
      });
    const changed = Math.round((Number(top.fator) + 0.1) * 1e6) / 1e6;
    for (const [label, value] of [
      ['fator de CO2e alterado (recalcula o histórico)', changed],
      ['fator de CO2e de volta (recalcula o histórico)', Number(top.fator)],
    ] as const) {
      const t0 = performance.now();
      const res = await save(value);
      if (res.statusCode !== 200)
        throw new Error(`saveAll destino: ${res.statusCode} ${res.body.slice(0, 200)}`);
      console.log(
        `${label.padEnd(52)} ${fmt(performance.now() - t0).padStart(9)}   (${top.n} linhas do rollup fino)`,
      );
    }
  }
}

await app.close();
await database.close();
