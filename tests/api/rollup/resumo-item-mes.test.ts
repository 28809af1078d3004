import type { Apontamento } from '@domain/schemas/appointments';

import { rebuildResumoDia } from '@server/modules/rollup/rebuild';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DET, edit, save, saveAll, today, tray } from '../../kit/fixtures/apontamentos';
import { call } from '../../kit/fixtures/company';
import {
  endM1,
  expectMonthlyCo2eAtFactor,
  expectMonthlyCostsAsCostRows,
  m0,
  m1,
  recalculateCosts,
  rollupSuite,
  setCompostingFactor,
} from '../../kit/fixtures/rollups';
import { addSatellite } from '../../kit/fixtures/satellites';
import { freshUnit } from '../../kit/fixtures/units';
import { compareRollups } from '../helpers/rollup-compare';

/**
 * The monthly item rollup re_tb_desp_resumo_item_mes (company, restaurant, month, type, satellite, sale item,
 * product), which the Grupo de pratos dashboard reads for the whole months of a period: equal to an independent
 * GROUP BY over the appointments, their cost rows and their destinations' factors after inserts, updates (some
 * moving a weighing to another month, another satellite or product), deletes, a cost recalculation, a CO2e
 * factor change and a rebuild, with nothing left at zero; and the other levels with it.
 */

const { f, db, rows } = rollupSuite();

const ROLLUP_TABLES = [
  're_tb_desp_resumo_dia',
  're_tb_desp_resumo_rest_dia',
  're_tb_desp_resumo_tip_dia',
  're_tb_desp_resumo_classe_dia',
  're_tb_desp_resumo_classe_mes',
  're_tb_desp_resumo_item_mes',
  're_tb_desp_resumo_dest_mes',
] as const;

/** The rows of these rollups that match `where`, as text (the scale of a numeric included), table by table. */
async function snapshot(where: SQL, tables: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const table of tables) {
    const found = await rows<{ k: string }>(
      sql`select ${table}::text || row(r.*)::text as k from ${sql.identifier(table)} r where ${where} order by 1`,
    );
    out.push(...found.map((r) => r.k));
  }
  return out;
}

/** The unit's monthly item rollup equal to the independent GROUP BY, nothing left at zero; and the other levels. */
async function expectItemInStep(unit: number) {
  const where = sql`id_restaurante = ${unit}`;
  const { groups, mismatches } = await compareRollups(db(), where, 'item-mes');
  expect(mismatches).toEqual([]);
  const zero = await rows<{ n: number }>(
    sql`select qtd_apontamentos as n from re_tb_desp_resumo_item_mes where id_restaurante = ${unit}
        and qtd_apontamentos <= 0`,
  );
  expect(zero).toEqual([]);
  for (const level of ['all', 'coarse', 'tip', 'classe-dia', 'classe-mes'] as const)
    expect((await compareRollups(db(), where, level)).mismatches, level).toEqual([]);
  return groups;
}

/** One monthly row of the unit: kg, R$, count and CO2e (as numbers), or undefined. */
async function monthRow(
  unit: number,
  mes: string,
  tip: number,
  keys: { sat?: number; item?: number; prod?: number } = {},
) {
  const [r] = await rows<{ kg: number; custo: number; n: number; co2e: number }>(
    sql`select qtd_kg::float8 as kg, vlr_custo::float8 as custo, qtd_apontamentos as n, qtd_co2e::float8 as co2e
      from re_tb_desp_resumo_item_mes
      where id_restaurante = ${unit} and dta_mes = ${mes}::date and tip_desperdicio = ${tip}
        and id_satelite = ${keys.sat ?? 0} and id_item_venda = ${keys.item ?? 0} and id_produto = ${keys.prod ?? 0}`,
  );
  return r;
}

describe('the monthly item rollup through every write', () => {
  let unit: number;
  let sat: number;
  let item: number;
  let prodX: number;
  let prodZ: number;
  let destino: { idDestino: number; desDestino: string };
  let saved: Apontamento[];

  beforeAll(async () => {
    unit = await freshUnit(f, []);
    ({ idSatelite: sat } = await addSatellite(f, unit, { desSatelite: 'Satélite do rollup mensal' }));
    [prodX, prodZ] = (
      await rows<{ id: number }>(
        sql`select id_produto as id from re_tb_produtos where id_empresa = ${f.companyA} order by 1 limit 2`,
      )
    ).map((r) => Number(r.id));
    [{ id: item }] = await rows<{ id: number }>(
      sql`select id_item_venda as id from re_mv_itens_venda where id_empresa = ${f.companyA} order by 1 limit 1`,
    );
    const res = await call(f, 'POST', '/api/v1/reTbDestResiduos/saveAll', f.token.admin, [
      {
        idDestino: null,
        desDestino: `Compostagem do item ${Date.now().toString(36)}`,
        tipDestino: 'COMPOSTAGEM',
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    destino = res.json()[0];
  });

  /** Appointments written straight into the table (any path keeps the rollup: the triggers do). */
  const insert = (values: SQL[]) =>
    rows<{ id: number }>(
      sql`insert into re_tb_desperdicios_det (id_empresa, id_restaurante, tip_desperdicio, dta_apontamento,
          qtd_desperdicio, id_satelite, id_item_venda, id_produto, id_destino)
        values ${sql.join(values, sql`, `)} returning id_apontamento as id`,
    );
  const row = (dta: string, kg: number, over: { sat?: number; prod?: number } = {}) =>
    sql`(${f.companyA}, ${unit}, 2, ${dta}::date, ${kg}, ${over.sat ?? null}, ${item}, ${over.prod ?? null},
      ${destino.idDestino})`;

  it('inserts across two months, with and without a satellite', async () => {
    saved = await save(f, [
      tray(unit, { qtdDesperdicio: 3, idDestino: destino.idDestino }),
      tray(unit, { qtdDesperdicio: 2.5, idSatelite: sat }),
    ]);
    await insert([
      row(endM1, 1.2, { prod: prodX }),
      row(m1, 0.8, { prod: prodX }),
      row(today, 0.5, { prod: prodX }),
      row(endM1, 2, { sat, prod: prodX }),
      row(today, 1.5, { sat }),
    ]);
    expect(await expectItemInStep(unit)).toBeGreaterThanOrEqual(5);
    // The two weighings of the previous month with the same keys add up in one row; the satellite's apart.
    expect(await monthRow(unit, m1, 2, { item, prod: prodX })).toMatchObject({ kg: 2, n: 2 });
    expect(await monthRow(unit, m1, 2, { sat, item, prod: prodX })).toMatchObject({ kg: 2, n: 1 });
    expect(await monthRow(unit, m0, 2, { item, prod: prodX })).toMatchObject({ kg: 0.5, n: 1 });
  });

  it('updates: quantity, a move to another month, another product and satellite, many rows in one statement', async () => {
    const res = await saveAll(f, [edit(saved[0], { qtdDesperdicio: 3.75 })]);
    expect(res.statusCode, res.body).toBe(200);
    await expectItemInStep(unit);

    // The weighing of the previous month's last day (no satellite) moves to today: it leaves that month's row.
    await db().execute(
      sql`update re_tb_desperdicios_det set dta_apontamento = ${today}::date
        where id_restaurante = ${unit} and tip_desperdicio = 2 and dta_apontamento = ${endM1}::date
          and id_satelite is null`,
    );
    await expectItemInStep(unit);
    expect(await monthRow(unit, m1, 2, { item, prod: prodX })).toMatchObject({ kg: 0.8, n: 1 });
    expect(await monthRow(unit, m0, 2, { item, prod: prodX })).toMatchObject({ kg: 1.7, n: 2 });

    // Another product, then another satellite: the old rows go away (nothing left at zero).
    await db().execute(
      sql`update re_tb_desperdicios_det set id_produto = ${prodZ}
        where id_restaurante = ${unit} and tip_desperdicio = 2 and dta_apontamento = ${m1}::date`,
    );
    await expectItemInStep(unit);
    expect(await monthRow(unit, m1, 2, { item, prod: prodX })).toBeUndefined();
    expect(await monthRow(unit, m1, 2, { item, prod: prodZ })).toMatchObject({ kg: 0.8, n: 1 });
    await db().execute(
      sql`update re_tb_desperdicios_det set id_satelite = null
        where id_restaurante = ${unit} and tip_desperdicio = 2 and dta_apontamento = ${endM1}::date
          and id_satelite = ${sat}`,
    );
    await expectItemInStep(unit);
    expect(await monthRow(unit, m1, 2, { sat, item, prod: prodX })).toBeUndefined();
    expect(await monthRow(unit, m1, 2, { item, prod: prodX })).toMatchObject({ kg: 2, n: 1 });

    // Every weighing of the unit one kg heavier, in one statement.
    await db().execute(
      sql`update re_tb_desperdicios_det set qtd_desperdicio = qtd_desperdicio + 1 where id_restaurante = ${unit}`,
    );
    await expectItemInStep(unit);
    expect(await monthRow(unit, m1, 2, { item, prod: prodZ })).toMatchObject({ kg: 1.8, n: 1 });
  });

  it('deletes, through the API and straight', async () => {
    const del = await call(f, 'DELETE', `${DET}/deleteByIDs`, f.token.admin, {
      idApontamento: [saved[1].idApontamento],
    });
    expect(del.statusCode, del.body).toBe(200);
    await expectItemInStep(unit);

    await db().execute(
      sql`delete from re_tb_desperdicios_det
        where id_restaurante = ${unit} and tip_desperdicio = 2 and dta_apontamento = ${m1}::date`,
    );
    await expectItemInStep(unit);
    expect(await monthRow(unit, m1, 2, { item, prod: prodZ })).toBeUndefined();
  });

  it('a cost recalculation (cost rows written, rewritten and put right) moves the R$', async () => {
    await db().execute(
      sql`update re_tb_desp_custos set vlr_custo = vlr_custo + 5
        where id_apontamento = (select min(id_apontamento) from re_tb_desperdicios_det where id_restaurante = ${unit})`,
    );
    await expectItemInStep(unit);
    await recalculateCosts(f, unit);
    await expectItemInStep(unit);
    await expectMonthlyCostsAsCostRows(f, 're_tb_desp_resumo_item_mes', unit);
  });

  it('a CO2e factor change recomputes the history of both months', async () => {
    await setCompostingFactor(f, destino);
    await expectItemInStep(unit);
    await expectMonthlyCo2eAtFactor(f, 're_tb_desp_resumo_item_mes', unit, destino.idDestino);
  });

  it('a rebuild gives the same monthly item rollup back', async () => {
    const company = sql`id_empresa = ${f.companyA}`;
    const incremental = await snapshot(company, ['re_tb_desp_resumo_item_mes']);
    expect(incremental.length).toBeGreaterThan(10);
    await rebuildResumoDia(db(), f.companyA);
    expect(await snapshot(company, ['re_tb_desp_resumo_item_mes'])).toEqual(incremental);
    await expectItemInStep(unit);
    expect((await compareRollups(db(), sql`id_empresa = ${f.companyA}`, 'item-mes')).mismatches).toEqual([]);
  });
});

describe('a rollup kept by deltas and its rebuild spell the same', () => {
  it('after a weighing leaves a destination whose CO2e factor is 0', async () => {
    const unit = await freshUnit(f, []);
    const res = await call(f, 'POST', '/api/v1/reTbDestResiduos/saveAll', f.token.admin, [
      {
        idDestino: null,
        desDestino: `Doação ${Date.now().toString(36)}`,
        tipDestino: 'DOACAO',
        fatorCo2e: 0,
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [{ idDestino }] = res.json() as { idDestino: number }[];
    const [saved] = await save(f, [tray(unit, { qtdDesperdicio: 4.25, idDestino })]);
    // Net kg × 0.000000 came in as a delta of scale 9; the weighing now has no destination (a factor of 0).
    await db().execute(
      sql`update re_tb_desperdicios_det set id_destino = null where id_apontamento = ${saved.idApontamento}`,
    );
    const where = sql`id_restaurante = ${unit}`;
    const incremental = await snapshot(where, ROLLUP_TABLES);
    expect(incremental.length).toBeGreaterThanOrEqual(ROLLUP_TABLES.length);
    await rebuildResumoDia(db(), f.companyA);
    expect(await snapshot(where, ROLLUP_TABLES)).toEqual(incremental);
  });
});
