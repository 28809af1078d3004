import { randomUUID } from 'node:crypto';
import { MSG } from '@domain/messages';
import type { AccessFlags, UserAccess, UserAccessHistoryRow } from '@domain/schemas/user-access';
import { reTbAprovadores } from '@server/db/schema/appointments';
import { empresas } from '@server/db/schema/core';
import { reTbGruposRestaurantes, reTbRestaurantes } from '@server/db/schema/restaurants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoCompanies, signIn } from '../../kit/sign-in';
import { createTestApp, type TestApp } from '../../kit/test-app';
import { createTestUser, NO_ACCESS, userIdByEmail } from '../../kit/test-users';

/**
 * Access management on the users' screens: an administrator (indRetAdm) of a company sets a user's ind* flags
 * and approval rights per restaurant (one by one or a whole group), every change goes to the history with
 * before and after, the company never loses its last administrator, and nothing of another company is
 * reachable. Works in a company of its own, so the demo companies' access stays as other files expect.
 */

const URL = '/api/nlBaseUsuarios';
const PASSWORD = 'Senha-de-teste-42';
const NONE: AccessFlags = { ...NO_ACCESS };
const ADMIN_FLAGS: AccessFlags = { ...NONE, indRetAdm: true };

let t: TestApp;
let company: number;
let companyA: number;
let admin: { id: number; token: string };
let restaurants: number[];
let group: number;
let groupMembers: number[];

const db = () => t.database.db;
const tag = () => randomUUID().slice(0, 8);

async function call(method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
}

/** A user created directly in the database (no access record unless flags are given). */
const newUser = (flags?: Partial<AccessFlags>, idEmpresa = company) =>
  createTestUser(db(), {
    prefix: 'acesso',
    password: PASSWORD,
    domain: 'teste.com.br',
    ...(flags && { idEmpresa, flags }),
  });

/** Logs in with PASSWORD and picks the test's company. */
function loginAs(email: string): Promise<string> {
  return signIn(t.app, email, { idEmpresa: company, password: PASSWORD });
}

const put = (id: number, body: object, token = admin.token) =>
  call('PUT', `${URL}/${id}/acessos`, token, body);
const history = async (id: number, token = admin.token) => {
  const res = await call('GET', `${URL}/${id}/acessos/historico`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UserAccessHistoryRow[];
};

beforeAll(async () => {
  t = await createTestApp();
  [companyA] = await demoCompanies(t.app);
  const [c] = await db()
    .insert(empresas)
    .values({ desEmpresa: `Empresa de acessos ${tag()}` })
    .returning({ id: empresas.idEmpresa });
  company = c.id;
  const a = await newUser(ADMIN_FLAGS);
  admin = { id: a.id, token: '' };
  admin.token = await loginAs(a.email);

  const [g] = await db()
    .insert(reTbGruposRestaurantes)
    .values({ idEmpresa: company, desGrupo: 'Grupo Sul' })
    .returning({ id: reTbGruposRestaurantes.idGrupo });
  group = g.id;
  const rows = await db()
    .insert(reTbRestaurantes)
    .values([
      { idEmpresa: company, desRestaurante: 'Restaurante Avulso' },
      { idEmpresa: company, desRestaurante: 'Restaurante Sul 1', idGrupo: group },
      { idEmpresa: company, desRestaurante: 'Restaurante Sul 2', idGrupo: group },
    ])
    .returning({ id: reTbRestaurantes.idRestaurante });
  restaurants = rows.map((r) => r.id);
  groupMembers = restaurants.slice(1);
});
afterAll(async () => t?.close());

describe('access management of the users (indRetAdm)', () => {
  it('a new user gets indApontamentos and can then log in; the flags are saved', async () => {
    const u = await newUser();
    const before = await call('GET', `${URL}/${u.id}/acessos`, admin.token);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ idUsuario: u.id, temRegistro: false, flags: NONE, restaurantes: [] });

    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/login',
      payload: { username: u.email, password: PASSWORD },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(MSG.noAccess);

    const saved = await put(u.id, {
      flags: { ...NONE, indApontamentos: true, indRelatorios: true },
      restaurantes: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      temRegistro: true,
      flags: { ...NONE, indApontamentos: true, indRelatorios: true },
    });

    const token = await loginAs(u.email);
    const permission = await call('GET', '/api/authenticate/permission', token);
    expect(permission.json()).toEqual({ ...NONE, indApontamentos: true, indRelatorios: true });

    // a user without indRetAdm may not manage access: 403 on every route
    for (const [method, url] of [
      ['GET', `${URL}/${u.id}/acessos`],
      ['PUT', `${URL}/${u.id}/acessos`],
      ['GET', `${URL}/${u.id}/acessos/historico`],
      ['GET', `${URL}/acessos/restaurantes`],
    ] as const) {
      const res = await call(
        method,
        url,
        token,
        method === 'PUT' ? { flags: ADMIN_FLAGS, restaurantes: [] } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('grants approval rights by restaurant and by a whole group; lists the restaurants with their groups', async () => {
    const list = await call('GET', `${URL}/acessos/restaurantes`, admin.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        idRestaurante: restaurants[0],
        desRestaurante: 'Restaurante Avulso',
        idGrupo: null,
        desGrupo: null,
        indInativo: 0,
      },
      {
        idRestaurante: restaurants[1],
        desRestaurante: 'Restaurante Sul 1',
        idGrupo: group,
        desGrupo: 'Grupo Sul',
        indInativo: 0,
      },
      {
        idRestaurante: restaurants[2],
        desRestaurante: 'Restaurante Sul 2',
        idGrupo: group,
        desGrupo: 'Grupo Sul',
        indInativo: 0,
      },
    ]);

    const u = await newUser();
    const flags = { ...NONE, indApontamentos: true };
    const one = await put(u.id, { flags, restaurantes: [restaurants[0]] });
    expect(one.statusCode, one.body).toBe(200);
    expect((one.json() as UserAccess).restaurantes).toEqual([restaurants[0]]);

    const byGroup = await put(u.id, { flags, restaurantes: [restaurants[0]], grupos: [group] });
    expect(byGroup.statusCode, byGroup.body).toBe(200);
    expect((byGroup.json() as UserAccess).restaurantes).toEqual(restaurants);
    const stored = await db()
      .select({ id: reTbAprovadores.idRestaurante })
      .from(reTbAprovadores)
      .where(and(eq(reTbAprovadores.idEmpresa, company), eq(reTbAprovadores.idUsuario, u.id)));
    expect(stored.map((s) => s.id).sort((a, b) => a - b)).toEqual(restaurants);

    const fewer = await put(u.id, { flags, restaurantes: groupMembers });
    expect((fewer.json() as UserAccess).restaurantes).toEqual(groupMembers);

    const rows = await history(u.id);
    // newest first: the removal, the group grant (two restaurants), the first grant and the flag
    expect(rows.map((r) => [r.desAlteracao, r.desAntes, r.desDepois])).toEqual([
      [`Aprovação no restaurante ${restaurants[0]} - Restaurante Avulso`, 'Com direito', 'Sem direito'],
      [`Aprovação no restaurante ${restaurants[1]} - Restaurante Sul 1`, 'Sem direito', 'Com direito'],
      [`Aprovação no restaurante ${restaurants[2]} - Restaurante Sul 2`, 'Sem direito', 'Com direito'],
      ['Apontamentos', 'Não', 'Sim'],
      [`Aprovação no restaurante ${restaurants[0]} - Restaurante Avulso`, 'Sem direito', 'Com direito'],
    ]);
    expect(rows.every((r) => r.desAutor.startsWith('Pessoa acesso-'))).toBe(true);
    expect(rows.every((r) => !Number.isNaN(Date.parse(r.dtaRegistro)))).toBe(true);
  });

  it('records each flag change with who, before and after; saving the same state records nothing', async () => {
    const u = await newUser({ indApontamentos: true });
    await put(u.id, { flags: { ...NONE, indParametros: true, indAlertas: true }, restaurantes: [] });
    const rows = await history(u.id);
    expect(rows.map((r) => [r.desAlteracao, r.desAntes, r.desDepois]).sort()).toEqual(
      [
        ['Apontamentos', 'Sim', 'Não'],
        ['Parâmetros', 'Não', 'Sim'],
        ['Alertas', 'Não', 'Sim'],
      ].sort(),
    );
    await put(u.id, { flags: { ...NONE, indParametros: true, indAlertas: true }, restaurantes: [] });
    expect(await history(u.id)).toHaveLength(3);
  });

  it('never removes the last administrator of the company (not even himself); with another one, it can', async () => {
    const self = await put(admin.id, {
      flags: { ...ADMIN_FLAGS, indRetAdm: false, indApontamentos: true },
      restaurantes: [],
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MSG.accessLastAdmin);
    expect((await call('GET', `${URL}/${admin.id}/acessos`, admin.token)).json().flags.indRetAdm).toBe(true);

    const other = await newUser();
    expect((await put(other.id, { flags: ADMIN_FLAGS, restaurantes: [] })).statusCode).toBe(200);
    const removed = await put(other.id, { flags: NONE, restaurantes: [] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().flags.indRetAdm).toBe(false);
  });

  it("refuses another company's users, restaurants and groups, and bad input, with a 4xx", async () => {
    // carlos.rocha has access to the other demo company only: not visible here
    const carlos = await userIdByEmail(db(), 'carlos.rocha@demo.com.br');
    for (const res of [
      await call('GET', `${URL}/${carlos}/acessos`, admin.token),
      await put(carlos, { flags: ADMIN_FLAGS, restaurantes: [] }),
      await call('GET', `${URL}/${carlos}/acessos/historico`, admin.token),
    ])
      expect(res.statusCode).toBe(404);

    const [theirs] = await db()
      .select({ id: reTbRestaurantes.idRestaurante })
      .from(reTbRestaurantes)
      .where(eq(reTbRestaurantes.idEmpresa, companyA))
      .limit(1);
    const u = await newUser();
    const foreign = await put(u.id, { flags: NONE, restaurantes: [theirs.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(MSG.accessRestaurantsNotFound(String(theirs.id)));
    const [theirGroup] = await db()
      .select({ id: reTbGruposRestaurantes.idGrupo })
      .from(reTbGruposRestaurantes)
      .where(eq(reTbGruposRestaurantes.idEmpresa, companyA))
      .limit(1);
    const foreignGroup = await put(u.id, { flags: NONE, restaurantes: [], grupos: [theirGroup.id] });
    expect(foreignGroup.statusCode).toBe(400);
    expect(foreignGroup.json().message).toBe(MSG.accessGroupsNotFound(String(theirGroup.id)));

    for (const body of [
      {},
      { flags: NONE },
      { flags: { ...NONE, indRetAdm: 'sim' }, restaurantes: [] },
      { flags: { ...NONE, outro: true }, restaurantes: [] },
      { flags: NONE, restaurantes: [-1] },
      { flags: NONE, restaurantes: ['x'] },
    ]) {
      const res = await put(u.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('GET', `${URL}/abc/acessos`, admin.token)).statusCode).toBe(400);
    expect(await history(u.id)).toEqual([]);
  });
});
