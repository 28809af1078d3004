import type { Notificacao } from '@domain/schemas/notifications';
import { reTbNotificacoes, reTbParametros } from '@server/db/schema/admin';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APONT, pending, reference, save, today, tray } from '../../kit/fixtures/apontamentos';
import { call, companySuite } from '../../kit/fixtures/company';
import { freshUnit, TARE } from '../../kit/fixtures/units';

/** Approval notifications (spec §7 Notifications): who is told, what it says, and reading them. */

const f = companySuite();

const db = () => f.db;
const URL = '/api/v1/reTbNotificacoes/user';

const unread = async (token: string) => {
  const res = await call(f, 'GET', URL, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Notificacao[];
};
const markRead = (token: string, ids: number[], value = 1) =>
  call(f, 'PUT', `${URL}/indLido/${value}`, token, { idsNotificacao: ids });

const ofAppointment = (list: Notificacao[], id: number) =>
  list.filter((n) => n.txtMensagem.includes(`/reApontDesperdicios/aprovacao/${id}"`));

async function recipients(idApontamento: number) {
  const rows = await db()
    .select({ idUsuario: reTbNotificacoes.idUsuario })
    .from(reTbNotificacoes)
    .where(eq(reTbNotificacoes.chave, `aprovacao:${idApontamento}`));
  return rows.map((r) => r.idUsuario).sort((a, b) => a - b);
}

const br = (iso: string) => iso.split('-').reverse().join('/');

describe('approval notifications', () => {
  it('a pending save notifies every approver of the unit and nobody else, with the link', async () => {
    const unit = await freshUnit(f, ['aprovador', 'admin'], 'Cozinha <Central> & "Norte"');
    await reference(f, unit);
    const a = await pending(f, unit);
    expect(await recipients(a.idApontamento)).toEqual([f.id.admin, f.id.aprovador].sort((x, y) => x - y));

    const [mine] = ofAppointment(await unread(f.token.aprovador), a.idApontamento);
    expect(mine).toMatchObject({ idAlerta: null, idAlertaFk: null, idUsuario: f.id.aprovador, indLido: 0 });
    expect(mine.txtMensagem).toBe(
      `<p>Apontamento <b>#${a.idApontamento}</b> de <b>Bandeja</b> em ` +
        `<b>${unit} - Cozinha &lt;Central&gt; &amp; &quot;Norte&quot;</b> (${br(today)}): ` +
        '<b>25,000 kg</b>, acima do máximo de 19,500 kg.</p>' +
        `<p><a href="/reApontDesperdicios/aprovacao/${a.idApontamento}">Analisar apontamento</a></p>`,
    );
    expect(Date.now() - new Date(mine.dtaRegistro).getTime()).toBeLessThan(60_000);
    // Newest first: it heads the list.
    expect((await unread(f.token.admin))[0].txtMensagem).toContain(`#${a.idApontamento}<`);
    expect(ofAppointment(await unread(f.token.cozinha), a.idApontamento)).toEqual([]);
    expect(ofAppointment(await unread(f.token.gestor), a.idApontamento)).toEqual([]);
    expect(ofAppointment(await unread(f.tokenB), a.idApontamento)).toEqual([]);
  });

  it('no notification for an appointment that needs no approval, nor for a unit without approvers', async () => {
    const unit = await freshUnit(f, ['aprovador']);
    await reference(f, unit);
    const [inside] = await save(f, [tray(unit, { qtdDesperdicio: 15 })]);
    expect(await recipients(inside.idApontamento)).toEqual([]);
    const lonely = await freshUnit(f, []);
    await reference(f, lonely);
    const p = await pending(f, lonely);
    expect(await recipients(p.idApontamento)).toEqual([]);
  });

  it('below the minimum says so', async () => {
    const unit = await freshUnit(f, ['aprovador']);
    await reference(f, unit);
    // seq 15 = 1: at or below the minimum needs approval too.
    await db()
      .update(reTbParametros)
      .set({ vlrParametroInt: 1 })
      .where(and(eq(reTbParametros.idRestaurante, unit), eq(reTbParametros.seqParametro, 15)));
    const a = await pending(f, unit, { qtdDesperdicio: 5, idRecipiente: f.idRecipiente });
    expect(a.qtdDesperdicio).toBeGreaterThan(TARE);
    const [n] = ofAppointment(await unread(f.token.aprovador), a.idApontamento);
    // The message gives the net (5 kg gross − TARE 1,15 kg), which the minimum is about.
    expect(n.txtMensagem).toContain('<b>3,850 kg</b>, abaixo do mínimo de 12,000 kg.');
  });

  it('a large batch notifies with one insert, fast', async () => {
    const unit = await freshUnit(f, ['aprovador', 'admin']);
    await reference(f, unit);
    const batch = Array.from({ length: 400 }, (_, i) => tray(unit, { qtdDesperdicio: 25 + i / 100 }));
    const started = performance.now();
    const saved = await save(f, batch);
    const ms = performance.now() - started;
    console.log(`[notifications] saveAll de 400 pendentes (800 notificações) em ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(10_000);
    const rows = await db()
      .select({ chave: reTbNotificacoes.chave })
      .from(reTbNotificacoes)
      .where(
        inArray(
          reTbNotificacoes.chave,
          saved.map((a) => `aprovacao:${a.idApontamento}`),
        ),
      );
    expect(rows).toHaveLength(800);
  });

  it('marks one or all as read, only the caller’s own; approving reads them for everybody', async () => {
    const unit = await freshUnit(f, ['aprovador', 'admin']);
    await reference(f, unit);
    const [a, b, c] = await save(f, [
      tray(unit),
      tray(unit, { qtdDesperdicio: 26 }),
      tray(unit, { qtdDesperdicio: 27 }),
    ]);
    const mine = (await unread(f.token.aprovador)).filter((n) =>
      [a, b, c].some((x) => n.txtMensagem.includes(`/aprovacao/${x.idApontamento}"`)),
    );
    expect(mine).toHaveLength(3);
    const idOf = (id: number) => ofAppointment(mine, id)[0].idNotificacao;

    // Somebody else cannot mark them.
    const other = await markRead(f.token.cozinha, [idOf(a.idApontamento)]);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ updated: 0 });
    const otherCompany = await markRead(f.tokenB, [idOf(a.idApontamento)]);
    expect(otherCompany.json()).toEqual({ updated: 0 });
    expect(ofAppointment(await unread(f.token.aprovador), a.idApontamento)).toHaveLength(1);

    // One.
    expect((await markRead(f.token.aprovador, [idOf(a.idApontamento)])).json()).toEqual({ updated: 1 });
    expect(ofAppointment(await unread(f.token.aprovador), a.idApontamento)).toEqual([]);
    // All (what the bell's 'Marcar todos' sends: every unread id).
    const all = (await unread(f.token.aprovador)).map((n) => n.idNotificacao);
    expect((await markRead(f.token.aprovador, all)).json()).toEqual({ updated: all.length });
    expect(await unread(f.token.aprovador)).toEqual([]);
    // Unread again.
    expect((await markRead(f.token.aprovador, [idOf(b.idApontamento)], 0)).json()).toEqual({ updated: 1 });
    expect(ofAppointment(await unread(f.token.aprovador), b.idApontamento)).toHaveLength(1);

    // The admin's notification of c is still unread until somebody analyses c.
    expect(ofAppointment(await unread(f.token.admin), c.idApontamento)).toHaveLength(1);
    const ok = await call(f, 'POST', `${APONT}/${c.idApontamento}/aprovar`, f.token.aprovador, {
      justificativa: 'Conferido.',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ofAppointment(await unread(f.token.admin), c.idApontamento)).toEqual([]);
    const left = await db()
      .select({ lido: reTbNotificacoes.indLido })
      .from(reTbNotificacoes)
      .where(eq(reTbNotificacoes.chave, `aprovacao:${c.idApontamento}`));
    expect(left.map((n) => n.lido)).toEqual([1, 1]);
  });
});
