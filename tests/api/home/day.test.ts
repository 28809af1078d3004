import { addDays } from '@domain/dates';
import type { PesagensDoDia } from '@domain/schemas/appointments';
import type { PendentesPorUnidade } from '@domain/schemas/approvals';
import { reTbDesperdiciosDet } from '@server/db/schema/appointments';
import { reTbRestaurantes } from '@server/db/schema/restaurants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APONT, DET, pending, reference, today } from '../../kit/fixtures/apontamentos';
import { call, companySuite } from '../../kit/fixtures/company';
import { freshUnit } from '../../kit/fixtures/units';

/**
 * What each person's home reads: the weighings the user recorded on a day (the kitchen) and the pending
 * approvals per unit where the user approves (the supervisor). Access flags, company scope, bad input.
 */

const f = companySuite();

const db = () => f.db;

describe('GET /reTbDesperdiciosDet/pesagensDoDia', () => {
  const day = addDays(today, -3);
  const url = (data?: string) => `${DET}/pesagensDoDia${data ? `?data=${data}` : ''}`;
  const read = async (token: string, data?: string) => {
    const res = await call(f, 'GET', url(data), token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PesagensDoDia;
  };

  it("counts the caller's own weighings of the day in the token's company, with their net kg", async () => {
    const unit = await freshUnit(f, []);
    const [otherCompany] = await db()
      .select({ id: reTbRestaurantes.idRestaurante })
      .from(reTbRestaurantes)
      .where(eq(reTbRestaurantes.idEmpresa, f.companyB))
      .limit(1);
    const before = await read(f.token.cozinha, day);
    const row = (idEmpresa: number, idRestaurante: number, idUsuario: number, qtd: number, dta = day) => ({
      idEmpresa,
      idRestaurante,
      idUsuario,
      tipDesperdicio: 1,
      dtaApontamento: dta,
      qtdDesperdicio: qtd,
    });
    await db()
      .insert(reTbDesperdiciosDet)
      .values([
        row(f.companyA, unit, f.id.cozinha, 2.5),
        row(f.companyA, unit, f.id.cozinha, 1.25),
        // someone else's, another day's, another company's: not counted
        row(f.companyA, unit, f.id.admin, 9),
        row(f.companyA, unit, f.id.cozinha, 9, addDays(day, -1)),
        row(f.companyB, otherCompany.id, f.id.cozinha, 9),
      ]);
    const after = await read(f.token.cozinha, day);
    expect(after.data).toBe(day);
    expect(after.qtdPesagens - before.qtdPesagens).toBe(2);
    expect(Math.round((after.qtdLiquido - before.qtdLiquido) * 1000) / 1000).toBe(3.75);
  });

  it('without a day, answers today in São Paulo', async () => {
    const spToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect((await read(f.token.cozinha)).data).toBe(spToday);
  });

  it('needs indApontamentos and a token', async () => {
    expect((await call(f, 'GET', url(day), f.token.gestor)).statusCode).toBe(403);
    expect((await f.t.app.inject({ method: 'GET', url: url(day) })).statusCode).toBe(401);
  });

  it('refuses a malformed day with a pt-BR message (400)', async () => {
    for (const bad of ['2025-13-45', 'ontem', '15/03/2025']) {
      const res = await call(f, 'GET', url(bad), f.token.cozinha);
      expect(res.statusCode, res.body).toBe(400);
      const { message } = res.json() as { message: string };
      expect(message).toMatch(/data/i);
      expect(message).not.toMatch(/querystring|\.data|invalid_/);
    }
  });
});

describe('GET /reTbDespApont/pendentesPorUnidade', () => {
  const url = `${APONT}/pendentesPorUnidade`;
  const read = async (token: string) => {
    const res = await call(f, 'GET', url, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PendentesPorUnidade;
  };

  it('counts the pending appointments of each unit where the caller approves (0 where none waits)', async () => {
    const busy = await freshUnit(f, ['aprovador'], 'Unidade com pendentes');
    const quiet = await freshUnit(f, ['aprovador'], 'Unidade sem pendentes');
    const notMine = await freshUnit(f, ['admin'], 'Unidade de outro aprovador');
    await reference(f, busy);
    await reference(f, notMine);
    await pending(f, busy);
    await pending(f, busy);
    await pending(f, notMine);

    const units = await read(f.token.aprovador);
    const of = (id: number) => units.find((u) => u.idRestaurante === id);
    expect(of(busy)).toEqual({
      idRestaurante: busy,
      desRestaurante: 'Unidade com pendentes',
      qtdPendentes: 2,
    });
    expect(of(quiet)).toEqual({
      idRestaurante: quiet,
      desRestaurante: 'Unidade sem pendentes',
      qtdPendentes: 0,
    });
    expect(of(notMine)).toBeUndefined();
    // most waiting first
    const counts = units.map((u) => u.qtdPendentes);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // the count is the approval list's for that unit
    const list = await call(f, 'POST', `${APONT}/findAll`, f.token.aprovador, { idRestaurante: busy });
    expect((list.json() as { totalElements: number }).totalElements).toBe(2);
  });

  it("stays in the token's company: company B's admin sees none of company A's units", async () => {
    const unit = await freshUnit(f, ['admin'], 'Unidade só da empresa A');
    const inB = await read(f.tokenB);
    expect(inB.some((u) => u.idRestaurante === unit)).toBe(false);
    expect((await read(f.token.admin)).some((u) => u.idRestaurante === unit)).toBe(true);
  });

  it('is empty without approval rights, and needs indApontamentos and a token', async () => {
    expect(await read(f.token.cozinha)).toEqual([]);
    expect((await call(f, 'GET', url, f.token.gestor)).statusCode).toBe(403);
    expect((await f.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
