import { MSG } from '@domain/messages';
import type { Recipiente, RecipientePeso, SaveAllError } from '@domain/schemas/registers';
import { reTbRecipientes, reTbRecipientesPesos } from '@server/db/schema/registers';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  call,
  expectStatus,
  freshContainer,
  freshRestaurant,
  PESOS,
  REC,
  registerSuite,
  unique,
} from '../../kit/fixtures/registers';

/** Containers and tare weights (spec §3, §5, §7 "Tare weights and containers"). */

const f = registerSuite();

describe('containers', () => {
  it('POST inserts one container (null id) and updates it (its id)', async () => {
    const name = unique('Cuba GN');
    const created = await expectStatus<Recipiente>(
      await call(f, 'POST', REC, f.admin, { idRecipiente: null, desRecipiente: name }),
      200,
    );
    expect(created).toEqual({ idRecipiente: expect.any(Number), desRecipiente: name, qtdMaxima: null });
    const renamed = unique('Cuba GN 1/1');
    const updated = await expectStatus<Recipiente>(
      await call(f, 'POST', REC, f.admin, { idRecipiente: created.idRecipiente, desRecipiente: renamed }),
      200,
    );
    expect(updated).toEqual({ idRecipiente: created.idRecipiente, desRecipiente: renamed, qtdMaxima: null });
    const list = await expectStatus<Recipiente[]>(await call(f, 'GET', REC, f.admin), 200);
    expect(list).toContainEqual(updated);
  });

  it("saves and lists the optional 'Máximo (kg)' (typed as a tare is), and refuses one not above zero", async () => {
    const [a, b] = await expectStatus<Recipiente[]>(
      await call(f, 'POST', `${REC}/saveAll`, f.admin, [
        { idRecipiente: -1, desRecipiente: unique('Cuba com máximo'), qtdMaxima: '25,5 kg' },
        { idRecipiente: -2, desRecipiente: unique('Cuba sem máximo'), qtdMaxima: '' },
      ]),
      200,
    );
    expect([a.qtdMaxima, b.qtdMaxima]).toEqual([25.5, null]);
    const list = await expectStatus<Recipiente[]>(await call(f, 'GET', REC, f.admin), 200);
    expect(list).toContainEqual(a);
    const edited = await expectStatus<Recipiente[]>(
      await call(f, 'POST', `${REC}/saveAll`, f.admin, [{ ...b, qtdMaxima: 12 }]),
      200,
    );
    expect(edited[0].qtdMaxima).toBe(12);
    const bad = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${REC}/saveAll`, f.admin, [{ ...a, qtdMaxima: 0 }]),
      400,
    );
    expect(bad.exception).toBe(MSG.rowError(1, MSG.containerMaxInvalid));
  });

  it("refuses a repeated name (any case, trimmed) with 'Registro já existente'", async () => {
    const name = unique('Balde');
    await expectStatus(await call(f, 'POST', REC, f.admin, { idRecipiente: null, desRecipiente: name }), 200);
    const body = await expectStatus<SaveAllError>(
      await call(f, 'POST', REC, f.admin, { idRecipiente: null, desRecipiente: ` ${name.toLowerCase()} ` }),
      400,
    );
    expect(body.exception).toBe(MSG.recordExists);
    const other = await freshContainer(f);
    const edit = await expectStatus<SaveAllError>(
      await call(f, 'POST', REC, f.admin, { idRecipiente: other, desRecipiente: name }),
      400,
    );
    expect(edit.exception).toBe(MSG.recordExists);
    // Another company may use the same name.
    await expectStatus(
      await call(f, 'POST', REC, f.adminB, { idRecipiente: null, desRecipiente: name }),
      200,
    );
  });

  it('DELETE /{id} removes the container and its tares; another company gets 404', async () => {
    const idRecipiente = await freshContainer(f);
    const idRestaurante = await freshRestaurant(f);
    await expectStatus(
      await call(f, 'POST', `${PESOS}/saveAll`, f.admin, [
        { idPeso: null, idRestaurante, idRecipiente, qtdPeso: 1 },
      ]),
      200,
    );
    const denied = await expectStatus<{ exception: string }>(
      await call(f, 'DELETE', `${REC}/${idRecipiente}`, f.adminB),
      404,
    );
    expect(denied.exception).toBe(MSG.recordNotFound(idRecipiente));
    await expectStatus(await call(f, 'DELETE', `${REC}/${idRecipiente}`, f.admin), 200);
    expect(
      await f.db.select().from(reTbRecipientes).where(eq(reTbRecipientes.idRecipiente, idRecipiente)),
    ).toEqual([]);
    expect(
      await f.db
        .select()
        .from(reTbRecipientesPesos)
        .where(eq(reTbRecipientesPesos.idRecipiente, idRecipiente)),
    ).toEqual([]);
  });
});

describe('tare weights', () => {
  it("stores '1,5', '1,5 kg', '1.5' and numbers as numbers", async () => {
    const idRestaurante = await freshRestaurant(f);
    const containers = [
      await freshContainer(f),
      await freshContainer(f),
      await freshContainer(f),
      await freshContainer(f),
    ];
    const typed = ['1,5', '2,25 kg', '0.75', 3];
    const rows = await expectStatus<RecipientePeso[]>(
      await call(
        f,
        'POST',
        `${PESOS}/saveAll`,
        f.admin,
        containers.map((idRecipiente, i) => ({
          idPeso: -1 - i,
          idRestaurante,
          idRecipiente,
          qtdPeso: typed[i],
        })),
      ),
      200,
    );
    expect(rows.map((r) => r.qtdPeso)).toEqual([1.5, 2.25, 0.75, 3]);
    expect(rows[0].desRecipiente).toBeTypeOf('string');
    expect(rows[0].desRestaurante).toBeTypeOf('string');
    const stored = await f.db
      .select({ q: reTbRecipientesPesos.qtdPeso })
      .from(reTbRecipientesPesos)
      .where(eq(reTbRecipientesPesos.idRestaurante, idRestaurante));
    expect(stored.map((s) => s.q).sort()).toEqual([0.75, 1.5, 2.25, 3]);
  });

  it('refuses a quantity it cannot read, naming the row', async () => {
    const idRestaurante = await freshRestaurant(f);
    const [a, b] = [await freshContainer(f), await freshContainer(f)];
    const body = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${PESOS}/saveAll`, f.admin, [
        { idPeso: null, idRestaurante, idRecipiente: a, qtdPeso: '1,5' },
        { idPeso: null, idRestaurante, idRecipiente: b, qtdPeso: 'um quilo' },
      ]),
      400,
    );
    expect(body.exception).toBe(MSG.rowError(2, MSG.tareInvalid));
    expect(body.errors).toEqual([{ index: 1, id: null, field: 'qtdPeso', message: MSG.tareInvalid }]);
    const neg = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${PESOS}/saveAll`, f.admin, [
        { idPeso: null, idRestaurante, idRecipiente: a, qtdPeso: -1 },
      ]),
      400,
    );
    expect(neg.exception).toBe(MSG.rowError(1, MSG.tareInvalid));
    expect(
      await f.db
        .select()
        .from(reTbRecipientesPesos)
        .where(eq(reTbRecipientesPesos.idRestaurante, idRestaurante)),
    ).toEqual([]);
  });

  it("refuses the same restaurant and container twice: 'Registro já existente' (new) / 'Tara já cadastrada para este restaurante' (edit)", async () => {
    const idRestaurante = await freshRestaurant(f);
    const [a, b] = [await freshContainer(f), await freshContainer(f)];
    const inBatch = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${PESOS}/saveAll`, f.admin, [
        { idPeso: -1, idRestaurante, idRecipiente: a, qtdPeso: 1 },
        { idPeso: -2, idRestaurante, idRecipiente: a, qtdPeso: 2 },
      ]),
      400,
    );
    expect(inBatch.exception).toBe(MSG.rowError(1, MSG.recordExists));

    const [ta, tb] = await expectStatus<RecipientePeso[]>(
      await call(f, 'POST', `${PESOS}/saveAll`, f.admin, [
        { idPeso: null, idRestaurante, idRecipiente: a, qtdPeso: 1 },
        { idPeso: null, idRestaurante, idRecipiente: b, qtdPeso: 2 },
      ]),
      200,
    );
    const again = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${PESOS}/saveAll`, f.admin, [
        { idPeso: null, idRestaurante, idRecipiente: a, qtdPeso: 5 },
      ]),
      400,
    );
    expect(again.exception).toBe(MSG.rowError(1, MSG.recordExists));

    const edit = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${PESOS}/saveAll`, f.admin, [{ ...tb, idRecipiente: a }]),
      400,
    );
    expect(edit.exception).toBe(MSG.rowError(1, MSG.tareExists));
    expect(edit.errors).toEqual([
      { index: 0, id: tb.idPeso, field: 'idRecipiente', message: MSG.tareExists },
    ]);

    // A swap in one batch passes the rule (rows after the save) but the unique (restaurant, container)
    // index is checked row by row: the register's message, never a 500, and nothing saved.
    const swap = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${PESOS}/saveAll`, f.admin, [
        { ...ta, idRecipiente: b },
        { ...tb, idRecipiente: a },
      ]),
      400,
    );
    expect(swap.exception).toBe(MSG.rowError(1, MSG.tareExists));
    const after = await expectStatus<RecipientePeso[]>(
      await call(f, 'POST', `${PESOS}/search`, f.admin, { idRestaurante }),
      200,
    );
    expect(after.map((t) => [t.idPeso, t.idRecipiente]).sort()).toEqual(
      [
        [ta.idPeso, a],
        [tb.idPeso, b],
      ].sort(),
    );
  });

  it('search {idRestaurante} lists the tares with names; the lov route still answers', async () => {
    const idRestaurante = await freshRestaurant(f);
    const idRecipiente = await freshContainer(f);
    const [saved] = await expectStatus<RecipientePeso[]>(
      await call(f, 'POST', `${PESOS}/saveAll`, f.admin, [
        { idPeso: null, idRestaurante, idRecipiente, qtdPeso: '1,15 kg' },
      ]),
      200,
    );
    const found = await expectStatus<RecipientePeso[]>(
      await call(f, 'POST', `${PESOS}/search`, f.admin, { idRestaurante }),
      200,
    );
    expect(found).toEqual([saved]);
    expect(
      await expectStatus(await call(f, 'GET', `${PESOS}?idRestaurante=${idRestaurante}`, f.admin), 200),
    ).toEqual([saved]);
    expect(saved.qtdPeso).toBe(1.15);
    const lov = await expectStatus<{ idPeso: number }[]>(
      await call(f, 'POST', `${PESOS}/lov/findActivesByIdRestaurante`, f.cozinha, { idRestaurante }),
      200,
    );
    expect(lov.map((l) => l.idPeso)).toEqual([saved.idPeso]);
    // Another company sees none of them.
    expect(
      await expectStatus(await call(f, 'POST', `${PESOS}/search`, f.adminB, { idRestaurante }), 200),
    ).toEqual([]);
    const all = await expectStatus<RecipientePeso[]>(await call(f, 'GET', PESOS, f.adminB), 200);
    expect(all.some((r) => r.idPeso === saved.idPeso)).toBe(false);
  });

  it('DELETE {idPeso list} removes them; ids of another company answer 404 and nothing is removed', async () => {
    const idRestaurante = await freshRestaurant(f);
    const [a, b] = [await freshContainer(f), await freshContainer(f)];
    const rows = await expectStatus<RecipientePeso[]>(
      await call(f, 'POST', `${PESOS}/saveAll`, f.admin, [
        { idPeso: null, idRestaurante, idRecipiente: a, qtdPeso: 1 },
        { idPeso: null, idRestaurante, idRecipiente: b, qtdPeso: 1 },
      ]),
      200,
    );
    const ids = rows.map((r) => r.idPeso);
    await expectStatus(await call(f, 'DELETE', PESOS, f.adminB, { idPeso: ids }), 404);
    expect(
      await f.db.select().from(reTbRecipientesPesos).where(inArray(reTbRecipientesPesos.idPeso, ids)),
    ).toHaveLength(2);
    expect(await expectStatus(await call(f, 'DELETE', PESOS, f.admin, { idPeso: ids }), 200)).toEqual({
      deleted: 2,
    });
    expect(
      await f.db.select().from(reTbRecipientesPesos).where(inArray(reTbRecipientesPesos.idPeso, ids)),
    ).toEqual([]);
  });

  it('is open to indApontamentos (the entry screens read tares)', async () => {
    const idRestaurante = await freshRestaurant(f);
    const idRecipiente = await freshContainer(f);
    await expectStatus(
      await call(f, 'POST', `${PESOS}/saveAll`, f.cozinha, [
        { idPeso: null, idRestaurante, idRecipiente, qtdPeso: '0,5' },
      ]),
      200,
    );
    await expectStatus(await call(f, 'POST', `${PESOS}/search`, f.gestor, { idRestaurante }), 403);
  });

  it('lets the tare screen of indApontamentos read the containers, but not change them', async () => {
    const idRecipiente = await freshContainer(f);
    const list = await call(f, 'GET', '/api/v1/reTbRecipientes', f.cozinha);
    await expectStatus(list, 200);
    expect(list.json().some((r: { idRecipiente: number }) => r.idRecipiente === idRecipiente)).toBe(true);
    await expectStatus(await call(f, 'GET', `/api/v1/reTbRecipientes/${idRecipiente}`, f.cozinha), 200);
    await expectStatus(
      await call(f, 'POST', '/api/v1/reTbRecipientes/saveAll', f.cozinha, [
        { idRecipiente: null, desRecipiente: `Cuba ${Date.now()}` },
      ]),
      403,
    );
    await expectStatus(await call(f, 'DELETE', `/api/v1/reTbRecipientes/${idRecipiente}`, f.cozinha), 403);
    await expectStatus(await call(f, 'GET', '/api/v1/reTbRecipientes', f.gestor), 403);
  });
});
