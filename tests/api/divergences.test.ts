import { isoToBr } from '@domain/dates';
import { MSG } from '@domain/messages';
import type {
  Divergencia,
  GerarDivergenciasResult,
  ReprocessDivergenciasResult,
} from '@domain/schemas/panels';
import { rowsOf } from '@server/db/client';
import { reTbDesperdiciosDet, reTbDivergenciasDesp } from '@server/db/schema/appointments';
import { appRoutineRuns } from '@server/db/schema/platform';
import { reTbRestaurantes } from '@server/db/schema/restaurants';
import { generateDivergenciasDesp } from '@server/modules/re-tb-divergencias-desp/service';
import divergencesScheduler, { DIVERGENCES_ROUTINE } from '@server/plugins/app/divergences-scheduler';
import dbPlugin from '@server/plugins/external/db';
import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  expectStatus,
  freshScale,
  linkScale,
  type RegisterFixture,
  registerSuite,
  unique,
} from './helpers/register-fixtures';

/**
 * The divergences panel and routine (spec §3 Divergence kinds, §7 Divergences). The routine is
 * checked against a direct SQL computation over the company's data, and every other check works on units
 * this file creates (the database may be a PostgreSQL shared with other test files and earlier runs).
 */

const URL = '/api/v1/reTbDivergenciasDesp';
const f: RegisterFixture = registerSuite();
const db = () => f.db;

/** Active restaurants this file created: deactivated at the end so other tests' active lists do not grow. */
const created: number[] = [];
afterAll(async () => {
  if (created.length)
    await db()
      .update(reTbRestaurantes)
      .set({ indInativo: 1 })
      .where(inArray(reTbRestaurantes.idRestaurante, created));
});

function rows<T>(query: SQL): Promise<T[]> {
  return rowsOf<T>(db(), query);
}

/** Yesterday and `n` days before it, as São Paulo days computed by the database. */
let yesterday: string;
const daysAgo = (n: number) => {
  const d = new Date(`${yesterday}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};
beforeAll(async () => {
  [{ day: yesterday }] = await rows<{ day: string }>(
    sql`select ((now() at time zone 'America/Sao_Paulo')::date - 1)::text as day`,
  );
});

async function restaurant(company = f.companyA, indInativo = 0) {
  const desRestaurante = unique('Restaurante de divergências');
  const [r] = await db()
    .insert(reTbRestaurantes)
    .values({ idEmpresa: company, desRestaurante, indInativo })
    .returning({ id: reTbRestaurantes.idRestaurante });
  if (!indInativo) created.push(r.id);
  return { id: r.id, name: desRestaurante };
}

async function appointment(idRestaurante: number, day: string, idBal: number | null, company = f.companyA) {
  await db().insert(reTbDesperdiciosDet).values({
    idEmpresa: company,
    idRestaurante,
    tipDesperdicio: 1,
    dtaApontamento: day,
    qtdDesperdicio: 2.5,
    idBal,
  });
}

async function stored(where: SQL | undefined) {
  return db().select().from(reTbDivergenciasDesp).where(where).orderBy(reTbDivergenciasDesp.dtaDivergencia);
}
const ofRestaurant = (id: number) => stored(eq(reTbDivergenciasDesp.idRestaurante, id));
const maxId = async () =>
  (
    await rows<{ n: number }>(
      sql`select coalesce(max(id_divergencia), 0)::int as n from re_tb_divergencias_desp`,
    )
  )[0].n;

const generate = (body: unknown, token = f.admin) => call(f, 'POST', `${URL}/generate`, token, body);
const search = (body: unknown, token = f.admin) => call(f, 'POST', `${URL}/search`, token, body);
const reprocess = (ids: unknown, token = f.admin) =>
  call(f, 'POST', `${URL}/reprocess`, token, { idDivergencia: ids });
const removeAll = (ids: unknown, token = f.admin) =>
  call(f, 'POST', `${URL}/deleteAllInBatch`, token, { idDivergencia: ids });

/**
 * What the routine must create for the company over [ini, fin], computed here with set operations: every
 * (active restaurant, day) and every (active link of an active restaurant, day), minus the days that have
 * an appointment (of the restaurant / of that scale at the restaurant), minus the divergences already stored.
 */
async function expectedKeys(company: number, ini: string, fin: string): Promise<string[]> {
  const found = await rows<{ k: string }>(sql`
    with days as (select g::date as dia from generate_series(${ini}::date, ${fin}::date, interval '1 day') g),
    kind1 as (
      (select 1 as tip, r.id_restaurante, 0 as bal, days.dia from days, re_tb_restaurantes r
        where r.id_empresa = ${company} and r.ind_inativo = 0)
      except
      (select 1, a.id_restaurante, 0, a.dta_apontamento from re_tb_desperdicios_det a where a.id_empresa = ${company})
    ),
    kind2 as (
      (select 2 as tip, bu.id_restaurante, bu.id_bal as bal, days.dia from days, re_tb_balancas_unidades bu, re_tb_restaurantes r
        where bu.id_empresa = ${company} and bu.ind_inativo = 0
          and r.id_empresa = bu.id_empresa and r.id_restaurante = bu.id_restaurante and r.ind_inativo = 0)
      except
      (select 2, a.id_restaurante, a.id_bal, a.dta_apontamento from re_tb_desperdicios_det a
        where a.id_empresa = ${company} and a.id_bal is not null)
    ),
    candidates as (select * from kind1 union all select * from kind2)
    select c.tip || ':' || c.id_restaurante || ':' || c.bal || ':' || c.dia::text as k from candidates c
    where not exists (
      select 1 from re_tb_divergencias_desp v
      where v.id_empresa = ${company} and v.tip_divergencia = c.tip and v.id_restaurante = c.id_restaurante
        and coalesce(v.id_bal, 0) = c.bal and v.dta_divergencia = c.dia)`);
  return found.map((r) => r.k).sort();
}

const keyOf = (v: typeof reTbDivergenciasDesp.$inferSelect) =>
  `${v.tipDivergencia}:${v.idRestaurante}:${v.idBal ?? 0}:${v.dtaDivergencia}`;

describe('the divergence routine (POST .../generate)', () => {
  it('creates for the last 10 days exactly what a direct SQL computation finds, and nothing on a second run', async () => {
    // Units of this run, so that there is always something to find: an active restaurant with an active
    // scale and an inactive link, and an inactive restaurant with an active link (neither is monitored).
    const r1 = await restaurant();
    const s1 = await freshScale(f);
    const s2 = await freshScale(f);
    await linkScale(f, s1.idBal, r1.id);
    await linkScale(f, s2.idBal, r1.id, 1);
    const off = await restaurant(f.companyA, 1);
    const s3 = await freshScale(f);
    await linkScale(f, s3.idBal, off.id);

    const ini = daysAgo(9);
    const expected = await expectedKeys(f.companyA, ini, yesterday);
    expect(expected.length).toBeGreaterThanOrEqual(20);
    const before = await maxId();
    const beforeB = await rows<{ n: number }>(
      sql`select count(*)::int as n from re_tb_divergencias_desp where id_empresa = ${f.companyB}`,
    );

    const res = await expectStatus<GerarDivergenciasResult>(
      await generate({ dtaInicial: ini, dtaFinal: yesterday }),
      200,
    );
    expect(res).toEqual({ dtaInicial: ini, dtaFinal: yesterday, criadas: expected.length });
    const made = await stored(gt(reTbDivergenciasDesp.idDivergencia, before));
    expect(made.map(keyOf).sort()).toEqual(expected);
    expect(
      made.every((v) => v.idEmpresa === f.companyA && v.indProcessado === 0 && !v.dtaProcessamento),
    ).toBe(true);

    // The new unit: one 'Restaurante sem apontamento' and one 'Balança sem apontamento' (the active scale)
    // per day, with the texts of the panel; nothing for the inactive link or the inactive restaurant.
    const mine = await ofRestaurant(r1.id);
    expect(mine.filter((v) => v.tipDivergencia === 1).map((v) => v.dtaDivergencia)).toHaveLength(10);
    expect(mine.filter((v) => v.tipDivergencia === 2).map((v) => v.idBal)).toEqual(Array(10).fill(s1.idBal));
    const first = mine.find((v) => v.tipDivergencia === 1 && v.dtaDivergencia === ini)!;
    expect(first.txtDivergencia).toBe(
      `Restaurante ${r1.id} - ${r1.name} sem apontamento de desperdício em ${isoToBr(ini)}.`,
    );
    expect(mine.find((v) => v.tipDivergencia === 2 && v.dtaDivergencia === ini)!.txtDivergencia).toBe(
      `Balança ${s1.idSerial} sem apontamento em ${isoToBr(ini)}.`,
    );
    expect(await ofRestaurant(off.id)).toEqual([]);

    // Idempotent, and the other company is untouched.
    expect((await generate({ dtaInicial: ini, dtaFinal: yesterday })).json().criadas).toBe(0);
    const afterB = await rows<{ n: number }>(
      sql`select count(*)::int as n from re_tb_divergencias_desp where id_empresa = ${f.companyB}`,
    );
    expect(afterB[0].n).toBe(beforeB[0].n);
  });

  it('skips the days with an appointment: of the restaurant (kind 1) and of each scale at it (kind 2)', async () => {
    const r = await restaurant();
    const used = await freshScale(f);
    const idle = await freshScale(f);
    await linkScale(f, used.idBal, r.id);
    await linkScale(f, idle.idBal, r.id);
    const [d1, d2, d3] = [daysAgo(42), daysAgo(41), daysAgo(40)];
    await appointment(r.id, d2, used.idBal);

    const res = await expectStatus<GerarDivergenciasResult>(
      await generate({ dtaInicial: d1, dtaFinal: d3 }),
      200,
    );
    expect(res.criadas).toBeGreaterThanOrEqual(7);
    const mine = (await ofRestaurant(r.id)).map((v) => [v.tipDivergencia, v.idBal, v.dtaDivergencia]);
    expect(mine).toEqual(
      expect.arrayContaining([
        [1, null, d1],
        [1, null, d3],
        [2, used.idBal, d1],
        [2, used.idBal, d3],
        [2, idle.idBal, d1],
        [2, idle.idBal, d2],
        [2, idle.idBal, d3],
      ]),
    );
    expect(mine).toHaveLength(7);
  });

  it('defaults to yesterday and refuses an end before the start, a period over 92 days and future days', async () => {
    const r = await restaurant();
    const none = await expectStatus<GerarDivergenciasResult>(await generate({}), 200);
    expect([none.dtaInicial, none.dtaFinal]).toEqual([yesterday, yesterday]);
    expect((await ofRestaurant(r.id)).map((v) => [v.tipDivergencia, v.dtaDivergencia])).toEqual([
      [1, yesterday],
    ]);

    const one = await expectStatus<GerarDivergenciasResult>(await generate({ dtaInicial: daysAgo(3) }), 200);
    expect([one.dtaInicial, one.dtaFinal]).toEqual([daysAgo(3), daysAgo(3)]);

    const refused = async (body: unknown, message: string) => {
      const res = await generate(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().exception).toBe(message);
    };
    await refused({ dtaInicial: daysAgo(1), dtaFinal: daysAgo(2) }, MSG.goalEndBeforeStart);
    await refused({ dtaInicial: daysAgo(92), dtaFinal: yesterday }, MSG.divergencesRangeTooLong(92));
    await refused({ dtaInicial: yesterday, dtaFinal: daysAgo(-2) }, MSG.divergencesFutureDay);
    expect((await generate({ dtaInicial: 'ontem' })).statusCode).toBe(400);
  });

  it('the daily run (no company given) covers every company', async () => {
    const a = await restaurant(f.companyA);
    const b = await restaurant(f.companyB);
    const day = daysAgo(50);
    const n = await generateDivergenciasDesp(db(), { dtaInicial: day, dtaFinal: day });
    expect(n).toBeGreaterThanOrEqual(2);
    expect((await ofRestaurant(a.id)).map((v) => [v.idEmpresa, v.dtaDivergencia])).toEqual([
      [f.companyA, day],
    ]);
    expect((await ofRestaurant(b.id)).map((v) => [v.idEmpresa, v.dtaDivergencia])).toEqual([
      [f.companyB, day],
    ]);
    expect(
      await generateDivergenciasDesp(db(), { idEmpresa: f.companyB, dtaInicial: day, dtaFinal: day }),
    ).toBe(0);
  });
});

describe('the daily scheduler plugin', () => {
  it('when enabled, examines yesterday for every company shortly after the app is ready', async () => {
    const a = await restaurant(f.companyA);
    const b = await restaurant(f.companyB);
    // The routine runs once per day examined (app_routine_runs): a shared database may hold an earlier run's.
    await db()
      .delete(appRoutineRuns)
      .where(and(eq(appRoutineRuns.rotina, DIVERGENCES_ROUTINE), eq(appRoutineRuns.dia, yesterday)));
    const app = Fastify({ logger: false });
    await app.register(dbPlugin, { database: f.t.database });
    await app.register(divergencesScheduler, { enabled: true, catchUpDelayMs: 0 });
    await app.ready();
    try {
      await expect
        .poll(async () => (await ofRestaurant(b.id)).length, { timeout: 10_000, interval: 100 })
        .toBe(1);
      expect((await ofRestaurant(a.id)).map((v) => v.dtaDivergencia)).toEqual([yesterday]);
      expect((await ofRestaurant(b.id)).map((v) => v.dtaDivergencia)).toEqual([yesterday]);
    } finally {
      await app.close();
    }
  });

  it('when disabled, runs nothing', async () => {
    const r = await restaurant();
    const app = Fastify({ logger: false });
    await app.register(dbPlugin, { database: f.t.database });
    await app.register(divergencesScheduler, { enabled: false, catchUpDelayMs: 0 });
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await app.close();
    expect(await ofRestaurant(r.id)).toEqual([]);
  });
});

describe('the panel', () => {
  /** A unit with kind 1 and kind 2 divergences on three days (two of them resolved by hand below). */
  let unit: { id: number; name: string };
  let scale: { idBal: number; idSerial: string };
  let [d1, d2, d3] = ['', '', ''];
  beforeAll(async () => {
    [d1, d2, d3] = [daysAgo(62), daysAgo(61), daysAgo(60)];
    unit = await restaurant();
    scale = await freshScale(f);
    await linkScale(f, scale.idBal, unit.id);
    await generateDivergenciasDesp(db(), { idEmpresa: f.companyA, dtaInicial: d1, dtaFinal: d3 });
    await db()
      .update(reTbDivergenciasDesp)
      .set({ indProcessado: 1, dtaProcessamento: new Date() })
      .where(
        and(eq(reTbDivergenciasDesp.idRestaurante, unit.id), eq(reTbDivergenciasDesp.dtaDivergencia, d1)),
      );
  });

  it('searches by restaurant, newest day first, with the restaurant and scale names', async () => {
    const list = await expectStatus<Divergencia[]>(await search({ idRestaurante: unit.id }), 200);
    expect(list.map((v) => [v.dtaDivergencia, v.tipDivergencia])).toEqual([
      [d3, 1],
      [d3, 2],
      [d2, 1],
      [d2, 2],
      [d1, 1],
      [d1, 2],
    ]);
    const k2 = list.find((v) => v.tipDivergencia === 2)!;
    expect(k2).toMatchObject({
      idRestaurante: unit.id,
      desRestaurante: unit.name,
      idBal: scale.idBal,
      idSerial: scale.idSerial,
      indProcessado: 0,
      dtaProcessamento: null,
    });
    expect(k2.desBalanca).toMatch(/^Balança/);
    expect(Number.isNaN(Date.parse(k2.dtaRegistro))).toBe(false);
    expect(list.find((v) => v.tipDivergencia === 1)).toMatchObject({
      idBal: null,
      desBalanca: null,
      idSerial: null,
    });
  });

  it('filters by kind, situation and period', async () => {
    const pick = async (body: Record<string, unknown>) =>
      (await expectStatus<Divergencia[]>(await search({ idRestaurante: unit.id, ...body }), 200)).map((v) => [
        v.dtaDivergencia,
        v.tipDivergencia,
      ]);
    expect(await pick({ tipDivergencia: 2 })).toEqual([
      [d3, 2],
      [d2, 2],
      [d1, 2],
    ]);
    expect(await pick({ indProcessado: 1 })).toEqual([
      [d1, 1],
      [d1, 2],
    ]);
    expect(await pick({ indProcessado: 0, tipDivergencia: 1 })).toEqual([
      [d3, 1],
      [d2, 1],
    ]);
    expect(await pick({ dtaInicial: d2, dtaFinal: d2 })).toEqual([
      [d2, 1],
      [d2, 2],
    ]);
    expect(await pick({ dtaInicial: d3 })).toEqual([
      [d3, 1],
      [d3, 2],
    ]);
    // Without a restaurant: the company's divergences of the period, this unit's among them.
    const all = await expectStatus<Divergencia[]>(await search({ dtaInicial: d2, dtaFinal: d2 }), 200);
    expect(all.every((v) => v.dtaDivergencia === d2)).toBe(true);
    expect(all.filter((v) => v.idRestaurante === unit.id)).toHaveLength(2);
    expect((await search({ tipDivergencia: 3 })).statusCode).toBe(400);
  });

  it('reprocess resolves what has an appointment now and names the ones still open', async () => {
    const list = await expectStatus<Divergencia[]>(
      await search({ idRestaurante: unit.id, dtaInicial: d2, dtaFinal: d2 }),
      200,
    );
    const k1 = list.find((v) => v.tipDivergencia === 1)!.idDivergencia;
    const k2 = list.find((v) => v.tipDivergencia === 2)!.idDivergencia;

    // An appointment without the scale resolves the restaurant's divergence only.
    await appointment(unit.id, d2, null);
    const first = await expectStatus<ReprocessDivergenciasResult>(await reprocess([k1, k2]), 200);
    expect(first).toEqual({ executedDivergencias: [k1], exception: MSG.divergencesStillOpen(String(k2)) });
    expect(first.exception).toBe(`Divergências ainda sem apontamento: ${k2}`);
    const [s1, s2] = [
      (await stored(eq(reTbDivergenciasDesp.idDivergencia, k1)))[0],
      (await stored(eq(reTbDivergenciasDesp.idDivergencia, k2)))[0],
    ];
    expect([s1.indProcessado, s1.dtaProcessamento instanceof Date]).toEqual([1, true]);
    expect([s2.indProcessado, s2.dtaProcessamento]).toEqual([0, null]);

    // The scale records that day: everything is resolved; a resolved one keeps its processing time.
    await appointment(unit.id, d2, scale.idBal);
    const second = await expectStatus<ReprocessDivergenciasResult>(await reprocess(k2), 200);
    expect(second).toEqual({ executedDivergencias: [k2], exception: null });
    const again = await expectStatus<ReprocessDivergenciasResult>(await reprocess([k1, k2]), 200);
    expect(again).toEqual({ executedDivergencias: [k1, k2], exception: null });
    expect((await stored(eq(reTbDivergenciasDesp.idDivergencia, k1)))[0].dtaProcessamento).toEqual(
      s1.dtaProcessamento,
    );
    const solved = await expectStatus<Divergencia[]>(
      await search({ idRestaurante: unit.id, dtaInicial: d2, dtaFinal: d2, indProcessado: 1 }),
      200,
    );
    expect(solved.map((v) => v.idDivergencia).sort()).toEqual([k1, k2].sort());
  });

  it('deleteAllInBatch deletes the listed divergences of the company in one go', async () => {
    const list = await expectStatus<Divergencia[]>(
      await search({ idRestaurante: unit.id, dtaInicial: d3, dtaFinal: d3 }),
      200,
    );
    const ids = list.map((v) => v.idDivergencia);
    expect(ids).toHaveLength(2);
    const res = await expectStatus(await removeAll(ids), 200);
    expect(res).toEqual({ exception: null, deleted: 2 });
    expect(await stored(inArray(reTbDivergenciasDesp.idDivergencia, ids))).toEqual([]);
    expect((await removeAll(ids)).json()).toEqual({ exception: null, deleted: 0 });
    expect((await removeAll([])).statusCode).toBe(400);
  });

  it('keeps each company to its own divergences', async () => {
    const other = await restaurant(f.companyB);
    const day = daysAgo(70);
    await generateDivergenciasDesp(db(), { idEmpresa: f.companyB, dtaInicial: day, dtaFinal: day });
    const [theirs] = await ofRestaurant(other.id);
    const [ours] = await expectStatus<Divergencia[]>(
      await search({ idRestaurante: unit.id, dtaInicial: d1, dtaFinal: d1 }),
      200,
    );

    expect(await expectStatus<Divergencia[]>(await search({ idRestaurante: other.id }), 200)).toEqual([]);
    expect(
      await expectStatus<Divergencia[]>(await search({ idRestaurante: unit.id }, f.adminB), 200),
    ).toEqual([]);

    const res = await reprocess([ours.idDivergencia, theirs.idDivergencia]);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().exception).toBe(MSG.recordNotFound(theirs.idDivergencia));

    expect((await removeAll([theirs.idDivergencia])).json()).toEqual({ exception: null, deleted: 0 });
    expect(await ofRestaurant(other.id)).toHaveLength(1);
    // The other company's admin sees and deletes its own.
    const mine = await expectStatus<Divergencia[]>(await search({ idRestaurante: other.id }, f.adminB), 200);
    expect(mine.map((v) => v.idDivergencia)).toEqual([theirs.idDivergencia]);
    expect((await removeAll([theirs.idDivergencia], f.adminB)).json()).toEqual({
      exception: null,
      deleted: 1,
    });
  });

  it('answers 403 to a user without indRetAdm on every route', async () => {
    for (const token of [f.gestor, f.cozinha]) {
      for (const [url, body] of [
        ['/search', {}],
        ['/reprocess', { idDivergencia: [1] }],
        ['/deleteAllInBatch', { idDivergencia: [1] }],
        ['/generate', {}],
      ] as const) {
        const res = await call(f, 'POST', `${URL}${url}`, token, body);
        expect(res.statusCode, `${url} ${res.body}`).toBe(403);
        expect(res.json().exception).toBe(MSG.accessDeniedText);
      }
    }
  });
});
