import { MSG } from '@domain/messages';
import type { SateliteRow } from '@domain/schemas/registers';
import { reTbDesperdiciosDet } from '@server/db/schema/appointments';
import { reMvItensVenda, reTbNrSatelite, reTbProdutos } from '@server/db/schema/menu';
import { reTbDespMetas } from '@server/db/schema/registers';
import { reTbUnidadesSatelite } from '@server/db/schema/restaurants';
import { reTbCadBalancas, reTbSatBalancas } from '@server/db/schema/scales';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../kit/fixtures/apontamentos';
import { call, companySuite } from '../../kit/fixtures/company';
import { addRestaurant, addSatellite, unique } from '../../kit/fixtures/satellites';

/**
 * Satellite units register (spec §5, §7 Satellites): the list, the get by code, the save of a list through
 * the register engine ('Satélite com código {code} já existe'), the active toggle, and DELETE byIds answering
 * the ids in use.
 */

const URL = '/api/v1/reTbUnidadesSatelite';
const f = companySuite();
let unit: number;
let unitB: number;

beforeAll(async () => {
  unit = await addRestaurant(f);
  unitB = await addRestaurant(f, f.companyB);
});

const db = () => f.db;
const save = (items: unknown[], token = f.token.admin) => call(f, 'POST', `${URL}/`, token, items);
const byIds = (ids: unknown, token = f.token.admin) => call(f, 'DELETE', `${URL}/byIds`, token, ids);
const list = (query: string, token = f.token.admin) => call(f, 'GET', `${URL}${query}`, token);
const item = (over: Record<string, unknown> = {}) => ({
  idSatelite: null,
  codSatelite: unique('S'),
  desSatelite: 'Satélite novo',
  idRestaurante: unit,
  indInativo: 0,
  ...over,
});

async function stored(ids: number[]) {
  return db().select().from(reTbUnidadesSatelite).where(inArray(reTbUnidadesSatelite.idSatelite, ids));
}

describe('POST / (save a list)', () => {
  it('inserts new rows (null or temporary ids) in one go and answers them in the order sent', async () => {
    const a = item({ desSatelite: '  Cozinha norte  ' });
    const b = item({ idSatelite: -1, indInativo: 1 });
    const res = await save([a, b]);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as SateliteRow[];
    expect(rows.map((r) => [r.codSatelite, r.desSatelite, r.idRestaurante, r.indInativo])).toEqual([
      [a.codSatelite, 'Cozinha norte', unit, 0],
      [b.codSatelite, 'Satélite novo', unit, 1],
    ]);
    expect(rows.every((r) => r.idSatelite > 0 && r.desRestaurante?.startsWith('Restaurante'))).toBe(true);
    expect((await stored(rows.map((r) => r.idSatelite))).every((r) => r.idEmpresa === f.companyA)).toBe(true);
  });

  it('takes a satellite without desSatelite (not in the spec entity): its name is then its code', async () => {
    const { desSatelite: _, ...bare } = item();
    const blank = item({ desSatelite: '   ' });
    const res = await save([bare, blank]);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as SateliteRow[];
    expect(rows.map((r) => r.desSatelite)).toEqual([bare.codSatelite, blank.codSatelite]);
  });

  it('updates a stored row and toggles it inactive and active again (indInativo)', async () => {
    const [s] = (await save([item()])).json() as SateliteRow[];
    const off = await save([{ ...s, desSatelite: 'Renomeado', indInativo: 1 }]);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()[0]).toMatchObject({
      idSatelite: s.idSatelite,
      desSatelite: 'Renomeado',
      indInativo: 1,
    });
    expect((await stored([s.idSatelite]))[0].indInativo).toBe(1);
    const on = await save([{ ...s, indInativo: 0 }]);
    expect(on.statusCode, on.body).toBe(200);
    expect((await stored([s.idSatelite]))[0].indInativo).toBe(0);
  });

  it("refuses a code repeated in the batch (trimmed, any case): 'Satélite com código {code} já existe' on both rows, nothing saved", async () => {
    const code = unique('DUP');
    const res = await save([item({ codSatelite: code }), item({ codSatelite: ` ${code.toLowerCase()} ` })]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.exception).toBe(`Linha 1: ${MSG.satelliteCodeExists(code)}`);
    expect(body.errors).toEqual([
      { index: 0, id: null, field: 'codSatelite', message: MSG.satelliteCodeExists(code) },
      { index: 1, id: null, field: 'codSatelite', message: MSG.satelliteCodeExists(code.toLowerCase()) },
    ]);
    const rows = await db()
      .select()
      .from(reTbUnidadesSatelite)
      .where(inArray(reTbUnidadesSatelite.codSatelite, [code, code.toLowerCase()]));
    expect(rows).toEqual([]);
  });

  it('refuses a code already stored in the company, on insert and on edit', async () => {
    const taken = await addSatellite(f, unit);
    const insert = await save([item(), item({ codSatelite: taken.codSatelite })]);
    expect(insert.statusCode).toBe(400);
    expect(insert.json().exception).toBe(`Linha 2: ${MSG.satelliteCodeExists(taken.codSatelite)}`);

    const other = await addSatellite(f, unit);
    const edit = await save([{ ...other, codSatelite: taken.codSatelite }]);
    expect(edit.statusCode).toBe(400);
    expect(edit.json().exception).toBe(`Linha 1: ${MSG.satelliteCodeExists(taken.codSatelite)}`);
    expect((await stored([other.idSatelite]))[0].codSatelite).toBe(other.codSatelite);
  });

  it('lets a row keep its own code, and a new row take the code another row gives up in the same batch', async () => {
    const a = await addSatellite(f, unit);
    const keep = await save([{ ...a, desSatelite: 'Mesmo código' }]);
    expect(keep.statusCode, keep.body).toBe(200);
    const renamed = unique('REN');
    const res = await save([{ ...a, codSatelite: renamed }, item({ codSatelite: a.codSatelite })]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((r: SateliteRow) => r.codSatelite)).toEqual([renamed, a.codSatelite]);
  });

  it('never answers 500 when two rows swap codes (the database refuses the first update)', async () => {
    const a = await addSatellite(f, unit);
    const b = await addSatellite(f, unit);
    const res = await save([
      { ...a, codSatelite: b.codSatelite },
      { ...b, codSatelite: a.codSatelite },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().exception).toMatch(/^Linha 1: /);
    const rows = await stored([a.idSatelite, b.idSatelite]);
    expect(rows.map((r) => r.codSatelite).sort()).toEqual([a.codSatelite, b.codSatelite].sort());
  });

  it("answers 'Nenhum dado para salvar.' for an empty list", async () => {
    const res = await save([]);
    expect(res.statusCode).toBe(400);
    expect(res.json().exception).toBe(MSG.nothingToSave);
  });

  it('allows the same code in another company (codes are unique per company)', async () => {
    const a = await addSatellite(f, unit);
    const res = await save([item({ codSatelite: a.codSatelite, idRestaurante: unitB })], f.tokenB);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toMatchObject({ codSatelite: a.codSatelite, idRestaurante: unitB });
  });
});

describe('GET / and GET /{codSatelite}', () => {
  it('lists the satellites of a restaurant with its name; gets one by code', async () => {
    const a = await addSatellite(f, unit);
    const res = await list(`?idRestaurante=${unit}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as SateliteRow[];
    expect(rows.find((r) => r.idSatelite === a.idSatelite)).toMatchObject({
      codSatelite: a.codSatelite,
      desSatelite: a.desSatelite,
      indInativo: 0,
    });
    expect(rows.every((r) => r.idRestaurante === unit)).toBe(true);

    const one = await list(`/${encodeURIComponent(a.codSatelite)}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ idSatelite: a.idSatelite, idRestaurante: unit });
    const none = await list(`/${unique('NADA')}`);
    expect(none.statusCode).toBe(404);
  });

  it('is open to indApontamentos for the list (maintenance search) but not for the register routes', async () => {
    expect((await list(`?idRestaurante=${unit}`, f.token.cozinha)).statusCode).toBe(200);
    const a = await addSatellite(f, unit);
    for (const res of [
      await list(`/${a.codSatelite}`, f.token.cozinha),
      await save([item()], f.token.cozinha),
      await byIds([a.idSatelite], f.token.cozinha),
      await list(`?idRestaurante=${unit}`, f.token.gestor),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().exception).toBe(MSG.accessDeniedText);
    }
    expect(await stored([a.idSatelite])).toHaveLength(1);
  });
});

describe('DELETE /byIds', () => {
  it('deletes the free satellites and answers the ids in use by appointments, scale links, goals or counts', async () => {
    const [free, inAppointment, inScale, inGoal, inCount] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => addSatellite(f, unit)),
    );
    await db().insert(reTbDesperdiciosDet).values({
      idEmpresa: f.companyA,
      idRestaurante: unit,
      idSatelite: inAppointment.idSatelite,
      tipDesperdicio: 1,
      dtaApontamento: today,
      qtdDesperdicio: 2,
    });
    const [bal] = await db()
      .insert(reTbCadBalancas)
      .values({ idEmpresa: f.companyA, idSerial: unique('SER'), desBalanca: 'Balança de satélite' })
      .returning();
    await db()
      .insert(reTbSatBalancas)
      .values({ idEmpresa: f.companyA, idBal: bal.idBal, idSatelite: inScale.idSatelite });
    await db().insert(reTbDespMetas).values({
      idEmpresa: f.companyA,
      idRestaurante: unit,
      idSatelite: inGoal.idSatelite,
      tipDesperdicio: 1,
      dtaInicial: today,
    });
    const [it] = await db()
      .select({ id: reMvItensVenda.idItemVenda })
      .from(reMvItensVenda)
      .where(eq(reMvItensVenda.idEmpresa, f.companyA))
      .limit(1);
    const [prod] = await db()
      .select({ id: reTbProdutos.idProduto })
      .from(reTbProdutos)
      .where(eq(reTbProdutos.idEmpresa, f.companyA))
      .limit(1);
    await db().insert(reTbNrSatelite).values({
      idEmpresa: f.companyA,
      idRestaurante: unit,
      idSatelite: inCount.idSatelite,
      idItemVenda: it.id,
      idProduto: prod.id,
      dtaNr: today,
      qtdNrCli: 3,
    });

    const all = [free, inAppointment, inScale, inGoal, inCount].map((s) => s.idSatelite);
    const res = await byIds(all);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(all.slice(1).sort((a, b) => a - b));
    expect((await stored(all)).map((r) => r.idSatelite).sort((a, b) => a - b)).toEqual(
      all.slice(1).sort((a, b) => a - b),
    );
  });

  it('answers an empty list when every id was deleted; accepts {idSatelite} too', async () => {
    const [a, b] = [await addSatellite(f, unit), await addSatellite(f, unit)];
    const res = await byIds({ idSatelite: [a.idSatelite, b.idSatelite] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
    expect(await stored([a.idSatelite, b.idSatelite])).toEqual([]);
  });
});

describe('company isolation', () => {
  it("another company neither lists, gets, edits nor deletes a company's satellites", async () => {
    const a = await addSatellite(f, unit);
    const listed = (await list('', f.tokenB)).json() as SateliteRow[];
    expect(listed.some((r) => r.idSatelite === a.idSatelite)).toBe(false);
    expect((await list(`?idRestaurante=${unit}`, f.tokenB)).json()).toEqual([]);
    expect((await list(`/${a.codSatelite}`, f.tokenB)).statusCode).toBe(404);

    const edit = await save([{ ...a, idRestaurante: unitB, desSatelite: 'Invadido' }], f.tokenB);
    expect(edit.statusCode).toBe(400);
    expect(edit.json().exception).toBe(`Linha 1: ${MSG.recordNotFound(a.idSatelite)}`);

    const del = await byIds([a.idSatelite], f.tokenB);
    expect(del.statusCode).toBe(404);
    expect(del.json().exception).toBe(MSG.recordNotFound(a.idSatelite));
    expect((await stored([a.idSatelite]))[0]).toMatchObject({ desSatelite: a.desSatelite });
  });

  it('refuses a restaurant of another company in a saved row (nothing saved)', async () => {
    const code = unique('B');
    const res = await save([item({ codSatelite: code, idRestaurante: unitB })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().exception).toBe(`Linha 1: ${MSG.notFoundRef('idRestaurante', unitB)}`);
    expect(
      await db().select().from(reTbUnidadesSatelite).where(eq(reTbUnidadesSatelite.codSatelite, code)),
    ).toEqual([]);
  });
});
