import { reTbNotificacoes } from '@server/db/schema/admin';
import { usuarios } from '@server/db/schema/core';
import { reTbRestaurantes } from '@server/db/schema/restaurants';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from '../../kit/fixtures/demo-app';
import { bearer } from '../../kit/sign-in';
import type { TestApp } from '../../kit/test-app';

let t: TestApp;
let companyA: number;
let companyB: number;
let tokenA: string;
let tokenB: string;
let adminId: number;

beforeAll(async () => {
  ({
    t,
    companyA,
    companyB,
    tokens: { admin: tokenA, adminB: tokenB },
  } = await demoApp(['admin', 'adminB']));
  [{ idUsuario: adminId }] = await t.database.db
    .select({ idUsuario: usuarios.idUsuario })
    .from(usuarios)
    .where(eq(usuarios.desEmail, 'admin@demo.com.br'));
});
afterAll(async () => t?.close());

describe('cross-company isolation', () => {
  it('restaurants of the other company are neither listed nor found', async () => {
    const listA = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/reTbRestaurantes/lov/search?qtd=100',
        headers: bearer(tokenA),
      })
    ).json();
    const listB = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/reTbRestaurantes/lov/search?qtd=100',
        headers: bearer(tokenB),
      })
    ).json();
    const ownA = await t.database.db
      .select()
      .from(reTbRestaurantes)
      .where(eq(reTbRestaurantes.idEmpresa, companyA));
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
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reTbRestaurantes/lov/findById/${foreign}`,
      headers: bearer(tokenA),
    });
    expect(res.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reTbRestaurantes/lov/findById/${foreign}`,
      headers: bearer(tokenB),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().idRestaurante).toBe(foreign);
  });

  it('notifications: a user reads and marks only those of the token company', async () => {
    const inserted = await t.database.db
      .insert(reTbNotificacoes)
      .values([
        { idEmpresa: companyA, idUsuario: adminId, txtMensagem: '<b>isolamento A</b>' },
        { idEmpresa: companyB, idUsuario: adminId, txtMensagem: '<b>isolamento B</b>' },
      ])
      .returning();
    const [a, b] = inserted;
    try {
      const seenA = (
        await t.app.inject({ method: 'GET', url: '/api/v1/reTbNotificacoes/user', headers: bearer(tokenA) })
      )
        .json()
        .map((n: { txtMensagem: string }) => n.txtMensagem);
      expect(seenA).toContain('<b>isolamento A</b>');
      expect(seenA).not.toContain('<b>isolamento B</b>');

      // marking B's notification with A's token changes nothing
      const cross = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/reTbNotificacoes/user/indLido/1',
        headers: bearer(tokenA),
        payload: { idsNotificacao: [b.idNotificacao] },
      });
      expect(cross.json()).toEqual({ updated: 0 });
      const own = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/reTbNotificacoes/user/indLido/1',
        headers: bearer(tokenA),
        payload: { idsNotificacao: [a.idNotificacao] },
      });
      expect(own.json()).toEqual({ updated: 1 });
      const after = await t.database.db
        .select()
        .from(reTbNotificacoes)
        .where(inArray(reTbNotificacoes.idNotificacao, [a.idNotificacao, b.idNotificacao]));
      expect(Object.fromEntries(after.map((n) => [n.idNotificacao, n.indLido]))).toEqual({
        [a.idNotificacao]: 1,
        [b.idNotificacao]: 0,
      });
    } finally {
      await t.database.db
        .delete(reTbNotificacoes)
        .where(and(inArray(reTbNotificacoes.idNotificacao, [a.idNotificacao, b.idNotificacao])));
    }
  });

  it('bad parameters are 400s naming the field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/reTbNotificacoes/user/indLido/7',
      headers: bearer(tokenA),
      payload: { idsNotificacao: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'value' })]);
    const q = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reTbRestaurantes/lov/findById/abc',
      headers: bearer(tokenA),
    });
    expect(q.statusCode).toBe(400);
    expect(q.json().fields).toEqual([expect.objectContaining({ field: 'id' })]);
  });
});
