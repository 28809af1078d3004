import { MSG } from '@domain/messages';
import type { SaveAllError } from '@domain/schemas/registers';
import type { DespMeta, DespMetaItem } from '@domain/schemas/waste-config';
import { reTbDespMetas } from '@server/db/schema/registers';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshGroupedRestaurant, METAS } from '../../kit/fixtures/goals';
import { call, expectStatus, freshSatellite, registerSuite } from '../../kit/fixtures/registers';
import { freshGroup } from '../../kit/fixtures/restaurant-wastes';

/** Goals per unit (spec §3 "Goal", §5, §7 "Goals"). */

const f = registerSuite();

const SAVE = `${METAS}/saveAll`;
const FIND = `${METAS}/findAllReTbDespMetasByFilter`;

const goal = (over: Partial<DespMetaItem> & { idRestaurante: number }): DespMetaItem => ({
  idDespMeta: null,
  idSatelite: null,
  tipDesperdicio: 1,
  dtaInicial: '2030-01-01',
  dtaFinal: '2030-01-31',
  vlrMeta: 10,
  vlrMetaPc: 3,
  ...over,
});

const save = (items: DespMetaItem[], token = f.admin) => call(f, 'POST', SAVE, token, items);

async function saved(items: DespMetaItem[]): Promise<DespMeta[]> {
  return expectStatus<DespMeta[]>(await save(items), 200);
}

async function refused(items: DespMetaItem[], token = f.admin): Promise<SaveAllError> {
  return expectStatus<SaveAllError>(await save(items, token), 400);
}

const storedOf = (idRestaurante: number) =>
  f.db.select().from(reTbDespMetas).where(eq(reTbDespMetas.idRestaurante, idRestaurante));

const overlap = (satelite: string, idRestaurante: number) => MSG.goalOverlap(satelite, String(idRestaurante));

describe('saving goals', () => {
  it('saves restaurant-level and satellite goals with their names; dtaFinal may be left open', async () => {
    const r = await freshGroupedRestaurant(f, null);
    const sat = await freshSatellite(f, r);
    const rows = await saved([
      goal({ idRestaurante: r, vlrMeta: 10.5, vlrMetaPc: 3.25 }),
      goal({ idRestaurante: r, idSatelite: sat.idSatelite, dtaFinal: null, vlrMetaPc: null }),
    ]);
    expect(rows).toEqual([
      {
        idDespMeta: expect.any(Number),
        idRestaurante: r,
        desRestaurante: expect.stringContaining('Restaurante de metas'),
        idSatelite: null,
        codSatelite: null,
        desSatelite: null,
        tipDesperdicio: 1,
        dtaInicial: '2030-01-01',
        dtaFinal: '2030-01-31',
        vlrMeta: 10.5,
        vlrMetaPc: 3.25,
      },
      {
        idDespMeta: expect.any(Number),
        idRestaurante: r,
        desRestaurante: expect.stringContaining('Restaurante de metas'),
        idSatelite: sat.idSatelite,
        codSatelite: sat.codSatelite,
        desSatelite: expect.stringContaining('Satélite'),
        tipDesperdicio: 1,
        dtaInicial: '2030-01-01',
        dtaFinal: null,
        vlrMeta: 10,
        vlrMetaPc: null,
      },
    ]);
    const stored = await storedOf(r);
    expect(stored.map((s) => s.dtaFinal).sort()).toEqual(['2030-01-31', null].sort());
    // An item without dtaFinal at all is open-ended too.
    const r2 = await freshGroupedRestaurant(f, null);
    const { dtaFinal: _, ...noEnd } = goal({ idRestaurante: r2 });
    const [open] = await saved([noEnd as DespMetaItem]);
    expect(open.dtaFinal).toBeNull();
  });

  it("refuses an end before the start: 'Data final anterior a inicial' on dtaFinal", async () => {
    const r = await freshGroupedRestaurant(f, null);
    const body = await refused([
      goal({ idRestaurante: r, dtaInicial: '2030-02-10', dtaFinal: '2030-02-09' }),
    ]);
    expect(body.exception).toBe(MSG.rowError(1, 'Data final anterior a inicial'));
    expect(body.errors).toEqual([
      { index: 0, id: null, field: 'dtaFinal', message: 'Data final anterior a inicial' },
    ]);
    expect(await storedOf(r)).toEqual([]);
    // The same day at both ends is a valid one-day goal.
    await saved([goal({ idRestaurante: r, dtaInicial: '2030-02-10', dtaFinal: '2030-02-10' })]);
  });

  it('refuses an overlapping period for the same restaurant and type, with the message verbatim', async () => {
    const r = await freshGroupedRestaurant(f, null);
    await saved([goal({ idRestaurante: r })]);
    const body = await refused([
      goal({ idRestaurante: r, dtaInicial: '2030-01-31', dtaFinal: '2030-02-10' }),
    ]);
    const message = `Já existe nesse periodo meta para o satélite: - / restaurante: ${r}`;
    expect(body.exception).toBe(`Linha 1: ${message}`);
    expect(body.errors).toEqual([{ index: 0, id: null, message }]);
    // A period inside, around, or an open one starting before the end: all overlap.
    for (const [dtaInicial, dtaFinal] of [
      ['2030-01-10', '2030-01-11'],
      ['2029-12-01', '2030-03-01'],
      ['2029-06-01', null],
    ] as const) {
      const again = await refused([goal({ idRestaurante: r, dtaInicial, dtaFinal })]);
      expect(again.errors?.[0].message).toBe(message);
    }
    // Adjacent periods do not overlap; another type or a satellite's goal is another goal.
    const sat = await freshSatellite(f, r);
    await saved([
      goal({ idRestaurante: r, dtaInicial: '2029-12-01', dtaFinal: '2029-12-31' }),
      goal({ idRestaurante: r, dtaInicial: '2030-02-01', dtaFinal: '2030-02-28' }),
      goal({ idRestaurante: r, tipDesperdicio: 2 }),
      goal({ idRestaurante: r, idSatelite: sat.idSatelite }),
    ]);
    expect(await storedOf(r)).toHaveLength(5);
  });

  it("an open-ended goal overlaps every later period; the satellite's message names its code", async () => {
    const r = await freshGroupedRestaurant(f, null);
    const sat = await freshSatellite(f, r);
    await saved([
      goal({ idRestaurante: r, idSatelite: sat.idSatelite, dtaInicial: '2030-03-01', dtaFinal: null }),
    ]);
    const later = await refused([
      goal({
        idRestaurante: r,
        idSatelite: sat.idSatelite,
        dtaInicial: '2045-05-01',
        dtaFinal: '2045-05-02',
      }),
    ]);
    expect(later.errors).toEqual([
      {
        index: 0,
        id: null,
        message: `Já existe nesse periodo meta para o satélite: ${sat.codSatelite} / restaurante: ${r}`,
      },
    ]);
    // Two open-ended goals always overlap.
    const open = await refused([
      goal({ idRestaurante: r, idSatelite: sat.idSatelite, dtaInicial: '2031-01-01', dtaFinal: null }),
    ]);
    expect(open.errors?.[0].message).toBe(overlap(sat.codSatelite, r));
    // Before the open goal's start: no overlap; the restaurant-level goal is not the satellite's.
    await saved([
      goal({
        idRestaurante: r,
        idSatelite: sat.idSatelite,
        dtaInicial: '2030-01-01',
        dtaFinal: '2030-02-28',
      }),
      goal({ idRestaurante: r, dtaInicial: '2030-03-01', dtaFinal: null }),
    ]);
  });

  it('checks the batch against itself and against the stored goals as they will be after it', async () => {
    const r = await freshGroupedRestaurant(f, null);
    const both = await refused([
      goal({ idRestaurante: r }),
      goal({ idDespMeta: -2, idRestaurante: r, dtaInicial: '2030-01-15', dtaFinal: null }),
    ]);
    expect(both.errors?.map((e) => [e.index, e.message])).toEqual([
      [0, overlap('-', r)],
      [1, overlap('-', r)],
    ]);
    expect(await storedOf(r)).toEqual([]);

    const [jan] = await saved([goal({ idRestaurante: r })]);
    // Editing a goal does not clash with its own stored version.
    const [edited] = await saved([
      { ...goal({ idRestaurante: r }), idDespMeta: jan.idDespMeta, vlrMeta: 12 },
    ]);
    expect(edited).toMatchObject({ idDespMeta: jan.idDespMeta, vlrMeta: 12 });
    // Shortening a goal and adding the next period in the same batch is fine…
    await saved([
      { ...goal({ idRestaurante: r }), idDespMeta: jan.idDespMeta, dtaFinal: '2030-01-15' },
      goal({ idRestaurante: r, dtaInicial: '2030-01-16', dtaFinal: null }),
    ]);
    // …moving it back over the next one is not (the stored goal, not in the batch, is found).
    const back = await refused([{ ...goal({ idRestaurante: r }), idDespMeta: jan.idDespMeta }]);
    expect(back.errors).toEqual([{ index: 0, id: jan.idDespMeta, message: overlap('-', r) }]);
  });

  it("refuses a satellite of another restaurant, and values out of range; 'Nada para salvar' when empty", async () => {
    const r1 = await freshGroupedRestaurant(f, null);
    const r2 = await freshGroupedRestaurant(f, null);
    const sat2 = await freshSatellite(f, r2);
    const body = await refused([goal({ idRestaurante: r1, idSatelite: sat2.idSatelite })]);
    expect(body.errors).toEqual([
      {
        index: 0,
        id: null,
        field: 'idSatelite',
        message: MSG.satelliteNotInRestaurant(sat2.idSatelite, r1),
      },
    ]);
    for (const bad of [{ vlrMeta: -1 }, { vlrMetaPc: 101 }, { vlrMeta: 'x' }, { dtaInicial: '01/02/2030' }]) {
      expect((await save([{ ...goal({ idRestaurante: r1 }), ...bad } as DespMetaItem])).statusCode).toBe(400);
    }
    expect(await storedOf(r1)).toEqual([]);
    const empty = await expectStatus<{ exception: string }>(await save([]), 400);
    expect(empty.exception).toBe('Nada para salvar');
  });

  it('DELETE {idDespMeta} deletes one or several goals', async () => {
    const r = await freshGroupedRestaurant(f, null);
    const [a, b, c] = await saved([
      goal({ idRestaurante: r }),
      goal({ idRestaurante: r, tipDesperdicio: 2 }),
      goal({ idRestaurante: r, tipDesperdicio: 3 }),
    ]);
    expect(
      await expectStatus(
        await call(f, 'DELETE', METAS, f.admin, { idDespMeta: [a.idDespMeta, b.idDespMeta] }),
        200,
      ),
    ).toEqual({ deleted: 2 });
    expect(
      await expectStatus(await call(f, 'DELETE', METAS, f.admin, { idDespMeta: c.idDespMeta }), 200),
    ).toEqual({ deleted: 1 });
    expect(await storedOf(r)).toEqual([]);
  });
});

describe('the goal filter', () => {
  let group: number;
  let r1: number;
  let r2: number;
  let outside: number;
  let sat: { idSatelite: number; codSatelite: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    group = await freshGroup(f, f.companyA, 'Grupo de restaurantes');
    r1 = await freshGroupedRestaurant(f, group);
    r2 = await freshGroupedRestaurant(f, group);
    outside = await freshGroupedRestaurant(f, null);
    sat = await freshSatellite(f, r1);
    const rows = await saved([
      goal({ idRestaurante: r1, dtaInicial: '2030-01-01', dtaFinal: '2030-01-31' }),
      goal({ idRestaurante: r1, dtaInicial: '2030-02-01', dtaFinal: '2030-02-28' }),
      goal({ idRestaurante: r1, dtaInicial: '2030-03-01', dtaFinal: null }),
      goal({ idRestaurante: r1, idSatelite: sat.idSatelite, dtaInicial: '2030-01-01', dtaFinal: null }),
      goal({ idRestaurante: r2, tipDesperdicio: 2, dtaInicial: '2030-01-01', dtaFinal: '2030-12-31' }),
      goal({ idRestaurante: outside, dtaInicial: '2030-01-01', dtaFinal: null }),
    ]);
    ['jan', 'feb', 'open', 'sat', 'r2', 'outside'].forEach((k, i) => {
      ids[k] = rows[i].idDespMeta;
    });
  });

  const find = async (filter: Record<string, unknown>, token = f.admin) =>
    (await expectStatus<DespMeta[]>(await call(f, 'POST', FIND, token, filter), 200)).map(
      (g) => g.idDespMeta,
    );
  const named = (...keys: string[]) => keys.map((k) => ids[k]);

  it("by group: the group's restaurants' goals, by restaurant, satellite (none first), type, latest first", async () => {
    const rows = await expectStatus<DespMeta[]>(
      await call(f, 'POST', FIND, f.admin, { idGrupo: group }),
      200,
    );
    const nameOf = (id: number) => rows.find((g) => g.idRestaurante === id)?.desRestaurante ?? '';
    const r1Block = named('open', 'feb', 'jan', 'sat');
    expect(rows.map((g) => g.idDespMeta)).toEqual(
      nameOf(r1) < nameOf(r2) ? [...r1Block, ids.r2] : [ids.r2, ...r1Block],
    );
    // Without a filter: every goal of the company, ours among them.
    expect(await find({})).toEqual(expect.arrayContaining(Object.values(ids)));
  });

  it('by satellite and by type', async () => {
    expect(await find({ idSatelite: sat.idSatelite })).toEqual(named('sat'));
    expect(await find({ idGrupo: group, tipDesperdicio: 2 })).toEqual(named('r2'));
    expect(new Set(await find({ idGrupo: group, tipDesperdicio: 1 }))).toEqual(
      new Set(named('jan', 'feb', 'open', 'sat')),
    );
  });

  it('by period: goals meeting [dtaInicial, dtaFinal], either end open', async () => {
    const inGroup = (filter: Record<string, unknown>) =>
      find({ idGrupo: group, tipDesperdicio: 1, ...filter });
    expect(await inGroup({ dtaInicial: '2030-02-10', dtaFinal: '2030-02-20' })).toEqual(named('feb', 'sat'));
    // Touching an end counts.
    expect(await inGroup({ dtaInicial: '2030-01-31', dtaFinal: '2030-01-31' })).toEqual(named('jan', 'sat'));
    // From a date on: the goals ending then or later, and the open ones.
    expect(await inGroup({ dtaInicial: '2030-02-28' })).toEqual(named('open', 'feb', 'sat'));
    expect(await inGroup({ dtaInicial: '2040-01-01' })).toEqual(named('open', 'sat'));
    // Up to a date: the goals starting by then.
    expect(await inGroup({ dtaFinal: '2030-01-15' })).toEqual(named('jan', 'sat'));
    expect(await inGroup({ dtaFinal: '2029-12-31' })).toEqual([]);
    const wrong = await expectStatus<{ exception: string }>(
      await call(f, 'POST', FIND, f.admin, { dtaInicial: '2030-02-10', dtaFinal: '2030-02-01' }),
      400,
    );
    expect(wrong.exception).toBe('Data final anterior a inicial');
  });

  it("company isolation: B neither sees, saves for, edits nor deletes A's goals", async () => {
    expect(await find({ idGrupo: group }, f.adminB)).toEqual([]);
    expect(await find({ idSatelite: sat.idSatelite }, f.adminB)).toEqual([]);
    expect(await find({}, f.adminB)).not.toContain(ids.jan);
    const foreign = await refused([goal({ idRestaurante: r1, dtaInicial: '2050-01-01' })], f.adminB);
    expect(foreign.errors?.[0]).toMatchObject({
      field: 'idRestaurante',
      message: MSG.notFoundRef('idRestaurante', r1),
    });
    const edit = await refused(
      [{ ...goal({ idRestaurante: r1, dtaInicial: '2050-01-01' }), idDespMeta: ids.jan }],
      f.adminB,
    );
    expect(edit.errors?.[0].message).toBe(MSG.recordNotFound(ids.jan));
    const del = await expectStatus<{ exception: string }>(
      await call(f, 'DELETE', METAS, f.adminB, { idDespMeta: ids.jan }),
      404,
    );
    expect(del.exception).toBe(MSG.recordNotFound(ids.jan));
    const stored = await f.db
      .select()
      .from(reTbDespMetas)
      .where(inArray(reTbDespMetas.idDespMeta, Object.values(ids)));
    expect(stored).toHaveLength(6);
  });

  it('needs indRetAdm: 403 for users without it', async () => {
    for (const token of [f.gestor, f.cozinha]) {
      expect((await call(f, 'POST', FIND, token, {})).statusCode).toBe(403);
      expect((await save([goal({ idRestaurante: r1, dtaInicial: '2060-01-01' })], token)).statusCode).toBe(
        403,
      );
      expect((await call(f, 'DELETE', METAS, token, { idDespMeta: ids.jan })).statusCode).toBe(403);
    }
    expect(await find({ idGrupo: group })).toContain(ids.jan);
  });
});
