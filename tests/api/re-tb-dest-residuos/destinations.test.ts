import { MSG } from '@domain/messages';
import { FATOR_CO2E_PADRAO } from '@domain/rules/co2e';
import { destinationsInUseMessage, duplicateDestinations } from '@domain/rules/waste-config';
import type { SaveAllError } from '@domain/schemas/registers';
import type { DestDesperdicioRow, DestResiduo, DestValidateDeleteResult } from '@domain/schemas/waste-config';
import { reTbDestDesperdicios, reTbDestResiduos } from '@server/db/schema/registers';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointmentTo, DEST, DEST_DESP, freshDestino, linkDestino } from '../../kit/fixtures/destinations';
import { call, expectStatus, freshRestaurant, registerSuite, unique } from '../../kit/fixtures/registers';

/** Destinations and destinations × restaurants × waste types (spec §3, §5, §7). */

const f = registerSuite();

type Refused = SaveAllError & { blocked?: number[] };

const storedDestinos = async (ids: number[]) =>
  (
    await f.db
      .select({ id: reTbDestResiduos.idDestino })
      .from(reTbDestResiduos)
      .where(inArray(reTbDestResiduos.idDestino, ids))
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);

const storedLinks = async (ids: number[]) =>
  (
    await f.db
      .select({ id: reTbDestDesperdicios.idDestDesp })
      .from(reTbDestDesperdicios)
      .where(inArray(reTbDestDesperdicios.idDestDesp, ids))
  ).map((r) => r.id);

const search = async (token: string, idRestaurante: number | null) =>
  expectStatus<DestDesperdicioRow[]>(
    await call(f, 'POST', `${DEST_DESP}/search`, token, { idRestaurante }),
    200,
  );

describe('destinations: list, get, saveAll', () => {
  it('inserts (null id), lists by name, gets by id and updates name and state', async () => {
    const base = unique('Destino CRUD');
    const saved = await expectStatus<DestResiduo[]>(
      await call(f, 'POST', `${DEST}/saveAll`, f.admin, [
        { idDestino: null, desDestino: `${base} B` },
        { idDestino: -1, desDestino: `  ${base} A  `, indInativo: 1 },
      ]),
      200,
    );
    // Without a kind or factor (the spec's body): 'OUTRO' with its default factor.
    const outro = { tipDestino: 'OUTRO', fatorCo2e: FATOR_CO2E_PADRAO.OUTRO };
    expect(saved).toEqual([
      { idDestino: expect.any(Number), desDestino: `${base} B`, indInativo: 0, ...outro },
      { idDestino: expect.any(Number), desDestino: `${base} A`, indInativo: 1, ...outro },
    ]);
    const [b, a] = saved;
    const list = await expectStatus<DestResiduo[]>(await call(f, 'GET', DEST, f.admin), 200);
    const mine = list.filter((d) => d.desDestino.startsWith(base));
    // By name: '… A' before '… B' although B was inserted first.
    expect(mine).toEqual([a, b]);

    expect(await expectStatus(await call(f, 'GET', `${DEST}/${a.idDestino}`, f.admin), 200)).toEqual(a);
    const renamed = { idDestino: a.idDestino, desDestino: `${base} A renomeado`, indInativo: 0, ...outro };
    expect(await expectStatus(await call(f, 'POST', `${DEST}/saveAll`, f.admin, [renamed]), 200)).toEqual([
      renamed,
    ]);
    expect(await expectStatus(await call(f, 'GET', `${DEST}/${a.idDestino}`, f.admin), 200)).toEqual(renamed);
  });

  it("keeps companies apart: another company's destination is absent and 'Registro {id} não encontrado'", async () => {
    const { idDestino, desDestino } = await freshDestino(f);
    const listB = await expectStatus<DestResiduo[]>(await call(f, 'GET', DEST, f.adminB), 200);
    expect(listB.some((d) => d.idDestino === idDestino)).toBe(false);
    const get = await expectStatus<{ exception: string }>(
      await call(f, 'GET', `${DEST}/${idDestino}`, f.adminB),
      404,
    );
    expect(get.exception).toBe(MSG.recordNotFound(idDestino));
    const save = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${DEST}/saveAll`, f.adminB, [{ idDestino, desDestino: 'Invasão' }]),
      400,
    );
    expect(save.exception).toBe(MSG.rowError(1, MSG.recordNotFound(idDestino)));
    const del = await expectStatus<{ exception: string }>(
      await call(f, 'DELETE', DEST, f.adminB, { idDestino: [idDestino] }),
      404,
    );
    expect(del.exception).toBe(MSG.recordNotFound(idDestino));
    expect(await expectStatus(await call(f, 'GET', `${DEST}/${idDestino}`, f.admin), 200)).toEqual({
      idDestino,
      desDestino,
      indInativo: 0,
      tipDestino: 'OUTRO',
      fatorCo2e: FATOR_CO2E_PADRAO.OUTRO,
    });
  });

  it('answers 403 to a user without indRetAdm on every destination route', async () => {
    const { idDestino } = await freshDestino(f);
    for (const token of [f.cozinha, f.gestor]) {
      const calls = [
        call(f, 'GET', DEST, token),
        call(f, 'GET', `${DEST}/${idDestino}`, token),
        call(f, 'POST', `${DEST}/saveAll`, token, [{ idDestino: null, desDestino: unique('Proibido') }]),
        call(f, 'POST', `${DEST}/validateDelete`, token, { idDestino: [idDestino] }),
        call(f, 'DELETE', DEST, token, { idDestino: [idDestino] }),
        call(f, 'POST', `${DEST_DESP}/search`, token, { idRestaurante: null }),
        call(f, 'POST', `${DEST_DESP}/saveAll`, token, []),
        call(f, 'DELETE', DEST_DESP, token, { idDestDesp: [1] }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().message).toBe(MSG.accessDeniedText);
      }
    }
    expect(await storedDestinos([idDestino])).toEqual([idDestino]);
    // Waste entry (indApontamentos) still reads the enabled destinations.
    const filter = await call(f, 'POST', `${DEST_DESP}/filter`, f.cozinha, {
      idDestino: null,
      idRestaurante: null,
      tipDesperdicio: 1,
    });
    expect(filter.statusCode, filter.body).toBe(200);
  });

  it("refuses a repeated name (stored or in the batch, any case, trimmed): 'Registro já existente'", async () => {
    const { idDestino, desDestino } = await freshDestino(f);
    const stored = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${DEST}/saveAll`, f.admin, [
        { idDestino: null, desDestino: unique('Outro') },
        { idDestino: null, desDestino: ` ${desDestino.toUpperCase()} ` },
      ]),
      400,
    );
    expect(stored.exception).toBe(MSG.rowError(2, MSG.recordExists));
    expect(stored.errors).toEqual([{ index: 1, id: null, field: 'desDestino', message: MSG.recordExists }]);

    const name = unique('Lote');
    const batch = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${DEST}/saveAll`, f.admin, [
        { idDestino: null, desDestino: name },
        { idDestino: null, desDestino: name.toLowerCase() },
      ]),
      400,
    );
    expect(batch.errors?.map((e) => [e.index, e.message])).toEqual([
      [0, MSG.recordExists],
      [1, MSG.recordExists],
    ]);
    const list = await expectStatus<DestResiduo[]>(await call(f, 'GET', DEST, f.admin), 200);
    expect(list.some((d) => d.desDestino === name)).toBe(false);

    // Renaming another destination to the name is refused; saving a destination with its own name is not.
    const other = await freshDestino(f);
    const edit = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${DEST}/saveAll`, f.admin, [{ idDestino: other.idDestino, desDestino }]),
      400,
    );
    expect(edit.exception).toBe(MSG.rowError(1, MSG.recordExists));
    await expectStatus(
      await call(f, 'POST', `${DEST}/saveAll`, f.admin, [{ idDestino, desDestino, indInativo: 1 }]),
      200,
    );
    // Swapping two names in one batch is fine (the batch replaces the stored names).
    await expectStatus(
      await call(f, 'POST', `${DEST}/saveAll`, f.admin, [
        { idDestino, desDestino: other.desDestino },
        { idDestino: other.idDestino, desDestino },
      ]),
      200,
    );
    // Another company may use the same name.
    await expectStatus(
      await call(f, 'POST', `${DEST}/saveAll`, f.adminB, [{ idDestino: null, desDestino }]),
      200,
    );
  });

  it("a blank name is refused by the schema; an empty batch is 'Nenhum dado para salvar.'", async () => {
    const blank = await call(f, 'POST', `${DEST}/saveAll`, f.admin, [{ idDestino: null, desDestino: '  ' }]);
    expect(blank.statusCode).toBe(400);
    const empty = await expectStatus<{ exception: string }>(
      await call(f, 'POST', `${DEST}/saveAll`, f.admin, []),
      400,
    );
    expect(empty.exception).toBe(MSG.nothingToSave);
  });
});

describe('destinations: validateDelete and DELETE', () => {
  it('answers which destinations appointments and destination links use, with the message naming them', async () => {
    const idRestaurante = await freshRestaurant(f);
    const byAppointment = await freshDestino(f);
    const byLink = await freshDestino(f);
    const byBoth = await freshDestino(f);
    const free = await freshDestino(f);
    await appointmentTo(f, idRestaurante, byAppointment.idDestino);
    await appointmentTo(f, idRestaurante, byAppointment.idDestino);
    await linkDestino(f, { idRestaurante, idDestino: byLink.idDestino, tipDesperdicio: 2, indInativo: 1 });
    await appointmentTo(f, idRestaurante, byBoth.idDestino);
    await linkDestino(f, { idRestaurante, idDestino: byBoth.idDestino, tipDesperdicio: 1 });
    // A destination of company B, in use there: never reported to company A.
    const restauranteB = await freshRestaurant(f, f.companyB);
    const destinoB = await freshDestino(f, f.companyB);
    await appointmentTo(f, restauranteB, destinoB.idDestino, f.companyB);

    const ids = [free, byLink, byBoth, byAppointment, destinoB].map((d) => d.idDestino);
    const result = await expectStatus<DestValidateDeleteResult>(
      await call(f, 'POST', `${DEST}/validateDelete`, f.admin, { idDestino: ids }),
      200,
    );
    const sorted = (...xs: number[]) => xs.sort((a, b) => a - b);
    expect(result.reTbDesperdiciosDet).toEqual(sorted(byAppointment.idDestino, byBoth.idDestino));
    expect(result.reTbDestDesperdicios).toEqual(sorted(byLink.idDestino, byBoth.idDestino));
    const inUse = sorted(byAppointment.idDestino, byLink.idDestino, byBoth.idDestino);
    expect(result.message).toBe(MSG.destinationsInUse(inUse.join(', ')));
    expect(result.message).toBe(destinationsInUseMessage(inUse));

    // One id (not a list) is read too; a free one answers no message.
    expect(
      await expectStatus(
        await call(f, 'POST', `${DEST}/validateDelete`, f.admin, { idDestino: free.idDestino }),
        200,
      ),
    ).toEqual({ reTbDesperdiciosDet: [], reTbDestDesperdicios: [], message: null });
    // Company B sees its own destination in use.
    const resultB = await expectStatus<DestValidateDeleteResult>(
      await call(f, 'POST', `${DEST}/validateDelete`, f.adminB, { idDestino: ids }),
      200,
    );
    expect(resultB).toEqual({
      reTbDesperdiciosDet: [destinoB.idDestino],
      reTbDestDesperdicios: [],
      message: MSG.destinationsInUse(String(destinoB.idDestino)),
    });
  });

  it('DELETE refuses destinations in use (nothing deleted) and deletes free ones', async () => {
    const idRestaurante = await freshRestaurant(f);
    const used = await freshDestino(f);
    const linked = await freshDestino(f);
    const free = await freshDestino(f);
    const free2 = await freshDestino(f);
    await appointmentTo(f, idRestaurante, used.idDestino);
    await linkDestino(f, { idRestaurante, idDestino: linked.idDestino, tipDesperdicio: 3 });

    const all = [used, linked, free, free2].map((d) => d.idDestino);
    const refused = await expectStatus<Refused>(
      await call(f, 'DELETE', DEST, f.admin, { idDestino: all }),
      400,
    );
    const blocked = [used.idDestino, linked.idDestino].sort((a, b) => a - b);
    expect(refused.exception).toBe(MSG.destinationsInUse(blocked.join(', ')));
    expect(refused.blocked).toEqual(blocked);
    expect(await storedDestinos(all)).toEqual([...all].sort((a, b) => a - b));

    // What the client does next: delete only the free ones.
    expect(
      await expectStatus(
        await call(f, 'DELETE', DEST, f.admin, { idDestino: [free.idDestino, free2.idDestino] }),
        200,
      ),
    ).toEqual({ deleted: 2 });
    expect(await storedDestinos(all)).toEqual(blocked);
    const gone = await expectStatus<{ exception: string }>(
      await call(f, 'GET', `${DEST}/${free.idDestino}`, f.admin),
      404,
    );
    expect(gone.exception).toBe(MSG.recordNotFound(free.idDestino));
  });
});

describe('destinations × restaurants × waste types', () => {
  it('search lists a restaurant’s links with the names; without a restaurant every restaurant’s', async () => {
    const r1 = await freshRestaurant(f);
    const r2 = await freshRestaurant(f);
    const d = await freshDestino(f);
    const l1 = await linkDestino(f, { idRestaurante: r1, idDestino: d.idDestino, tipDesperdicio: 1 });
    const l2 = await linkDestino(f, {
      idRestaurante: r2,
      idDestino: d.idDestino,
      tipDesperdicio: 2,
      indInativo: 1,
    });
    const rows = await search(f.admin, r1);
    expect(rows).toEqual([
      {
        idDestDesp: l1,
        idRestaurante: r1,
        idDestino: d.idDestino,
        tipDesperdicio: 1,
        indInativo: 0,
        desRestaurante: expect.stringContaining('Restaurante de cadastro'),
        desDestino: d.desDestino,
      },
    ]);
    const all = (await search(f.admin, null)).map((r) => r.idDestDesp);
    expect(all).toEqual(expect.arrayContaining([l1, l2]));
    const absent = await expectStatus<DestDesperdicioRow[]>(
      await call(f, 'POST', `${DEST_DESP}/search`, f.admin, {}),
      200,
    );
    expect(absent.map((r) => r.idDestDesp)).toEqual(expect.arrayContaining([l1, l2]));
    // Company B sees none of them, not even by naming the restaurant.
    expect(await search(f.adminB, r1)).toEqual([]);
    expect((await search(f.adminB, null)).some((r) => r.idDestDesp === l1 || r.idDestDesp === l2)).toBe(
      false,
    );
  });

  it('refuses types 3 and 4 active for the same restaurant and destination, verbatim; one inactive is fine', async () => {
    const idRestaurante = await freshRestaurant(f);
    const { idDestino } = await freshDestino(f);
    const [turno] = await expectStatus<DestDesperdicioRow[]>(
      await call(f, 'POST', `${DEST_DESP}/saveAll`, f.admin, [
        { idDestDesp: null, idRestaurante, idDestino, tipDesperdicio: 3 },
      ]),
      200,
    );
    expect(turno).toMatchObject({ idRestaurante, idDestino, tipDesperdicio: 3, indInativo: 0 });

    // Against the stored link.
    const clash = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${DEST_DESP}/saveAll`, f.admin, [
        { idDestDesp: null, idRestaurante, idDestino, tipDesperdicio: 4 },
      ]),
      400,
    );
    expect(clash.exception).toBe(
      'Linha 1: Um destino de não pode estar habilitado para Pré-preparo por Turno e Pré-preparo por Insumo ao mesmo tempo',
    );
    expect(clash.errors).toEqual([{ index: 0, id: null, message: MSG.destinationTurnoAndInsumo }]);

    // The same with the new link inactive is accepted.
    const [insumo] = await expectStatus<DestDesperdicioRow[]>(
      await call(f, 'POST', `${DEST_DESP}/saveAll`, f.admin, [
        { idDestDesp: null, idRestaurante, idDestino, tipDesperdicio: 4, indInativo: 1 },
      ]),
      200,
    );
    // Activating it is refused; deactivating the other in the same batch makes it valid.
    const activate = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${DEST_DESP}/saveAll`, f.admin, [
        { ...insumo, indInativo: 0, desDestino: undefined, desRestaurante: undefined },
      ]),
      400,
    );
    expect(activate.exception).toBe(MSG.rowError(1, MSG.destinationTurnoAndInsumo));
    await expectStatus(
      await call(f, 'POST', `${DEST_DESP}/saveAll`, f.admin, [
        { idDestDesp: turno.idDestDesp, idRestaurante, idDestino, tipDesperdicio: 3, indInativo: 1 },
        { idDestDesp: insumo.idDestDesp, idRestaurante, idDestino, tipDesperdicio: 4, indInativo: 0 },
      ]),
      200,
    );

    // Both in one batch, active: both rows refused, nothing saved. Another restaurant is not a clash.
    const r2 = await freshRestaurant(f);
    const both = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${DEST_DESP}/saveAll`, f.admin, [
        { idDestDesp: null, idRestaurante: r2, idDestino, tipDesperdicio: 3 },
        { idDestDesp: null, idRestaurante: r2, idDestino, tipDesperdicio: 4 },
      ]),
      400,
    );
    expect(both.errors?.map((e) => [e.index, e.message])).toEqual([
      [0, MSG.destinationTurnoAndInsumo],
      [1, MSG.destinationTurnoAndInsumo],
    ]);
    expect(await search(f.admin, r2)).toEqual([]);
    await expectStatus(
      await call(f, 'POST', `${DEST_DESP}/saveAll`, f.admin, [
        { idDestDesp: null, idRestaurante: r2, idDestino, tipDesperdicio: 3 },
      ]),
      200,
    );
  });

  it("refuses a repeated restaurant, destination and type: 'Registro já existente'", async () => {
    const idRestaurante = await freshRestaurant(f);
    const { idDestino } = await freshDestino(f);
    const link = { idDestDesp: null, idRestaurante, idDestino, tipDesperdicio: 1 };
    await expectStatus(await call(f, 'POST', `${DEST_DESP}/saveAll`, f.admin, [link]), 200);
    const again = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${DEST_DESP}/saveAll`, f.admin, [{ ...link, indInativo: 1 }]),
      400,
    );
    expect(again.exception).toBe(MSG.rowError(1, MSG.recordExists));
    expect(again.errors).toEqual([{ index: 0, id: null, field: 'idDestino', message: MSG.recordExists }]);
    const twice = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${DEST_DESP}/saveAll`, f.admin, [
        { ...link, tipDesperdicio: 2 },
        { ...link, tipDesperdicio: 2 },
      ]),
      400,
    );
    expect(twice.errors?.map((e) => e.message)).toEqual([MSG.recordExists, MSG.recordExists]);
    expect((await search(f.admin, idRestaurante)).map((r) => r.tipDesperdicio)).toEqual([1]);

    // Two saves of the same new link at once: exactly one is stored, the other is refused.
    const concurrent = await Promise.all([
      call(f, 'POST', `${DEST_DESP}/saveAll`, f.admin, [{ ...link, tipDesperdicio: 3 }]),
      call(f, 'POST', `${DEST_DESP}/saveAll`, f.admin, [{ ...link, tipDesperdicio: 3 }]),
    ]);
    expect(concurrent.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(concurrent.find((r) => r.statusCode === 400)?.json().exception).toBe(
      MSG.rowError(1, MSG.recordExists),
    );
    expect((await search(f.admin, idRestaurante)).map((r) => r.tipDesperdicio).sort()).toEqual([1, 3]);
  });

  it("refuses a destination or restaurant of another company, naming it; updates of another company's link are 'não encontrado'", async () => {
    const idRestaurante = await freshRestaurant(f);
    const destinoB = await freshDestino(f, f.companyB);
    const restauranteB = await freshRestaurant(f, f.companyB);
    const { idDestino } = await freshDestino(f);
    const foreignDest = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${DEST_DESP}/saveAll`, f.admin, [
        { idDestDesp: null, idRestaurante, idDestino, tipDesperdicio: 1 },
        { idDestDesp: null, idRestaurante, idDestino: destinoB.idDestino, tipDesperdicio: 1 },
      ]),
      400,
    );
    expect(foreignDest.exception).toBe(MSG.rowError(2, MSG.notFoundRef('idDestino', destinoB.idDestino)));
    const foreignRest = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${DEST_DESP}/saveAll`, f.admin, [
        { idDestDesp: null, idRestaurante: restauranteB, idDestino, tipDesperdicio: 1 },
      ]),
      400,
    );
    expect(foreignRest.exception).toBe(MSG.rowError(1, MSG.notFoundRef('idRestaurante', restauranteB)));
    // Nothing half-saved: the valid first row of the refused batch is not stored.
    expect(await search(f.admin, idRestaurante)).toEqual([]);

    const linkB = await linkDestino(
      f,
      { idRestaurante: restauranteB, idDestino: destinoB.idDestino, tipDesperdicio: 1 },
      f.companyB,
    );
    const update = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${DEST_DESP}/saveAll`, f.admin, [
        { idDestDesp: linkB, idRestaurante, idDestino, tipDesperdicio: 2 },
      ]),
      400,
    );
    expect(update.exception).toBe(MSG.rowError(1, MSG.recordNotFound(linkB)));
  });

  it('DELETE removes links by id (one or a list); another company gets 404 and nothing is deleted', async () => {
    const idRestaurante = await freshRestaurant(f);
    const { idDestino } = await freshDestino(f);
    const a = await linkDestino(f, { idRestaurante, idDestino, tipDesperdicio: 1 });
    const b = await linkDestino(f, { idRestaurante, idDestino, tipDesperdicio: 2 });
    const c = await linkDestino(f, { idRestaurante, idDestino, tipDesperdicio: 3 });
    const denied = await expectStatus<{ exception: string }>(
      await call(f, 'DELETE', DEST_DESP, f.adminB, { idDestDesp: [a, b] }),
      404,
    );
    expect(denied.exception).toBe(MSG.recordNotFound(a));
    expect(await storedLinks([a, b, c])).toHaveLength(3);
    expect(
      await expectStatus(await call(f, 'DELETE', DEST_DESP, f.admin, { idDestDesp: [a, b] }), 200),
    ).toEqual({ deleted: 2 });
    expect(await expectStatus(await call(f, 'DELETE', DEST_DESP, f.admin, { idDestDesp: c }), 200)).toEqual({
      deleted: 1,
    });
    expect(await storedLinks([a, b, c])).toEqual([]);
    // Without its links, the destination is free again.
    await expectStatus(await call(f, 'DELETE', DEST, f.admin, { idDestino }), 200);
  });

  it('duplicates a restaurant’s set into an empty restaurant through saveAll; a second copy is refused', async () => {
    const origem = await freshRestaurant(f);
    const alvo = await freshRestaurant(f);
    const d1 = await freshDestino(f);
    const d2 = await freshDestino(f);
    await linkDestino(f, { idRestaurante: origem, idDestino: d1.idDestino, tipDesperdicio: 1 });
    await linkDestino(f, { idRestaurante: origem, idDestino: d1.idDestino, tipDesperdicio: 3 });
    await linkDestino(f, {
      idRestaurante: origem,
      idDestino: d2.idDestino,
      tipDesperdicio: 4,
      indInativo: 1,
    });

    const source = await search(f.admin, origem);
    const copy = duplicateDestinations(source, await search(f.admin, alvo), alvo);
    if (!copy.ok) throw new Error(copy.message);
    await expectStatus(
      await call(
        f,
        'POST',
        `${DEST_DESP}/saveAll`,
        f.admin,
        copy.rows.map((r) => ({ idDestDesp: null, ...r })),
      ),
      200,
    );
    const key = (r: DestDesperdicioRow) => [r.idDestino, r.tipDesperdicio, r.indInativo].join(':');
    const copied = await search(f.admin, alvo);
    expect(copied.every((r) => r.idRestaurante === alvo)).toBe(true);
    expect(copied.map(key).sort()).toEqual(source.map(key).sort());

    // The target has links now: the client rule refuses, and the server refuses the same copy.
    expect(duplicateDestinations(source, copied, alvo)).toEqual({
      ok: false,
      message: 'Registros já existem no restaurante selecionado. Nada será adicionado',
    });
    const again = await expectStatus<SaveAllError>(
      await call(
        f,
        'POST',
        `${DEST_DESP}/saveAll`,
        f.admin,
        copy.rows.map((r) => ({ idDestDesp: null, ...r })),
      ),
      400,
    );
    expect(again.errors?.every((e) => e.message === MSG.recordExists)).toBe(true);
  });
});
