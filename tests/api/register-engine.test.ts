import { MSG } from '@domain/messages';
import type { Recipiente, RecipientePeso, SaveAllError } from '@domain/schemas/registers';
import { InvalidError } from '@server/core/domain-errors';
import { registerService } from '@server/core/register-service';
import { reTbRecipientes } from '@server/db/schema/registers';
import { reTbBalancasUnidades } from '@server/db/schema/scales';
import { balancasUnidadesRegister } from '@server/modules/re-tb-balancas-unidades/service';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  call,
  expectStatus,
  freshContainer,
  freshRestaurant,
  freshScale,
  PESOS,
  REC,
  registerSuite,
  unique,
} from './helpers/register-fixtures';

/**
 * The register engine (server): list, get, saveAll and delete of a register at the spec's paths,
 * with schemas, company scoping, the access flag, one transaction per saveAll and per-row errors.
 * Containers (reTbRecipientes) and tares (reTbRecipientesPesos) serve as the example registers.
 */

const f = registerSuite();

const containersNamed = (names: string[]) =>
  f.db.select().from(reTbRecipientes).where(inArray(reTbRecipientes.desRecipiente, names));

describe('saveAll', () => {
  it('inserts null and negative ids, updates the others, and answers the rows in the order sent', async () => {
    const stored = await freshContainer(f);
    const [a, b, renamed] = [unique('Cuba'), unique('Balde'), unique('Renomeado')];
    const rows = await expectStatus<Recipiente[]>(
      await call(f, 'POST', `${REC}/saveAll`, f.admin, [
        { idRecipiente: null, desRecipiente: a },
        { idRecipiente: stored, desRecipiente: renamed },
        { idRecipiente: -1, desRecipiente: b },
      ]),
      200,
    );
    expect(rows.map((r) => r.desRecipiente)).toEqual([a, renamed, b]);
    expect(rows[1].idRecipiente).toBe(stored);
    expect(rows[0].idRecipiente).toBeGreaterThan(0);
    expect(rows[2].idRecipiente).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.idRecipiente)).size).toBe(3);
    const inDb = await containersNamed([a, b, renamed]);
    expect(inDb).toHaveLength(3);
    expect(inDb.every((r) => r.idEmpresa === f.companyA)).toBe(true);
  });

  it('refuses an empty list with "Nenhum dado para salvar."', async () => {
    const body = await expectStatus<SaveAllError>(await call(f, 'POST', `${REC}/saveAll`, f.admin, []), 400);
    expect(body.exception).toBe(MSG.nothingToSave);
  });

  it('saves nothing when one row is refused by a rule, and names every refused row', async () => {
    const dup = unique('Duplicado');
    const ok = unique('Válido');
    const body = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${REC}/saveAll`, f.admin, [
        { idRecipiente: null, desRecipiente: ok },
        { idRecipiente: null, desRecipiente: dup },
        { idRecipiente: null, desRecipiente: ` ${dup.toUpperCase()} ` },
      ]),
      400,
    );
    // Both rows of the repeated pair are named; the exception names the first.
    expect(body.exception).toBe(MSG.rowError(2, MSG.recordExists));
    expect(body.errors).toEqual([
      { index: 1, id: null, field: 'desRecipiente', message: MSG.recordExists },
      { index: 2, id: null, field: 'desRecipiente', message: MSG.recordExists },
    ]);
    expect(await containersNamed([ok, dup])).toHaveLength(0);
  });

  it('rolls back rows already written when the database refuses a later row (one transaction)', async () => {
    const idRestaurante = await freshRestaurant(f);
    const otherCompanyRestaurant = await freshRestaurant(f, f.companyB);
    const idRecipiente = await freshContainer(f);
    const body = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${PESOS}/saveAll`, f.admin, [
        { idPeso: null, idRestaurante, idRecipiente, qtdPeso: 1 },
        { idPeso: null, idRestaurante: otherCompanyRestaurant, idRecipiente, qtdPeso: 2 },
      ]),
      400,
    );
    expect(body.exception).toBe(MSG.rowError(2, MSG.notFoundRef('idRestaurante', otherCompanyRestaurant)));
    expect(body.errors?.[0]).toMatchObject({ index: 1, id: null });
    const tares = await expectStatus<RecipientePeso[]>(
      await call(f, 'POST', `${PESOS}/search`, f.admin, { idRestaurante }),
      200,
    );
    expect(tares).toEqual([]);
  });

  it('refuses to update a row of another company: "Registro {id} não encontrado", nothing changed', async () => {
    const id = await freshContainer(f);
    const [before] = await f.db.select().from(reTbRecipientes).where(eq(reTbRecipientes.idRecipiente, id));
    const body = await expectStatus<SaveAllError>(
      await call(f, 'POST', `${REC}/saveAll`, f.adminB, [
        { idRecipiente: null, desRecipiente: unique('B') },
        { idRecipiente: id, desRecipiente: unique('Invasão') },
      ]),
      400,
    );
    expect(body.exception).toBe(MSG.rowError(2, MSG.recordNotFound(id)));
    expect(body.errors).toEqual([{ index: 1, id, message: MSG.recordNotFound(id) }]);
    const [after] = await f.db.select().from(reTbRecipientes).where(eq(reTbRecipientes.idRecipiente, id));
    expect(after).toEqual(before);
  });

  it('validates the body with its schema (400 naming the field)', async () => {
    const res = await call(f, 'POST', `${REC}/saveAll`, f.admin, [
      { idRecipiente: null, desRecipiente: '  ' },
    ]);
    const body = await expectStatus<{ exception: string }>(res, 400);
    expect(body.exception).toBe('Linha 1: Descrição: informação obrigatória');
  });

  it('answers a unique violation of the database with the register message, never a 500', async () => {
    // Without the rule hook, only the partial unique index (one active link per scale) stops the second row.
    const service = registerService(f.db, {
      ...balancasUnidadesRegister,
      hooks: { ...balancasUnidadesRegister.hooks, beforeSave: undefined },
    });
    const { idBal } = await freshScale(f);
    const [r1, r2] = [await freshRestaurant(f), await freshRestaurant(f)];
    const err = await service
      .saveAll(f.companyA, [
        { idBalUnidade: null, idRestaurante: r1, idBal, indInativo: 0 },
        { idBalUnidade: null, idRestaurante: r2, idBal, indInativo: 0 },
      ])
      .catch((e: unknown) => e);
    // A refused row is the service's invalid error: the error handler answers it with 400.
    expect(err).toBeInstanceOf(InvalidError);
    expect(err).toMatchObject({ message: MSG.rowError(2, MSG.scaleActiveElsewhere) });
    const links = await f.db.select().from(reTbBalancasUnidades).where(eq(reTbBalancasUnidades.idBal, idBal));
    expect(links).toEqual([]);
  });
});

describe('list, get and company scoping', () => {
  it('lists and gets the company rows only', async () => {
    const id = await freshContainer(f);
    const mine = await expectStatus<Recipiente[]>(await call(f, 'GET', REC, f.admin), 200);
    expect(mine.some((r) => r.idRecipiente === id)).toBe(true);
    const theirs = await expectStatus<Recipiente[]>(await call(f, 'GET', REC, f.adminB), 200);
    expect(theirs.some((r) => r.idRecipiente === id)).toBe(false);

    const got = await expectStatus<Recipiente>(await call(f, 'GET', `${REC}/${id}`, f.admin), 200);
    expect(got.idRecipiente).toBe(id);
    const other = await expectStatus<{ exception: string }>(
      await call(f, 'GET', `${REC}/${id}`, f.adminB),
      404,
    );
    expect(other.exception).toBe(MSG.recordNotFound(id));
  });
});

describe('delete', () => {
  it('deletes by body (one id or a list) and by path, inside the company', async () => {
    const [a, b, c] = [await freshContainer(f), await freshContainer(f), await freshContainer(f)];
    expect(await expectStatus(await call(f, 'DELETE', REC, f.admin, { idRecipiente: [a, b] }), 200)).toEqual({
      deleted: 2,
    });
    expect(await expectStatus(await call(f, 'DELETE', `${REC}/${c}`, f.admin), 200)).toEqual({ deleted: 1 });
    const left = await f.db
      .select()
      .from(reTbRecipientes)
      .where(inArray(reTbRecipientes.idRecipiente, [a, b, c]));
    expect(left).toEqual([]);
  });

  it('answers 404 for a row of another company and deletes nothing of the list', async () => {
    const mine = await freshContainer(f);
    const theirs = await freshContainer(f, f.companyB);
    const body = await expectStatus<{ exception: string }>(
      await call(f, 'DELETE', REC, f.admin, { idRecipiente: [mine, theirs] }),
      404,
    );
    expect(body.exception).toBe(MSG.recordNotFound(theirs));
    const left = await f.db
      .select()
      .from(reTbRecipientes)
      .where(inArray(reTbRecipientes.idRecipiente, [mine, theirs]));
    expect(left).toHaveLength(2);
    await expectStatus(await call(f, 'DELETE', `${REC}/${mine}`, f.adminB), 404);
  });
});

describe('access', () => {
  const resources = [
    '/api/v1/reTbCadBalancas',
    '/api/v1/reTbBalancasUnidades',
    '/api/v1/reTbRecipientes',
    '/api/v1/reTbRecipientesPesos',
    '/api/v1/reTbRestBalancasUsuarios',
    '/api/v1/reTbSatBalancas',
  ];

  it.each(resources)('%s answers 403 without indRetAdm', async (url) => {
    const body = await expectStatus<{ exception: string }>(await call(f, 'GET', url, f.gestor), 403);
    expect(body.exception).toBe(MSG.accessDeniedText);
    await expectStatus(await call(f, 'POST', `${url}/saveAll`, f.gestor, []), 403);
  });

  it('tares are open to indApontamentos too (and reading their containers), the other registers are not', async () => {
    await expectStatus(await call(f, 'GET', PESOS, f.cozinha), 200);
    await expectStatus(await call(f, 'GET', REC, f.cozinha), 200);
    await expectStatus(
      await call(f, 'POST', `${REC}/saveAll`, f.cozinha, [{ idRecipiente: null, desRecipiente: 'x' }]),
      403,
    );
    await expectStatus(
      await call(f, 'POST', '/api/v1/reTbBalancasUnidade', f.cozinha, { idRestaurante: 1, idBal: 1 }),
      403,
    );
  });

  it('declares a flag on every register route', () => {
    const routes = f.t.app.accessTable.filter((r) => resources.some((url) => r.url.startsWith(url)));
    expect(routes.length).toBeGreaterThan(25);
    for (const r of routes) {
      expect(r.access, r.url).toBe('company');
      expect(r.flags, `${r.method} ${r.url}`).toContain('indRetAdm');
    }
  });
});
