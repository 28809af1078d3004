import { createHash } from 'node:crypto';
import { MSG } from '@domain/messages';
import { acessos, loginTickets, usuarios } from '@server/db/schema/core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, postLogin } from '../../kit/inject';
import { bearer, demoCompanies, login, signIn } from '../../kit/sign-in';
import { createTestApp, type TestApp } from '../../kit/test-app';
import { createTestUser, NO_ACCESS } from '../../kit/test-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function decode(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

async function userId(email: string): Promise<number> {
  const [u] = await t.database.db.select().from(usuarios).where(eq(usuarios.desEmail, email));
  return u.idUsuario;
}

describe('POST /api/authenticate/login', () => {
  it('accepts the e-mail and returns a JWT with exp and without a company', async () => {
    const res = await postLogin(t.app, { username: 'admin@demo.com.br', password: 'demo' });
    expect(res.statusCode).toBe(200);
    const claims = decode(res.json().id_token);
    expect(claims.exp - claims.iat).toBe(8 * 3600);
    expect(claims.idEmpresa).toBeUndefined();
    expect(claims.email).toBe('admin@demo.com.br');
  });

  it('accepts the user name, case-insensitively, with spaces around', async () => {
    const token = await login(t.app, '  ADMIN ');
    expect(decode(token).sub).toBe(String(await userId('admin@demo.com.br')));
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    for (const payload of [
      { username: 'admin@demo.com.br', password: 'errada' },
      { username: 'ninguem@demo.com.br', password: 'demo' },
    ]) {
      const res = await postLogin(t.app, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MSG.loginFailed);
    }
  });

  it('refuses a user without an access record with the spec message', async () => {
    const res = await postLogin(t.app, { username: 'semacesso@demo.com.br', password: 'demo' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Usuário sem acesso aos programas de controle de desperdícios');
  });

  it('answers 400 naming the field for missing or blank fields', async () => {
    const blank = await postLogin(t.app, { username: '  ', password: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual([expect.objectContaining({ field: 'username' })]);
    expect(blank.json().message).toContain('E-mail/Usuário AD é obrigatório');

    const noPassword = await postLogin(t.app, { username: 'admin' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe('Senha obrigatória');
    expect(noPassword.json().fields).toEqual([expect.objectContaining({ field: 'password' })]);
  });

  it('answers 400, not 500, for a body that is not JSON or not an object', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('O corpo da requisição não é um JSON válido');
    const array = await postLogin(t.app, [1, 2]);
    expect(array.statusCode).toBe(400);
  });

  it('limits failed attempts per account: the next one, even with the right password, is 429', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    // Users of this test alone: on PostgreSQL the counters are shared with every other file of the run.
    const [idEmpresa] = await demoCompanies(limited.app);
    const flags = { indApontamentos: true };
    const user = await createTestUser(limited.database.db, { prefix: 'limite', idEmpresa, flags });
    const other = await createTestUser(limited.database.db, { prefix: 'limite', idEmpresa, flags });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await postLogin(limited.app, { username: user.email, password: 'errada' });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      const right = await postLogin(limited.app, { username: user.name.toUpperCase(), password: 'demo' });
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toBe(MSG.tooManyAttempts(15));
      expect(right.json().message).toBe('Muitas tentativas de login. Tente novamente em 15 minutos.');
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(900);
      // another user from the same client is not blocked
      expect((await postLogin(limited.app, { username: other.email, password: 'demo' })).statusCode).toBe(
        200,
      );
    } finally {
      await limited.database.db.delete(usuarios).where(inArray(usuarios.idUsuario, [user.id, other.id]));
      await limited.close();
    }
  });
});

describe('POST /api/authenticate/loginByNumSeq', () => {
  /** A ticket issued by the user's own session (with its company when `withCompany`). */
  async function ticket(email: string, withCompany = false): Promise<string> {
    const token = withCompany ? await signIn(t.app, email) : await login(t.app, email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/loginByNumSeq/ticket',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json().numSeq;
  }

  it('logs in once with a valid ticket and refuses it afterwards', async () => {
    const numSeq = await ticket('cozinha@demo.com.br');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/loginByNumSeq',
      payload: { numSeq },
    });
    expect(first.statusCode).toBe(200);
    expect(decode(first.json().id_token).email).toBe('cozinha@demo.com.br');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/loginByNumSeq',
      payload: { numSeq },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(MSG.invalidToken);
  });

  it('refuses expired and unknown tickets, and bad input with 400', async () => {
    const expired = await ticket('cozinha@demo.com.br');
    await t.database.db
      .update(loginTickets)
      .set({ dtaExpiracao: new Date(Date.now() - 1000) })
      .where(eq(loginTickets.desHash, createHash('sha256').update(expired).digest('hex')));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/authenticate/loginByNumSeq',
          payload: { numSeq: expired },
        })
      ).statusCode,
    ).toBe(401);
    for (const numSeq of [99999999, 'abc']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/authenticate/loginByNumSeq',
        payload: { numSeq },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MSG.invalidToken);
    }
    for (const payload of [{}, { numSeq: '' }, { numSeq: { a: 1 } }, { numSeq: 'x'.repeat(201) }]) {
      const bad = await t.app.inject({ method: 'POST', url: '/api/authenticate/loginByNumSeq', payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual([expect.objectContaining({ field: 'numSeq' })]);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/loginByNumSeq',
      payload: {},
    });
    expect(missing.json().message).toBe('Registro: informação obrigatória');
  });

  it('refuses the ticket of a user who lost every access', async () => {
    const [idEmpresa] = await demoCompanies(t.app);
    const u = await createTestUser(t.database.db, {
      prefix: 'ticket-sem-acesso',
      idEmpresa,
      flags: { indApontamentos: true },
    });
    const numSeq = await ticket(u.email);
    await t.database.db.delete(acessos).where(eq(acessos.idUsuario, u.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/loginByNumSeq',
      payload: { numSeq },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.noAccess);
    await t.database.db.delete(usuarios).where(eq(usuarios.idUsuario, u.id));
  });

  it("carries the issuing session's company", async () => {
    const numSeq = await ticket('cozinha@demo.com.br', true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/loginByNumSeq',
      payload: { numSeq },
    });
    expect(res.statusCode).toBe(200);
    const withCompany = res.json().id_token;
    expect(decode(withCompany).idEmpresa).toEqual(expect.any(Number));
    const perm = await getAs(t.app, '/api/authenticate/permission', withCompany);
    expect(perm.json().indApontamentos).toBe(true);
  });
});

describe('company selection, empresa, permission, account', () => {
  it('lists the companies of the user: two for admin, one for cozinha', async () => {
    const admin = await login(t.app, 'admin@demo.com.br');
    const cozinha = await login(t.app, 'cozinha@demo.com.br');
    const a = await getAs(t.app, '/api/v1/empresas', admin);
    const c = await getAs(t.app, '/api/v1/empresas', cozinha);
    expect(a.json()).toHaveLength(2);
    expect(c.json()).toHaveLength(1);
    expect(c.json()[0]).toEqual({ idEmpresa: expect.any(Number), desEmpresa: expect.any(String) });
  });

  it('before a company is chosen: empresa is null, permission is 400, account has no flags', async () => {
    const token = await login(t.app, 'admin@demo.com.br');
    const empresa = await getAs(t.app, '/api/authenticate/empresa', token);
    expect(empresa.json()).toEqual({ idEmpresa: null, desEmpresa: null });
    const perm = await getAs(t.app, '/api/authenticate/permission', token);
    expect(perm.statusCode).toBe(400);
    const account = await getAs(t.app, '/api/authenticate/account', token);
    expect(account.json()).toEqual({
      email: 'admin@demo.com.br',
      auth: [],
      usuario: {
        idUsuario: expect.any(Number),
        desUsuario: 'admin',
        desPessoa: expect.any(String),
        desEmail: 'admin@demo.com.br',
      },
    });
  });

  it('selecting a company returns a new token carrying it, and the flags of that company', async () => {
    const token = await login(t.app, 'cozinha@demo.com.br');
    const [company] = (await getAs(t.app, '/api/v1/empresas', token)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/empresa/selecionar',
      headers: bearer(token),
      payload: { idEmpresa: company.idEmpresa },
    });
    expect(res.statusCode).toBe(200);
    const withCompany = res.json().id_token;
    expect(decode(withCompany).idEmpresa).toBe(company.idEmpresa);
    const empresa = await getAs(t.app, '/api/authenticate/empresa', withCompany);
    expect(empresa.json()).toEqual(company);
    const perm = await getAs(t.app, '/api/authenticate/permission', withCompany);
    expect(perm.json()).toEqual({ ...NO_ACCESS, indApontamentos: true });
    const account = await getAs(t.app, '/api/authenticate/account', withCompany);
    expect(account.json().auth).toEqual(['indApontamentos']);
    // The kitchen user approves no unit: the approvals menu items are hidden for it.
    expect(account.json().aprovador).toBe(false);
  });

  it("the account says whether the user approves some unit of the token's company", async () => {
    const token = await login(t.app, 'aprovador@demo.com.br');
    const [company] = (await getAs(t.app, '/api/v1/empresas', token)).json();
    // Without a company: not said.
    const before = await getAs(t.app, '/api/authenticate/account', token);
    expect(before.json()).not.toHaveProperty('aprovador');
    const withCompany = (
      await t.app.inject({
        method: 'POST',
        url: '/api/authenticate/empresa/selecionar',
        headers: bearer(token),
        payload: { idEmpresa: company.idEmpresa },
      })
    ).json().id_token;
    const account = await getAs(t.app, '/api/authenticate/account', withCompany);
    expect(account.json().aprovador).toBe(true);
  });

  it('refuses a company the user has no access to, and bad input', async () => {
    const admin = await login(t.app, 'admin@demo.com.br');
    const ids = (await getAs(t.app, '/api/v1/empresas', admin))
      .json()
      .map((c: { idEmpresa: number }) => c.idEmpresa);
    const cozinha = await login(t.app, 'cozinha@demo.com.br');
    const own = (await getAs(t.app, '/api/v1/empresas', cozinha)).json()[0].idEmpresa;
    const other = ids.find((id: number) => id !== own);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/empresa/selecionar',
      headers: bearer(cozinha),
      payload: { idEmpresa: other },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.noAccess);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/empresa/selecionar',
      headers: bearer(cozinha),
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([expect.objectContaining({ field: 'idEmpresa' })]);
    expect(bad.json().message).toContain(MSG.companyRequired);
  });

  it('loses the access of a company when its record is removed', async () => {
    const u = await createTestUser(t.database.db, { prefix: 'temporario' });
    const companies = await t.app.inject({
      method: 'GET',
      url: '/api/v1/empresas',
      headers: bearer(await signIn(t.app, 'admin@demo.com.br')),
    });
    const idEmpresa = companies.json()[0].idEmpresa;
    await t.database.db.insert(acessos).values({ idUsuario: u.id, idEmpresa, indApontamentos: true });
    const token = await signIn(t.app, u.email, { idEmpresa: idEmpresa });
    await t.database.db.delete(acessos).where(eq(acessos.idUsuario, u.id));
    const perm = await getAs(t.app, '/api/authenticate/permission', token);
    expect(perm.statusCode).toBe(403);
    expect(perm.json().message).toBe(MSG.noAccess);
    await t.database.db.delete(usuarios).where(eq(usuarios.idUsuario, u.id));
    const gone = await getAs(t.app, '/api/authenticate/account', token);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toBe(MSG.userNotFound(u.id));
  });
});

describe('tokens', () => {
  it('answers 401 for a missing, malformed, forged or expired token', async () => {
    const url = '/api/authenticate/account';
    const none = await t.app.inject({ method: 'GET', url });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(MSG.invalidToken);
    const junk = await t.app.inject({ method: 'GET', url, headers: bearer('abc.def.ghi') });
    expect(junk.statusCode).toBe(401);
    const good = await login(t.app, 'admin@demo.com.br');
    const [h, p] = good.split('.');
    const forged = await t.app.inject({ method: 'GET', url, headers: bearer(`${h}.${p}.AAAA`) });
    expect(forged.statusCode).toBe(401);
    const expired = t.app.jwt.sign({
      sub: decode(good).sub,
      email: 'admin@demo.com.br',
      exp: Math.floor(Date.now() / 1000) - 10,
    });
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(expired) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.sessionExpired);
  });
});
