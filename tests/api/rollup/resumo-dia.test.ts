import { addDays } from '@domain/dates';
import { MSG } from '@domain/messages';
import { rowsOf } from '@server/db/client';
import { reTbDespCustos } from '@server/db/schema/appointments';
import { reTbRestaurantes } from '@server/db/schema/restaurants';
import {
  checkPeriod,
  indicadoresByRestaurante,
  indicadoresOf,
  restaurantsOfGroup,
} from '@server/modules/rollup/queries';
import { rebuildResumoDia } from '@server/modules/rollup/rebuild';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DET, edit, save, saveAll, today, tray } from '../../kit/fixtures/apontamentos';
import { call } from '../../kit/fixtures/company';
import { firstDestinos } from '../../kit/fixtures/destinations';
import { rollupSuite } from '../../kit/fixtures/rollups';
import { addSatellite } from '../../kit/fixtures/satellites';
import { freshUnit } from '../../kit/fixtures/units';
import { compareRollups } from '../helpers/rollup-compare';

/**
 * The daily rollup re_tb_desp_resumo_dia: after the seed and after every write path (saveAll new
 * and edits, deleteByIDs, cost rows changed directly) it equals an independent GROUP BY over
 * re_tb_desperdicios_det + re_tb_desp_custos, its kg the NET (qtd_liquido = gross − tare). Every comparison is ONE statement (one snapshot), so other
 * test files writing to the shared database (PostgreSQL) cannot make it flaky.
 */

const { f, db } = rollupSuite();
let destinos: number[];
beforeAll(async () => {
  destinos = await firstDestinos(db(), f.companyA, 2);
});

const TABLES = {
  fine: 're_tb_desp_resumo_dia',
  coarse: 're_tb_desp_resumo_rest_dia',
  tip: 're_tb_desp_resumo_tip_dia',
  'classe-dia': 're_tb_desp_resumo_classe_dia',
  'classe-mes': 're_tb_desp_resumo_classe_mes',
  'item-mes': 're_tb_desp_resumo_item_mes',
  'dest-mes': 're_tb_desp_resumo_dest_mes',
} as const;

/**
 * The rollup rows of a restaurant (all keys), from the fine rollup, the coarse one, the type one or the class
 * ones (which have no satellite/destination: 0 there; the monthly one gives its month as the day).
 */
async function rollupOf(idRestaurante: number, level: keyof typeof TABLES = 'fine') {
  const table = sql.raw(TABLES[level]);
  const satDest =
    level === 'fine' || level === 'coarse'
      ? sql`id_satelite as sat, id_destino as dest`
      : level === 'item-mes'
        ? sql`id_satelite as sat, 0 as dest`
        : level === 'dest-mes'
          ? sql`0 as sat, id_destino as dest`
          : sql`0 as sat, 0 as dest`;
  const day = sql.raw(
    level === 'classe-mes' || level === 'item-mes' || level === 'dest-mes' ? 'dta_mes' : 'dta_apontamento',
  );
  return rowsOf<{
    dta: string;
    tip: number;
    sat: number;
    dest: number;
    kg: number;
    custo: number;
    n: number;
  }>(
    db(),
    sql`select ${day}::text as dta, tip_desperdicio as tip, ${satDest},
          qtd_kg::float8 as kg, vlr_custo::float8 as custo, qtd_apontamentos as n
        from ${table} where id_restaurante = ${idRestaurante}
        order by 1, 2, 3, 4`,
  );
}

const unitWhere = (unit: number) => sql`id_restaurante = ${unit}`;

async function expectInStep(unit: number) {
  const { mismatches } = await compareRollups(db(), unitWhere(unit));
  expect(mismatches).toEqual([]);
  // Nothing left at zero.
  expect((await rollupOf(unit)).filter((r) => r.n <= 0)).toEqual([]);
  // The coarse rollup too: equal to the independent GROUP BY over its keys, nothing left at zero.
  expect((await compareRollups(db(), unitWhere(unit), 'coarse')).mismatches).toEqual([]);
  expect((await rollupOf(unit, 'coarse')).filter((r) => r.n <= 0)).toEqual([]);
  // And the type rollup.
  expect((await compareRollups(db(), unitWhere(unit), 'tip')).mismatches).toEqual([]);
  expect((await rollupOf(unit, 'tip')).filter((r) => r.n <= 0)).toEqual([]);
  // And the class rollups, daily and monthly, and the monthly item and destination rollups.
  for (const level of ['classe-dia', 'classe-mes', 'item-mes', 'dest-mes'] as const) {
    expect((await compareRollups(db(), unitWhere(unit), level)).mismatches, level).toEqual([]);
    expect(
      (await rollupOf(unit, level)).filter((r) => r.n <= 0),
      level,
    ).toEqual([]);
  }
}

describe('the rollup after the seed', () => {
  it('equals the independent GROUP BY per company, and per restaurant/day/type and per every key', async () => {
    for (const idEmpresa of [f.companyA, f.companyB]) {
      const [totals] = await rowsOf<{
        kg_a: string;
        kg_b: string;
        gross: string;
        c_a: string;
        c_b: string;
        n_a: number;
        n_b: number;
      }>(
        db(),
        sql`select
            (select sum(qtd_liquido)::text from re_tb_desperdicios_det where id_empresa = ${idEmpresa}) as kg_a,
            (select sum(qtd_desperdicio)::text from re_tb_desperdicios_det where id_empresa = ${idEmpresa}) as gross,
            (select sum(qtd_kg)::text from re_tb_desp_resumo_dia where id_empresa = ${idEmpresa}) as kg_b,
            (select coalesce(sum(c.vlr_custo), 0)::text from re_tb_desp_custos c
              join re_tb_desperdicios_det d using (id_apontamento) where d.id_empresa = ${idEmpresa}) as c_a,
            (select sum(vlr_custo)::text from re_tb_desp_resumo_dia where id_empresa = ${idEmpresa}) as c_b,
            (select count(*)::int from re_tb_desperdicios_det where id_empresa = ${idEmpresa}) as n_a,
            (select sum(qtd_apontamentos)::int from re_tb_desp_resumo_dia where id_empresa = ${idEmpresa}) as n_b`,
      );
      expect(totals.n_a).toBeGreaterThan(100);
      // The rollup holds the NET kg: the seed weighs in containers, so it is below the gross.
      expect(Number(totals.kg_b)).toBe(Number(totals.kg_a));
      expect(Number(totals.kg_b)).toBeLessThan(Number(totals.gross));
      expect(Number(totals.c_b)).toBe(Number(totals.c_a));
      expect(Number(totals.c_a)).toBeGreaterThan(0);
      expect(totals.n_b).toBe(totals.n_a);

      const byRestDayType = await compareRollups(db(), sql`id_empresa = ${idEmpresa}`, 'rest-day-type');
      expect(byRestDayType.groups).toBeGreaterThan(50);
      expect(byRestDayType.mismatches).toEqual([]);
      const byAll = await compareRollups(db(), sql`id_empresa = ${idEmpresa}`);
      expect(byAll.groups).toBeGreaterThanOrEqual(byRestDayType.groups);
      expect(byAll.mismatches).toEqual([]);
      const coarse = await compareRollups(db(), sql`id_empresa = ${idEmpresa}`, 'coarse');
      expect(coarse.groups).toBeGreaterThanOrEqual(byRestDayType.groups);
      expect(coarse.groups).toBeLessThanOrEqual(byAll.groups);
      expect(coarse.mismatches).toEqual([]);
      const tip = await compareRollups(db(), sql`id_empresa = ${idEmpresa}`, 'tip');
      expect(tip.groups).toBe(byRestDayType.groups);
      expect(tip.mismatches).toEqual([]);
      const classeDia = await compareRollups(db(), sql`id_empresa = ${idEmpresa}`, 'classe-dia');
      expect(classeDia.groups).toBeGreaterThanOrEqual(byRestDayType.groups);
      expect(classeDia.groups).toBeLessThanOrEqual(byAll.groups);
      expect(classeDia.mismatches).toEqual([]);
      const classeMes = await compareRollups(db(), sql`id_empresa = ${idEmpresa}`, 'classe-mes');
      expect(classeMes.groups).toBeGreaterThan(10);
      expect(classeMes.groups).toBeLessThan(classeDia.groups);
      expect(classeMes.mismatches).toEqual([]);
      const itemMes = await compareRollups(db(), sql`id_empresa = ${idEmpresa}`, 'item-mes');
      expect(itemMes.groups).toBeGreaterThan(10);
      expect(itemMes.groups).toBeLessThan(byAll.groups);
      expect(itemMes.mismatches).toEqual([]);
      const destMes = await compareRollups(db(), sql`id_empresa = ${idEmpresa}`, 'dest-mes');
      expect(destMes.groups).toBeGreaterThan(10);
      expect(destMes.groups).toBeLessThan(coarse.groups);
      expect(destMes.mismatches).toEqual([]);
    }
  });

  it('a rebuild of one company gives the same rollup back', async () => {
    const before = await compareRollups(db(), sql`id_empresa = ${f.companyB}`);
    await rebuildResumoDia(db(), f.companyB);
    const after = await compareRollups(db(), sql`id_empresa = ${f.companyB}`);
    expect(after.mismatches).toEqual([]);
    expect(after.groups).toBe(before.groups);
    expect((await compareRollups(db(), sql`id_empresa = ${f.companyB}`, 'coarse')).mismatches).toEqual([]);
    expect((await compareRollups(db(), sql`id_empresa = ${f.companyB}`, 'tip')).mismatches).toEqual([]);
    for (const level of ['classe-dia', 'classe-mes', 'item-mes', 'dest-mes'] as const)
      expect((await compareRollups(db(), sql`id_empresa = ${f.companyB}`, level)).mismatches).toEqual([]);
  });
});

describe('the rollup stays in step on every write', () => {
  it('saveAll (new), edits of quantity, date and destination, deleteByIDs', async () => {
    const unit = await freshUnit(f, []);
    const sat = await addSatellite(f, unit, { desSatelite: 'Satélite do rollup' });
    const yesterday = addDays(today, -1);

    // New: two trays with the same keys add up in one row; a satellite tray and a shift row apart.
    const [a, b, s, p] = await save(f, [
      tray(unit, { qtdDesperdicio: 3, idDestino: destinos[0] }),
      tray(unit, { qtdDesperdicio: 2.5, idDestino: destinos[0] }),
      tray(unit, { qtdDesperdicio: 1.25, idSatelite: sat.idSatelite }),
      tray(unit, { qtdDesperdicio: 4, tipDesperdicio: 3 }),
    ]);
    await expectInStep(unit);
    const rows1 = await rollupOf(unit);
    expect(rows1.map((r) => [r.dta, r.tip, r.sat, r.dest, r.kg, r.n])).toEqual(
      [
        [today, 1, 0, destinos[0], 5.5, 2],
        [today, 1, sat.idSatelite, 0, 1.25, 1],
        [today, 3, 0, 0, 4, 1],
      ].sort((x, y) => (x[1] as number) - (y[1] as number) || (x[2] as number) - (y[2] as number)),
    );
    expect(rows1.find((r) => r.tip === 1 && r.sat === 0)?.custo).toBeGreaterThan(0);

    // Edit the quantity of one: the row changes by the difference (kg and cost).
    expect((await saveAll(f, [edit(a, { qtdDesperdicio: 3.75 })])).statusCode).toBe(200);
    await expectInStep(unit);
    expect((await rollupOf(unit)).find((r) => r.tip === 1 && r.sat === 0)).toMatchObject({ kg: 6.25, n: 2 });

    // Edit the date and destination of the other: it moves to its own row.
    const res = await saveAll(f, [edit(b, { dtaApontamento: yesterday, idDestino: destinos[1] })]);
    expect(res.statusCode, res.body).toBe(200);
    await expectInStep(unit);
    const rows2 = await rollupOf(unit);
    expect(rows2.find((r) => r.dta === yesterday)).toMatchObject({
      tip: 1,
      dest: destinos[1],
      kg: 2.5,
      n: 1,
    });
    expect(rows2.find((r) => r.dta === today && r.tip === 1 && r.sat === 0)).toMatchObject({
      dest: destinos[0],
      kg: 3.75,
      n: 1,
    });
    // The coarse rollup follows the edits: the moved tray has its own row, the quantity edit is summed.
    const coarse2 = await rollupOf(unit, 'coarse');
    expect(coarse2.find((r) => r.dta === yesterday)).toMatchObject({
      tip: 1,
      dest: destinos[1],
      kg: 2.5,
      n: 1,
    });
    expect(coarse2.find((r) => r.dta === today && r.tip === 1 && r.sat === 0)).toMatchObject({
      dest: destinos[0],
      kg: 3.75,
      n: 1,
    });
    // The type rollup too: one row per day and type.
    const tip2 = await rollupOf(unit, 'tip');
    expect(tip2.find((r) => r.dta === yesterday)).toMatchObject({ tip: 1, kg: 2.5, n: 1 });
    const todayTray = coarse2.filter((r) => r.dta === today && r.tip === 1);
    expect(todayTray.length).toBeGreaterThan(1); // with and without satellite: summed into one type row
    expect(tip2.filter((r) => r.dta === today && r.tip === 1)).toEqual([
      expect.objectContaining({
        kg: todayTray.reduce((x, r) => x + r.kg, 0),
        n: todayTray.reduce((x, r) => x + r.n, 0),
      }),
    ]);

    // Delete: the emptied rows go away; the cost goes with the appointment (cost rows cascade).
    const del = await call(f, 'DELETE', `${DET}/deleteByIDs`, f.token.admin, {
      idApontamento: [b.idApontamento, s.idApontamento],
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ deleted: 2 });
    await expectInStep(unit);
    const rows3 = await rollupOf(unit);
    expect(rows3.map((r) => [r.dta, r.tip, r.sat])).toEqual([
      [today, 1, 0],
      [today, 3, 0],
    ]);
    expect((await rollupOf(unit, 'coarse')).map((r) => [r.dta, r.tip, r.sat])).toEqual([
      [today, 1, 0],
      [today, 3, 0],
    ]);
    expect((await rollupOf(unit, 'tip')).map((r) => [r.dta, r.tip])).toEqual([
      [today, 1],
      [today, 3],
    ]);

    // Delete the rest: nothing left for the unit.
    await call(f, 'DELETE', `${DET}/deleteByIDs`, f.token.admin, {
      idApontamento: [a.idApontamento, p.idApontamento],
    });
    expect(await rollupOf(unit)).toEqual([]);
    expect(await rollupOf(unit, 'coarse')).toEqual([]);
    expect(await rollupOf(unit, 'tip')).toEqual([]);
  });

  it('adds the net of weighings in a container; a container edit moves it by the tare', async () => {
    const unit = await freshUnit(f, []);
    // Gross 3 kg in the container of tare TARE (1.15 kg): the rollup adds 1.85 kg.
    const [a] = await save(f, [tray(unit, { qtdDesperdicio: 3, idRecipiente: f.idRecipiente })]);
    await expectInStep(unit);
    for (const level of ['fine', 'coarse', 'tip'] as const)
      expect(await rollupOf(unit, level)).toMatchObject([{ kg: 1.85, n: 1 }]);

    // Without the container the same gross is all net: only the tare changed, and the rollup follows it.
    expect((await saveAll(f, [edit(a, { idRecipiente: null })])).statusCode).toBe(200);
    await expectInStep(unit);
    for (const level of ['fine', 'coarse', 'tip'] as const)
      expect(await rollupOf(unit, level)).toMatchObject([{ kg: 3, n: 1 }]);

    // Back in the container, with a new gross: net again.
    expect(
      (await saveAll(f, [edit(a, { idRecipiente: f.idRecipiente, qtdDesperdicio: 4 })])).statusCode,
    ).toBe(200);
    await expectInStep(unit);
    expect(await rollupOf(unit, 'tip')).toMatchObject([{ kg: 2.85, n: 1 }]);
  });

  it('cost rows inserted, updated and deleted on their own (cost recalculation) move only R$', async () => {
    const unit = await freshUnit(f, []);
    const [a] = await save(f, [tray(unit, { qtdDesperdicio: 2 })]);
    const [before] = await rollupOf(unit);
    expect(before.custo).toBeGreaterThan(0);

    await db()
      .update(reTbDespCustos)
      .set({ vlrCustoKg: 10, vlrCusto: 20 })
      .where(eq(reTbDespCustos.idApontamento, a.idApontamento));
    await expectInStep(unit);
    expect(await rollupOf(unit)).toMatchObject([{ kg: 2, custo: 20, n: 1 }]);

    await db().delete(reTbDespCustos).where(eq(reTbDespCustos.idApontamento, a.idApontamento));
    await expectInStep(unit);
    expect(await rollupOf(unit)).toMatchObject([{ kg: 2, custo: 0, n: 1 }]);

    await db().insert(reTbDespCustos).values({
      idEmpresa: f.companyA,
      idApontamento: a.idApontamento,
      idRestaurante: unit,
      dtaApontamento: a.dtaApontamento,
      vlrCustoKg: 3.5,
      vlrCusto: 7,
    });
    await expectInStep(unit);
    expect(await rollupOf(unit)).toMatchObject([{ kg: 2, custo: 7, n: 1 }]);
    expect(await rollupOf(unit, 'tip')).toMatchObject([{ kg: 2, custo: 7, n: 1 }]);
  });

  it('the whole company stays equal to the independent aggregate after all the writes', async () => {
    const { groups, mismatches } = await compareRollups(db(), sql`id_empresa = ${f.companyA}`);
    expect(groups).toBeGreaterThan(50);
    expect(mismatches).toEqual([]);
    const coarse = await compareRollups(db(), sql`id_empresa = ${f.companyA}`, 'coarse');
    expect(coarse.groups).toBeGreaterThan(50);
    expect(coarse.mismatches).toEqual([]);
    const tip = await compareRollups(db(), sql`id_empresa = ${f.companyA}`, 'tip');
    expect(tip.groups).toBeGreaterThan(50);
    expect(tip.mismatches).toEqual([]);
    for (const level of ['classe-dia', 'classe-mes', 'item-mes', 'dest-mes'] as const) {
      const found = await compareRollups(db(), sql`id_empresa = ${f.companyA}`, level);
      expect(found.groups).toBeGreaterThan(10);
      expect(found.mismatches, level).toEqual([]);
    }
  });
});

describe('the rollup readers (modules/rollup/queries)', () => {
  /** A past window (other test files write today's appointments), the last 60 days up to 10 days ago. */
  const dtaIni = addDays(today, -70);
  const dtaFim = addDays(today, -10);

  async function groupOfCompanyA() {
    const [g] = await db()
      .select({ idGrupo: reTbRestaurantes.idGrupo })
      .from(reTbRestaurantes)
      .where(and(eq(reTbRestaurantes.idEmpresa, f.companyA), isNotNull(reTbRestaurantes.idGrupo)))
      .orderBy(asc(reTbRestaurantes.idGrupo))
      .limit(1);
    return g.idGrupo as number;
  }

  interface Expected {
    kg: number;
    custo: number;
    n: number;
    kg1: number;
    kg2: number;
    refeicoes: number;
    prato: number | null;
  }

  async function independent(restaurantes: number[], tipos?: number[]): Promise<Expected> {
    const list = sql.raw(restaurantes.join(','));
    const tipFilter = tipos ? sql` and d.tip_desperdicio in (${sql.raw(tipos.join(','))})` : sql``;
    const [row] = await rowsOf<Record<keyof Expected, number | string | null>>(
      db(),
      sql`select
          (select coalesce(sum(d.qtd_liquido), 0)::float8 from re_tb_desperdicios_det d
            where d.id_empresa = ${f.companyA} and d.id_restaurante in (${list})
              and d.dta_apontamento between ${dtaIni}::date and ${dtaFim}::date${tipFilter}) as kg,
          (select coalesce(sum(c.vlr_custo), 0)::float8 from re_tb_desperdicios_det d
            join re_tb_desp_custos c on c.id_apontamento = d.id_apontamento
            where d.id_empresa = ${f.companyA} and d.id_restaurante in (${list})
              and d.dta_apontamento between ${dtaIni}::date and ${dtaFim}::date${tipFilter}) as custo,
          (select count(*)::int from re_tb_desperdicios_det d
            where d.id_empresa = ${f.companyA} and d.id_restaurante in (${list})
              and d.dta_apontamento between ${dtaIni}::date and ${dtaFim}::date${tipFilter}) as n,
          (select coalesce(sum(d.qtd_liquido), 0)::float8 from re_tb_desperdicios_det d
            where d.id_empresa = ${f.companyA} and d.id_restaurante in (${list}) and d.tip_desperdicio = 1
              and d.dta_apontamento between ${dtaIni}::date and ${dtaFim}::date) as kg1,
          (select coalesce(sum(d.qtd_liquido), 0)::float8 from re_tb_desperdicios_det d
            where d.id_empresa = ${f.companyA} and d.id_restaurante in (${list}) and d.tip_desperdicio = 2
              and d.dta_apontamento between ${dtaIni}::date and ${dtaFim}::date) as kg2,
          (select coalesce(sum(qtd_refeicoes), 0)::int from re_tb_refeicoes
            where id_empresa = ${f.companyA} and id_restaurante in (${list})
              and dta_refeicao between ${dtaIni}::date and ${dtaFim}::date) as refeicoes,
          (select avg(qtd_prato)::float8 from re_gramatura_pratos where id_empresa = ${f.companyA}) as prato`,
    );
    return {
      kg: Number(row.kg),
      custo: Number(row.custo),
      n: Number(row.n),
      kg1: Number(row.kg1),
      kg2: Number(row.kg2),
      refeicoes: Number(row.refeicoes),
      prato: row.prato == null ? null : Number(row.prato),
    };
  }

  it('restaurantsOfGroup: the group’s restaurants by name; a group of another company gives none', async () => {
    const idGrupo = await groupOfCompanyA();
    const rests = await restaurantsOfGroup(db(), f.companyA, idGrupo);
    const expected = await db()
      .select({
        idRestaurante: reTbRestaurantes.idRestaurante,
        desRestaurante: reTbRestaurantes.desRestaurante,
      })
      .from(reTbRestaurantes)
      .where(and(eq(reTbRestaurantes.idEmpresa, f.companyA), eq(reTbRestaurantes.idGrupo, idGrupo)));
    expect(rests.length).toBeGreaterThan(1);
    expect(rests).toEqual([...expected].sort((x, y) => x.desRestaurante.localeCompare(y.desRestaurante)));
    expect(await restaurantsOfGroup(db(), f.companyB, idGrupo)).toEqual([]);
  });

  it('indicadoresOf and indicadoresByRestaurante equal independent SQL over the appointments', async () => {
    const idGrupo = await groupOfCompanyA();
    const restaurantes = (await restaurantsOfGroup(db(), f.companyA, idGrupo)).map((r) => r.idRestaurante);
    const e = await independent(restaurantes);
    expect(e.n).toBeGreaterThan(0);
    expect(e.refeicoes).toBeGreaterThan(0);
    expect(e.prato).not.toBeNull();

    const ind = await indicadoresOf(db(), f.companyA, { restaurantes, dtaIni, dtaFim });
    expect(ind.qtdKg).toBeCloseTo(e.kg, 3);
    expect(ind.vlrCusto).toBeCloseTo(e.custo, 2);
    expect(ind.qtdApontamentos).toBe(e.n);
    expect(ind.refeicoes).toBe(e.refeicoes);
    expect(ind.gPorRefeicao).toBeCloseTo((e.kg * 1000) / e.refeicoes, 2);
    expect(ind.restoIngestaPc).toBeCloseTo((e.kg1 / (e.refeicoes * (e.prato as number))) * 100, 2);
    expect(ind.sobraLimpaPorPessoaG).toBeCloseTo((e.kg2 * 1000) / e.refeicoes, 2);

    // Filtered to type 2: kg of type 2 only; resto-ingesta (type 1) does not apply.
    const t2 = await indicadoresOf(db(), f.companyA, { restaurantes, dtaIni, dtaFim, tipos: [2] });
    const e2 = await independent(restaurantes, [2]);
    expect(t2.qtdKg).toBeCloseTo(e2.kg, 3);
    expect(t2.vlrCusto).toBeCloseTo(e2.custo, 2);
    expect(t2.restoIngestaPc).toBeNull();
    expect(t2.sobraLimpaPorPessoaG).toBeCloseTo((e.kg2 * 1000) / e.refeicoes, 2);

    const byRest = await indicadoresByRestaurante(db(), f.companyA, { restaurantes, dtaIni, dtaFim });
    expect([...byRest.keys()].sort()).toEqual([...restaurantes].sort());
    for (const id of restaurantes) {
      const er = await independent([id]);
      const got = byRest.get(id);
      expect(got?.qtdKg).toBeCloseTo(er.kg, 3);
      expect(got?.vlrCusto).toBeCloseTo(er.custo, 2);
      expect(got?.qtdApontamentos).toBe(er.n);
      expect(got?.refeicoes).toBe(er.refeicoes);
    }

    // No restaurants: zeros and no per-meal figures.
    expect(await indicadoresOf(db(), f.companyA, { restaurantes: [], dtaIni, dtaFim })).toEqual({
      qtdKg: 0,
      vlrCusto: 0,
      qtdApontamentos: 0,
      refeicoes: 0,
      gPorRefeicao: null,
      restoIngestaPc: null,
      sobraLimpaPorPessoaG: null,
      pctPesoLido: null,
      co2eKg: 0,
      porClasse: ['evitavel', 'parcial', 'inevitavel', 'nao_classificado'].map((classe) => ({
        classe,
        qtdKg: 0,
        vlrCusto: 0,
        qtdKgEvitavel: 0,
        vlrCustoEvitavel: 0,
        co2eKg: 0,
        co2eKgEvitavel: 0,
      })),
    });
  });

  it('checkPeriod: invalid date, end before start, too long', () => {
    expect(() => checkPeriod('2024-02-30', '2024-03-01')).toThrow(MSG.invalidDate);
    expect(() => checkPeriod('2024-03-02', '2024-03-01')).toThrow(MSG.dashEndBeforeStart);
    expect(() => checkPeriod('2020-01-01', '2024-03-01')).toThrow(/não pode passar/);
    expect(() => checkPeriod('2024-03-01', '2024-03-01')).not.toThrow();
  });
});
