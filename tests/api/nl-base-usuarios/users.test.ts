import { MSG } from '@domain/messages';
import type { BaseUsuario } from '@domain/schemas/registers';
import { acessos, usuarios } from '@server/db/schema/core';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, companySuite } from '../../kit/fixtures/company';
import { unique } from '../../kit/fixtures/satellites';
import { bearer, signIn } from '../../kit/sign-in';
import { userIdByEmail } from '../../kit/test-users';

/**
 * Base users (spec §7 Users, §8 'Usuário de id {id} não existe'): list, get, search, create, edit, delete.
 * Passwords are stored as argon2id hashes and never answered. A caller sees the users with access to his
 * company and those without any access record; administrators (indRetAdm) manage the others.
 */

const URL = '/api/nlBaseUsuarios';
const f = companySuite();
/** carlos.rocha: a user of company B only. */
let carlos: number;

beforeAll(async () => {
  carlos = await userIdByEmail(f.db, 'carlos.rocha@demo.com.br');
});

const db = () => f.db;
const post = (body: unknown, token = f.token.admin) => call(f, 'POST', URL, token, body);
const get = (id: number, token = f.token.admin) => call(f, 'GET', `${URL}/${id}`, token);
const del = (id: number, token = f.token.admin) => call(f, 'DELETE', `${URL}/${id}`, token);
const search = (body: unknown, token = f.token.admin) => call(f, 'POST', `${URL}/search`, token, body);

const newUser = (over: Record<string, unknown> = {}) => {
  const name = unique('usuario').toLowerCase();
  return {
    idUsuario: null,
    desUsuario: name,
    desPessoa: `Pessoa ${name}`,
    desEmail: `${name}@teste.com.br`,
    desSenha: 'segredo-1',
    ...over,
  };
};

/** Creates a user through the API (as the admin of company A). */
async function create(over: Record<string, unknown> = {}): Promise<BaseUsuario> {
  const res = await post(newUser(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A user created through the API with entry access in both demo companies. */
async function createShared(): Promise<BaseUsuario> {
  const shared = await create();
  await db()
    .insert(acessos)
    .values([
      { idUsuario: shared.idUsuario, idEmpresa: f.companyA, indApontamentos: true },
      { idUsuario: shared.idUsuario, idEmpresa: f.companyB, indApontamentos: true },
    ]);
  return shared;
}

async function storedHash(id: number) {
  const [row] = await db().select({ h: usuarios.desSenha }).from(usuarios).where(eq(usuarios.idUsuario, id));
  return row?.h;
}

/** No route ever answers a password or its hash. */
function expectNoPassword(body: string) {
  expect(body).not.toContain('desSenha');
  expect(body).not.toContain('$argon2');
}

describe('create and edit', () => {
  it('creates a user with the password stored as an argon2id hash, never answered', async () => {
    const input = newUser({ desPessoa: '  Nova Pessoa  ' });
    const res = await post(input);
    expect(res.statusCode, res.body).toBe(200);
    expectNoPassword(res.body);
    const user = res.json() as BaseUsuario;
    expect(user).toMatchObject({
      desUsuario: input.desUsuario,
      desPessoa: 'Nova Pessoa',
      desEmail: input.desEmail,
    });
    expect(user.idUsuario).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(user.dtaCriacao))).toBe(false);
    const hash = await storedHash(user.idUsuario);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(hash as string, 'segredo-1')).toBe(true);

    // With an access record, the new user signs in with that password.
    await db()
      .insert(acessos)
      .values({ idUsuario: user.idUsuario, idEmpresa: f.companyA, indApontamentos: true });
    const login = await f.t.app.inject({
      method: 'POST',
      url: '/api/authenticate/login',
      payload: { username: input.desEmail, password: 'segredo-1' },
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it("requires the password of a new user ('Senha obrigatória') and a valid e-mail", async () => {
    for (const desSenha of [undefined, null, '', '   ']) {
      const res = await post(newUser({ desSenha }));
      expect(res.statusCode).toBe(400);
      expect(res.json().exception).toBe(MSG.loginPasswordRequired);
    }
    const res = await post(newUser({ desEmail: 'sem-arroba' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().exception).toBe(MSG.userEmailInvalid);
  });

  it('refuses a repeated e-mail or user name, whatever the case (login is by either)', async () => {
    const taken = await create();
    const email = await post(newUser({ desEmail: taken.desEmail.toUpperCase() }));
    expect(email.statusCode).toBe(400);
    expect(email.json().exception).toBe(MSG.userEmailExists(taken.desEmail.toUpperCase()));
    const name = await post(newUser({ desUsuario: ` ${taken.desUsuario.toUpperCase()} ` }));
    expect(name.statusCode).toBe(400);
    expect(name.json().exception).toBe(MSG.userNameExists(taken.desUsuario.toUpperCase()));
    const nameAsEmail = await post(newUser({ desUsuario: taken.desEmail }));
    expect(nameAsEmail.json().exception).toBe(MSG.userNameExists(taken.desEmail));
    const other = await create();
    const edit = await post({ ...other, desEmail: taken.desEmail });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().exception).toBe(MSG.userEmailExists(taken.desEmail));
  });

  it('updates a user: a blank or absent password keeps the stored hash, a new one replaces it; dtaAlteracao moves', async () => {
    const user = await create();
    const before = await storedHash(user.idUsuario);
    const old = new Date('2020-01-01T00:00:00Z');
    await db().update(usuarios).set({ dtaAlteracao: old }).where(eq(usuarios.idUsuario, user.idUsuario));
    const keep = await post({ ...user, desPessoa: 'Outro Nome', desSenha: '' });
    expect(keep.statusCode, keep.body).toBe(200);
    expectNoPassword(keep.body);
    expect(keep.json()).toMatchObject({ idUsuario: user.idUsuario, desPessoa: 'Outro Nome' });
    expect(keep.json().dtaCriacao).toBe(user.dtaCriacao);
    expect(Date.parse(keep.json().dtaAlteracao)).toBeGreaterThan(old.getTime());
    expect(await storedHash(user.idUsuario)).toBe(before);
    expect((await post(user)).statusCode).toBe(200);
    expect(await storedHash(user.idUsuario)).toBe(before);

    const change = await post({ ...user, desSenha: 'nova-senha' });
    expect(change.statusCode).toBe(200);
    const after = await storedHash(user.idUsuario);
    expect(after).not.toBe(before);
    expect(await argon2.verify(after as string, 'nova-senha')).toBe(true);
  });

  it('a user without indRetAdm edits himself only, and creates nobody', async () => {
    const cozinha = (
      await search({ search: 'cozinha@demo.com.br' }, f.token.cozinha)
    ).json()[0] as BaseUsuario;
    const self = await post({ ...cozinha, desPessoa: cozinha.desPessoa }, f.token.cozinha);
    expect(self.statusCode, self.body).toBe(200);
    const target = await create();
    for (const res of [
      await post({ ...target, desPessoa: 'Invasão' }, f.token.cozinha),
      await post(newUser(), f.token.cozinha),
      await del(target.idUsuario, f.token.cozinha),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().exception).toBe(MSG.userAdminOnly);
    }
    expect((await get(target.idUsuario)).json().desPessoa).toBe(target.desPessoa);
  });
});

describe('get, list and search', () => {
  it("answers 'Usuário de id {id} não existe' (404) for an unknown id", async () => {
    const res = await get(2_000_000_000);
    expect(res.statusCode).toBe(404);
    expect(res.json().exception).toBe(MSG.userNotFound(2_000_000_000));
    const update = await post({ ...newUser(), idUsuario: 2_000_000_000 });
    expect(update.statusCode).toBe(404);
    expect(update.json().exception).toBe(MSG.userNotFound(2_000_000_000));
  });

  it('gets, lists and searches without ever answering a password', async () => {
    const user = await create({ desPessoa: 'Zuleica Procurável' });
    const one = await get(user.idUsuario);
    expect(one.statusCode).toBe(200);
    expectNoPassword(one.body);
    expect(one.json()).toEqual(user);

    const all = await call(f, 'GET', URL, f.token.admin);
    expect(all.statusCode).toBe(200);
    expectNoPassword(all.body);
    const ids = (all.json() as BaseUsuario[]).map((u) => u.idUsuario);
    expect(ids).toContain(user.idUsuario);
    expect(ids).toContain(f.id.cozinha);

    for (const term of ['zuleica proc', user.desUsuario.toUpperCase(), user.desEmail]) {
      const res = await search({ search: term });
      expect(res.statusCode).toBe(200);
      expectNoPassword(res.body);
      expect((res.json() as BaseUsuario[]).map((u) => u.idUsuario)).toEqual([user.idUsuario]);
    }
    const wildcard = (await search({ search: '%_%' })).json() as BaseUsuario[];
    expect(wildcard.map((u) => u.idUsuario)).not.toContain(user.idUsuario);
    const blank = (await search({})).json() as BaseUsuario[];
    expect(blank.map((u) => u.idUsuario)).toEqual(expect.arrayContaining(ids));
  });

  it('is open to any signed-in user of a company (no flag needed)', async () => {
    const res = await call(f, 'GET', URL, f.token.gestor);
    expect(res.statusCode).toBe(200);
    expect((res.json() as BaseUsuario[]).some((u) => u.idUsuario === f.id.gestor)).toBe(true);
    const noToken = await f.t.app.inject({ method: 'GET', url: URL });
    expect(noToken.statusCode).toBe(401);
  });
});

describe('delete', () => {
  it('deletes a user and his access records; he is then unknown', async () => {
    const user = await create();
    await db()
      .insert(acessos)
      .values({ idUsuario: user.idUsuario, idEmpresa: f.companyA, indRelatorios: true });
    const res = await del(user.idUsuario);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    expect((await get(user.idUsuario)).json().exception).toBe(MSG.userNotFound(user.idUsuario));
    expect(await db().select().from(acessos).where(eq(acessos.idUsuario, user.idUsuario))).toEqual([]);
  });

  it('refuses deleting oneself, and a user with access to another company', async () => {
    const self = await del(f.id.admin);
    expect(self.statusCode).toBe(400);
    expect(self.json().exception).toBe(MSG.userDeleteSelf);
    const shared = await createShared();
    const res = await del(shared.idUsuario);
    expect(res.statusCode).toBe(400);
    expect(res.json().exception).toBe(MSG.userInOtherCompany(shared.idUsuario));
    expect(await storedHash(shared.idUsuario)).toBeDefined();
  });
});

describe('company isolation', () => {
  it('the password and identity of a user with access to another company change only by himself', async () => {
    const shared = await createShared();
    const hash = await storedHash(shared.idUsuario);
    for (const change of [
      { desSenha: 'tomada-de-conta-1' },
      { desPessoa: 'Outra Pessoa' },
      { desUsuario: `${shared.desUsuario}.x` },
      { desEmail: `x.${shared.desEmail}` },
    ]) {
      const res = await post({ ...shared, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.json().exception).toBe(MSG.userIdentityOtherCompany(shared.idUsuario));
    }
    expect(await storedHash(shared.idUsuario)).toBe(hash);
    expect((await get(shared.idUsuario)).json()).toMatchObject({
      desPessoa: shared.desPessoa,
      desUsuario: shared.desUsuario,
      desEmail: shared.desEmail,
    });
    // Saving it unchanged is no change; the user himself changes his name and password.
    expect((await post({ ...shared, desSenha: '' })).statusCode).toBe(200);
    await db()
      .update(usuarios)
      .set({ desSenha: await argon2.hash('demo', { type: argon2.argon2id }) })
      .where(eq(usuarios.idUsuario, shared.idUsuario));
    const own = await signIn(f.t.app, shared.desEmail, { idEmpresa: f.companyA });
    const self = await post({ ...shared, desPessoa: 'Nome Novo', desSenha: 'minha-senha-2' }, own);
    expect(self.statusCode, self.body).toBe(200);
    expect(self.json().desPessoa).toBe('Nome Novo');
  });

  it('a user of another company only is neither listed, found, edited nor deleted', async () => {
    const listed = (await call(f, 'GET', URL, f.token.admin)).json() as BaseUsuario[];
    expect(listed.some((u) => u.idUsuario === carlos)).toBe(false);
    expect((await search({ search: 'carlos.rocha' })).json()).toEqual([]);
    for (const res of [
      await get(carlos),
      await post({ ...newUser(), idUsuario: carlos }),
      await del(carlos),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().exception).toBe(MSG.userNotFound(carlos));
    }
    // Company B's admin sees him.
    const tokenB = await signIn(f.t.app, 'admin@demo.com.br', { idEmpresa: f.companyB });
    const seen = await f.t.app.inject({ method: 'GET', url: `${URL}/${carlos}`, headers: bearer(tokenB) });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().desEmail).toBe('carlos.rocha@demo.com.br');
  });

  it('a user without any access record yet is seen by every company', async () => {
    const user = await create();
    expect((await get(user.idUsuario, f.tokenB)).statusCode).toBe(200);
  });
});
