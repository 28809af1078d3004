import { MSG } from '@domain/messages';
import type { InsumoLov } from '@domain/schemas/appointments';
import type { SaveAllError } from '@domain/schemas/registers';
import type { DespInsumo, InsumoCatalogo } from '@domain/schemas/waste-config';
import { reTbDespInsumos, reTbInsumos } from '@server/db/schema/registers';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, expectStatus, freshRestaurant, registerSuite } from '../../kit/fixtures/registers';
import {
  appointmentOf,
  CATALOGO,
  catalogueInput,
  FIND_ID_INSUMOS,
  INSUMOS,
  monitored,
} from '../../kit/fixtures/restaurant-wastes';

/**
 * Monitored inputs (spec §3 "Input-waste", §5, §7 "Inputs"): the key is the input chosen from the catalogue
 * (saveAll upserts), 'Registro já existente' for an input twice, deactivating sets 1, an input with
 * appointments is not deleted (and findIdInsumos says which are in use), inside the company.
 */

const f = registerSuite();

const stored = (ids: number[]) =>
  f.db.select().from(reTbDespInsumos).where(inArray(reTbDespInsumos.idInsumo, ids));
const save = (items: unknown[], token = f.admin) => call(f, 'POST', `${INSUMOS}/saveAll`, token, items);
const INPUTS_IN_USE = (ids: string) =>
  `Os insumos ${ids} possuem apontamentos e não podem ser excluídos. Desative-os para que não sejam mais apontados.`;

describe('list and get', () => {
  it('lists the monitored inputs with the catalogue name, mask and level, by name; only the company’s', async () => {
    const a = await catalogueInput(f, { name: 'Abobrinha', codMascara: '01.02.003', codNivel: '2' });
    await monitored(f, a.idInsumo, 1);
    const theirs = await catalogueInput(f, { company: f.companyB });
    await monitored(f, theirs.idInsumo, 0, f.companyB);

    const list = await expectStatus<DespInsumo[]>(await call(f, 'GET', INSUMOS, f.admin), 200);
    const mine = list.find((i) => i.idInsumo === a.idInsumo);
    expect(mine).toEqual({
      idInsumo: a.idInsumo,
      indInativo: 1,
      desInsumo: a.desInsumo,
      codMascara: '01.02.003',
      codNivel: '2',
    });
    expect(list.some((i) => i.idInsumo === theirs.idInsumo)).toBe(false);
    const order = await f.db
      .select({ id: reTbDespInsumos.idInsumo })
      .from(reTbDespInsumos)
      .innerJoin(reTbInsumos, eq(reTbInsumos.idInsumo, reTbDespInsumos.idInsumo))
      .where(eq(reTbDespInsumos.idEmpresa, f.companyA))
      .orderBy(asc(reTbInsumos.desInsumo), asc(reTbDespInsumos.idInsumo));
    expect(list.map((i) => i.idInsumo)).toEqual(order.map((o) => o.id));

    expect(await expectStatus(await call(f, 'GET', `${INSUMOS}/${a.idInsumo}`, f.admin), 200)).toEqual(mine);
    const res = await call(f, 'GET', `${INSUMOS}/${theirs.idInsumo}`, f.admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().exception).toBe(MSG.recordNotFound(theirs.idInsumo));
  });

  it('needs indRetAdm (the register and its catalogue)', async () => {
    const a = await catalogueInput(f);
    await monitored(f, a.idInsumo);
    for (const token of [f.gestor, f.cozinha]) {
      for (const [method, url, payload] of [
        ['GET', INSUMOS, undefined],
        ['GET', `${INSUMOS}/${a.idInsumo}`, undefined],
        ['POST', `${INSUMOS}/saveAll`, [{ idInsumo: a.idInsumo, indInativo: 1 }]],
        ['DELETE', INSUMOS, { idInsumo: [a.idInsumo] }],
        ['GET', `${CATALOGO}?qtd=10`, undefined],
      ] as const) {
        const res = await call(f, method, url, token, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().exception).toBe(MSG.accessDeniedText);
      }
    }
    expect((await stored([a.idInsumo]))[0].indInativo).toBe(0);
  });
});

describe('saveAll (an upsert by idInsumo)', () => {
  it('monitors a catalogue input, then deactivating it sets 1 and reactivating 0', async () => {
    const a = await catalogueInput(f, { codMascara: '07.07.007', codNivel: '4' });
    const [created] = await expectStatus<DespInsumo[]>(await save([{ idInsumo: a.idInsumo }]), 200);
    expect(created).toEqual({
      idInsumo: a.idInsumo,
      indInativo: 0,
      desInsumo: a.desInsumo,
      codMascara: '07.07.007',
      codNivel: '4',
    });
    const [off] = await expectStatus<DespInsumo[]>(
      await save([{ idInsumo: a.idInsumo, indInativo: 1 }]),
      200,
    );
    expect(off.indInativo).toBe(1);
    expect((await stored([a.idInsumo]))[0].indInativo).toBe(1);
    await expectStatus(await save([{ idInsumo: a.idInsumo, indInativo: 0 }]), 200);
    expect(await stored([a.idInsumo])).toEqual([
      expect.objectContaining({ idInsumo: a.idInsumo, idEmpresa: f.companyA, indInativo: 0 }),
    ]);
  });

  it("refuses an input twice in a batch, in any form: 'Registro já existente', nothing saved", async () => {
    const fresh = await catalogueInput(f);
    const other = await catalogueInput(f);
    const twiceNew = await expectStatus<SaveAllError>(
      await save([
        { idInsumo: other.idInsumo },
        { idInsumo: fresh.idInsumo },
        { idInsumo: fresh.idInsumo, indInativo: 1 },
      ]),
      400,
    );
    expect(twiceNew.exception).toBe('Linha 3: Registro já existente');
    expect(await stored([fresh.idInsumo, other.idInsumo])).toEqual([]);

    const kept = await catalogueInput(f);
    await monitored(f, kept.idInsumo);
    const twiceStored = await expectStatus<SaveAllError>(
      await save([
        { idInsumo: kept.idInsumo, indInativo: 1 },
        { idInsumo: kept.idInsumo, indInativo: 0 },
      ]),
      400,
    );
    expect(twiceStored.exception).toBe('Linha 2: Registro já existente');
    expect((await stored([kept.idInsumo]))[0].indInativo).toBe(0);
  });

  it('refuses an input outside the company’s catalogue, even one another company monitors', async () => {
    const theirs = await catalogueInput(f, { company: f.companyB });
    await monitored(f, theirs.idInsumo, 0, f.companyB);
    const mine = await catalogueInput(f);
    const res = await expectStatus<SaveAllError>(
      await save([{ idInsumo: mine.idInsumo }, { idInsumo: theirs.idInsumo, indInativo: 1 }]),
      400,
    );
    expect(res.exception).toBe(`Linha 2: ${MSG.notFoundRef('Insumo', theirs.idInsumo)}`);
    expect(res.errors).toEqual([
      {
        index: 1,
        id: theirs.idInsumo,
        field: 'idInsumo',
        message: MSG.notFoundRef('Insumo', theirs.idInsumo),
      },
    ]);
    expect(await stored([theirs.idInsumo, mine.idInsumo])).toEqual([
      expect.objectContaining({ idInsumo: theirs.idInsumo, idEmpresa: f.companyB, indInativo: 0 }),
    ]);
    const unknown = await expectStatus<SaveAllError>(await save([{ idInsumo: 2_000_000_000 }]), 400);
    expect(unknown.exception).toBe(`Linha 1: ${MSG.notFoundRef('Insumo', 2_000_000_000)}`);
  });

  it('validates the items (an input is required)', async () => {
    expect((await save([{ idInsumo: null, indInativo: 0 }])).statusCode).toBe(400);
    const empty = await save([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().exception).toBe(MSG.nothingToSave);
  });
});

describe('DELETE and findIdInsumos', () => {
  async function inputs() {
    const used = await catalogueInput(f);
    const free = await catalogueInput(f);
    await monitored(f, used.idInsumo);
    await monitored(f, free.idInsumo, 1);
    await appointmentOf(f, await freshRestaurant(f), 4, used.idInsumo);
    return { used: used.idInsumo, free: free.idInsumo };
  }

  it('findIdInsumos with a list of ids answers those monitored inputs with emUso', async () => {
    const { used, free } = await inputs();
    const notMonitored = await catalogueInput(f);
    const rows = await expectStatus<InsumoLov[]>(
      await call(f, 'POST', FIND_ID_INSUMOS, f.admin, { idInsumo: [free, used, notMonitored.idInsumo] }),
      200,
    );
    expect(rows.map((r) => [r.idInsumo, r.indInativo, r.emUso])).toEqual([
      [used, 0, true],
      [free, 1, false],
    ]);
    // Another company's inputs are not answered.
    const theirs = await catalogueInput(f, { company: f.companyB });
    await monitored(f, theirs.idInsumo, 0, f.companyB);
    expect(
      await expectStatus(
        await call(f, 'POST', FIND_ID_INSUMOS, f.admin, { idInsumo: [theirs.idInsumo] }),
        200,
      ),
    ).toEqual([]);
  });

  it('findIdInsumos with null (the entry screens) is unchanged: every monitored input, active first, no emUso', async () => {
    await inputs();
    const rows = await expectStatus<InsumoLov[]>(
      await call(f, 'POST', FIND_ID_INSUMOS, f.admin, { idInsumo: null }),
      200,
    );
    const expected = await f.db
      .select({
        idInsumo: reTbDespInsumos.idInsumo,
        desInsumo: reTbInsumos.desInsumo,
        indInativo: reTbDespInsumos.indInativo,
      })
      .from(reTbDespInsumos)
      .innerJoin(
        reTbInsumos,
        and(
          eq(reTbInsumos.idInsumo, reTbDespInsumos.idInsumo),
          eq(reTbInsumos.idEmpresa, reTbDespInsumos.idEmpresa),
        ),
      )
      .where(eq(reTbDespInsumos.idEmpresa, f.companyA))
      .orderBy(asc(reTbDespInsumos.indInativo), asc(reTbInsumos.desInsumo), asc(reTbDespInsumos.idInsumo));
    expect(rows).toEqual(expected);
    const [first] = rows;
    expect(
      await expectStatus(await call(f, 'POST', FIND_ID_INSUMOS, f.admin, { idInsumo: first.idInsumo }), 200),
    ).toEqual([first]);
  });

  it('findIdInsumos is open to the input register (indRetAdm) and to the entry screens (indApontamentos)', () => {
    const route = f.t.app.accessTable.find((r) => r.method === 'POST' && r.url === FIND_ID_INSUMOS);
    expect([...(route?.flags ?? [])].sort()).toEqual(['indApontamentos', 'indRetAdm']);
  });

  it('deletes an input without appointments', async () => {
    const { free } = await inputs();
    expect(await expectStatus(await call(f, 'DELETE', INSUMOS, f.admin, { idInsumo: free }), 200)).toEqual({
      deleted: 1,
    });
    expect(await stored([free])).toEqual([]);
  });

  it('refuses deleting inputs with appointments, naming them; nothing deleted', async () => {
    const a = await inputs();
    const b = await inputs();
    const res = await expectStatus<{ exception: string; blocked: number[] }>(
      await call(f, 'DELETE', INSUMOS, f.admin, { idInsumo: [b.used, a.free, a.used] }),
      400,
    );
    expect(res.exception).toBe(INPUTS_IN_USE(`${a.used}, ${b.used}`));
    expect(res.blocked).toEqual([a.used, b.used]);
    expect(await stored([a.used, a.free, b.used])).toHaveLength(3);
  });

  it("another company's input is not the caller's (404)", async () => {
    const theirs = await catalogueInput(f, { company: f.companyB });
    await monitored(f, theirs.idInsumo, 0, f.companyB);
    const res = await call(f, 'DELETE', INSUMOS, f.admin, { idInsumo: [theirs.idInsumo] });
    expect(res.statusCode).toBe(404);
    expect(res.json().exception).toBe(MSG.recordNotFound(theirs.idInsumo));
    expect(await stored([theirs.idInsumo])).toHaveLength(1);
  });
});

describe('input catalogue (GET /api/v1/reTbInsumos/lov)', () => {
  it('finds the company’s inputs by name (case and accents ignored) or id, by name', async () => {
    const apple = await catalogueInput(f, { name: 'Maçã Fuji', codMascara: '03.01.001', codNivel: '3' });
    const theirs = await catalogueInput(f, { company: f.companyB, name: 'Maçã Fuji' });
    const suffix = apple.desInsumo.split(' ').at(-1) as string;
    const search = async (term: string) =>
      expectStatus<InsumoCatalogo[]>(
        await call(f, 'GET', `${CATALOGO}?qtd=50&search=${encodeURIComponent(term)}`, f.admin),
        200,
      );
    const byName = await search(`MACA FUJI ${suffix.toUpperCase()}`);
    expect(byName).toEqual([
      { idInsumo: apple.idInsumo, desInsumo: apple.desInsumo, codMascara: '03.01.001', codNivel: '3' },
    ]);
    const all = await search('maçã fuji');
    expect(all.some((i) => i.idInsumo === apple.idInsumo)).toBe(true);
    expect(all.some((i) => i.idInsumo === theirs.idInsumo)).toBe(false);
    expect((await search(String(apple.idInsumo))).map((i) => i.idInsumo)).toContain(apple.idInsumo);
    expect(await search(String(theirs.idInsumo))).not.toContainEqual(
      expect.objectContaining({ idInsumo: theirs.idInsumo }),
    );

    const page = await expectStatus<InsumoCatalogo[]>(
      await call(f, 'GET', `${CATALOGO}?qtd=3`, f.admin),
      200,
    );
    const first3 = await f.db
      .select({ id: reTbInsumos.idInsumo })
      .from(reTbInsumos)
      .where(eq(reTbInsumos.idEmpresa, f.companyA))
      .orderBy(asc(reTbInsumos.desInsumo), asc(reTbInsumos.idInsumo))
      .limit(3);
    expect(page.map((i) => i.idInsumo)).toEqual(first3.map((i) => i.id));
  });
});
