import { randomUUID } from 'node:crypto';
import { addDays } from '@domain/dates';
import type { BalancaLov } from '@domain/schemas/entry-lookups';
import type { CadBalanca, SaveAllError } from '@domain/schemas/registers';
import { rowsOf } from '@server/db/client';
import { reTbDesperdiciosDet } from '@server/db/schema/appointments';
import { reTbGruposRestaurantes, reTbRestaurantes } from '@server/db/schema/restaurants';
import { reTbBalancasUnidades, reTbCadBalancas } from '@server/db/schema/scales';
import { indicadoresOf } from '@server/modules/rollup/queries';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DET, edit, save, saveAll, today, tray } from '../../kit/fixtures/apontamentos';
import { call } from '../../kit/fixtures/company';
import { rollupSuite } from '../../kit/fixtures/rollups';
import { freshUnit } from '../../kit/fixtures/units';
import { compareRollups } from '../helpers/rollup-compare';

/**
 * Reading the scale: each weighing records whether its weight was read from the scale ('L') or typed ('D'),
 * the rollups count the read ones and the dashboards show their share; the scale register keeps each scale's
 * protocol and serial line settings, and the entry lookup of scales returns them.
 */

const { f, db } = rollupSuite();
const CAD = '/api/v1/reTbCadBalancas';

async function inStep(unit: number) {
  for (const level of ['all', 'coarse', 'tip', 'classe-dia', 'classe-mes'] as const)
    expect((await compareRollups(db(), sql`id_restaurante = ${unit}`, level)).mismatches).toEqual([]);
}

async function lidosOf(unit: number) {
  const [r] = await rowsOf<{ fine: number; coarse: number; tip: number; det: number }>(
    db(),
    sql`select
      (select coalesce(sum(qtd_lidos), 0)::int from re_tb_desp_resumo_dia where id_restaurante = ${unit}) as fine,
      (select coalesce(sum(qtd_lidos), 0)::int from re_tb_desp_resumo_rest_dia where id_restaurante = ${unit}) as coarse,
      (select coalesce(sum(qtd_lidos), 0)::int from re_tb_desp_resumo_tip_dia where id_restaurante = ${unit}) as tip,
      (select count(*)::int from re_tb_desperdicios_det where id_restaurante = ${unit} and tip_origem_peso = 'L') as det`,
  );
  return r;
}

describe('tipOrigemPeso on the weighings', () => {
  it("saveAll stores 'L' as read and defaults to 'D'; validarApontamento echoes it", async () => {
    const unit = await freshUnit(f, []);
    const [read, typed] = await save(f, [
      tray(unit, { qtdDesperdicio: 2, tipOrigemPeso: 'L' }),
      tray(unit, { qtdDesperdicio: 3 }),
    ]);
    expect(read.tipOrigemPeso).toBe('L');
    expect(typed.tipOrigemPeso).toBe('D');
    const stored = await db()
      .select({ id: reTbDesperdiciosDet.idApontamento, o: reTbDesperdiciosDet.tipOrigemPeso })
      .from(reTbDesperdiciosDet)
      .where(inArray(reTbDesperdiciosDet.idApontamento, [read.idApontamento, typed.idApontamento]));
    expect(new Map(stored.map((r) => [r.id, r.o]))).toEqual(
      new Map([
        [read.idApontamento, 'L'],
        [typed.idApontamento, 'D'],
      ]),
    );
    const v = await call(f, 'PUT', `${DET}/validarApontamento`, f.token.admin, [
      tray(unit, { qtdDesperdicio: 2, tipOrigemPeso: 'L' }),
    ]);
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json()[0].tipOrigemPeso).toBe('L');
  });

  it('a bad value is a 400 with a pt-BR message, on saveAll and validarApontamento', async () => {
    const unit = await freshUnit(f, []);
    for (const [method, url] of [
      ['POST', `${DET}/saveAll`],
      ['PUT', `${DET}/validarApontamento`],
    ] as const) {
      for (const bad of ['X', 'lido', 1]) {
        const res = await call(f, method, url, f.token.admin, [tray(unit, { tipOrigemPeso: bad })]);
        expect(res.statusCode, res.body).toBe(400);
        expect(JSON.stringify(res.json())).toMatch(/Origem do peso: valor inválido \(use L ou D\)/);
      }
    }
    const [{ n }] = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from re_tb_desperdicios_det where id_restaurante = ${unit}`,
    );
    expect(n).toBe(0);
  });

  it('the rollups count the read weighings through inserts, edits and deletes', async () => {
    const unit = await freshUnit(f, []);
    const [a, b, c] = await save(f, [
      tray(unit, { qtdDesperdicio: 2, tipOrigemPeso: 'L' }),
      tray(unit, { qtdDesperdicio: 3, tipOrigemPeso: 'L' }),
      tray(unit, { qtdDesperdicio: 4, tipDesperdicio: 3 }),
    ]);
    await inStep(unit);
    expect(await lidosOf(unit)).toEqual({ fine: 2, coarse: 2, tip: 2, det: 2 });

    // An edit of the quantity by hand (no origin sent): typed from then on.
    expect((await saveAll(f, [edit(a, { qtdDesperdicio: 2.5 })])).statusCode).toBe(200);
    await inStep(unit);
    expect(await lidosOf(unit)).toMatchObject({ fine: 1, tip: 1, det: 1 });
    // Only the origin changes (read again): counted, kg unchanged.
    expect((await saveAll(f, [edit(c, { tipOrigemPeso: 'L' })])).statusCode).toBe(200);
    await inStep(unit);
    expect(await lidosOf(unit)).toMatchObject({ fine: 2, tip: 2, det: 2 });
    // An edit of another field keeps the origin.
    expect((await saveAll(f, [edit(b, { dtaApontamento: addDays(today, -1) })])).statusCode).toBe(200);
    await inStep(unit);
    expect(await lidosOf(unit)).toMatchObject({ fine: 2, det: 2 });

    const del = await call(f, 'DELETE', `${DET}/deleteByIDs`, f.token.admin, {
      idApontamento: [b.idApontamento],
    });
    expect(del.statusCode, del.body).toBe(200);
    await inStep(unit);
    expect(await lidosOf(unit)).toEqual({ fine: 1, coarse: 1, tip: 1, det: 1 });
  });

  it('the dashboards show the share read (pctPesoLido) equal to an independent count', async () => {
    const unit = await freshUnit(f, []);
    const [g] = await db()
      .insert(reTbGruposRestaurantes)
      .values({ idEmpresa: f.companyA, desGrupo: `Grupo balança ${randomUUID().slice(0, 6)}` })
      .returning();
    await db()
      .update(reTbRestaurantes)
      .set({ idGrupo: g.idGrupo })
      .where(eq(reTbRestaurantes.idRestaurante, unit));
    await save(f, [
      tray(unit, { qtdDesperdicio: 1, tipOrigemPeso: 'L' }),
      tray(unit, { qtdDesperdicio: 1.5 }),
      tray(unit, { qtdDesperdicio: 2 }),
      tray(unit, { qtdDesperdicio: 2.5, tipOrigemPeso: 'L', dtaApontamento: addDays(today, -3) }),
      tray(unit, { qtdDesperdicio: 3, tipOrigemPeso: 'D' }),
    ]);
    const dtaIni = addDays(today, -10);
    const [e] = await rowsOf<{ n: number; lidos: number }>(
      db(),
      sql`select count(*)::int as n, count(*) filter (where tip_origem_peso = 'L')::int as lidos
          from re_tb_desperdicios_det where id_restaurante = ${unit}
            and dta_apontamento between ${dtaIni}::date and ${today}::date`,
    );
    expect(e).toEqual({ n: 5, lidos: 2 });
    const expected = Math.round((e.lidos / e.n) * 1000) / 10;

    const ind = await indicadoresOf(db(), f.companyA, { restaurantes: [unit], dtaIni, dtaFim: today });
    expect(ind.pctPesoLido).toBe(expected);
    const res = await call(f, 'POST', '/api/v1/home/', f.token.admin, {
      idGrupo: g.idGrupo,
      dtaPeriodoIni: dtaIni,
      dtaPeriodoFim: today,
      indPeriodo: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().indicadores.pctPesoLido).toBe(expected);
    // No weighing in the period: no share.
    const none = await indicadoresOf(db(), f.companyA, {
      restaurantes: [unit],
      dtaIni: addDays(today, -400),
      dtaFim: addDays(today, -300),
    });
    expect(none.pctPesoLido).toBeNull();
  });
});

describe('the scale register keeps the protocol and the line settings', () => {
  const newScale = (over: Record<string, unknown> = {}) => ({
    idBal: -1,
    idSerial: `SN-${randomUUID().slice(0, 8)}`,
    desBalanca: `Balança ${randomUUID().slice(0, 6)}`,
    ...over,
  });

  it('a protocol without settings stores its defaults; settings sent override them; older clients keep them', async () => {
    const res = await call(f, 'POST', `${CAD}/saveAll`, f.token.admin, [
      newScale({ tipProtocolo: 'TOLEDO' }),
      newScale({ tipProtocolo: 'FILIZOLA', numBaudRate: 4800, tipParidade: 'even', numDataBits: 7 }),
      newScale(),
      newScale({
        tipProtocolo: 'CONTINUO',
        desPadraoContinuo: 'W(\\d{6})',
        numCasasDecimais: 2,
        tipUnidade: 'g',
      }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [toledo, filizola, manual, continuo] = res.json() as CadBalanca[];
    expect(toledo).toMatchObject({
      tipProtocolo: 'TOLEDO',
      numBaudRate: 9600,
      numDataBits: 8,
      tipParidade: 'none',
      numStopBits: 1,
    });
    expect(filizola).toMatchObject({
      tipProtocolo: 'FILIZOLA',
      numBaudRate: 4800,
      numDataBits: 7,
      tipParidade: 'even',
      numStopBits: 1,
    });
    expect(manual).toMatchObject({ tipProtocolo: 'MANUAL', numBaudRate: null, tipParidade: null });
    expect(continuo).toMatchObject({
      tipProtocolo: 'CONTINUO',
      desPadraoContinuo: 'W(\\d{6})',
      desMarcaEstavel: 'ST',
      numCasasDecimais: 2,
      tipUnidade: 'g',
    });

    // A client that sends only serial and name (as before) keeps the settings.
    const again = await call(f, 'POST', `${CAD}/saveAll`, f.token.admin, [
      { idBal: toledo.idBal, idSerial: toledo.idSerial, desBalanca: 'Renomeada' },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()[0]).toMatchObject({
      desBalanca: 'Renomeada',
      tipProtocolo: 'TOLEDO',
      numBaudRate: 9600,
    });
    // Back to MANUAL: the line settings are cleared.
    const manualAgain = await call(f, 'POST', `${CAD}/saveAll`, f.token.admin, [
      { idBal: toledo.idBal, idSerial: toledo.idSerial, desBalanca: 'Renomeada', tipProtocolo: 'MANUAL' },
    ]);
    expect(manualAgain.json()[0]).toMatchObject({
      tipProtocolo: 'MANUAL',
      numBaudRate: null,
      numDataBits: null,
    });
  });

  it('bad settings are a 400 with pt-BR messages', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ tipProtocolo: 'MARCA' }, /Protocolo: valor inválido/],
      [{ tipProtocolo: 'TOLEDO', numBaudRate: 1234 }, /Velocidade \(baud\): valor inválido/],
      [{ tipProtocolo: 'TOLEDO', numDataBits: 9 }, /Bits de dados: valor inválido/],
      [{ tipProtocolo: 'TOLEDO', tipParidade: 'mark' }, /Paridade: valor inválido/],
      [{ tipProtocolo: 'TOLEDO', numStopBits: 3 }, /Bits de parada: valor inválido/],
      [
        { tipProtocolo: 'CONTINUO', desPadraoContinuo: '(?<peso>[' },
        /Padrão do formato contínuo: valor inválido/,
      ],
      [{ tipProtocolo: 'CONTINUO', numCasasDecimais: 9 }, /Casas decimais/],
      [{ tipProtocolo: 'CONTINUO', tipUnidade: 'ton' }, /Unidade: valor inválido/],
    ];
    for (const [over, message] of cases) {
      const res = await call(f, 'POST', `${CAD}/saveAll`, f.token.admin, [newScale(over)]);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const body = res.json() as SaveAllError;
      expect(JSON.stringify(body), JSON.stringify(over)).toMatch(message);
    }
  });

  it('the entry lookup of a restaurant’s scales returns each protocol and its settings', async () => {
    const unit = await freshUnit(f, []);
    const res = await call(f, 'POST', `${CAD}/saveAll`, f.token.admin, [
      newScale({ tipProtocolo: 'HID' }),
      newScale({ tipProtocolo: 'URANO', numBaudRate: 2400 }),
    ]);
    const [hid, urano] = res.json() as CadBalanca[];
    await db()
      .insert(reTbBalancasUnidades)
      .values([hid, urano].map((b) => ({ idEmpresa: f.companyA, idRestaurante: unit, idBal: b.idBal })));
    const lov = await call(
      f,
      'GET',
      `/api/v1/reTbBalancas/lov/byRestaurante/${unit}?indInativo=0`,
      f.token.admin,
    );
    expect(lov.statusCode, lov.body).toBe(200);
    const byId = new Map((lov.json() as BalancaLov[]).map((b) => [b.idBal, b]));
    expect(byId.get(hid.idBal)).toMatchObject({
      desBalanca: hid.desBalanca,
      tipProtocolo: 'HID',
      numBaudRate: null,
    });
    expect(byId.get(urano.idBal)).toMatchObject({ tipProtocolo: 'URANO', numBaudRate: 2400, numDataBits: 8 });
    // Stored as sent.
    const [row] = await db().select().from(reTbCadBalancas).where(eq(reTbCadBalancas.idBal, urano.idBal));
    expect(row.tipProtocolo).toBe('URANO');
  });
});
