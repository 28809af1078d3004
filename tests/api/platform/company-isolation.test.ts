import { reTbNotificacoes } from '@server/db/schema/admin';
import { reTbRestaurantes } from '@server/db/schema/restaurants';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSuite } from '../../kit/fixtures/demo-app';
import { userIdByEmail } from '../../kit/test-users';

const s = demoSuite(['admin', 'adminB']);
/** Company A's admin marks these notifications read. */
const markRead = (ids: number[]) =>
  s.call('PUT', '/api/v1/reTbNotificacoes/user/indLido/1', s.tokens.admin, { idsNotificacao: ids });
let adminId: number;

beforeAll(async () => {
  adminId = await userIdByEmail(s.db(), 'admin@demo.com.br');
});

describe('cross-company isolation', () => {
  it('restaurants of the other company are neither listed nor found', async () => {
    const listA = (await s.call('GET', '/api/v1/reTbRestaurantes/lov/search?qtd=100', s.tokens.admin)).json();
    const listB = (
      await s.call('GET', '/api/v1/reTbRestaurantes/lov/search?qtd=100', s.tokens.adminB)
    ).json();
    const ownA = await s.t.database.db
      .select()
      .from(reTbRestaurantes)
      .where(eq(reTbRestaurantes.idEmpresa, s.companyA));
    expect(listA.map((r: { idRestaurante: number }) => r.idRestaurante).sort()).toEqual(
      ownA
        .filter((r) => r.indInativo === 0)
        .map((r) => r.idRestaurante)
        .sort(),
    );
    const idsA = new Set(listA.map((r: { idRestaurante: number }) => r.idRestaurante));
    expect(listB.length).toBeGreaterThan(0);
    for (const r of listB) expect(idsA.has(r.idRestaurante)).toBe(false);

    const foreign = listB[0].idRestaurante;
    const res = await s.call('GET', `/api/v1/reTbRestaurantes/lov/findById/${foreign}`, s.tokens.admin);
    expect(res.statusCode).toBe(404);
    const own = await s.call('GET', `/api/v1/reTbRestaurantes/lov/findById/${foreign}`, s.tokens.adminB);
    expect(own.statusCode).toBe(200);
    expect(own.json().idRestaurante).toBe(foreign);
  });

  it('notifications: a user reads and marks only those of the token company', async () => {
    const inserted = await s.t.database.db
      .insert(reTbNotificacoes)
      .values([
        { idEmpresa: s.companyA, idUsuario: adminId, txtMensagem: '<b>isolamento A</b>' },
        { idEmpresa: s.companyB, idUsuario: adminId, txtMensagem: '<b>isolamento B</b>' },
      ])
      .returning();
    const [a, b] = inserted;
    try {
      const seenA = (await s.call('GET', '/api/v1/reTbNotificacoes/user', s.tokens.admin))
        .json()
        .map((n: { txtMensagem: string }) => n.txtMensagem);
      expect(seenA).toContain('<b>isolamento A</b>');
      expect(seenA).not.toContain('<b>isolamento B</b>');

      // marking B's notification with A's token changes nothing
      const cross = await markRead([b.idNotificacao]);
      expect(cross.json()).toEqual({ updated: 0 });
      const own = await markRead([a.idNotificacao]);
      expect(own.json()).toEqual({ updated: 1 });
      const after = await s.t.database.db
        .select()
        .from(reTbNotificacoes)
        .where(inArray(reTbNotificacoes.idNotificacao, [a.idNotificacao, b.idNotificacao]));
      expect(Object.fromEntries(after.map((n) => [n.idNotificacao, n.indLido]))).toEqual({
        [a.idNotificacao]: 1,
        [b.idNotificacao]: 0,
      });
    } finally {
      await s.t.database.db
        .delete(reTbNotificacoes)
        .where(and(inArray(reTbNotificacoes.idNotificacao, [a.idNotificacao, b.idNotificacao])));
    }
  });

  it('bad parameters are 400s naming the field', async () => {
    const res = await s.call('PUT', '/api/v1/reTbNotificacoes/user/indLido/7', s.tokens.admin, {
      idsNotificacao: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'value' })]);
    const q = await s.call('GET', '/api/v1/reTbRestaurantes/lov/findById/abc', s.tokens.admin);
    expect(q.statusCode).toBe(400);
    expect(q.json().fields).toEqual([expect.objectContaining({ field: 'id' })]);
  });
});
