import { MSG } from '@domain/messages';
import type {
  BalancaUnidade,
  BalIsActiveResult,
  BalRestUsuario,
  CadBalanca,
  SatBalanca,
  SaveAllError,
} from '@domain/schemas/registers';
import { reTbRestaurantes } from '@server/db/schema/restaurants';
import { reTbBalancasUnidades, reTbCadBalancas, reTbSatBalancas } from '@server/db/schema/scales';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BU,
  CAD,
  call,
  expectStatus,
  freshRestaurant,
  freshSatellite,
  freshScale,
  linkScale,
  RBU,
  registerSuite,
  SAT,
  unique,
} from '../../kit/fixtures/registers';

/**
 * The scale registers (spec §3, §5, §7): scale register, scale ↔ unit, scale ↔ restaurant ↔ user and
 * scale ↔ satellite, each with its rules and verbatim messages, and company isolation.
 */

const f = registerSuite();

describe('scale register (reTbCadBalancas)', () => {
  it('saves scales and finds them by serial, inside the company', async () => {
    const idSerial = unique('SN').replace(' ', '-');
    const [created] = await expectStatus<CadBalanca[]>(
      await call(f, 'POST', `${CAD}/saveAll`, f.admin, [
        { idBal: -1, idSerial, desBalanca: unique('Balança') },
      ]),
      200,
    );
    expect(created.idBal).toBeGreaterThan(0);
    expect(
      await expectStatus(await call(f, 'GET', `${CAD}/findAllByIdSerial/${idSerial}`, f.admin), 200),
    ).toEqual([created]);
    expect(
      await expectStatus(
        await call(f, 'GET', `${CAD}/findAllByIdBalAndIdSerial/${created.idBal}/${idSerial}`, f.admin),
        200,
      ),
    ).toEqual([created]);
    expect(
      await expectStatus(
        await call(f, 'GET', `${CAD}/findAllByIdBalAndIdSerial/${created.idBal}/outro`, f.admin),
        200,
      ),
    ).toEqual([]);
    expect(await expectStatus(await call(f, 'GET', `${CAD}/${created.idBal}`, f.admin), 200)).toEqual(
      created,
    );
    // Company B: not found, and not listed.
    expect(
      await expectStatus(await call(f, 'GET', `${CAD}/findAllByIdSerial/${idSerial}`, f.adminB), 200),
    ).toEqual([]);
    const denied = await expectStatus<{ exception: string }>(
      await call(f, 'GET', `${CAD}/${created.idBal}`, f.adminB),
      404,
    );
    expect(denied.exception).toBe(MSG.recordNotFound(created.idBal));
    const listB = await expectStatus<CadBalanca[]>(await call(f, 'GET', CAD, f.adminB), 200);
    expect(listB.some((b) => b.idBal === created.idBal)).toBe(false);
  });

  it('refuses a serial already used by another scale of the company (new or edited), before saving', async () => {
    const a = await freshScale(f);
    const b = await freshScale(f);
    const [stored] = await f.db.select().from(reTbCadBalancas).where(eq(reTbCadBalancas.idBal, a.idBal));
    const expected = MSG.serialExists(a.idSerial.toLowerCase(), a.idBal, stored.desBalanca);

    const fresh = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${CAD}/saveAll`, f.admin, [
        { idBal: null, idSerial: ` ${a.idSerial.toLowerCase()} `, desBalanca: unique('Cópia') },
      ]),
      400,
    );
    expect(fresh.exception).toBe(MSG.rowError(1, expected));
    expect(fresh.errors?.[0]).toMatchObject({ index: 0, id: null, field: 'idSerial' });

    const edit = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${CAD}/saveAll`, f.admin, [
        { idBal: b.idBal, idSerial: a.idSerial, desBalanca: unique('Editada') },
      ]),
      400,
    );
    expect(edit.exception).toBe(MSG.rowError(1, MSG.serialExists(a.idSerial, a.idBal, stored.desBalanca)));

    // Keeping its own serial is fine; another company may use the same serial.
    await expectStatus(
      await call(f, 'POST', `${CAD}/saveAll`, f.admin, [
        { idBal: a.idBal, idSerial: a.idSerial, desBalanca: 'Renomeada' },
      ]),
      200,
    );
    await expectStatus(
      await call(f, 'POST', `${CAD}/saveAll`, f.adminB, [
        { idBal: null, idSerial: a.idSerial, desBalanca: 'Outra empresa' },
      ]),
      200,
    );
  });

  it('refuses two new scales with one serial in the same batch, and saves neither', async () => {
    const idSerial = unique('SN').replace(' ', '-');
    const body = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${CAD}/saveAll`, f.admin, [
        { idBal: -1, idSerial, desBalanca: 'Uma' },
        { idBal: -2, idSerial, desBalanca: 'Outra' },
      ]),
      400,
    );
    expect(body.errors?.map((e) => e.index)).toEqual([0, 1]);
    expect(await f.db.select().from(reTbCadBalancas).where(eq(reTbCadBalancas.idSerial, idSerial))).toEqual(
      [],
    );
  });

  it('refuses to delete a scale active in a unit, saying which, and deletes a free one', async () => {
    const { idBal } = await freshScale(f);
    const idRestaurante = await freshRestaurant(f);
    await linkScale(f, idBal, idRestaurante);
    const [r] = await f.db
      .select()
      .from(reTbRestaurantes)
      .where(eq(reTbRestaurantes.idRestaurante, idRestaurante));
    const body = await expectStatus<{ exception: string; blocked: number[] }>(
      await call(f, 'DELETE', CAD, f.admin, { idBal }),
      400,
    );
    expect(body.exception).toBe(MSG.scaleInUse(idBal, `${idRestaurante} - ${r.desRestaurante}`));
    expect(body.blocked).toEqual([idBal]);
    expect(await f.db.select().from(reTbCadBalancas).where(eq(reTbCadBalancas.idBal, idBal))).toHaveLength(1);

    const free = await freshScale(f);
    await expectStatus(await call(f, 'DELETE', `${CAD}/${free.idBal}`, f.adminB), 404);
    expect(await expectStatus(await call(f, 'DELETE', `${CAD}/${free.idBal}`, f.admin), 200)).toEqual({
      deleted: 1,
    });
  });

  it('refuses to delete a scale still referenced by an inactive link (in use), never a 500', async () => {
    const { idBal } = await freshScale(f);
    await linkScale(f, idBal, await freshRestaurant(f), 1);
    const body = await expectStatus<{ exception: string }>(
      await call(f, 'DELETE', CAD, f.admin, { idBal: [idBal] }),
      400,
    );
    expect(body.exception).toBe(MSG.recordInUse(idBal));
  });
});

describe('scale ↔ unit (reTbBalancasUnidades)', () => {
  const link = (
    idRestaurante: number,
    idBal: number,
    indInativo = 0,
    idBalUnidade: number | null = null,
  ) => ({
    idBalUnidade,
    idRestaurante,
    idBal,
    indInativo,
  });

  it("refuses a scale active for another restaurant: 'Balança já está ativa para outro restaurante.' (insert)", async () => {
    const { idBal } = await freshScale(f);
    const [r1, r2] = [await freshRestaurant(f), await freshRestaurant(f)];
    await linkScale(f, idBal, r1);
    const body = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${BU}/saveAll`, f.admin, [link(r2, idBal)]),
      400,
    );
    expect(body.exception).toBe(MSG.rowError(1, MSG.scaleActiveElsewhere));
    expect(body.errors).toEqual([{ index: 0, id: null, field: 'idBal', message: MSG.scaleActiveElsewhere }]);
    // Inactive for the other restaurant is fine.
    const [saved] = await expectStatus<BalancaUnidade[]>(
      await call(f, 'POST', `${BU}/saveAll`, f.admin, [link(r2, idBal, 1)]),
      200,
    );
    expect(saved).toMatchObject({ idRestaurante: r2, idBal, indInativo: 1 });
    expect(saved.desRestaurante).toBeTypeOf('string');
    expect(saved.desBalanca).toBeTypeOf('string');
    expect(saved.idSerial).toBeTypeOf('string');
  });

  it('checks the rule across the batch, on edit and on reactivation', async () => {
    const { idBal } = await freshScale(f);
    const other = await freshScale(f);
    const [r1, r2] = [await freshRestaurant(f), await freshRestaurant(f)];

    const batch = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${BU}/saveAll`, f.admin, [link(r1, idBal), link(r2, idBal)]),
      400,
    );
    expect(batch.errors?.map((e) => e.message)).toEqual([MSG.scaleActiveElsewhere, MSG.scaleActiveElsewhere]);
    expect(
      await f.db.select().from(reTbBalancasUnidades).where(eq(reTbBalancasUnidades.idBal, idBal)),
    ).toEqual([]);

    const active = await linkScale(f, idBal, r1);
    const inactive = await linkScale(f, idBal, r2, 1);
    const reactivate = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${BU}/saveAll`, f.admin, [link(r2, idBal, 0, inactive)]),
      400,
    );
    expect(reactivate.exception).toBe(MSG.rowError(1, MSG.scaleActiveElsewhere));

    const otherLink = await linkScale(f, other.idBal, r2);
    const edit = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${BU}/saveAll`, f.admin, [link(r2, idBal, 0, otherLink)]),
      400,
    );
    expect(edit.exception).toBe(MSG.rowError(1, MSG.scaleActiveElsewhere));

    // Deactivating r1 and reactivating r2 in one batch moves the scale.
    const moved = await expectStatus<BalancaUnidade[]>(
      await call(f, 'POST', `${BU}/saveAll`, f.admin, [
        link(r1, idBal, 1, active),
        link(r2, idBal, 0, inactive),
      ]),
      200,
    );
    expect(moved.map((m) => [m.idBalUnidade, m.indInativo])).toEqual([
      [active, 1],
      [inactive, 0],
    ]);
  });

  it('POST /api/v1/reTbBalancasUnidade saves one link with the same rule (bare message)', async () => {
    const { idBal } = await freshScale(f);
    const [r1, r2] = [await freshRestaurant(f), await freshRestaurant(f)];
    const one = await expectStatus<BalancaUnidade>(
      await call(f, 'POST', '/api/v1/reTbBalancasUnidade', f.admin, link(r1, idBal)),
      200,
    );
    expect(one).toMatchObject({ idRestaurante: r1, idBal, indInativo: 0 });
    const body = await expectStatus<SaveAllError>(
      await call(f, 'POST', '/api/v1/reTbBalancasUnidade', f.admin, link(r2, idBal)),
      400,
    );
    expect(body.exception).toBe(MSG.scaleActiveElsewhere);
    const sameRestaurant = await expectStatus<SaveAllError>(
      await call(f, 'POST', '/api/v1/reTbBalancasUnidade', f.admin, link(r1, idBal)),
      400,
    );
    expect(sameRestaurant.exception).toBe(MSG.recordExists);
  });

  it('answers the lookups of spec §7 and deletes {idBalUnidade}, inside the company', async () => {
    const { idBal } = await freshScale(f);
    const [r1, r2] = [await freshRestaurant(f), await freshRestaurant(f)];
    const l1 = await linkScale(f, idBal, r1);
    const l2 = await linkScale(f, idBal, r2, 1);
    const ids = (rows: BalancaUnidade[]) => rows.map((r) => r.idBalUnidade).sort();

    expect(
      ids(await expectStatus(await call(f, 'GET', `${BU}/findByIdBalCad/${idBal}`, f.admin), 200)),
    ).toEqual([l1, l2].sort());
    expect(
      ids(
        await expectStatus(
          await call(f, 'POST', `${BU}/findByIdRestauranteAndIdBalCad`, f.admin, {
            idRestaurante: r2,
            idBalCad: idBal,
          }),
          200,
        ),
      ),
    ).toEqual([l2]);
    expect(
      ids(
        await expectStatus(
          await call(f, 'POST', `${BU}/findByIdsBalUnidade`, f.admin, { idBalCad: [idBal] }),
          200,
        ),
      ),
    ).toEqual([l1, l2].sort());
    const got = await expectStatus<BalancaUnidade>(
      await call(f, 'POST', `${BU}/findByIdBalUnidade`, f.admin, { idBalUnidade: l1 }),
      200,
    );
    expect(got.idBalUnidade).toBe(l1);
    const all = await expectStatus<BalancaUnidade[]>(await call(f, 'GET', BU, f.admin), 200);
    expect(all.filter((r) => r.idBal === idBal)).toHaveLength(2);

    // Company B sees none of it.
    expect(await expectStatus(await call(f, 'GET', `${BU}/findByIdBalCad/${idBal}`, f.adminB), 200)).toEqual(
      [],
    );
    await expectStatus(
      await call(f, 'POST', `${BU}/findByIdBalUnidade`, f.adminB, { idBalUnidade: l1 }),
      404,
    );
    await expectStatus(await call(f, 'DELETE', BU, f.adminB, { idBalUnidade: l1 }), 404);

    expect(await expectStatus(await call(f, 'DELETE', BU, f.admin, { idBalUnidade: [l1, l2] }), 200)).toEqual(
      {
        deleted: 2,
      },
    );
    expect(
      await f.db.select().from(reTbBalancasUnidades).where(eq(reTbBalancasUnidades.idBal, idBal)),
    ).toEqual([]);
  });
});

describe('scale ↔ restaurant ↔ user (reTbRestBalancasUsuarios)', () => {
  const row = (
    idRestaurante: number,
    idBal: number,
    idUsuario: number,
    idBalRestUsuario: number | null = null,
  ) => ({
    idBalRestUsuario,
    idRestaurante,
    idBal,
    idUsuario,
    indInativo: 0,
  });

  it('refuses a repeated restaurant/scale/user, in the batch or stored', async () => {
    const { idBal } = await freshScale(f);
    const idRestaurante = await freshRestaurant(f);
    const u = f.user.cozinha;
    const expected = MSG.scaleUserExists(idRestaurante, idBal, u);

    const batch = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${RBU}/saveAll`, f.admin, [
        row(idRestaurante, idBal, u),
        row(idRestaurante, idBal, u),
      ]),
      400,
    );
    expect(batch.exception).toBe(MSG.rowError(1, expected));
    expect(batch.errors?.map((e) => e.index)).toEqual([0, 1]);

    const [saved, other] = await expectStatus<BalRestUsuario[]>(
      await call(f, 'POST', `${RBU}/saveAll`, f.admin, [
        row(idRestaurante, idBal, u),
        row(idRestaurante, idBal, f.user.gestor),
      ]),
      200,
    );
    expect(saved).toMatchObject({ idRestaurante, idBal, idUsuario: u, indInativo: 0 });
    expect(saved.desPessoa).toBeTypeOf('string');

    const stored = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${RBU}/saveAll`, f.admin, [row(idRestaurante, idBal, u)]),
      400,
    );
    expect(stored.exception).toBe(MSG.rowError(1, expected));
    const edit = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${RBU}/saveAll`, f.admin, [
        row(idRestaurante, idBal, u, other.idBalRestUsuario),
      ]),
      400,
    );
    expect(edit.exception).toBe(MSG.rowError(1, expected));
    // Deactivating the stored one is an edit of itself: fine.
    await expectStatus(await call(f, 'POST', `${RBU}/saveAll`, f.admin, [{ ...saved, indInativo: 1 }]), 200);
  });

  it('answers the lookups of spec §7 and deletes {idBalRestUsuario list}, inside the company', async () => {
    const { idBal } = await freshScale(f);
    const idRestaurante = await freshRestaurant(f);
    const rows = await expectStatus<BalRestUsuario[]>(
      await call(f, 'POST', `${RBU}/saveAll`, f.admin, [
        row(idRestaurante, idBal, f.user.cozinha),
        row(idRestaurante, idBal, f.user.gestor),
      ]),
      200,
    );
    const ids = rows.map((r) => r.idBalRestUsuario).sort();
    const idsOf = (list: BalRestUsuario[]) => list.map((r) => r.idBalRestUsuario).sort();

    expect(
      idsOf(await expectStatus(await call(f, 'GET', `${RBU}/findByIdBal/${idBal}`, f.admin), 200)),
    ).toEqual(ids);
    expect(
      idsOf(await expectStatus(await call(f, 'POST', `${RBU}/findByIdsBal`, f.admin, { idBal }), 200)),
    ).toEqual(ids);
    expect(
      idsOf(
        await expectStatus(
          await call(f, 'POST', `${RBU}/findByIdRestauranteAndIdUsuario`, f.admin, {
            idRestaurante,
            idUsuario: f.user.cozinha,
          }),
          200,
        ),
      ),
    ).toEqual([rows[0].idBalRestUsuario]);
    expect(
      idsOf(
        await expectStatus(
          await call(f, 'POST', `${RBU}/findByIdRestauranteAndIdUsuarioAndIdBalanca`, f.admin, {
            idRestaurante,
            idUsuario: f.user.gestor,
            idBal,
          }),
          200,
        ),
      ),
    ).toEqual([rows[1].idBalRestUsuario]);
    expect(idsOf(await expectStatus(await call(f, 'GET', `${RBU}?idBal=${idBal}`, f.admin), 200))).toEqual(
      ids,
    );

    expect(await expectStatus(await call(f, 'GET', `${RBU}/findByIdBal/${idBal}`, f.adminB), 200)).toEqual(
      [],
    );
    await expectStatus(await call(f, 'DELETE', RBU, f.adminB, { idBalRestUsuario: ids }), 404);
    expect(await expectStatus(await call(f, 'DELETE', RBU, f.admin, { idBalRestUsuario: ids }), 200)).toEqual(
      {
        deleted: 2,
      },
    );
    expect(await expectStatus(await call(f, 'GET', `${RBU}/findByIdBal/${idBal}`, f.admin), 200)).toEqual([]);
  });
});

describe('scale ↔ satellite (reTbSatBalancas)', () => {
  const item = (idBal: number, idSatelite: number, indInativo = 0, idSatBal: number | null = null) => ({
    idSatBal,
    idBal,
    idSatelite,
    indInativo,
  });

  it('saves a list at POST / and refuses the three cases of spec §5 with their messages', async () => {
    const r1 = await freshRestaurant(f);
    const r2 = await freshRestaurant(f);
    const { idBal } = await freshScale(f);
    await linkScale(f, idBal, r1);
    const s1 = await freshSatellite(f, r1);
    const s2 = await freshSatellite(f, r1);
    const s3 = await freshSatellite(f, r2);

    const [saved] = await expectStatus<SatBalanca[]>(
      await call(f, 'POST', `${SAT}/`, f.admin, [item(idBal, s1.idSatelite)]),
      200,
    );
    expect(saved).toMatchObject({
      idBal,
      idSatelite: s1.idSatelite,
      indInativo: 0,
      idSateliteFk: { codSatelite: s1.codSatelite, idRestaurante: r1 },
    });

    const pair = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${SAT}/`, f.admin, [item(idBal, s1.idSatelite, 1)]),
      400,
    );
    expect(pair.exception).toBe(MSG.rowError(1, MSG.scaleSatelliteExists(idBal, s1.codSatelite)));

    const elsewhere = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${SAT}/`, f.admin, [item(idBal, s2.idSatelite)]),
      400,
    );
    expect(elsewhere.exception).toBe(MSG.rowError(1, MSG.scaleActiveInSatellite(idBal, s1.codSatelite)));

    const second = await freshScale(f);
    await linkScale(f, second.idBal, r1);
    const notInUnit = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${SAT}/saveAll`, f.admin, [item(second.idBal, s3.idSatelite)]),
      400,
    );
    expect(notInUnit.exception).toBe(MSG.rowError(1, MSG.scaleNotActiveInUnit(second.idBal, r2)));

    // Inactive in a second satellite is allowed; then moving the active flag in one batch too.
    const [s2link] = await expectStatus<SatBalanca[]>(
      await call(f, 'POST', `${SAT}/`, f.admin, [item(idBal, s2.idSatelite, 1)]),
      200,
    );
    const moved = await expectStatus<SatBalanca[]>(
      await call(f, 'POST', `${SAT}/`, f.admin, [
        item(idBal, s1.idSatelite, 1, saved.idSatBal),
        item(idBal, s2.idSatelite, 0, s2link.idSatBal),
      ]),
      200,
    );
    expect(moved.map((m) => m.indInativo)).toEqual([1, 0]);
  });

  it('refuses a satellite of another company and the lookups stay inside the company', async () => {
    const r1 = await freshRestaurant(f);
    const { idBal } = await freshScale(f);
    await linkScale(f, idBal, r1);
    const mine = await freshSatellite(f, r1);
    const theirs = await freshSatellite(f, await freshRestaurant(f, f.companyB), f.companyB);

    const foreign = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${SAT}/`, f.admin, [item(idBal, theirs.idSatelite)]),
      400,
    );
    expect(foreign.exception).toBe(MSG.rowError(1, MSG.notFoundRef('Satélite', theirs.idSatelite)));

    expect(
      await expectStatus(await call(f, 'GET', `${SAT}/balIsActive?idBal=${idBal}`, f.admin), 200),
    ).toEqual({
      ativa: false,
      idSatelite: null,
      codSatelite: null,
    } satisfies BalIsActiveResult);
    const [saved] = await expectStatus<SatBalanca[]>(
      await call(f, 'POST', `${SAT}/`, f.admin, [item(idBal, mine.idSatelite)]),
      200,
    );
    expect(
      await expectStatus(await call(f, 'GET', `${SAT}/balIsActive?idBal=${idBal}`, f.admin), 200),
    ).toEqual({
      ativa: true,
      idSatelite: mine.idSatelite,
      codSatelite: mine.codSatelite,
    });
    expect(await expectStatus(await call(f, 'GET', `${SAT}?idBal=${idBal}`, f.admin), 200)).toEqual([saved]);
    expect(
      await expectStatus(
        await call(f, 'GET', `${SAT}?idSatelite=${mine.idSatelite}&idBal=${idBal}`, f.admin),
        200,
      ),
    ).toEqual([saved]);
    expect(await expectStatus(await call(f, 'GET', `${SAT}/idRestaurante/${r1}`, f.admin), 200)).toEqual([
      saved,
    ]);

    expect(await expectStatus(await call(f, 'GET', `${SAT}?idBal=${idBal}`, f.adminB), 200)).toEqual([]);
    expect(await expectStatus(await call(f, 'GET', `${SAT}/idRestaurante/${r1}`, f.adminB), 200)).toEqual([]);
    expect(
      await expectStatus<BalIsActiveResult>(
        await call(f, 'GET', `${SAT}/balIsActive?idBal=${idBal}`, f.adminB),
        200,
      ),
    ).toMatchObject({ ativa: false });
    await expectStatus(await call(f, 'DELETE', SAT, f.adminB, { idSatBal: saved.idSatBal }), 404);
    await expectStatus(await call(f, 'DELETE', SAT, f.admin, { idSatBal: saved.idSatBal }), 200);
    expect(await f.db.select().from(reTbSatBalancas).where(eq(reTbSatBalancas.idBal, idBal))).toEqual([]);
  });
});
