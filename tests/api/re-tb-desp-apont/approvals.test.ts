import { addDays } from '@domain/dates';
import { MSG } from '@domain/messages';
import type { ApontamentoAnalise, ApontamentoDetalhe, HistoricoItem, Page } from '@domain/schemas/approvals';
import { reTbNotificacoes } from '@server/db/schema/admin';
import { reTbAprovadores, reTbDesperdiciosDet, reTbHistoricoAprov } from '@server/db/schema/appointments';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APONT, pending, reference, save, today, tray } from '../../kit/fixtures/apontamentos';
import { call, companySuite } from '../../kit/fixtures/company';
import { freshUnit, TARE } from '../../kit/fixtures/units';

/** Approval of pending appointments and its history (spec §4 Approval, §6, §7 Approvals). */

const f = companySuite();
/** Approved by admin and aprovador. */
let shared: number;
/** Approved by admin only. */
let adminOnly: number;

beforeAll(async () => {
  shared = await freshUnit(f, ['admin', 'aprovador']);
  adminOnly = await freshUnit(f, ['admin']);
  await reference(f, shared);
  await reference(f, shared, 3);
  await reference(f, adminOnly);
});

const db = () => f.db;

const findAll = (token: string, body: Record<string, unknown> = {}) =>
  call(f, 'POST', `${APONT}/findAll`, token, body);
const analyse = (id: number, action: 'aprovar' | 'reprovar', token: string, justificativa?: string | null) =>
  call(f, 'POST', `${APONT}/${id}/${action}`, token, justificativa === undefined ? {} : { justificativa });
const historico = (token: string, body: Record<string, unknown> = {}) =>
  call(f, 'POST', '/api/v1/reTbHistoricoAprov/findAll', token, body);

async function statusOf(id: number) {
  const [row] = await db()
    .select({ status: reTbDesperdiciosDet.indStatusAprov, txt: reTbDesperdiciosDet.txtJustificativa })
    .from(reTbDesperdiciosDet)
    .where(eq(reTbDesperdiciosDet.idApontamento, id));
  return row;
}

async function historyRows(id: number) {
  return db().select().from(reTbHistoricoAprov).where(eq(reTbHistoricoAprov.idApontamento, id));
}

/** A pending tray stored directly (reference 12 to 19.5 kg, mean 15; to be notified): 15 kg today unless `over`. */
async function storedPending(
  idRestaurante: number,
  over: Partial<typeof reTbDesperdiciosDet.$inferInsert> = {},
): Promise<number> {
  const [row] = await db()
    .insert(reTbDesperdiciosDet)
    .values({
      idEmpresa: f.companyA,
      idRestaurante,
      tipDesperdicio: 1,
      dtaApontamento: today,
      qtdDesperdicio: 15,
      minQtd: 12,
      maxQtd: 19.5,
      mediaQtd: 15,
      precisaAprovacao: true,
      indStatusAprov: 0,
      notificar: true,
      ...over,
    })
    .returning();
  return row.idApontamento;
}

/** A pending appointment whose quantity is inside its tolerance: no justification needed. */
const pendingInsideTolerance = (idRestaurante: number) => storedPending(idRestaurante);

/** The São Paulo calendar day of an instant. */
const spDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d);

describe('POST /reTbDespApont/findAll', () => {
  it('lists only pending appointments of the caller’s approval units, with their names', async () => {
    const mine = await pending(f, shared, { idRecipiente: f.idRecipiente });
    const notMine = await pending(f, adminOnly);
    const [inside] = await save(f, [tray(shared, { qtdDesperdicio: 15 })]);
    expect(inside.precisaAprovacao).toBe(false);

    const res = await findAll(f.token.aprovador, { idRestaurante: shared, size: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page<ApontamentoDetalhe>;
    const ids = page.content.map((a) => a.idApontamento);
    expect(ids).toContain(mine.idApontamento);
    expect(ids).not.toContain(inside.idApontamento);
    expect(page.content.every((a) => a.indStatusAprov === 0 && a.idRestaurante === shared)).toBe(true);
    const row = page.content.find((a) => a.idApontamento === mine.idApontamento)!;
    expect(row).toMatchObject({
      uuidApontamento: mine.uuidApontamento,
      desRestaurante: expect.stringContaining('Unidade de aprovação'),
      desUsuario: 'Administrador Demo',
      desRecipiente: expect.any(String),
      // Gross 25 kg in the container of TARE (1,15) kg: 23,85 kg net, beyond the maximum; its cost.
      qtdDesperdicio: 25,
      qtdTara: TARE,
      qtdLiquido: 23.85,
      minQtd: 12,
      maxQtd: 19.5,
      precisaAprovacao: true,
      indStatusAprov: 0,
      vlrCusto: Math.round(23.85 * f.custoBandeja * 100) / 100,
    });

    // Without a filter: every row is of one of the caller's units, never of the admin-only unit.
    const units = (
      await db()
        .select({ id: reTbAprovadores.idRestaurante })
        .from(reTbAprovadores)
        .where(and(eq(reTbAprovadores.idEmpresa, f.companyA), eq(reTbAprovadores.idUsuario, f.id.aprovador)))
    ).map((u) => u.id);
    const all = (await findAll(f.token.aprovador, { size: 100 })).json() as Page<ApontamentoDetalhe>;
    expect(all.totalElements).toBeGreaterThanOrEqual(1);
    for (const a of all.content) {
      expect(units).toContain(a.idRestaurante);
      expect(a.indStatusAprov).toBe(0);
    }
    expect(all.content.map((a) => a.idApontamento)).not.toContain(notMine.idApontamento);

    const admin = (
      await findAll(f.token.admin, { idRestaurante: adminOnly })
    ).json() as Page<ApontamentoDetalhe>;
    expect(admin.content.map((a) => a.idApontamento)).toContain(notMine.idApontamento);
  });

  it('403 with the message when the caller has no approval units or filters a unit outside them', async () => {
    const outside = await findAll(f.token.aprovador, { idRestaurante: adminOnly });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().exception).toBe(MSG.approvalNoPermission);
    const cozinha = await findAll(f.token.cozinha);
    expect(cozinha.statusCode).toBe(403);
    expect(cozinha.json().exception).toBe(MSG.approvalNoPermission);
    // Without indApontamentos the whole resource is refused.
    const gestor = await findAll(f.token.gestor);
    expect(gestor.statusCode).toBe(403);
    expect(gestor.json().exception).toBe(MSG.accessDeniedText);
  });

  it('filters by period and type, pages oldest first and counts every match', async () => {
    const unit = await freshUnit(f, ['aprovador']);
    await reference(f, unit, 1, 5);
    await reference(f, unit, 3, 5);
    // One batch: every reference is the history above.
    const saved = await save(f, [
      tray(unit, { dtaApontamento: addDays(today, -2) }),
      tray(unit, { dtaApontamento: addDays(today, -1) }),
      tray(unit),
      tray(unit, { tipDesperdicio: 3 }),
    ]);
    expect(saved.every((a) => a.precisaAprovacao)).toBe(true);
    const [d2, d1, d0, turno] = saved.map((a) => a.idApontamento);

    const trays = { idRestaurante: unit, tipDesperdicio: 1 };
    const p0 = (await findAll(f.token.aprovador, { ...trays, size: 2 })).json() as Page<ApontamentoDetalhe>;
    expect(p0).toMatchObject({ totalElements: 3, page: 0, size: 2 });
    expect(p0.content.map((a) => a.idApontamento)).toEqual([d2, d1]);
    const p1 = (await findAll(f.token.aprovador, { ...trays, size: 2, page: 1 })).json();
    expect(p1.content.map((a: ApontamentoDetalhe) => a.idApontamento)).toEqual([d0]);

    const yesterday = addDays(today, -1);
    const day = (
      await findAll(f.token.aprovador, {
        idRestaurante: unit,
        dtaApontamentoIni: yesterday,
        dtaApontamentoFim: yesterday,
      })
    ).json() as Page<ApontamentoDetalhe>;
    expect(day.content.map((a) => a.idApontamento)).toEqual([d1]);
    const byType = (await findAll(f.token.aprovador, { idRestaurante: unit, tipDesperdicio: 3 })).json();
    expect(byType.content.map((a: ApontamentoDetalhe) => a.idApontamento)).toEqual([turno]);

    const invalid = await findAll(f.token.aprovador, { size: 0 });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('POST /reTbDespApont/findAll order', () => {
  /** A pending tray of `day` weighed at `weighed` (the device's clock) and received at `received`. */
  async function weighed(idRestaurante: number, day: string, received: string, device: string | null) {
    return storedPending(idRestaurante, {
      dtaApontamento: day,
      qtdDesperdicio: 30,
      dtaRegistro: new Date(received),
      dtaDispositivo: device ? new Date(device) : null,
    });
  }

  it('sorts the queue oldest first: by day, then by when the weighing was made, not by id', async () => {
    const unit = await freshUnit(f, ['aprovador']);
    const yesterday = addDays(today, -1);
    // Inserted (ids) in an order unlike the weighing times.
    const noon = await weighed(unit, today, `${today}T15:00:00Z`, null);
    // Weighed offline at 09:00, reaching the server at 16:00: it was made before the noon one.
    const offline = await weighed(unit, today, `${today}T16:00:00Z`, `${today}T12:00:00Z`);
    const evening = await weighed(unit, today, `${today}T21:00:00Z`, null);
    const morning = await weighed(unit, today, `${today}T11:00:00Z`, null);
    const prevDay = await weighed(unit, yesterday, `${today}T10:00:00Z`, `${yesterday}T20:00:00Z`);

    const page = (
      await findAll(f.token.aprovador, { idRestaurante: unit, size: 100 })
    ).json() as Page<ApontamentoDetalhe>;
    expect(page.content.map((a) => a.idApontamento)).toEqual([prevDay, morning, offline, noon, evening]);
    // Pages follow the same order.
    const second = (await findAll(f.token.aprovador, { idRestaurante: unit, size: 2, page: 1 })).json();
    expect(second.content.map((a: ApontamentoDetalhe) => a.idApontamento)).toEqual([offline, noon]);
  });
});

describe('findById and checarPermissaoDeAnalise', () => {
  it('answers the detail with its history and whether the caller may analyse it (GET and POST)', async () => {
    const a = await pending(f, shared);
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(f, method, `${APONT}/findById/${a.idApontamento}`, f.token.aprovador);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ idApontamento: a.idApontamento, historico: [], podeAnalisar: true });
    }
    const cozinha = await call(f, 'GET', `${APONT}/findById/${a.idApontamento}`, f.token.cozinha);
    expect(cozinha.json().podeAnalisar).toBe(false);

    const missing = await call(f, 'GET', `${APONT}/findById/987654321`, f.token.aprovador);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().exception).toBe(MSG.notFoundRef('Apontamento', 987654321));
  });

  it('checks the analysis permission of a user of the company', async () => {
    const a = await pending(f, shared);
    const check = (idUsuario: number, method: 'GET' | 'POST' = 'POST') =>
      call(f, method, `${APONT}/checarPermissaoDeAnalise/${a.idApontamento}/${idUsuario}`, f.token.cozinha);
    expect((await check(f.id.aprovador)).json()).toEqual({ podeAnalisar: true, exception: null });
    expect((await check(f.id.aprovador, 'GET')).json()).toEqual({ podeAnalisar: true, exception: null });
    expect((await check(f.id.cozinha)).json()).toEqual({
      podeAnalisar: false,
      exception: MSG.approvalNoPermission,
    });
    expect((await analyse(a.idApontamento, 'aprovar', f.token.admin, 'Conferido.')).statusCode).toBe(200);
    expect((await check(f.id.aprovador)).json()).toEqual({
      podeAnalisar: false,
      exception: MSG.notPending(a.idApontamento),
    });
  });
});

describe('aprovar / reprovar', () => {
  it('approves with the justification: status, history with the approver, notifications read', async () => {
    const a = await pending(f, shared);
    const res = await analyse(a.idApontamento, 'aprovar', f.token.aprovador, '  Evento com baixa adesão.  ');
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json() as ApontamentoAnalise;
    expect(out).toMatchObject({
      idApontamento: a.idApontamento,
      indStatusAprov: 1,
      txtJustificativa: 'Evento com baixa adesão.',
      podeAnalisar: false,
    });
    expect(out.historico).toHaveLength(1);
    expect(out.historico[0]).toMatchObject({
      idUsuario: f.id.aprovador,
      desAprovador: 'Aprovador Demo',
      indDecisao: 1,
      txtJustificativa: 'Evento com baixa adesão.',
    });
    expect(Date.now() - new Date(out.historico[0].dthAnalise).getTime()).toBeLessThan(60_000);
    expect(await statusOf(a.idApontamento)).toEqual({ status: 1, txt: 'Evento com baixa adesão.' });
    const notes = await db()
      .select({ lido: reTbNotificacoes.indLido })
      .from(reTbNotificacoes)
      .where(eq(reTbNotificacoes.chave, `aprovacao:${a.idApontamento}`));
    expect(notes).toHaveLength(2);
    expect(notes.every((n) => n.lido === 1)).toBe(true);
  });

  it('rejects through the same path', async () => {
    const a = await pending(f, shared);
    const res = await analyse(a.idApontamento, 'reprovar', f.token.admin, 'Recipiente não descontado.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ indStatusAprov: 2, txtJustificativa: 'Recipiente não descontado.' });
    const [h] = await historyRows(a.idApontamento);
    expect(h).toMatchObject({ idUsuario: f.id.admin, indDecisao: 2 });
  });

  it('requires a justification when out of tolerance; stores the automatic one when not needed', async () => {
    const a = await pending(f, shared);
    for (const justificativa of [null, '', '   ']) {
      const res = await analyse(a.idApontamento, 'aprovar', f.token.aprovador, justificativa);
      expect(res.statusCode).toBe(400);
      expect(res.json().exception).toBe(MSG.justificationRequired);
    }
    expect((await statusOf(a.idApontamento)).status).toBe(0);
    expect(await historyRows(a.idApontamento)).toHaveLength(0);

    const inside = await pendingInsideTolerance(shared);
    const res = await analyse(inside, 'reprovar', f.token.aprovador);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().txtJustificativa).toBe(MSG.approvalAutoJustification);
    const [h] = await historyRows(inside);
    expect(h.txtJustificativa).toBe(MSG.approvalAutoJustification);
  });

  it('409 when no longer pending: who analysed it and when, or plainly not pending', async () => {
    const a = await pending(f, shared);
    expect((await analyse(a.idApontamento, 'aprovar', f.token.aprovador, 'Ok.')).statusCode).toBe(200);
    const again = await analyse(a.idApontamento, 'reprovar', f.token.admin, 'Não.');
    expect(again.statusCode).toBe(409);
    expect(again.json().exception).toMatch(
      new RegExp(
        `^O apontamento ${a.idApontamento} já foi aprovado por Aprovador Demo em \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`,
      ),
    );
    const [plain] = await save(f, [tray(shared, { qtdDesperdicio: 15 })]);
    const notPending = await analyse(plain.idApontamento, 'aprovar', f.token.admin, 'x');
    expect(notPending.statusCode).toBe(409);
    expect(notPending.json().exception).toBe(MSG.notPending(plain.idApontamento));
  });

  it('two approvers at once: exactly one wins, the other gets 409 naming the winner; one history row', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await pending(f, shared);
      const [r1, r2] = await Promise.all([
        analyse(a.idApontamento, 'aprovar', f.token.admin, 'Primeiro.'),
        analyse(a.idApontamento, 'reprovar', f.token.aprovador, 'Segundo.'),
      ]);
      const codes = [r1.statusCode, r2.statusCode].sort();
      expect(codes, `${r1.body} ${r2.body}`).toEqual([200, 409]);
      const [won, lost] = r1.statusCode === 200 ? [r1, r2] : [r2, r1];
      const winner = won === r1 ? 'Administrador Demo' : 'Aprovador Demo';
      const decision = won === r1 ? 'aprovado' : 'reprovado';
      expect(lost.json().exception).toContain(`já foi ${decision} por ${winner} em `);
      expect(await historyRows(a.idApontamento)).toHaveLength(1);
      expect((await statusOf(a.idApontamento)).status).toBe(won === r1 ? 1 : 2);
    }
  });

  it('403 outside the caller’s units, 403 without indApontamentos, 404 from another company', async () => {
    const a = await pending(f, adminOnly);
    const noRights = await analyse(a.idApontamento, 'aprovar', f.token.aprovador, 'x');
    expect(noRights.statusCode).toBe(403);
    expect(noRights.json().exception).toBe(MSG.approvalNoPermission);
    const gestor = await analyse(a.idApontamento, 'aprovar', f.token.gestor, 'x');
    expect(gestor.statusCode).toBe(403);
    expect(gestor.json().exception).toBe(MSG.accessDeniedText);

    // Company B (admin approves every unit there) never sees or analyses company A's appointments.
    const notFound = MSG.notFoundRef('Apontamento', a.idApontamento);
    for (const [method, url] of [
      ['GET', `${APONT}/findById/${a.idApontamento}`],
      ['POST', `${APONT}/checarPermissaoDeAnalise/${a.idApontamento}/${f.id.admin}`],
      ['POST', `${APONT}/${a.idApontamento}/aprovar`],
      ['POST', `${APONT}/${a.idApontamento}/reprovar`],
    ] as const) {
      const res = await call(
        f,
        method,
        url,
        f.tokenB,
        method === 'POST' ? { justificativa: 'x' } : undefined,
      );
      expect(res.statusCode, url).toBe(404);
      expect(res.json().exception).toBe(notFound);
    }
    const list = (await findAll(f.tokenB, { size: 100 })).json() as Page<ApontamentoDetalhe>;
    expect(list.content.map((x) => x.idApontamento)).not.toContain(a.idApontamento);
    const foreignFilter = await findAll(f.tokenB, { idRestaurante: adminOnly });
    expect(foreignFilter.statusCode).toBe(403);
    expect((await statusOf(a.idApontamento)).status).toBe(0);
  });
});

describe('POST /reTbHistoricoAprov/findAll', () => {
  it('lists the analyses newest first with approver and recorder names; filters and pages', async () => {
    const unit = await freshUnit(f, ['aprovador', 'admin']);
    await reference(f, unit);
    const [a, b, c] = await save(f, [tray(unit), tray(unit, { qtdDesperdicio: 30 }), tray(unit)]);
    expect((await analyse(a.idApontamento, 'aprovar', f.token.aprovador, 'Primeira.')).statusCode).toBe(200);
    expect((await analyse(b.idApontamento, 'reprovar', f.token.admin, 'Segunda.')).statusCode).toBe(200);
    expect((await analyse(c.idApontamento, 'aprovar', f.token.admin, 'Terceira.')).statusCode).toBe(200);

    const res = await historico(f.token.cozinha, { idRestaurante: unit });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page<HistoricoItem>;
    expect(page.totalElements).toBe(3);
    expect(page.content.map((h) => h.idApontamento)).toEqual([c, b, a].map((x) => x.idApontamento));
    expect(page.content[1]).toMatchObject({
      idApontamento: b.idApontamento,
      idUsuario: f.id.admin,
      desAprovador: 'Administrador Demo',
      indDecisao: 2,
      txtJustificativa: 'Segunda.',
      idRestaurante: unit,
      desRestaurante: expect.stringContaining('Unidade de aprovação'),
      tipDesperdicio: 1,
      dtaApontamento: today,
      qtdDesperdicio: 30,
      minQtd: 12,
      maxQtd: 19.5,
      mediaQtd: 15,
      desItem: null,
      desUsuario: 'Administrador Demo',
    });
    expect(page.content[2].desAprovador).toBe('Aprovador Demo');
    const dth = new Date(page.content[0].dthAnalise);
    expect(Date.now() - dth.getTime()).toBeLessThan(60_000);

    const rejected = (await historico(f.token.admin, { idRestaurante: unit, indDecisao: 2 })).json();
    expect(rejected.content.map((h: HistoricoItem) => h.idApontamento)).toEqual([b.idApontamento]);
    const typed = (await historico(f.token.admin, { idRestaurante: unit, tipDesperdicio: 3 })).json();
    expect(typed.totalElements).toBe(0);

    // The analysis-date filter is in São Paulo days.
    const day = spDay(dth);
    const same = (
      await historico(f.token.admin, { idRestaurante: unit, dthAnaliseIni: day, dthAnaliseFim: day })
    ).json();
    expect(same.totalElements).toBe(3);
    const next = addDays(day, 1);
    const later = (
      await historico(f.token.admin, { idRestaurante: unit, dthAnaliseIni: next, dthAnaliseFim: next })
    ).json();
    expect(later.totalElements).toBe(0);
    const before = (
      await historico(f.token.admin, { idRestaurante: unit, dthAnaliseFim: addDays(day, -1) })
    ).json();
    expect(before.totalElements).toBe(0);

    const p1 = (await historico(f.token.admin, { idRestaurante: unit, size: 2, page: 1 })).json();
    expect(p1).toMatchObject({ totalElements: 3, page: 1, size: 2 });
    expect(p1.content.map((h: HistoricoItem) => h.idApontamento)).toEqual([a.idApontamento]);

    // Another company sees none of them; gestor has no access.
    expect((await historico(f.tokenB, { idRestaurante: unit })).json().totalElements).toBe(0);
    expect((await historico(f.token.gestor)).statusCode).toBe(403);
  });
});
