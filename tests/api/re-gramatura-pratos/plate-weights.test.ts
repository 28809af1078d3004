import { MSG } from '@domain/messages';
import type { SaveAllError } from '@domain/schemas/registers';
import type { GramaturaPrato, GrupoPrato } from '@domain/schemas/waste-config';
import { reGramaturaPratos } from '@server/db/schema/menu';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDishGroup, GRAMATURA, GRUPO_PRATO } from '../../kit/fixtures/goals';
import { call, expectStatus, registerSuite } from '../../kit/fixtures/registers';

/** Plate weight per dish group (spec §3 "Plate weight", §7 "Plate weights"). */

const f = registerSuite();

const SAVE = `${GRAMATURA}/saveAll`;
const FIND = `${GRAMATURA}/findAllGramaturaPorGrupoPratos`;

const storedOf = (idGrupos: number[]) =>
  f.db
    .select({ idGrupo: reGramaturaPratos.idGrupo, qtdPrato: reGramaturaPratos.qtdPrato })
    .from(reGramaturaPratos)
    .where(inArray(reGramaturaPratos.idGrupo, idGrupos));

async function saveWeight(idGrupo: number, qtdPrato: number | string): Promise<GramaturaPrato> {
  const [row] = await expectStatus<GramaturaPrato[]>(
    await call(f, 'POST', SAVE, f.admin, [{ idGramatura: null, idGrupo, qtdPrato }]),
    200,
  );
  return row;
}

describe('dish groups: POST /api/v1/reTbTbGrupoPrato', () => {
  it("lists the company's dish groups, searched by part of the name (any case)", async () => {
    const a = await freshDishGroup(f);
    const b = await freshDishGroup(f, f.companyB);
    const all = await expectStatus<GrupoPrato[]>(await call(f, 'POST', GRUPO_PRATO, f.admin, {}), 200);
    expect(all).toContainEqual({ idGrupo: a.idGrupo, desGrupo: a.desGrupo });
    expect(all.map((g) => g.idGrupo)).not.toContain(b.idGrupo);

    const found = await expectStatus<GrupoPrato[]>(
      await call(f, 'POST', GRUPO_PRATO, f.admin, { search: a.desGrupo.slice(-8).toUpperCase() }),
      200,
    );
    expect(found).toEqual([{ idGrupo: a.idGrupo, desGrupo: a.desGrupo }]);
    // Another company's group is not found by its name.
    expect(
      await expectStatus(await call(f, 'POST', GRUPO_PRATO, f.admin, { search: b.desGrupo }), 200),
    ).toEqual([]);
    // No body: every group.
    const noBody = await expectStatus<GrupoPrato[]>(await call(f, 'POST', GRUPO_PRATO, f.admin), 200);
    expect(noBody.map((g) => g.idGrupo)).toContain(a.idGrupo);
  });
});

describe('plate weights', () => {
  it("saves '0,45 kg' as 0.45 with the group's name, and finds it by group or among all", async () => {
    const g = await freshDishGroup(f);
    const saved = await saveWeight(g.idGrupo, '0,45 kg');
    expect(saved).toEqual({
      idGramatura: expect.any(Number),
      idGrupo: g.idGrupo,
      desGrupo: g.desGrupo,
      qtdPrato: 0.45,
    });
    expect(await storedOf([g.idGrupo])).toEqual([{ idGrupo: g.idGrupo, qtdPrato: 0.45 }]);

    const byGroup = await expectStatus<GramaturaPrato[]>(
      await call(f, 'POST', FIND, f.admin, { idGrupo: g.idGrupo }),
      200,
    );
    expect(byGroup).toEqual([saved]);
    const all = await expectStatus<GramaturaPrato[]>(await call(f, 'POST', FIND, f.admin, {}), 200);
    expect(all).toContainEqual(saved);
    expect(all.length).toBeGreaterThan(1);

    // '0,45' and a number are read too; an edit updates the weight.
    const edited = await expectStatus<GramaturaPrato[]>(
      await call(f, 'POST', SAVE, f.admin, [
        { idGramatura: saved.idGramatura, idGrupo: g.idGrupo, qtdPrato: '0,5' },
      ]),
      200,
    );
    expect(edited).toEqual([{ ...saved, qtdPrato: 0.5 }]);
    const g2 = await freshDishGroup(f);
    expect((await saveWeight(g2.idGrupo, 0.3)).qtdPrato).toBe(0.3);
  });

  it("refuses a second weight for a dish group with 'Registro já existente', in the batch or stored", async () => {
    const g = await freshDishGroup(f);
    const first = await saveWeight(g.idGrupo, 0.4);
    const again = await expectStatus<SaveAllError>(
      await call(f, 'POST', SAVE, f.admin, [{ idGramatura: null, idGrupo: g.idGrupo, qtdPrato: 0.6 }]),
      400,
    );
    expect(again.exception).toBe(MSG.rowError(1, MSG.recordExists));
    expect(again.errors).toEqual([{ index: 0, id: null, field: 'idGrupo', message: MSG.recordExists }]);

    // Two new weights of one group in a batch: both refused, nothing saved.
    const h = await freshDishGroup(f);
    const twice = await expectStatus<SaveAllError>(
      await call(f, 'POST', SAVE, f.admin, [
        { idGramatura: null, idGrupo: h.idGrupo, qtdPrato: 0.4 },
        { idGramatura: -2, idGrupo: h.idGrupo, qtdPrato: 0.5 },
      ]),
      400,
    );
    expect(twice.errors?.map((e) => [e.index, e.message])).toEqual([
      [0, MSG.recordExists],
      [1, MSG.recordExists],
    ]);
    expect(await storedOf([h.idGrupo])).toEqual([]);

    // Moving a stored weight onto a group that has one is refused too; moving the other away first is not.
    const other = await saveWeight(h.idGrupo, 0.2);
    const moved = await expectStatus<SaveAllError>(
      await call(f, 'POST', SAVE, f.admin, [
        { idGramatura: other.idGramatura, idGrupo: g.idGrupo, qtdPrato: 0.2 },
      ]),
      400,
    );
    expect(moved.errors?.[0].message).toBe(MSG.recordExists);
    const k = await freshDishGroup(f);
    await expectStatus(
      await call(f, 'POST', SAVE, f.admin, [
        { idGramatura: first.idGramatura, idGrupo: k.idGrupo, qtdPrato: 0.4 },
        { idGramatura: other.idGramatura, idGrupo: g.idGrupo, qtdPrato: 0.2 },
      ]),
      200,
    );
    expect(await storedOf([g.idGrupo, k.idGrupo])).toEqual(
      expect.arrayContaining([
        { idGrupo: g.idGrupo, qtdPrato: 0.2 },
        { idGrupo: k.idGrupo, qtdPrato: 0.4 },
      ]),
    );
  });

  it('refuses a weight that is not kg above zero, on qtdPrato, and saves nothing of the batch', async () => {
    const ok = await freshDishGroup(f);
    for (const qtdPrato of ['0', '0 kg', 'abc', -1, '', 101]) {
      const g = await freshDishGroup(f);
      const body = await expectStatus<SaveAllError>(
        await call(f, 'POST', SAVE, f.admin, [
          { idGramatura: null, idGrupo: ok.idGrupo, qtdPrato: 0.45 },
          { idGramatura: null, idGrupo: g.idGrupo, qtdPrato },
        ]),
        400,
      );
      expect(body.exception).toBe(MSG.rowError(2, MSG.plateWeightInvalid));
      expect(body.errors).toEqual([
        { index: 1, id: null, field: 'qtdPrato', message: MSG.plateWeightInvalid },
      ]);
    }
    expect(await storedOf([ok.idGrupo])).toEqual([]);
  });

  it("refuses a dish group of another company (a row error), and B does not see A's weights", async () => {
    const b = await freshDishGroup(f, f.companyB);
    const body = await expectStatus<SaveAllError>(
      await call(f, 'POST', SAVE, f.admin, [{ idGramatura: null, idGrupo: b.idGrupo, qtdPrato: 0.4 }]),
      400,
    );
    expect(body.errors).toEqual([
      { index: 0, id: null, field: 'idGrupo', message: MSG.notFoundRef('idGrupo', b.idGrupo) },
    ]);
    expect(await storedOf([b.idGrupo])).toEqual([]);

    const a = await freshDishGroup(f);
    const saved = await saveWeight(a.idGrupo, 0.4);
    expect(await expectStatus(await call(f, 'POST', FIND, f.adminB, { idGrupo: a.idGrupo }), 200)).toEqual(
      [],
    );
    const all = await expectStatus<GramaturaPrato[]>(await call(f, 'POST', FIND, f.adminB, {}), 200);
    expect(all.map((r) => r.idGramatura)).not.toContain(saved.idGramatura);
    // B cannot edit A's weight.
    const edit = await expectStatus<SaveAllError>(
      await call(f, 'POST', SAVE, f.adminB, [
        { idGramatura: saved.idGramatura, idGrupo: a.idGrupo, qtdPrato: 1 },
      ]),
      400,
    );
    expect(edit.errors?.[0].message).toBe(MSG.recordNotFound(saved.idGramatura));
  });

  it('DELETE {idGrupo} deletes the weights of those dish groups; a group without one → 404, nothing deleted', async () => {
    const g1 = await freshDishGroup(f);
    const g2 = await freshDishGroup(f);
    const none = await freshDishGroup(f);
    await saveWeight(g1.idGrupo, 0.4);
    await saveWeight(g2.idGrupo, 0.5);

    const missing = await expectStatus<{ exception: string }>(
      await call(f, 'DELETE', GRAMATURA, f.admin, { idGrupo: [g1.idGrupo, none.idGrupo] }),
      404,
    );
    expect(missing.exception).toBe(MSG.recordNotFound(none.idGrupo));
    expect(await storedOf([g1.idGrupo])).toHaveLength(1);

    // Another company's delete of A's group: 404, nothing deleted.
    const foreign = await expectStatus<{ exception: string }>(
      await call(f, 'DELETE', GRAMATURA, f.adminB, { idGrupo: g1.idGrupo }),
      404,
    );
    expect(foreign.exception).toBe(MSG.recordNotFound(g1.idGrupo));
    expect(await storedOf([g1.idGrupo])).toHaveLength(1);

    expect(
      await expectStatus(
        await call(f, 'DELETE', GRAMATURA, f.admin, { idGrupo: [g1.idGrupo, g2.idGrupo] }),
        200,
      ),
    ).toEqual({ deleted: 2 });
    expect(await storedOf([g1.idGrupo, g2.idGrupo])).toEqual([]);
    // A single id is read as a list; the group itself stays (a weight can be added again).
    await saveWeight(g1.idGrupo, 0.35);
    expect(
      await expectStatus(await call(f, 'DELETE', GRAMATURA, f.admin, { idGrupo: g1.idGrupo }), 200),
    ).toEqual({ deleted: 1 });
  });

  it("an empty save answers 'Nenhum dado para salvar.'", async () => {
    const body = await expectStatus<{ exception: string }>(await call(f, 'POST', SAVE, f.admin, []), 400);
    expect(body.exception).toBe(MSG.nothingToSave);
  });

  it('needs indRetAdm: 403 for users without it', async () => {
    const g = await freshDishGroup(f);
    for (const token of [f.gestor, f.cozinha]) {
      expect((await call(f, 'POST', GRUPO_PRATO, token, {})).statusCode).toBe(403);
      expect((await call(f, 'POST', FIND, token, {})).statusCode).toBe(403);
      expect(
        (await call(f, 'POST', SAVE, token, [{ idGramatura: null, idGrupo: g.idGrupo, qtdPrato: 0.4 }]))
          .statusCode,
      ).toBe(403);
      expect((await call(f, 'DELETE', GRAMATURA, token, { idGrupo: g.idGrupo })).statusCode).toBe(403);
    }
    expect(await storedOf([g.idGrupo])).toEqual([]);
  });
});
