import { MSG } from '@domain/messages';
import type { NrSatelite } from '@domain/schemas/registers';
import { reMvItensVenda, reTbKanbanProducao, reTbNrSatelite, reTbProdutos } from '@server/db/schema/menu';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, companySuite } from '../../kit/fixtures/company';
import { addRestaurant, addSatellite, unique } from '../../kit/fixtures/satellites';
import { signIn } from '../../kit/sign-in';

/**
 * Satellite meal counts (spec §5, §7 Satellite counts; flag indNrSatelites): the search of a satellite's
 * rows per day, sale item and product, and the save of a list in one transaction.
 */

const URL = '/api/v1/reTbNrSatelite';
const D1 = '2020-03-02';
const D2 = '2020-03-03';

const f = companySuite();
/** ana.lima: indApontamentos and indNrSatelites in company A. */
let ana: string;
let unit: number;
let sat: number;
let item: number;
let p1: number;
let p2: number;

beforeAll(async () => {
  ana = await signIn(f.t.app, 'ana.lima@demo.com.br', { idEmpresa: f.companyA });
  const db = f.t.database.db;
  unit = await addRestaurant(f);
  sat = (await addSatellite(f, unit)).idSatelite;
  [{ idItemVenda: item }] = await db
    .insert(reMvItensVenda)
    .values({ idEmpresa: f.companyA, desItemVenda: unique('Item') })
    .returning();
  [{ idProduto: p1 }, { idProduto: p2 }] = await db
    .insert(reTbProdutos)
    .values([
      { idEmpresa: f.companyA, desProduto: unique('A produto') },
      { idEmpresa: f.companyA, desProduto: unique('B produto') },
    ])
    .returning();
  const kanban = (dtaCardapio: string, idProduto: number, indAtivo = true) => ({
    idEmpresa: f.companyA,
    idRestaurante: unit,
    dtaCardapio,
    idItemVenda: item,
    idProduto,
    indAtivo,
  });
  // D1: both products (one of them planned twice: still one row); D2: p1 only (p2's kanban is inactive).
  await db
    .insert(reTbKanbanProducao)
    .values([kanban(D1, p1), kanban(D1, p1), kanban(D1, p2), kanban(D2, p1), kanban(D2, p2, false)]);
});

const db = () => f.db;
const search = (query: Record<string, unknown>, token = ana) =>
  call(f, 'GET', `${URL}/search?${new URLSearchParams(query as Record<string, string>)}`, token);
const save = (items: unknown[], token = ana) => call(f, 'POST', URL, token, items);
const filters = () => ({ idRestaurante: unit, idSatelite: sat, dtaInicial: D1, dtaFinal: D2 });
const count = (over: Record<string, unknown> = {}) => ({
  idNrSat: null,
  dtaNr: D1,
  idItemVenda: item,
  idProduto: p1,
  idRestaurante: unit,
  idSatelite: sat,
  qtdNrCli: 10,
  qtdNrColab: 2,
  ...over,
});

async function storedCounts(idSatelite = sat) {
  return db()
    .select()
    .from(reTbNrSatelite)
    .where(and(eq(reTbNrSatelite.idEmpresa, f.companyA), eq(reTbNrSatelite.idSatelite, idSatelite)));
}

describe('GET /search', () => {
  it("answers 'Filtros não encontrados' when any filter is missing or blank", async () => {
    for (const missing of ['idRestaurante', 'idSatelite', 'dtaInicial', 'dtaFinal']) {
      const query: Record<string, unknown> = filters();
      delete query[missing];
      const res = await search(query);
      expect(res.statusCode, missing).toBe(400);
      expect(res.json().exception).toBe(MSG.filtersNotFound);
      const blank = await search({ ...filters(), [missing]: '' });
      expect(blank.json().exception).toBe(MSG.filtersNotFound);
    }
  });

  it("answers one row per day, sale item and product of the restaurant's active kanbans, with zeros before any count", async () => {
    const res = await search(filters());
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as NrSatelite[];
    expect(rows.map((r) => [r.dtaNr, r.idProduto, r.idNrSat, r.qtdNrCli, r.qtdNrColab])).toEqual([
      [D1, p1, null, 0, 0],
      [D1, p2, null, 0, 0],
      [D2, p1, null, 0, 0],
    ]);
    expect(rows[0]).toMatchObject({ idItemVenda: item, idRestaurante: unit, idSatelite: sat });
    expect(rows[0].desItemVenda).toMatch(/^Item-/);
    expect(rows[1].desProduto).toMatch(/^B produto-/);
  });

  it('refuses a satellite of another restaurant, and an end before the start', async () => {
    const other = await addSatellite(f, await addRestaurant(f));
    const res = await search({ ...filters(), idSatelite: other.idSatelite });
    expect(res.statusCode).toBe(400);
    expect(res.json().exception).toBe(MSG.satelliteNotInRestaurant(other.idSatelite, unit));
    const period = await search({ ...filters(), dtaInicial: D2, dtaFinal: D1 });
    expect(period.statusCode).toBe(400);
    expect(period.json().exception).toBe(MSG.periodEndBeforeStart);
  });
});

describe('POST / (save the counts)', () => {
  it('inserts the new counts and updates the stored ones; the search shows them', async () => {
    const first = await save([count(), count({ idProduto: p2, qtdNrCli: 4, qtdNrColab: 1 })]);
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json() as NrSatelite[];
    expect(saved.map((r) => [r.idProduto, r.qtdNrCli, r.qtdNrColab])).toEqual([
      [p1, 10, 2],
      [p2, 4, 1],
    ]);
    expect(saved.every((r) => typeof r.idNrSat === 'number' && r.dtaNr === D1)).toBe(true);

    const update = await save([{ ...saved[0], qtdNrCli: 12, qtdNrColab: 3 }]);
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()[0]).toMatchObject({ idNrSat: saved[0].idNrSat, qtdNrCli: 12, qtdNrColab: 3 });

    const rows = (await search(filters())).json() as NrSatelite[];
    expect(rows.map((r) => [r.dtaNr, r.idProduto, r.idNrSat, r.qtdNrCli, r.qtdNrColab])).toEqual([
      [D1, p1, saved[0].idNrSat, 12, 3],
      [D1, p2, saved[1].idNrSat, 4, 1],
      [D2, p1, null, 0, 0],
    ]);
    expect(await storedCounts()).toHaveLength(2);
  });

  it('a customer count of 0 clears the collaborator count', async () => {
    const res = await save([count({ dtaNr: D2, qtdNrCli: 0, qtdNrColab: 7 })]);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json() as NrSatelite[];
    expect(row).toMatchObject({ qtdNrCli: 0, qtdNrColab: 0 });
    const edit = await save([{ ...row, qtdNrCli: 0, qtdNrColab: 9 }]);
    expect(edit.json()[0].qtdNrColab).toBe(0);
    const [stored] = (await storedCounts()).filter((r) => r.idNrSat === row.idNrSat);
    expect(stored.qtdNrColab).toBe(0);
  });

  it('refuses negative counts, and saves nothing of the list', async () => {
    const other = (await addSatellite(f, unit)).idSatelite;
    for (const bad of [{ qtdNrCli: -1 }, { qtdNrColab: -2 }]) {
      const res = await save([
        count({ idSatelite: other }),
        count({ idSatelite: other, idProduto: p2, ...bad }),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().exception).toMatch(/^Linha 2: Refeições de (clientes|colaboradores)/);
    }
    expect(await storedCounts(other)).toEqual([]);
  });

  it('is one transaction: a refused row (satellite of another restaurant) leaves nothing saved', async () => {
    const other = (await addSatellite(f, unit)).idSatelite;
    const foreign = await addSatellite(f, await addRestaurant(f));
    const res = await save([count({ idSatelite: other }), count({ idSatelite: foreign.idSatelite })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().exception).toBe(`Linha 2: ${MSG.satelliteNotInRestaurant(foreign.idSatelite, unit)}`);
    expect(await storedCounts(other)).toEqual([]);
  });

  it('a count already stored for the day cannot be inserted twice (nothing saved)', async () => {
    const other = (await addSatellite(f, unit)).idSatelite;
    expect((await save([count({ idSatelite: other })])).statusCode).toBe(200);
    const res = await save([count({ idSatelite: other, idProduto: p2 }), count({ idSatelite: other })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().exception).toBe(`Linha 2: ${MSG.recordExists}`);
    expect(await storedCounts(other)).toHaveLength(1);
  });
});

describe('access and company isolation', () => {
  it('needs indNrSatelites (403 for a user with indApontamentos only)', async () => {
    for (const res of [await search(filters(), f.token.cozinha), await save([count()], f.token.cozinha)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().exception).toBe(MSG.accessDeniedText);
    }
  });

  it("another company neither searches nor edits a company's counts", async () => {
    const other = (await addSatellite(f, unit)).idSatelite;
    const [saved] = (await save([count({ idSatelite: other })])).json() as NrSatelite[];
    const res = await search({ ...filters(), idSatelite: other }, f.tokenB);
    expect(res.statusCode).toBe(400);
    expect(res.json().exception).toBe(MSG.satelliteNotInRestaurant(other, unit));
    const edit = await save([{ ...saved, qtdNrCli: 99 }], f.tokenB);
    expect(edit.statusCode).toBe(400);
    expect(edit.json().exception).toBe(`Linha 1: ${MSG.recordNotFound(saved.idNrSat as number)}`);
    const insert = await save([count({ idSatelite: other, dtaNr: D2 })], f.tokenB);
    expect(insert.statusCode).toBe(400);
    expect((await storedCounts(other)).map((r) => r.qtdNrCli)).toEqual([10]);
  });
});
