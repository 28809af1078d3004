import { reTbNotificacoes } from '@server/db/schema/admin';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { today } from '../../kit/fixtures/apontamentos';
import { call, companySuite } from '../../kit/fixtures/company';
import { freshUnit } from '../../kit/fixtures/units';

/**
 * POST /api/v1/reTbNotificacoes/envioAtrasado: a tablet tells the server that a save of its queue has waited
 * more than 24 hours without being stored; the unit's approvers are told once per save.
 */

const f = companySuite();

const URL = '/api/v1/reTbNotificacoes/envioAtrasado';
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

const report = (idRestaurante: number, over: Record<string, unknown> = {}) => ({
  uuid: crypto.randomUUID(),
  idRestaurante,
  tipDesperdicio: 1,
  dtaApontamento: today,
  dthRegistro: hoursAgo(30),
  qtdPesagens: 2,
  motivo: 'Quantidade acima do máximo permitido para Bandeja (50 kg) <b>',
  ...over,
});

const rowsOf = (uuid: string) =>
  f.t.database.db
    .select()
    .from(reTbNotificacoes)
    .where(
      and(eq(reTbNotificacoes.idEmpresa, f.companyA), eq(reTbNotificacoes.chave, `envio-atrasado:${uuid}`)),
    );

describe('a save late on a tablet', () => {
  it("notifies the unit's approvers once per save, however often the tablet tells it", async () => {
    const unit = await freshUnit(f, ['aprovador', 'admin'], 'Cozinha <Atrasada>');
    const body = report(unit);
    const first = await call(f, 'POST', URL, f.token.cozinha, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ notificados: 2 });
    const rows = await rowsOf(body.uuid);
    expect(rows.map((r) => r.idUsuario).sort((a, b) => a - b)).toEqual(
      [f.id.admin, f.id.aprovador].sort((a, b) => a - b),
    );
    // What the approver reads in the bell: the unit, the count, who, the reason, every name escaped.
    const unread = (await call(f, 'GET', '/api/v1/reTbNotificacoes/user', f.token.aprovador)).json() as {
      txtMensagem: string;
    }[];
    const mine = unread.find((n) => n.txtMensagem.includes('Cozinha &lt;Atrasada&gt;'));
    expect(mine?.txtMensagem).toContain('<b>2 pesagens</b>');
    expect(mine?.txtMensagem).toContain('Cozinha Demo');
    expect(mine?.txtMensagem).toContain('mais de 24 horas');
    expect(mine?.txtMensagem).toContain('(50 kg) &lt;b&gt;');

    // Told again (a lost answer, another start of the tablet): nothing new.
    const again = await call(f, 'POST', URL, f.token.cozinha, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ notificados: 0 });
    expect(await rowsOf(body.uuid)).toHaveLength(2);
  });

  it('a unit without approvers: nothing to notify', async () => {
    const unit = await freshUnit(f, []);
    const res = await call(f, 'POST', URL, f.token.cozinha, report(unit));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notificados: 0 });
  });

  it("stays in the token's company: another company's unit is not found, and nobody is told", async () => {
    const unit = await freshUnit(f, ['aprovador']);
    const body = report(unit);
    const res = await call(f, 'POST', URL, f.tokenB, body);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Restaurante ${unit} não encontrado(a)`);
    expect(await rowsOf(body.uuid)).toHaveLength(0);
  });

  it('needs the entry flag', async () => {
    const unit = await freshUnit(f, ['aprovador']);
    const body = report(unit);
    const res = await call(f, 'POST', URL, f.token.gestor, body);
    expect(res.statusCode).toBe(403);
    expect(await rowsOf(body.uuid)).toHaveLength(0);
    const anonymous = await f.t.app.inject({ method: 'POST', url: URL, payload: body });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad input and a save not yet late with a 400 in Portuguese', async () => {
    const unit = await freshUnit(f, ['aprovador']);
    const early = await call(f, 'POST', URL, f.token.cozinha, report(unit, { dthRegistro: hoursAgo(2) }));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('O registro ainda não espera há 24 horas.');
    for (const over of [
      { uuid: 'não-é-uuid' },
      { idRestaurante: -1 },
      { tipDesperdicio: 9 },
      { dtaApontamento: '31/02/2026' },
      { dthRegistro: 'ontem' },
      { qtdPesagens: 0 },
      { motivo: 'x'.repeat(501) },
    ]) {
      const res = await call(f, 'POST', URL, f.token.cozinha, report(unit, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const message = res.json().message as string;
      expect(message, JSON.stringify(over)).not.toMatch(/body\/|\bexpected\b|Invalid/);
    }
    const empty = await call(f, 'POST', URL, f.token.cozinha, undefined);
    expect(empty.statusCode).toBe(400);
  });
});
