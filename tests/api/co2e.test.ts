import { FATOR_CO2E_PADRAO } from '@domain/rules/co2e';
import type { DestResiduo } from '@domain/schemas/waste-config';
import { rowsOf } from '@server/db/client';
import { reTbDestResiduos } from '@server/db/schema/registers';
import { rebuildResumoDia } from '@server/services/resumo-dia';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Fixture, freshUnit, save, setupFixture, tray } from './helpers/approval-fixtures';
import { compareRollups } from './helpers/rollup-compare';

/**
 * CO2e per destination: each destination's kind and factor (register round-trip, bad input), the rollups'
 * qtd_co2e = net kg × the destination's current factor after every write and after a factor change (recomputed
 * in the edit's transaction, idempotently, equal to a rebuild).
 */

const DEST = '/api/v1/reTbDestResiduos';

let f: Fixture;
beforeAll(async () => {
  f = await setupFixture();
});
afterAll(async () => f?.t.close());

const db = () => f.t.database.db;
let seq = 0;
const unique = (s: string) => `${s} ${Date.now().toString(36)}-${++seq}`;

async function saveDestinos(items: Record<string, unknown>[], token = f.token.admin) {
  const res = await call(f, 'POST', `${DEST}/saveAll`, token, items);
  return res;
}

async function newDestino(over: Record<string, unknown> = {}): Promise<DestResiduo> {
  const res = await saveDestinos([{ idDestino: null, desDestino: unique('Destino CO2e'), ...over }]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[0];
}

/** The three rollup levels of the company against the independent aggregate (CO2e included). */
async function expectRollupsInStep(idEmpresa: number) {
  const where = sql`id_empresa = ${idEmpresa}`;
  for (const level of ['all', 'coarse', 'tip'] as const) {
    const { mismatches, groups } = await compareRollups(db(), where, level);
    expect(groups).toBeGreaterThan(0);
    expect(mismatches, level).toEqual([]);
  }
}

/** The rollups' CO2e of a restaurant (fine, coarse, type), as text sums. */
async function co2eOf(idRestaurante: number) {
  const [r] = await rowsOf<{ fine: string; coarse: string; tip: string }>(
    db(),
    sql`select
        (select coalesce(sum(qtd_co2e), 0)::text from re_tb_desp_resumo_dia where id_restaurante = ${idRestaurante}) as fine,
        (select coalesce(sum(qtd_co2e), 0)::text from re_tb_desp_resumo_rest_dia where id_restaurante = ${idRestaurante}) as coarse,
        (select coalesce(sum(qtd_co2e), 0)::text from re_tb_desp_resumo_tip_dia where id_restaurante = ${idRestaurante}) as tip`,
  );
  return { fine: Number(r.fine), coarse: Number(r.coarse), tip: Number(r.tip) };
}

describe('destinations: kind and CO2e factor', () => {
  it('round-trips kind and factor; a kind alone takes its default; absent on an update keeps them', async () => {
    const a = await newDestino({ tipDestino: 'COMPOSTAGEM' });
    expect(a).toMatchObject({ tipDestino: 'COMPOSTAGEM', fatorCo2e: FATOR_CO2E_PADRAO.COMPOSTAGEM });
    const b = await newDestino();
    expect(b).toMatchObject({ tipDestino: 'OUTRO', fatorCo2e: FATOR_CO2E_PADRAO.OUTRO });
    const c = await newDestino({ tipDestino: 'ATERRO', fatorCo2e: 0.55 });
    expect(c).toMatchObject({ tipDestino: 'ATERRO', fatorCo2e: 0.55 });

    // An update with the spec's body (no kind, no factor) keeps them.
    const res = await saveDestinos([{ idDestino: c.idDestino, desDestino: `${c.desDestino} renomeado` }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toMatchObject({ tipDestino: 'ATERRO', fatorCo2e: 0.55 });
    // A new kind without a factor: the kind's default.
    const res2 = await saveDestinos([
      { idDestino: c.idDestino, desDestino: c.desDestino, tipDestino: 'DOACAO' },
    ]);
    expect(res2.json()[0]).toMatchObject({ tipDestino: 'DOACAO', fatorCo2e: 0 });
    const got = await call(f, 'GET', `${DEST}/${c.idDestino}`, f.token.admin);
    expect(got.json()).toMatchObject({ tipDestino: 'DOACAO', fatorCo2e: 0 });
  });

  it('refuses a bad kind or factor with a pt-BR 400, nothing saved', async () => {
    const name = unique('Destino ruim');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ tipDestino: 'LIXAO' }, /Tipo de destino: valor inválido \(use ATERRO, COMPOSTAGEM/],
      [{ fatorCo2e: -0.1 }, /Fator de emissão \(kg CO2e\/kg\) abaixo do mínimo permitido \(0\)/],
      [{ fatorCo2e: 10.5 }, /Fator de emissão \(kg CO2e\/kg\) acima do máximo permitido \(10\)/],
      [{ fatorCo2e: 'muito' }, /Fator de emissão \(kg CO2e\/kg\): informe um número/],
    ];
    for (const [over, message] of cases) {
      const res = await saveDestinos([{ idDestino: null, desDestino: name, ...over }]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toMatch(message);
    }
    const stored = await db().select().from(reTbDestResiduos).where(eq(reTbDestResiduos.desDestino, name));
    expect(stored).toEqual([]);
  });
});

describe('the rollups carry CO2e', () => {
  it('after the seed: qtd_co2e = net kg × factor at the three levels', async () => {
    await expectRollupsInStep(f.companyA);
    const [r] = await rowsOf<{ co2e: string }>(
      db(),
      sql`select sum(qtd_co2e)::text as co2e from re_tb_desp_resumo_tip_dia where id_empresa = ${f.companyA}`,
    );
    expect(Number(r.co2e)).toBeGreaterThan(0);
  });

  it('saves, edits of destination and deletes move the CO2e; a factor change recomputes the history', async () => {
    const unit = await freshUnit(f, []);
    const comp = await newDestino({ tipDestino: 'COMPOSTAGEM' });
    const aterro = await newDestino({ tipDestino: 'ATERRO', fatorCo2e: 0.7 });
    const [a, b] = await save(f, [
      tray(unit, { qtdDesperdicio: 3, idDestino: comp.idDestino }),
      tray(unit, { qtdDesperdicio: 2, idDestino: aterro.idDestino }),
      tray(unit, { qtdDesperdicio: 1.5 }),
    ]);
    await expectRollupsInStep(f.companyA);
    const netA = a.qtdDesperdicio - (a.qtdTara ?? 0);
    const netB = b.qtdDesperdicio - (b.qtdTara ?? 0);
    const expected1 = netA * FATOR_CO2E_PADRAO.COMPOSTAGEM + netB * 0.7;
    const c1 = await co2eOf(unit);
    for (const v of Object.values(c1)) expect(v).toBeCloseTo(expected1, 6);

    // The compost's factor edited on the register: its history follows in the same transaction.
    const res = await saveDestinos([
      { idDestino: comp.idDestino, desDestino: comp.desDestino, tipDestino: 'COMPOSTAGEM', fatorCo2e: 0.25 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    await expectRollupsInStep(f.companyA);
    const expected2 = netA * 0.25 + netB * 0.7;
    for (const v of Object.values(await co2eOf(unit))) expect(v).toBeCloseTo(expected2, 6);

    // Run again (the recomputation of every destination of the company): nothing left to change.
    const [again] = await rowsOf<{ n: number }>(
      db(),
      sql`select re_resumo_co2e_recalc(${f.companyA}::int, null::int) as n`,
    );
    expect(Number(again.n)).toBe(0);
    // Saving the same factor again changes nothing either.
    const before = await rowsOf<{ k: string }>(
      db(),
      sql`select row(r.*)::text as k from re_tb_desp_resumo_dia r where id_restaurante = ${unit} order by 1`,
    );
    await saveDestinos([{ idDestino: comp.idDestino, desDestino: comp.desDestino, fatorCo2e: 0.25 }]);
    const after = await rowsOf<{ k: string }>(
      db(),
      sql`select row(r.*)::text as k from re_tb_desp_resumo_dia r where id_restaurante = ${unit} order by 1`,
    );
    expect(after).toEqual(before);

    // An edit of the destination and a delete.
    const edited = await call(f, 'POST', '/api/v1/reTbDesperdiciosDet/saveAll', f.token.admin, [
      {
        idApontamento: a.idApontamento,
        uuidApontamento: a.uuidApontamento,
        idRestaurante: unit,
        tipDesperdicio: a.tipDesperdicio,
        dtaApontamento: a.dtaApontamento,
        qtdDesperdicio: a.qtdDesperdicio,
        idRecipiente: a.idRecipiente,
        idDestino: aterro.idDestino,
      },
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    await expectRollupsInStep(f.companyA);
    for (const v of Object.values(await co2eOf(unit))) expect(v).toBeCloseTo((netA + netB) * 0.7, 6);
    const del = await call(f, 'DELETE', '/api/v1/reTbDesperdiciosDet/deleteByIDs', f.token.admin, {
      idApontamento: [b.idApontamento],
    });
    expect(del.statusCode, del.body).toBe(200);
    await expectRollupsInStep(f.companyA);
    for (const v of Object.values(await co2eOf(unit))) expect(v).toBeCloseTo(netA * 0.7, 6);

    // The rollups equal their rebuild.
    const snapshot = () =>
      rowsOf<{ k: string }>(
        db(),
        sql`select t || ':' || row(r.*)::text as k from (
              select 'f' as t, id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino,
                id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos, qtd_co2e::float8
              from re_tb_desp_resumo_dia where id_empresa = ${f.companyA}
              union all
              select 't', id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, 0, 0, 0, 0, 0, 0, qtd_kg,
                vlr_custo, qtd_apontamentos, qtd_co2e::float8
              from re_tb_desp_resumo_tip_dia where id_empresa = ${f.companyA}) r order by 1`,
      );
    const incremental = await snapshot();
    await rebuildResumoDia(db(), f.companyA);
    expect(await snapshot()).toEqual(incremental);
  });
});
