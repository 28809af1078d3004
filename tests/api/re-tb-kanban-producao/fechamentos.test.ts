import { randomUUID } from 'node:crypto';
import { toIsoLocal } from '@domain/dates';
import { CLOSING_MSG } from '@domain/rules/kanban-closings';
import { reTbDesperdiciosDet } from '@server/db/schema/appointments';
import { reTbItensProdutos, reTbKanbanProducao } from '@server/db/schema/menu';
import { reTbKanbanFechamentos } from '@server/db/schema/production';
import { reTbRestaurantes } from '@server/db/schema/restaurants';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoCompanies, signIn } from '../../kit/sign-in';
import { createTestApp, type TestApp } from '../../kit/test-app';
import { createTestUser } from '../../kit/test-users';

/**
 * POST /api/v1/reTbKanbanProducao/fechamentos: the kitchen's closings of the day's kanban lines ('Sem sobra',
 * 'Acabou às HH:MM', the produced quantity), and the day's kanban GET that carries each line's closing.
 * Every line is made here, on a restaurant of its own, so the seed's history does not interfere.
 */

let t: TestApp;
let companyA: number;
let companyB: number;
let token: string;
let rest: number;
let foreignKanban: number;
let items: { idItemVenda: number; idProduto: number; codAgrupamento: number | null }[];
const today = toIsoLocal(new Date());
const URL = '/api/v1/reTbKanbanProducao/fechamentos';
const DAY_URL = '/api/v1/reTbKanbanProducao/findKanbanProducaoByRestauranteAndItemProdutoAndItemVendaAndData';
const db = () => t.database.db;

let nextItem = 0;
/** A new active kanban line of today on the test restaurant (each with another sale item / product). */
async function newLine(over: Partial<typeof reTbKanbanProducao.$inferInsert> = {}): Promise<number> {
  const ip = items[nextItem++ % items.length];
  const [k] = await db()
    .insert(reTbKanbanProducao)
    .values({
      idEmpresa: companyA,
      idRestaurante: rest,
      dtaCardapio: today,
      qtdPlanejada: 10,
      ...ip,
      ...over,
    })
    .returning({ id: reTbKanbanProducao.idKanban });
  return k.id;
}

const closing = (idKanban: number, over: Record<string, unknown> = {}) => ({
  uuidFechamento: randomUUID(),
  idKanban,
  tipo: 'semSobra',
  dtaDispositivo: new Date().toISOString(),
  ...over,
});

const post = (fechamentos: unknown[], auth = token) =>
  t.app.inject({ method: 'POST', url: URL, headers: bearer(auth), payload: { fechamentos } });

async function lineOf(idKanban: number) {
  const [k] = await db()
    .select({
      tipFechamento: reTbKanbanProducao.tipFechamento,
      horEsgotado: reTbKanbanProducao.horEsgotado,
      dthFechamento: reTbKanbanProducao.dthFechamento,
      qtdProduzida: reTbKanbanProducao.qtdProduzida,
    })
    .from(reTbKanbanProducao)
    .where(eq(reTbKanbanProducao.idKanban, idKanban));
  return k;
}

const logOf = (idKanban: number) =>
  db().select().from(reTbKanbanFechamentos).where(eq(reTbKanbanFechamentos.idKanban, idKanban));

beforeAll(async () => {
  t = await createTestApp();
  [companyA, companyB] = await demoCompanies(t.app);
  token = await signIn(t.app, 'admin@demo.com.br', { idEmpresa: companyA });
  const [r] = await db()
    .insert(reTbRestaurantes)
    .values({ idEmpresa: companyA, desRestaurante: 'Restaurante dos fechamentos' })
    .returning();
  rest = r.idRestaurante;
  items = await db()
    .selectDistinct({
      idItemVenda: reTbItensProdutos.idItemVenda,
      idProduto: reTbItensProdutos.idProduto,
      codAgrupamento: reTbKanbanProducao.codAgrupamento,
    })
    .from(reTbItensProdutos)
    .innerJoin(
      reTbKanbanProducao,
      and(
        eq(reTbKanbanProducao.idEmpresa, reTbItensProdutos.idEmpresa),
        eq(reTbKanbanProducao.idItemVenda, reTbItensProdutos.idItemVenda),
        eq(reTbKanbanProducao.idProduto, reTbItensProdutos.idProduto),
      ),
    )
    .where(eq(reTbItensProdutos.idEmpresa, companyA))
    .orderBy(asc(reTbItensProdutos.idItemVenda), asc(reTbItensProdutos.idProduto))
    .limit(40);
  const [fk] = await db()
    .select({ id: reTbKanbanProducao.idKanban })
    .from(reTbKanbanProducao)
    .where(eq(reTbKanbanProducao.idEmpresa, companyB))
    .limit(1);
  foreignKanban = fk.id;
});
afterAll(async () => t?.close());

describe('saving closings', () => {
  it('Sem sobra, Acabou às and a produced quantity are stored, answered in order and put in force on the line', async () => {
    const [a, b, c] = [await newLine(), await newLine(), await newLine()];
    const sent = [
      closing(a, { qtdProduzida: 12.5 }),
      closing(b, { tipo: 'esgotado', horEsgotado: '13:40' }),
      closing(c, { tipo: null, qtdProduzida: 8.25 }),
    ];
    const res = await post(sent);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((f: { uuidFechamento: string }) => f.uuidFechamento)).toEqual(
      sent.map((s) => s.uuidFechamento),
    );
    expect(body[0]).toMatchObject({ idKanban: a, tipo: 'semSobra', horEsgotado: null, qtdProduzida: 12.5 });
    expect(body[1]).toMatchObject({
      idKanban: b,
      tipo: 'esgotado',
      horEsgotado: '13:40',
      qtdProduzida: null,
    });
    expect(body[2]).toMatchObject({ idKanban: c, tipo: null, qtdProduzida: 8.25 });
    expect(body[0].dtaDispositivo).toBe(new Date(sent[0].dtaDispositivo).toISOString());
    expect(await lineOf(a)).toMatchObject({ tipFechamento: 'S', horEsgotado: null, qtdProduzida: 12.5 });
    expect(await lineOf(b)).toMatchObject({ tipFechamento: 'E', horEsgotado: '13:40:00' });
    // Only the quantity: the line stays open.
    expect(await lineOf(c)).toMatchObject({ tipFechamento: null, dthFechamento: null, qtdProduzida: 8.25 });
    expect((await lineOf(a)).dthFechamento?.toISOString()).toBe(
      new Date(sent[0].dtaDispositivo).toISOString(),
    );
    const [log] = await logOf(b);
    expect(log).toMatchObject({ indSemSobra: false, horEsgotado: '13:40:00', idEmpresa: companyA });
    expect(log.idUsuario).not.toBeNull();
  });

  it('the day GET carries each line with its closing, produced quantity and the surplus weighed', async () => {
    const [a, b, c] = [await newLine({ qtdProduzida: 11 }), await newLine(), await newLine()];
    expect(
      (await post([closing(a), closing(b, { tipo: 'esgotado', horEsgotado: '12:05' })])).statusCode,
    ).toBe(200);
    const [cRow] = await db().select().from(reTbKanbanProducao).where(eq(reTbKanbanProducao.idKanban, c));
    await db().insert(reTbDesperdiciosDet).values({
      idEmpresa: companyA,
      idRestaurante: rest,
      tipDesperdicio: 2,
      dtaApontamento: today,
      qtdDesperdicio: 2.5,
      qtdTara: 0.5,
      idItemVenda: cRow.idItemVenda,
      idProduto: cRow.idProduto,
      dtaRegistro: new Date(),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: DAY_URL,
      headers: bearer(token),
      query: { idRestaurante: String(rest), dtaCardapio: today, qtd: '1000' },
    });
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().map((k: { idKanban: number }) => [k.idKanban, k]));
    expect(byId.get(a)).toMatchObject({
      tipFechamento: 'S',
      horEsgotado: null,
      qtdProduzida: 11,
      qtdPlanejada: 10,
    });
    expect(byId.get(b)).toMatchObject({ tipFechamento: 'E', horEsgotado: '12:05', qtdExcedente: null });
    expect(byId.get(c)).toMatchObject({ tipFechamento: null, qtdExcedente: 2 });
  });
});

describe('replays and the closing in force', () => {
  it('a replay of the same uuid changes nothing and answers the same', async () => {
    const a = await newLine();
    const first = closing(a, { qtdProduzida: 9 });
    const one = await post([first]);
    expect(one.statusCode).toBe(200);
    const later = closing(a, {
      tipo: 'esgotado',
      horEsgotado: '14:00',
      dtaDispositivo: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await post([later])).statusCode).toBe(200);
    // Sent again (even changed, and in a batch with a new closing): answered as stored, nothing changes.
    const replay = await post([{ ...first, tipo: 'esgotado', horEsgotado: '15:00', qtdProduzida: 1 }]);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(one.json());
    expect(await logOf(a)).toHaveLength(2);
    expect(await lineOf(a)).toMatchObject({ tipFechamento: 'E', horEsgotado: '14:00:00', qtdProduzida: 9 });
    // Upper-case uuid: the same closing.
    const upper = await post([{ ...first, uuidFechamento: first.uuidFechamento.toUpperCase() }]);
    expect(upper.json()).toEqual(one.json());
    // The same uuid twice in one batch: stored once, both answered with it.
    const b = await newLine();
    const twice = closing(b);
    const res = await post([twice, { ...twice, tipo: 'esgotado', horEsgotado: '10:00' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()[1]).toEqual(res.json()[0]);
    expect(await logOf(b)).toHaveLength(1);
  });

  it('a line closed twice keeps the closing made last on the device', async () => {
    const a = await newLine();
    const t0 = Date.now();
    await post([closing(a, { dtaDispositivo: new Date(t0).toISOString(), qtdProduzida: 10 })]);
    await post([
      closing(a, {
        tipo: 'esgotado',
        horEsgotado: '13:10',
        dtaDispositivo: new Date(t0 + 1000).toISOString(),
        qtdProduzida: 11,
      }),
    ]);
    expect(await lineOf(a)).toMatchObject({ tipFechamento: 'E', horEsgotado: '13:10:00', qtdProduzida: 11 });
    expect((await lineOf(a)).dthFechamento?.getTime()).toBe(t0 + 1000);
    // Both in one batch, the later first: the later still wins.
    const b = await newLine();
    await post([
      closing(b, {
        tipo: 'esgotado',
        horEsgotado: '12:00',
        dtaDispositivo: new Date(t0 + 5000).toISOString(),
      }),
      closing(b, { tipo: 'semSobra', dtaDispositivo: new Date(t0).toISOString() }),
    ]);
    expect(await lineOf(b)).toMatchObject({ tipFechamento: 'E', horEsgotado: '12:00:00' });
  });

  it('an older closing arriving later is logged but does not replace the one in force', async () => {
    const a = await newLine();
    const t0 = Date.now();
    await post([
      closing(a, {
        tipo: 'esgotado',
        horEsgotado: '13:40',
        dtaDispositivo: new Date(t0).toISOString(),
        qtdProduzida: 20,
      }),
    ]);
    const older = await post([
      closing(a, {
        tipo: 'semSobra',
        dtaDispositivo: new Date(t0 - 3_600_000).toISOString(),
        qtdProduzida: 5,
      }),
    ]);
    expect(older.statusCode).toBe(200);
    expect(await logOf(a)).toHaveLength(2);
    expect(await lineOf(a)).toMatchObject({ tipFechamento: 'E', horEsgotado: '13:40:00', qtdProduzida: 20 });
    expect((await lineOf(a)).dthFechamento?.getTime()).toBe(t0);
    // A quantity correction made later changes only the quantity; an older one arriving after it does not.
    await post([
      closing(a, { tipo: null, qtdProduzida: 18.5, dtaDispositivo: new Date(t0 + 1000).toISOString() }),
    ]);
    await post([
      closing(a, { tipo: null, qtdProduzida: 3, dtaDispositivo: new Date(t0 + 500).toISOString() }),
    ]);
    expect(await lineOf(a)).toMatchObject({
      tipFechamento: 'E',
      horEsgotado: '13:40:00',
      qtdProduzida: 18.5,
    });
  });

  it('a line closed by mistake is reopened: no closing in force, the quantity kept, the reopening answered', async () => {
    const a = await newLine();
    const t0 = Date.now();
    await post([
      closing(a, {
        tipo: 'esgotado',
        horEsgotado: '13:40',
        dtaDispositivo: new Date(t0).toISOString(),
        qtdProduzida: 12.5,
      }),
    ]);
    const reopen = closing(a, { tipo: 'reaberta', dtaDispositivo: new Date(t0 + 1000).toISOString() });
    const res = await post([reopen]);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ tipo: 'reaberta', horEsgotado: null, qtdProduzida: null });
    expect(await lineOf(a)).toMatchObject({ tipFechamento: null, horEsgotado: null, qtdProduzida: 12.5 });
    expect((await lineOf(a)).dthFechamento?.getTime()).toBe(t0 + 1000);
    expect((await logOf(a)).map((r) => r.indReaberta)).toEqual([false, true]);
    // A replay answers the reopening as stored.
    expect((await post([reopen])).json()).toEqual(res.json());
    // The closing made before the reopening, arriving after it, stays out of force.
    await post([closing(a, { tipo: 'semSobra', dtaDispositivo: new Date(t0 + 500).toISOString() })]);
    expect(await lineOf(a)).toMatchObject({ tipFechamento: null, horEsgotado: null });
    // A closing made after the reopening closes the line again.
    await post([closing(a, { tipo: 'semSobra', dtaDispositivo: new Date(t0 + 2000).toISOString() })]);
    expect(await lineOf(a)).toMatchObject({ tipFechamento: 'S', horEsgotado: null });
  });

  it('a reopening made before the closing in force does not reopen the line', async () => {
    const a = await newLine({ tipFechamento: 'S' });
    const t0 = Date.now();
    await post([
      closing(a, { tipo: 'esgotado', horEsgotado: '12:15', dtaDispositivo: new Date(t0).toISOString() }),
    ]);
    const late = await post([
      closing(a, { tipo: 'reaberta', dtaDispositivo: new Date(t0 - 60_000).toISOString() }),
    ]);
    expect(late.statusCode).toBe(200);
    expect((await logOf(a)).map((r) => r.indReaberta)).toEqual([false, true]);
    expect(await lineOf(a)).toMatchObject({ tipFechamento: 'E', horEsgotado: '12:15:00' });
  });

  it('a device closing replaces one set without a device time (an import)', async () => {
    const a = await newLine({ tipFechamento: 'E', horEsgotado: '11:00' });
    await post([closing(a, { dtaDispositivo: '2020-01-01T10:00:00.000Z' })]);
    expect(await lineOf(a)).toMatchObject({ tipFechamento: 'S', horEsgotado: null });
  });
});

describe('scope and flags', () => {
  it("another company's kanban line is not found, and nothing of the batch is saved", async () => {
    const a = await newLine();
    const ok = closing(a);
    const res = await post([ok, closing(foreignKanban)]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body[0].exception).toBeNull();
    expect(body[1].exception).toBe(CLOSING_MSG.kanbanNotFound(foreignKanban));
    expect(await logOf(a)).toHaveLength(0);
    expect(await lineOf(a)).toMatchObject({ tipFechamento: null });
    expect(await logOf(foreignKanban)).toHaveLength(0);
  });

  it('a line of an inactive restaurant is refused', async () => {
    const [r] = await db()
      .insert(reTbRestaurantes)
      .values({ idEmpresa: companyA, desRestaurante: 'Restaurante inativo dos fechamentos', indInativo: 1 })
      .returning();
    const k = await newLine({ idRestaurante: r.idRestaurante });
    const res = await post([closing(k)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()[0].exception).toBe(CLOSING_MSG.restaurantInactive(r.idRestaurante));
  });

  it('needs the entry flag (indApontamentos) and a token', async () => {
    const a = await newLine();
    const reports = await createTestUser(db(), { idEmpresa: companyA, flags: { indRelatorios: true } });
    const reportsToken = await signIn(t.app, reports.email, { idEmpresa: companyA });
    const denied = await post([closing(a)], reportsToken);
    expect(denied.statusCode).toBe(403);
    expect(typeof denied.json().message).toBe('string');
    const entry = await createTestUser(db(), { idEmpresa: companyA, flags: { indApontamentos: true } });
    const entryToken = await signIn(t.app, entry.email, { idEmpresa: companyA });
    expect((await post([closing(a)], entryToken)).statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { fechamentos: [closing(a)] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await logOf(a)).toHaveLength(1);
  });
});

describe('bad input → 400 in pt-BR, nothing saved', () => {
  const refusedWith = async (over: Record<string, unknown>, message: string) => {
    const a = await newLine();
    const res = await post([closing(a, over)]);
    expect(res.statusCode, JSON.stringify(over)).toBe(400);
    expect(res.json()[0].exception).toBe(message);
    expect(await logOf(a)).toHaveLength(0);
  };

  it('esgotado needs a valid HH:MM', async () => {
    await refusedWith({ tipo: 'esgotado' }, CLOSING_MSG.horaRequired);
    await refusedWith({ tipo: 'esgotado', horEsgotado: '' }, CLOSING_MSG.horaRequired);
    await refusedWith({ tipo: 'esgotado', horEsgotado: '24:00' }, CLOSING_MSG.horaInvalid('24:00'));
    await refusedWith({ tipo: 'esgotado', horEsgotado: '7:5' }, CLOSING_MSG.horaInvalid('7:5'));
    await refusedWith({ tipo: 'esgotado', horEsgotado: '13h40' }, CLOSING_MSG.horaInvalid('13h40'));
    await refusedWith({ tipo: 'semSobra', horEsgotado: '13:40' }, CLOSING_MSG.horaOnlyEsgotado);
    await refusedWith({ tipo: 'reaberta', horEsgotado: '13:40' }, CLOSING_MSG.horaOnlyEsgotado);
  });

  it('qtdProduzida ≥ 0 and within the maximum; tipo null needs a quantity', async () => {
    await refusedWith({ qtdProduzida: -0.1 }, CLOSING_MSG.qtdInvalid);
    await refusedWith({ qtdProduzida: 100_001 }, CLOSING_MSG.qtdTooBig);
    await refusedWith({ tipo: null }, CLOSING_MSG.nothing);
    await refusedWith({ tipo: null, qtdProduzida: null }, CLOSING_MSG.nothing);
  });

  it('dtaDispositivo must be an ISO instant', async () => {
    await refusedWith({ dtaDispositivo: 'ontem' }, CLOSING_MSG.deviceInstant);
    await refusedWith({ dtaDispositivo: '2026-12-02' }, CLOSING_MSG.deviceInstant);
    await refusedWith({ dtaDispositivo: '2026-13-45T10:00:00Z' }, CLOSING_MSG.deviceInstant);
    await refusedWith({ dtaDispositivo: null }, CLOSING_MSG.deviceInstant);
  });

  it('a missing kanban line is refused by its id', async () => {
    await refusedWith({ idKanban: 2_000_000_000 }, CLOSING_MSG.kanbanNotFound(2_000_000_000));
  });

  it('shapes the schema refuses answer a pt-BR message and never a 5xx', async () => {
    const a = await newLine();
    const cases: [unknown, RegExp][] = [
      [{ fechamentos: [] }, /Fechamentos: informe ao menos um item/],
      [{}, /Fechamentos: informação obrigatória/],
      [
        { fechamentos: [closing(a, { uuidFechamento: 'abc' })] },
        /Identificador do fechamento: identificador inválido/,
      ],
      [{ fechamentos: [closing(a, { idKanban: 'x' })] }, /Linha do kanban: valor inválido/],
      [{ fechamentos: [closing(a, { idKanban: -1 })] }, /Linha do kanban: valor inválido/],
      [
        { fechamentos: [closing(a, { tipo: 'acabou' })] },
        /Tipo: valor inválido \(use semSobra, esgotado ou reaberta\)/,
      ],
      [{ fechamentos: [closing(a, { qtdProduzida: '12,5' })] }, /Quantidade produzida: informe um número/],
      [{ fechamentos: [closing(a, { horEsgotado: 1340 })] }, /Hora em que acabou: valor inválido/],
      [{ fechamentos: 'x' }, /Fechamentos: informe uma lista/],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: URL,
        headers: bearer(token),
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toMatch(message);
    }
    expect(await logOf(a)).toHaveLength(0);
  });
});
