import { MSG } from '@domain/messages';
import type { SaveAllError } from '@domain/schemas/registers';
import type {
  DesperdicioRest,
  ValidateAddResult,
  ValidateDeleteRestResult,
} from '@domain/schemas/waste-config';
import { reTbDesperdiciosRest } from '@server/db/schema/registers';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { call, expectStatus, freshRestaurant, registerSuite } from '../../kit/fixtures/registers';
import {
  appointmentOf,
  deactivateCreated,
  destinationOf,
  freshGroup,
  goalOf,
  groupRestaurant,
  linkType,
  REST,
} from '../../kit/fixtures/restaurant-wastes';

/**
 * Restaurants per waste type (spec §3, §5, §7 "Restaurant-waste"): the filtered lists, saveAll with its
 * duplicate rule and the tipCardapio default, validateAdd's three outcomes, and the protection of links used
 * by goals, appointments or destinations (validateDelete and DELETE), inside the company.
 */

const f = registerSuite();
afterAll(async () => {
  if (f.db) await deactivateCreated(f);
});

const IN_USE = (cadastros: string) =>
  `Alguns registros estão sendo usados nos cadastros de ${cadastros}. Estes registros são protegidos e não serão excluídos!`;

const stored = (ids: number[]) =>
  f.db.select().from(reTbDesperdiciosRest).where(inArray(reTbDesperdiciosRest.idRestDesp, ids));

describe('lists', () => {
  it('lists by group and type, with the restaurant name and group, by restaurant name then type', async () => {
    const g = await freshGroup(f);
    const alfa = await groupRestaurant(f, g, { name: 'Alfa' });
    const beta = await groupRestaurant(f, g, { name: 'Beta' });
    const beta1 = await linkType(f, beta, 1);
    const alfa2 = await linkType(f, alfa, 2);
    const alfa4 = await linkType(f, alfa, 4, { tipCardapio: 1 });
    const alfa1 = await linkType(f, alfa, 1);

    const all = await expectStatus<DesperdicioRest[]>(
      await call(f, 'GET', `${REST}?idGrupo=${g}`, f.admin),
      200,
    );
    expect(all.map((r) => r.idRestDesp)).toEqual([alfa1, alfa2, alfa4, beta1]);
    expect(all[2]).toMatchObject({ idRestaurante: alfa, tipDesperdicio: 4, tipCardapio: 1, idGrupo: g });
    expect(all[0].desRestaurante).toMatch(/^Alfa /);
    expect(all[3].desRestaurante).toMatch(/^Beta /);

    const type1 = await expectStatus<DesperdicioRest[]>(
      await call(f, 'GET', `${REST}?idGrupo=${g}&tipDesperdicio=1`, f.admin),
      200,
    );
    expect(type1.map((r) => r.idRestDesp)).toEqual([alfa1, beta1]);
    expect(
      await expectStatus(
        await call(f, 'GET', `${REST}/searchByGroup?idGrupo=${g}&tipDesperdicio=1`, f.admin),
        200,
      ),
    ).toEqual(type1);
    const ofAlfa = await expectStatus<DesperdicioRest[]>(
      await call(f, 'POST', `${REST}/findByGrupoRestauranteTipoDesperdicio`, f.admin, {
        idGrupo: g,
        idRestaurante: alfa,
        tipDesperdicio: null,
      }),
      200,
    );
    expect(ofAlfa.map((r) => r.idRestDesp)).toEqual([alfa1, alfa2, alfa4]);
    const one = await expectStatus<DesperdicioRest>(await call(f, 'GET', `${REST}/${alfa4}`, f.admin), 200);
    expect(one).toEqual(all[2]);
  });

  it("keeps each company's links to itself", async () => {
    const mine = await linkType(f, await freshRestaurant(f), 2);
    const theirs = await linkType(f, await freshRestaurant(f, f.companyB), 2, { company: f.companyB });
    const listA = await expectStatus<DesperdicioRest[]>(await call(f, 'GET', REST, f.admin), 200);
    expect(listA.some((r) => r.idRestDesp === mine)).toBe(true);
    expect(listA.some((r) => r.idRestDesp === theirs)).toBe(false);
    const listB = await expectStatus<DesperdicioRest[]>(await call(f, 'GET', REST, f.adminB), 200);
    expect(listB.some((r) => r.idRestDesp === theirs)).toBe(true);
    expect(listB.some((r) => r.idRestDesp === mine)).toBe(false);
    const res = await call(f, 'GET', `${REST}/${theirs}`, f.admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().exception).toBe(MSG.recordNotFound(theirs));
  });

  it('needs indRetAdm on every route', async () => {
    const link = await linkType(f, await freshRestaurant(f), 3);
    for (const token of [f.gestor, f.cozinha]) {
      for (const [method, url, payload] of [
        ['GET', REST, undefined],
        ['GET', `${REST}/searchByGroup`, undefined],
        ['POST', `${REST}/findByGrupoRestauranteTipoDesperdicio`, {}],
        ['POST', `${REST}/validateAdd`, { idGrupo: 1, tipDesperdicio: 1 }],
        ['POST', `${REST}/saveAll`, [{ idRestDesp: null, idRestaurante: 1, tipDesperdicio: 1 }]],
        ['POST', `${REST}/validateDelete`, { idRestDesp: [link] }],
        ['DELETE', REST, { idRestDesp: [link] }],
      ] as const) {
        const res = await call(f, method, url, token, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().exception).toBe(MSG.accessDeniedText);
      }
    }
    expect(await stored([link])).toHaveLength(1);
  });
});

describe('saveAll', () => {
  it('stores tipCardapio 1 by default for type 4, null for the others, and the one chosen otherwise', async () => {
    const r = await freshRestaurant(f);
    const saved = await expectStatus<DesperdicioRest[]>(
      await call(f, 'POST', `${REST}/saveAll`, f.admin, [
        { idRestDesp: -1, idRestaurante: r, tipDesperdicio: 4 },
        { idRestDesp: -2, idRestaurante: r, tipDesperdicio: 2, tipCardapio: null },
        { idRestDesp: null, idRestaurante: r, tipDesperdicio: 1, tipCardapio: 2 },
        { idRestDesp: null, idRestaurante: r, tipDesperdicio: 3 },
      ]),
      200,
    );
    expect(saved.map((s) => [s.tipDesperdicio, s.tipCardapio])).toEqual([
      [4, 1],
      [2, null],
      [1, 2],
      [3, null],
    ]);
    expect(saved.every((s) => s.idRestDesp > 0 && s.idRestaurante === r && !!s.desRestaurante)).toBe(true);
    const rows = await stored(saved.map((s) => s.idRestDesp));
    expect(rows.map((x) => [x.tipDesperdicio, x.tipCardapio]).sort()).toEqual([
      [1, 2],
      [2, null],
      [3, null],
      [4, 1],
    ]);

    // An edit choosing another menu kind; one clearing it goes back to the default of the type.
    const [type4, type2] = saved;
    const edited = await expectStatus<DesperdicioRest[]>(
      await call(f, 'POST', `${REST}/saveAll`, f.admin, [
        { ...type2, tipCardapio: 3 },
        { idRestDesp: type4.idRestDesp, idRestaurante: r, tipDesperdicio: 4, tipCardapio: null },
      ]),
      200,
    );
    expect(edited.map((e) => e.tipCardapio)).toEqual([3, 1]);
  });

  it("refuses a restaurant linked twice to a type: 'Registro já existente', nothing saved", async () => {
    const r = await freshRestaurant(f);
    await linkType(f, r, 1);
    const inBatch = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${REST}/saveAll`, f.admin, [
        { idRestDesp: null, idRestaurante: r, tipDesperdicio: 2 },
        { idRestDesp: null, idRestaurante: r, tipDesperdicio: 3 },
        { idRestDesp: null, idRestaurante: r, tipDesperdicio: 2 },
      ]),
      400,
    );
    expect(inBatch.exception).toBe('Linha 1: Registro já existente');
    expect(inBatch.errors?.map((e) => [e.index, e.message])).toEqual([
      [0, 'Registro já existente'],
      [2, 'Registro já existente'],
    ]);
    const withStored = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${REST}/saveAll`, f.admin, [
        { idRestDesp: null, idRestaurante: r, tipDesperdicio: 4 },
        { idRestDesp: null, idRestaurante: r, tipDesperdicio: 1 },
      ]),
      400,
    );
    expect(withStored.exception).toBe('Linha 2: Registro já existente');
    const list = await expectStatus<DesperdicioRest[]>(
      await call(f, 'POST', `${REST}/findByGrupoRestauranteTipoDesperdicio`, f.admin, { idRestaurante: r }),
      200,
    );
    expect(list.map((l) => l.tipDesperdicio)).toEqual([1]);
  });

  it("two saves of the same link at once: one is stored, the other is 'Registro já existente'", async () => {
    const r = await freshRestaurant(f);
    const item = [{ idRestDesp: null, idRestaurante: r, tipDesperdicio: 2 }];
    const answers = await Promise.all([
      call(f, 'POST', `${REST}/saveAll`, f.admin, item),
      call(f, 'POST', `${REST}/saveAll`, f.admin, item),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)?.json().exception).toBe(
      'Linha 1: Registro já existente',
    );
  });

  it("refuses a restaurant of another company, and another company's link", async () => {
    const foreign = await freshRestaurant(f, f.companyB);
    const res = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${REST}/saveAll`, f.admin, [
        { idRestDesp: null, idRestaurante: foreign, tipDesperdicio: 1 },
      ]),
      400,
    );
    expect(res.exception).toBe(`Linha 1: ${MSG.notFoundRef('idRestaurante', foreign)}`);
    const theirs = await linkType(f, foreign, 1, { company: f.companyB });
    const edit = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${REST}/saveAll`, f.admin, [
        { idRestDesp: theirs, idRestaurante: foreign, tipDesperdicio: 1, tipCardapio: 2 },
      ]),
      400,
    );
    expect(edit.exception).toBe(`Linha 1: ${MSG.recordNotFound(theirs)}`);
    const [row] = await stored([theirs]);
    expect(row.tipCardapio).toBeNull();
  });
});

describe('validateAdd', () => {
  const validateAdd = (idGrupo: number, tipDesperdicio: number, token = f.admin) =>
    call(f, 'POST', `${REST}/validateAdd`, token, { idGrupo, tipDesperdicio });

  it("a group without active restaurants: 'O grupo informado não possui nenhum restaurante. Nada será adicionado.'", async () => {
    const empty = await freshGroup(f);
    const expected: ValidateAddResult = {
      exception: 'O grupo informado não possui nenhum restaurante. Nada será adicionado.',
      restricted: [],
      validReTbRestaurantes: [],
    };
    expect(await expectStatus(await validateAdd(empty, 1), 200)).toEqual(expected);
    const onlyInactive = await freshGroup(f);
    await groupRestaurant(f, onlyInactive, { indInativo: 1 });
    expect(await expectStatus(await validateAdd(onlyInactive, 1), 200)).toEqual(expected);
    // Another company's group has no restaurant of the caller's company.
    const foreign = await freshGroup(f, f.companyB);
    await groupRestaurant(f, foreign, { company: f.companyB });
    expect(await expectStatus(await validateAdd(foreign, 1), 200)).toEqual(expected);
  });

  it('names the active restaurants to add and those linked already; then all are linked', async () => {
    const g = await freshGroup(f);
    const linked = await groupRestaurant(f, g, { name: 'Alfa' });
    const free = await groupRestaurant(f, g, { name: 'Beta' });
    await groupRestaurant(f, g, { name: 'Gama', indInativo: 1 });
    await linkType(f, linked, 3);
    await linkType(f, free, 1);

    const first = await expectStatus<ValidateAddResult>(await validateAdd(g, 3), 200);
    expect(first.exception).toBeNull();
    expect(first.restricted.map((r) => r.idRestaurante)).toEqual([linked]);
    expect(first.validReTbRestaurantes).toEqual([
      expect.objectContaining({
        idRestaurante: free,
        idGrupo: g,
        desRestaurante: expect.stringMatching(/^Beta /),
      }),
    ]);

    await linkType(f, free, 3);
    const second = await expectStatus<ValidateAddResult>(await validateAdd(g, 3), 200);
    expect(second.exception).toBe('Registros já adicionados para o grupo selecionado');
    expect(second.restricted.map((r) => r.idRestaurante)).toEqual([linked, free]);
    expect(second.validReTbRestaurantes).toEqual([]);

    // Another type of the same group still has both to add.
    const other = await expectStatus<ValidateAddResult>(await validateAdd(g, 2), 200);
    expect(other.exception).toBeNull();
    expect(other.validReTbRestaurantes.map((r) => r.idRestaurante)).toEqual([linked, free]);
  });

  it('validates its body', async () => {
    const res = await call(f, 'POST', `${REST}/validateAdd`, f.admin, { idGrupo: 1, tipDesperdicio: 5 });
    expect(res.statusCode).toBe(400);
  });
});

describe('validateDelete and DELETE', () => {
  const validateDelete = async (idRestDesp: number[]) =>
    expectStatus<ValidateDeleteRestResult>(
      await call(f, 'POST', `${REST}/validateDelete`, f.admin, { idRestDesp }),
      200,
    );

  it('a link nothing uses is free and is deleted', async () => {
    const r = await freshRestaurant(f);
    const link = await linkType(f, r, 2);
    // Uses of another type of the same restaurant do not count.
    await goalOf(f, r, 1);
    await appointmentOf(f, r, 3);
    await destinationOf(f, r, 4);
    expect(await validateDelete([link])).toEqual({ exception: null, restricted: [] });
    expect(await expectStatus(await call(f, 'DELETE', REST, f.admin, { idRestDesp: link }), 200)).toEqual({
      deleted: 1,
    });
    expect(await stored([link])).toHaveLength(0);
  });

  it.each([
    ['metas', goalOf],
    ['apontamentos', appointmentOf],
    ['destinos', destinationOf],
  ] as const)('protects a link used by %s, naming only that register', async (cadastro, use) => {
    const r = await freshRestaurant(f);
    const link = await linkType(f, r, 2);
    await use(f, r, 2);
    expect(await validateDelete([link])).toEqual({ exception: IN_USE(cadastro), restricted: [link] });
    const res = await expectStatus<{ exception: string; blocked: number[] }>(
      await call(f, 'DELETE', REST, f.admin, { idRestDesp: [link] }),
      400,
    );
    expect(res.exception).toBe(IN_USE(cadastro));
    expect(res.blocked).toEqual([link]);
    expect(await stored([link])).toHaveLength(1);
  });

  it('names every register involved; a delete with any link in use deletes nothing', async () => {
    const links: number[] = [];
    for (const use of [goalOf, appointmentOf, destinationOf]) {
      const r = await freshRestaurant(f);
      links.push(await linkType(f, r, 4));
      await use(f, r, 4);
    }
    const free = await linkType(f, await freshRestaurant(f), 4);
    const check = await validateDelete([free, ...links]);
    expect(check).toEqual({ exception: IN_USE('metas, apontamentos e destinos'), restricted: links });
    const two = await validateDelete([links[0], links[2]]);
    expect(two.exception).toBe(IN_USE('metas e destinos'));

    const res = await expectStatus<{ exception: string; blocked: number[] }>(
      await call(f, 'DELETE', REST, f.admin, { idRestDesp: [free, ...links] }),
      400,
    );
    expect(res.exception).toBe(IN_USE('metas, apontamentos e destinos'));
    expect(res.blocked).toEqual(links);
    expect(await stored([free, ...links])).toHaveLength(4);
  });

  it("another company's link is not the caller's: not checked, not deleted (404)", async () => {
    const foreign = await freshRestaurant(f, f.companyB);
    const theirs = await linkType(f, foreign, 2, { company: f.companyB });
    expect(await validateDelete([theirs])).toEqual({ exception: null, restricted: [] });
    const res = await call(f, 'DELETE', REST, f.admin, { idRestDesp: [theirs] });
    expect(res.statusCode).toBe(404);
    expect(res.json().exception).toBe(MSG.recordNotFound(theirs));
    expect(await stored([theirs])).toHaveLength(1);
  });
});
