import { randomUUID } from 'node:crypto';
import { MSG } from '@domain/messages';
import type { ApontamentoInput } from '@domain/schemas/appointments';
import type { SaveAllError } from '@domain/schemas/registers';
import {
  type GrupoRestauranteRow,
  type RestauranteLov,
  type RestauranteRow,
  TIME_ZONE_INVALID,
} from '@domain/schemas/restaurants';
import { ERP_CODE_IN_USE } from '@server/core/register-service';
import { reTbDivergenciasDesp } from '@server/db/schema/appointments';
import { reTbGruposRestaurantes, reTbRestaurantes } from '@server/db/schema/restaurants';
import { EntryChecker } from '@server/modules/re-tb-desperdicios-det/entry-checks';
import { generateDivergenciasDesp } from '@server/modules/re-tb-divergencias-desp/service';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { call, expectStatus, registerSuite, unique } from './helpers/register-fixtures';

/** The registers of restaurant groups and restaurants, and the restaurant's time zone as its business day. */

const REST = '/api/v1/reTbRestaurantes';
const GRP = '/api/v1/reTbGruposRestaurantes';

const f = registerSuite();
const createdRestaurants: number[] = [];
const createdGroups: number[] = [];

afterAll(async () => {
  if (!f.db) return;
  if (createdRestaurants.length) {
    await f.db
      .delete(reTbDivergenciasDesp)
      .where(inArray(reTbDivergenciasDesp.idRestaurante, createdRestaurants));
    await f.db.delete(reTbRestaurantes).where(inArray(reTbRestaurantes.idRestaurante, createdRestaurants));
  }
  if (createdGroups.length)
    await f.db.delete(reTbGruposRestaurantes).where(inArray(reTbGruposRestaurantes.idGrupo, createdGroups));
});

async function saveGroup(name: string): Promise<GrupoRestauranteRow> {
  const [g] = await expectStatus<GrupoRestauranteRow[]>(
    await call(f, 'POST', `${GRP}/saveAll`, f.admin, [{ idGrupo: -1, desGrupo: name }]),
    200,
  );
  createdGroups.push(g.idGrupo);
  return g;
}

/** A restaurant stored directly (inactive unless said: shared databases' active lookups must not grow). */
async function storedRestaurant(zone: string, indInativo = 1, company = f.companyA): Promise<number> {
  const [r] = await f.db
    .insert(reTbRestaurantes)
    .values({
      idEmpresa: company,
      desRestaurante: unique('Restaurante fuso'),
      indInativo,
      desFusoHorario: zone,
    })
    .returning({ id: reTbRestaurantes.idRestaurante });
  createdRestaurants.push(r.id);
  return r.id;
}

describe('restaurant groups register', () => {
  it('lists, saves and renames groups of the company only', async () => {
    const g = await saveGroup(unique('Grupo Norte'));
    const renamed = unique('Grupo Norte renomeado');
    const [u] = await expectStatus<GrupoRestauranteRow[]>(
      await call(f, 'POST', `${GRP}/saveAll`, f.admin, [{ idGrupo: g.idGrupo, desGrupo: renamed }]),
      200,
    );
    expect(u).toEqual({ idGrupo: g.idGrupo, desGrupo: renamed, codExterno: null });
    expect(await expectStatus<GrupoRestauranteRow[]>(await call(f, 'GET', GRP, f.admin), 200)).toContainEqual(
      u,
    );
    // Company B neither sees nor updates nor deletes it.
    const listB = await expectStatus<GrupoRestauranteRow[]>(await call(f, 'GET', GRP, f.adminB), 200);
    expect(listB.map((x) => x.idGrupo)).not.toContain(g.idGrupo);
    const upd = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${GRP}/saveAll`, f.adminB, [{ idGrupo: g.idGrupo, desGrupo: 'X' }]),
      400,
    );
    expect(upd.exception).toBe(MSG.rowError(1, MSG.recordNotFound(g.idGrupo)));
    await expectStatus(await call(f, 'DELETE', GRP, f.adminB, { idGrupo: g.idGrupo }), 404);
    // The spec's lookup keeps answering as it did.
    const lov = await expectStatus<GrupoRestauranteRow[]>(await call(f, 'GET', `${GRP}/lov`, f.cozinha), 200);
    expect(lov).toContainEqual({ idGrupo: u.idGrupo, desGrupo: u.desGrupo });
  });

  it('refuses to delete a group some restaurant belongs to, and deletes an unused one', async () => {
    const used = await saveGroup(unique('Grupo em uso'));
    const [r] = await expectStatus<RestauranteRow[]>(
      await call(f, 'POST', `${REST}/saveAll`, f.admin, [
        {
          idRestaurante: null,
          desRestaurante: unique('Rest do grupo'),
          idGrupo: used.idGrupo,
          indInativo: 1,
        },
      ]),
      200,
    );
    createdRestaurants.push(r.idRestaurante);
    const refused = await expectStatus<{ message: string; exception?: string }>(
      await call(f, 'DELETE', GRP, f.admin, { idGrupo: used.idGrupo }),
      400,
    );
    expect(refused.message).toBe(
      `Grupo ${used.idGrupo} possui restaurantes vinculados e não pode ser excluído.`,
    );
    const free = await saveGroup(unique('Grupo livre'));
    expect(
      await expectStatus(await call(f, 'DELETE', GRP, f.admin, { idGrupo: [free.idGrupo] }), 200),
    ).toEqual({
      deleted: 1,
    });
  });

  it('is for administrators only (indRetAdm), reading too', async () => {
    await expectStatus(await call(f, 'GET', GRP, f.cozinha), 403);
    await expectStatus(await call(f, 'POST', `${GRP}/saveAll`, f.gestor, [{ desGrupo: 'x' }]), 403);
    await expectStatus(await call(f, 'DELETE', GRP, f.cozinha, { idGrupo: 1 }), 403);
  });
});

describe('restaurants register', () => {
  it('saves a restaurant with a group and a time zone (default São Paulo) and lists it', async () => {
    const g = await saveGroup(unique('Grupo Amazonas'));
    const name = unique('Restaurante Manaus');
    const rows = await expectStatus<RestauranteRow[]>(
      await call(f, 'POST', `${REST}/saveAll`, f.admin, [
        {
          idRestaurante: -1,
          desRestaurante: name,
          idGrupo: g.idGrupo,
          desFusoHorario: 'America/Manaus',
          indInativo: 1,
        },
        { idRestaurante: -2, desRestaurante: unique('Restaurante padrão'), indInativo: 1 },
      ]),
      200,
    );
    createdRestaurants.push(...rows.map((r) => r.idRestaurante));
    expect(rows[0]).toEqual({
      idRestaurante: expect.any(Number),
      desRestaurante: name,
      idGrupo: g.idGrupo,
      desGrupo: g.desGrupo,
      desFusoHorario: 'America/Manaus',
      codExterno: null,
      indInativo: 1,
    });
    expect(rows[1]).toMatchObject({ idGrupo: null, desGrupo: null, desFusoHorario: 'America/Sao_Paulo' });
    const list = await expectStatus<RestauranteRow[]>(await call(f, 'GET', REST, f.admin), 200);
    expect(list).toContainEqual(rows[0]);
    // The lookup answers carry the zone.
    const lov = await expectStatus<RestauranteLov>(
      await call(f, 'GET', `${REST}/lov/findById/${rows[0].idRestaurante}`, f.cozinha),
      200,
    );
    expect(lov).toEqual({
      idRestaurante: rows[0].idRestaurante,
      desRestaurante: name,
      idGrupo: g.idGrupo,
      desFusoHorario: 'America/Manaus',
    });
    // Moving it to Noronha and activating it… then inactive again.
    const [moved] = await expectStatus<RestauranteRow[]>(
      await call(f, 'POST', `${REST}/saveAll`, f.admin, [
        { ...rows[0], desFusoHorario: 'America/Noronha', idGrupo: null },
      ]),
      200,
    );
    expect(moved).toMatchObject({ desFusoHorario: 'America/Noronha', idGrupo: null, desGrupo: null });
  });

  it('refuses an unknown time zone with a pt-BR 400 naming the field, nothing saved', async () => {
    for (const zone of ['America/Atlantida', 'america/sao_paulo', 'GMT+3 Brasília']) {
      const body = await expectStatus<SaveAllError>(
        await call(f, 'POST', `${REST}/saveAll`, f.admin, [
          { idRestaurante: null, desRestaurante: unique('Sem fuso'), desFusoHorario: zone, indInativo: 1 },
        ]),
        400,
      );
      expect(body.exception).toContain(TIME_ZONE_INVALID);
      expect(body.exception).toMatch(/Fuso horário/);
    }
  });

  it("refuses another company's group, and isolates the companies", async () => {
    const g = await saveGroup(unique('Grupo de A'));
    const body = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${REST}/saveAll`, f.adminB, [
        { idRestaurante: null, desRestaurante: unique('Rest B'), idGrupo: g.idGrupo, indInativo: 1 },
      ]),
      400,
    );
    expect(body.exception).toBe(MSG.rowError(1, MSG.notFoundRef('idGrupo', g.idGrupo)));
    const mine = await storedRestaurant('America/Cuiaba');
    const listB = await expectStatus<RestauranteRow[]>(await call(f, 'GET', REST, f.adminB), 200);
    expect(listB.map((r) => r.idRestaurante)).not.toContain(mine);
    await expectStatus(await call(f, 'DELETE', REST, f.adminB, { idRestaurante: mine }), 404);
    const upd = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${REST}/saveAll`, f.adminB, [{ idRestaurante: mine, desRestaurante: 'X' }]),
      400,
    );
    expect(upd.exception).toBe(MSG.rowError(1, MSG.recordNotFound(mine)));
    expect(await expectStatus(await call(f, 'DELETE', REST, f.admin, { idRestaurante: mine }), 200)).toEqual({
      deleted: 1,
    });
  });

  it('keeps the code in the ERP, which the import then matches (no duplicate); a code used twice is refused', async () => {
    const code = `ERP-${randomUUID().slice(0, 8)}`;
    const [saved] = await expectStatus<RestauranteRow[]>(
      await call(f, 'POST', `${REST}/saveAll`, f.admin, [
        { idRestaurante: null, desRestaurante: unique('Com código'), codExterno: ` ${code} `, indInativo: 1 },
      ]),
      200,
    );
    createdRestaurants.push(saved.idRestaurante);
    expect(saved.codExterno).toBe(code);
    const twice = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${REST}/saveAll`, f.admin, [
        { idRestaurante: null, desRestaurante: unique('Mesmo código'), codExterno: code, indInativo: 1 },
      ]),
      400,
    );
    expect(twice.exception).toContain(ERP_CODE_IN_USE);
    // the ERP's file names the same code: the screen's restaurant is updated, not doubled
    const csv = `codigo;descricao;fusoHorario;inativo\n${code};Renomeado pelo ERP;America/Manaus;S\n`;
    const res = await f.t.app.inject({
      method: 'POST',
      url: '/api/v1/importacao/restaurantes',
      headers: { authorization: `Bearer ${f.admin}`, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ linhas: 1, inseridas: 0, alteradas: 1 });
    const rows = await f.db
      .select({ id: reTbRestaurantes.idRestaurante, nome: reTbRestaurantes.desRestaurante })
      .from(reTbRestaurantes)
      .where(and(eq(reTbRestaurantes.idEmpresa, f.companyA), eq(reTbRestaurantes.codExterno, code)));
    expect(rows).toEqual([{ id: saved.idRestaurante, nome: 'Renomeado pelo ERP' }]);
    // a blank code is no code
    const [blank] = await expectStatus<RestauranteRow[]>(
      await call(f, 'POST', `${REST}/saveAll`, f.admin, [
        { idRestaurante: saved.idRestaurante, desRestaurante: 'Sem código', codExterno: '  ', indInativo: 1 },
      ]),
      200,
    );
    expect(blank.codExterno).toBeNull();
  });

  it('is for administrators only (indRetAdm); the lookups stay open', async () => {
    await expectStatus(await call(f, 'GET', REST, f.cozinha), 403);
    await expectStatus(await call(f, 'POST', `${REST}/saveAll`, f.cozinha, [{ desRestaurante: 'x' }]), 403);
    await expectStatus(await call(f, 'DELETE', REST, f.gestor, { idRestaurante: 1 }), 403);
    await expectStatus(await call(f, 'GET', `${REST}/lov/search?qtd=5`, f.cozinha), 200);
  });
});

describe("the restaurant's time zone is its business day", () => {
  // 2026-03-11 03:30 UTC: 23:30 of the 10th in Manaus (UTC-4), 00:30 of the 11th in São Paulo (UTC-3).
  const now = new Date('2026-03-11T03:30:00Z');

  it("entry: 'today' (and so tomorrow, the latest date allowed) is the restaurant's", async () => {
    const manaus = await storedRestaurant('America/Manaus');
    const saoPaulo = await storedRestaurant('America/Sao_Paulo');
    const noronha = await storedRestaurant('America/Noronha');
    const weighing = (idRestaurante: number, dtaApontamento: string) =>
      ({
        uuidApontamento: randomUUID(),
        idRestaurante,
        tipDesperdicio: 1,
        dtaApontamento,
        qtdDesperdicio: 2,
      }) as ApontamentoInput;
    const checker = new EntryChecker(f.db, f.companyA, now);
    const items = [
      weighing(manaus, '2026-03-12'),
      weighing(saoPaulo, '2026-03-12'),
      weighing(noronha, '2026-03-12'),
    ];
    await checker.prepare(items);
    expect(checker.todayOf(manaus)).toBe('2026-03-10');
    expect(checker.todayOf(saoPaulo)).toBe('2026-03-11');
    expect(checker.todayOf(noronha)).toBe('2026-03-11');
    // The 12th is 'tomorrow' in São Paulo but the day after tomorrow in Manaus.
    expect((await checker.check(items[0])).exception).toBe(MSG.dateTooFarAhead);
    expect((await checker.check(items[1])).exception).not.toBe(MSG.dateTooFarAhead);
    expect((await checker.check(items[2])).exception).not.toBe(MSG.dateTooFarAhead);
  });

  it("divergences: a day not begun yet in the restaurant's zone is not examined for it", async () => {
    // A day of long ago, so no other test's divergences are touched (they are removed afterwards).
    const then = new Date('2001-03-11T03:30:00Z');
    const manaus = await storedRestaurant('America/Manaus', 0);
    const saoPaulo = await storedRestaurant('America/Sao_Paulo', 0);
    try {
      await generateDivergenciasDesp(f.db, {
        idEmpresa: f.companyA,
        dtaInicial: '2001-03-10',
        dtaFinal: '2001-03-11',
        now: then,
      });
      const rows = await f.db
        .select({ id: reTbDivergenciasDesp.idRestaurante, dia: reTbDivergenciasDesp.dtaDivergencia })
        .from(reTbDivergenciasDesp)
        .where(
          and(
            eq(reTbDivergenciasDesp.idEmpresa, f.companyA),
            inArray(reTbDivergenciasDesp.idRestaurante, [manaus, saoPaulo]),
          ),
        );
      const days = (id: number) =>
        rows
          .filter((r) => r.id === id)
          .map((r) => String(r.dia).slice(0, 10))
          .sort();
      expect(days(saoPaulo)).toEqual(['2001-03-10', '2001-03-11']);
      expect(days(manaus)).toEqual(['2001-03-10']);
    } finally {
      await f.db
        .delete(reTbDivergenciasDesp)
        .where(
          and(
            eq(reTbDivergenciasDesp.idEmpresa, f.companyA),
            inArray(reTbDivergenciasDesp.dtaDivergencia, ['2001-03-10', '2001-03-11']),
          ),
        );
      await f.db
        .update(reTbRestaurantes)
        .set({ indInativo: 1 })
        .where(inArray(reTbRestaurantes.idRestaurante, [manaus, saoPaulo]));
    }
  });
});
