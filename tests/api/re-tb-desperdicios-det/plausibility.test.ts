import { randomUUID } from 'node:crypto';
import { PARAM_LIMITES } from '@domain/constants';
import { addDays, toIsoLocal } from '@domain/dates';
import { MSG } from '@domain/messages';
import type { Apontamento, ApontamentoResultado } from '@domain/schemas/appointments';
import type { ApontamentoAnalise, ApontamentoDetalhe } from '@domain/schemas/approvals';
import type { Parametro } from '@domain/schemas/entry-lookups';
import { reTbParametros } from '@server/db/schema/admin';
import { reTbDesperdiciosDet } from '@server/db/schema/appointments';
import { reTbRecipientes, reTbRecipientesPesos } from '@server/db/schema/registers';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRestaurantOf, trayOf } from '../../kit/fixtures/entry';
import { bearer, demoCompanies, signIn } from '../../kit/sign-in';
import { createTestApp, type TestApp } from '../../kit/test-app';

/**
 * Plausibility of a weighing (RE-Limites): the maximum gross weight of its waste type, or of its container,
 * refuses it; a date beyond the window sends it to approval with the reason. Enforced on every way in.
 */

let t: TestApp;
let companyA: number;
let admin: string;
let unit: number;
const today = toIsoLocal(new Date());
const URL = '/api/v1/reTbDesperdiciosDet';
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  [companyA] = await demoCompanies(t.app);
  admin = await signIn(t.app, 'admin@demo.com.br', { idEmpresa: companyA });
  unit = await firstRestaurantOf(t.database.db, companyA);
});
afterAll(async () => t?.close());

const tray = (over: Record<string, unknown> = {}) => trayOf(unit, over);
const call = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: bearer(admin), payload: payload as object });
const validar = (items: unknown[]) => call('PUT', `${URL}/validarApontamento`, items);
const saveAll = (items: unknown[]) => call('POST', `${URL}/saveAll`, items);

/** A container of company A with its tare at the unit and, optionally, a maximum of its own. */
let containers = 0;
async function container(qtdMaxima: number | null): Promise<{ idRecipiente: number; desRecipiente: string }> {
  const desRecipiente = `Cuba de teste ${++containers} ${randomUUID().slice(0, 4)}`;
  const [r] = await db()
    .insert(reTbRecipientes)
    .values({ idEmpresa: companyA, desRecipiente, qtdMaxima })
    .returning();
  await db()
    .insert(reTbRecipientesPesos)
    .values({ idEmpresa: companyA, idRestaurante: unit, idRecipiente: r.idRecipiente, qtdPeso: 1.2 });
  return { idRecipiente: r.idRecipiente, desRecipiente };
}

async function limite(seq: number): Promise<Parametro> {
  const res = await call('POST', '/api/v1/reTbParametros/byEmpresaOrRestaurante', { idRestaurante: null });
  expect(res.statusCode, res.body).toBe(200);
  const found = (res.json() as Parametro[]).find(
    (p) => p.desParametro === PARAM_LIMITES && p.seqParametro === seq,
  );
  if (!found) throw new Error(`${PARAM_LIMITES} seq ${seq} não listado`);
  return found;
}

describe('maximum weight per waste type', () => {
  const above = MSG.quantityAboveMax('Bandeja', 50);

  it('the demo company has RE-Limites as global parameters, listed by the parameters screen', async () => {
    const tray = await limite(1);
    expect(tray).toMatchObject({ idRestaurante: null, vlrParametroDec: 50 });
    expect(await limite(5)).toMatchObject({ idRestaurante: null, vlrParametroInt: 7 });
    expect(above).toBe('Quantidade acima do máximo permitido para Bandeja (50 kg)');
  });

  it('validarApontamento refuses, per item, a tray above the maximum; at the maximum it passes', async () => {
    const res = await validar([tray({ qtdDesperdicio: 50 }), tray({ qtdDesperdicio: 50.5 })]);
    expect(res.statusCode).toBe(400);
    const [ok, heavy] = res.json() as ApontamentoResultado[];
    expect(ok.exception).toBeNull();
    expect(heavy.exception).toBe(above);
  });

  it('saveAll refuses the batch and stores nothing; the single POST refuses too', async () => {
    const items = [tray(), tray({ qtdDesperdicio: 12_345.6 })];
    const res = await saveAll(items);
    expect(res.statusCode).toBe(400);
    expect((res.json() as ApontamentoResultado[]).map((r) => r.exception)).toEqual([null, above]);
    const stored = await db()
      .select()
      .from(reTbDesperdiciosDet)
      .where(eq(reTbDesperdiciosDet.idLocal, items[0].uuidApontamento));
    expect(stored).toEqual([]);

    const single = await call('POST', URL, tray({ qtdDesperdicio: 51 }));
    expect(single.statusCode).toBe(400);
    expect(single.json().exception).toBe(above);
  });

  it('another type has its own maximum (Excedente de produção: 300 kg, pt-BR numbers)', async () => {
    const res = await validar([tray({ tipDesperdicio: 3, qtdDesperdicio: 1_000.5 })]);
    expect(res.statusCode).toBe(400);
    expect(res.json()[0].exception).toBe(MSG.quantityAboveMax('Pré-preparo por turno', 300));
    expect(res.json()[0].exception).toBe(
      'Quantidade acima do máximo permitido para Pré-preparo por turno (300 kg)',
    );
  });

  it("a container's own maximum applies instead of the type's", async () => {
    const cuba = await container(25);
    const res = await validar([
      tray({ idRecipiente: cuba.idRecipiente, qtdDesperdicio: 25 }),
      tray({ idRecipiente: cuba.idRecipiente, qtdDesperdicio: 26 }),
    ]);
    expect(res.statusCode).toBe(400);
    const [ok, heavy] = res.json() as ApontamentoResultado[];
    expect(ok.exception).toBeNull();
    expect(heavy.exception).toBe(
      `Quantidade acima do máximo permitido para o recipiente ${cuba.desRecipiente} (25 kg)`,
    );
    // A container above the type's maximum lets a heavier weighing through; one without its own keeps the type's.
    const big = await container(80);
    const plain = await container(null);
    const more = await validar([
      tray({ idRecipiente: big.idRecipiente, qtdDesperdicio: 70 }),
      tray({ idRecipiente: plain.idRecipiente, qtdDesperdicio: 70 }),
    ]);
    expect((more.json() as ApontamentoResultado[]).map((r) => r.exception)).toEqual([null, above]);
  });

  it('a change of the parameter takes effect on the next weighing', async () => {
    const seq1 = await limite(1);
    const save = (vlrParametroDec: number) =>
      call('POST', '/api/v1/reTbParametros/saveAll', [{ ...seq1, vlrParametroDec }]);
    expect((await save(80)).statusCode).toBe(200);
    try {
      const res = await validar([tray({ qtdDesperdicio: 70 }), tray({ qtdDesperdicio: 80.5 })]);
      expect((res.json() as ApontamentoResultado[]).map((r) => r.exception)).toEqual([
        null,
        MSG.quantityAboveMax('Bandeja', 80),
      ]);
      // Without the parameter, the default maximum applies.
      await db()
        .delete(reTbParametros)
        .where(
          and(
            eq(reTbParametros.idEmpresa, companyA),
            isNull(reTbParametros.idRestaurante),
            eq(reTbParametros.desParametro, PARAM_LIMITES),
            eq(reTbParametros.seqParametro, 1),
          ),
        );
      const byDefault = await validar([tray({ qtdDesperdicio: 60 })]);
      expect(byDefault.json()[0].exception).toBe(above);
    } finally {
      const { idParametro: _, ...row } = seq1;
      await db()
        .insert(reTbParametros)
        .values({ ...row, idEmpresa: companyA, idRestaurante: null, vlrParametroDec: 50 })
        .onConflictDoNothing();
      await db()
        .update(reTbParametros)
        .set({ vlrParametroDec: 50 })
        .where(eq(reTbParametros.idParametro, seq1.idParametro));
    }
  });
});

describe('date window', () => {
  it('a weighing 8 days old goes to approval with the reason, stored and shown to approvers', async () => {
    const old = tray({ dtaApontamento: addDays(today, -8) });
    const checked = await validar([old]);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()[0]).toMatchObject({
      exception: null,
      precisaAprovacao: true,
      motivoAprovacao: 'Data do apontamento com mais de 7 dias',
    });

    const res = await saveAll([old]);
    expect(res.statusCode, res.body).toBe(200);
    const [saved] = res.json() as Apontamento[];
    expect(saved).toMatchObject({ precisaAprovacao: true, motivoAprovacao: MSG.dateOutsideWindow(7) });
    const [row] = await db()
      .select()
      .from(reTbDesperdiciosDet)
      .where(eq(reTbDesperdiciosDet.idApontamento, saved.idApontamento));
    expect(row).toMatchObject({ motivoAprovacao: MSG.dateOutsideWindow(7), indStatusAprov: 0 });

    const list = await call('POST', '/api/v1/reTbDespApont/findAll', {
      idRestaurante: unit,
      dtaApontamentoIni: old.dtaApontamento,
      dtaApontamentoFim: old.dtaApontamento,
      size: 100,
    });
    expect(list.statusCode, list.body).toBe(200);
    const mine = (list.json().content as ApontamentoDetalhe[]).find(
      (a) => a.idApontamento === saved.idApontamento,
    );
    expect(mine?.motivoAprovacao).toBe(MSG.dateOutsideWindow(7));
    const detail = await call('POST', `/api/v1/reTbDespApont/findById/${saved.idApontamento}`, {});
    expect((detail.json() as ApontamentoAnalise).motivoAprovacao).toBe(MSG.dateOutsideWindow(7));
  });

  it('7 days old passes without a reason; 2 days ahead is refused', async () => {
    const res = await validar([
      tray({ dtaApontamento: addDays(today, -7) }),
      tray({ dtaApontamento: addDays(today, 2) }),
    ]);
    expect(res.statusCode).toBe(400);
    const [inWindow, ahead] = res.json() as ApontamentoResultado[];
    expect(inWindow).toMatchObject({ exception: null, motivoAprovacao: null });
    expect(ahead.exception).toBe(MSG.dateTooFarAhead);
  });
});

describe('maintenance edits', () => {
  it('an edit to an implausible quantity is refused; correcting an old weighing does not send it to approval', async () => {
    const old = tray({ dtaApontamento: addDays(today, -20), qtdDesperdicio: 3 });
    // Stored before the rule (as the demo history): approved, 20 days old.
    const [row] = await db()
      .insert(reTbDesperdiciosDet)
      .values({
        idEmpresa: companyA,
        idLocal: old.uuidApontamento,
        idRestaurante: unit,
        tipDesperdicio: 1,
        dtaApontamento: old.dtaApontamento,
        qtdDesperdicio: 3,
        precisaAprovacao: false,
      })
      .returning();
    const edit = (over: Record<string, unknown>) => ({ ...old, idApontamento: row.idApontamento, ...over });
    const refused = await saveAll([edit({ qtdDesperdicio: 75 })]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()[0].exception).toBe(MSG.quantityAboveMax('Bandeja', 50));

    const fixed = await saveAll([edit({ qtdDesperdicio: 3.2 })]);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()[0]).toMatchObject({ qtdDesperdicio: 3.2, motivoAprovacao: null });

    // Moving a weighing into the past beyond the window does.
    const moved = await saveAll([edit({ qtdDesperdicio: 3.2, dtaApontamento: addDays(today, -10) })]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()[0]).toMatchObject({
      precisaAprovacao: true,
      motivoAprovacao: MSG.dateOutsideWindow(7),
    });
  });
});

describe('maintenance edits of a late weighing still pending', () => {
  it('a quantity edit keeps it in approval with its reason', async () => {
    const late = tray({ dtaApontamento: addDays(today, -9), qtdDesperdicio: 2 });
    const res = await saveAll([late]);
    expect(res.statusCode, res.body).toBe(200);
    const [saved] = res.json() as Apontamento[];
    expect(saved).toMatchObject({ precisaAprovacao: true, motivoAprovacao: MSG.dateOutsideWindow(7) });

    const edited = await saveAll([{ ...late, idApontamento: saved.idApontamento, qtdDesperdicio: 2.4 }]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()[0]).toMatchObject({
      qtdDesperdicio: 2.4,
      precisaAprovacao: true,
      motivoAprovacao: MSG.dateOutsideWindow(7),
    });
    const [row] = await db()
      .select()
      .from(reTbDesperdiciosDet)
      .where(eq(reTbDesperdiciosDet.idApontamento, saved.idApontamento));
    expect(row.indStatusAprov).toBe(0);
  });
});

describe('saveAll right after validarApontamento (the outbox replay)', () => {
  it('reuses the verdict of the very same weighing and stores it as checked', async () => {
    const w = tray({ qtdDesperdicio: 3.25 });
    const checked = await validar([w]);
    expect(checked.statusCode, checked.body).toBe(200);
    const saved = await saveAll([w]);
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = saved.json() as Apontamento[];
    expect(row).toMatchObject({ uuidApontamento: w.uuidApontamento, qtdDesperdicio: 3.25 });
  });

  it('never lets a weighing changed since its validation through unchecked', async () => {
    const w = tray({ qtdDesperdicio: 3.25 });
    expect((await validar([w])).statusCode).toBe(200);
    const heavier = { ...w, qtdDesperdicio: 12_345.6 };
    const res = await saveAll([heavier]);
    expect(res.statusCode).toBe(400);
    const [r] = res.json() as ApontamentoResultado[];
    expect(r.exception).toMatch(/^Quantidade acima do máximo permitido para Bandeja/);
    const stored = await db()
      .select()
      .from(reTbDesperdiciosDet)
      .where(
        and(eq(reTbDesperdiciosDet.idEmpresa, companyA), eq(reTbDesperdiciosDet.idLocal, w.uuidApontamento)),
      );
    expect(stored).toHaveLength(0);
  });
});
