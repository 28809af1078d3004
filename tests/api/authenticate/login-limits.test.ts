import { createHash, randomInt, randomUUID } from 'node:crypto';
import { MSG } from '@domain/messages';
import { buildApp } from '@server/app';
import { empresas, loginTickets, usuarios } from '@server/db/schema/core';
import argon2 from 'argon2';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer } from '../../kit/sign-in';
import { createTestApp, type TestApp } from '../../kit/test-app';
import { createTestUser } from '../../kit/test-users';

/**
 * The login limits (per account over any addresses, per address over any accounts), TRUST_PROXY, the login
 * tickets, and the limit store shared by two instances on one database. Every test uses its own addresses
 * and accounts: on PostgreSQL the counters are shared by the whole run.
 */

const LIMIT = 3;
let t: TestApp;
const cleanup: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: String(LIMIT), LOGIN_ADDRESS_RATE_LIMIT: String(LIMIT) });
});
afterAll(async () => {
  if (cleanup.length) await t.database.db.delete(usuarios).where(inArray(usuarios.idUsuario, cleanup));
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** An address no other test (nor an earlier run) used. */
const freshAddress = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
const freshName = () => `ninguem-${randomUUID()}@demo.com.br`;

/** A new user with access to the first demo company; password 'certa'. */
async function freshUser(): Promise<{ idUsuario: number; email: string }> {
  const [{ idEmpresa }] = await t.database.db
    .select({ idEmpresa: empresas.idEmpresa })
    .from(empresas)
    .orderBy(empresas.idEmpresa)
    .limit(1);
  const u = await createTestUser(t.database.db, {
    prefix: 'limite',
    password: 'certa',
    idEmpresa,
    flags: { indApontamentos: true },
  });
  cleanup.push(u.id);
  return { idUsuario: u.id, email: u.email };
}

function login(
  app: FastifyInstance,
  username: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/authenticate/login',
    payload: { username, password },
    remoteAddress,
    headers,
  });
}

function redeem(app: FastifyInstance, numSeq: unknown, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/authenticate/loginByNumSeq',
    payload: { numSeq },
    remoteAddress,
  });
}

async function issue(app: FastifyInstance, email: string, password: string) {
  const res = await login(app, email, password, freshAddress());
  expect(res.statusCode).toBe(200);
  const issued = await app.inject({
    method: 'POST',
    url: '/api/authenticate/loginByNumSeq/ticket',
    headers: bearer(res.json().id_token),
  });
  return issued;
}

function expectBlocked(res: {
  statusCode: number;
  json(): { message: string };
  headers: Record<string, unknown>;
}) {
  expect(res.statusCode).toBe(429);
  expect(res.json().message).toBe('Muitas tentativas de login. Tente novamente em 15 minutos.');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(14 * 60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe('login limits', () => {
  it('per account, over many addresses: the account is blocked wherever the next attempt comes from', async () => {
    const { email } = await freshUser();
    const codes: number[] = [];
    for (let i = 0; i <= LIMIT; i++)
      codes.push((await login(t.app, email, 'errada', freshAddress())).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    // the right password, from yet another address and spelled otherwise (the user name), is refused too
    expectBlocked(await login(t.app, email.split('@')[0].toUpperCase(), 'certa', freshAddress()));
    // other accounts are not blocked
    const other = await freshUser();
    expect((await login(t.app, other.email, 'certa', freshAddress())).statusCode).toBe(200);
  });

  it('per address, over many accounts: one password tried over many user names is blocked', async () => {
    const address = freshAddress();
    const known = await freshUser();
    const names = [freshName(), known.email, freshName(), freshName()];
    const codes: number[] = [];
    for (const name of names) codes.push((await login(t.app, name, 'Verao2024!', address)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    // from that address even a right password waits, again and again; those refused attempts checked no
    // password and do not count against the account, which logs in from another address
    const other = await freshUser();
    for (let i = 0; i <= LIMIT; i++) expectBlocked(await login(t.app, other.email, 'certa', address));
    expect((await login(t.app, other.email, 'certa', freshAddress())).statusCode).toBe(200);
  });

  it('successful logins do not use up the limits', async () => {
    const { email } = await freshUser();
    const address = freshAddress();
    for (let i = 0; i < LIMIT * 3; i++)
      expect((await login(t.app, email, 'certa', address)).statusCode).toBe(200);
    expect((await login(t.app, email, 'errada', address)).statusCode).toBe(401);
  });

  it('a window starts at the first failure it counts, not at earlier logins that succeeded', async () => {
    const { idUsuario, email } = await freshUser();
    expect((await login(t.app, email, 'certa', freshAddress())).statusCode).toBe(200);
    // that success was 14 minutes ago: its counter, given back to 0, must not end the failures' window in 1 minute
    await t.database.db.execute(
      sql`UPDATE login_tentativas SET dta_inicio = now() - interval '14 minutes'
           WHERE tip_limite = 'conta' AND des_chave = ${`u:${idUsuario}`}`,
    );
    for (let i = 0; i < LIMIT; i++)
      expect((await login(t.app, email, 'errada', freshAddress())).statusCode).toBe(401);
    const blocked = await login(t.app, email, 'certa', freshAddress());
    expectBlocked(blocked);
    expect(blocked.json().message).toBe(MSG.tooManyAttempts(15));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('answers an unknown user and a wrong password alike, with the same password check, also when blocked', async () => {
    const known = await freshUser();
    const unknown = freshName();
    const verify = vi.spyOn(argon2, 'verify');
    const a = await login(t.app, known.email, 'errada', freshAddress());
    const b = await login(t.app, unknown, 'errada', freshAddress());
    expect(verify).toHaveBeenCalledTimes(2);
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(b.json()).toEqual(a.json());
    expect(a.json().message).toBe(MSG.loginFailed);
    expect(b.headers['content-type']).toBe(a.headers['content-type']);
    for (let i = 1; i < LIMIT; i++) {
      await login(t.app, known.email, 'errada', freshAddress());
      await login(t.app, unknown, 'errada', freshAddress());
    }
    verify.mockClear();
    const blockedKnown = await login(t.app, known.email, 'errada', freshAddress());
    const blockedUnknown = await login(t.app, unknown, 'errada', freshAddress());
    expect(verify).not.toHaveBeenCalled();
    expectBlocked(blockedKnown);
    expectBlocked(blockedUnknown);
    expect(blockedUnknown.json()).toEqual(blockedKnown.json());
  });
});

describe('TRUST_PROXY', () => {
  it('off by default: a changing X-Forwarded-For does not reset the limit of the address', async () => {
    const address = freshAddress();
    const codes: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const res = await login(t.app, freshName(), 'x', address, { 'x-forwarded-for': freshAddress() });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('with a hop count, the forwarded address is the client', async () => {
    const proxied = await createTestApp({
      LOGIN_RATE_LIMIT: '100',
      LOGIN_ADDRESS_RATE_LIMIT: String(LIMIT),
      TRUST_PROXY: '1',
    });
    try {
      const proxy = freshAddress();
      // many clients behind one proxy: each has its own count
      for (let i = 0; i <= LIMIT * 2; i++) {
        const res = await login(proxied.app, freshName(), 'x', proxy, { 'x-forwarded-for': freshAddress() });
        expect(res.statusCode).toBe(401);
      }
      // one client behind it is limited, whatever the proxy
      const client = freshAddress();
      const codes: number[] = [];
      for (let i = 0; i <= LIMIT; i++) {
        const res = await login(proxied.app, freshName(), 'x', freshAddress(), { 'x-forwarded-for': client });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await proxied.close();
    }
  });

  it("with the proxies' addresses, only their X-Forwarded-For counts", async () => {
    const proxied = await createTestApp({
      LOGIN_RATE_LIMIT: '100',
      LOGIN_ADDRESS_RATE_LIMIT: String(LIMIT),
      TRUST_PROXY: '192.0.2.0/24, loopback',
    });
    try {
      const trusted = `192.0.2.${randomInt(1, 255)}`;
      for (let i = 0; i <= LIMIT * 2; i++) {
        const res = await login(proxied.app, freshName(), 'x', trusted, {
          'x-forwarded-for': freshAddress(),
        });
        expect(res.statusCode).toBe(401);
      }
      const untrusted = freshAddress();
      const codes: number[] = [];
      for (let i = 0; i <= LIMIT; i++) {
        const res = await login(proxied.app, freshName(), 'x', untrusted, {
          'x-forwarded-for': freshAddress(),
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await proxied.close();
    }
  });
});

describe('login tickets', () => {
  it('are random, 256-bit, different every time, and stored only as their hash', async () => {
    const { idUsuario, email } = await freshUser();
    const issued: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await issue(t.app, email, 'certa');
      expect(res.statusCode).toBe(200);
      const { numSeq, dtaExpiracao } = res.json();
      expect(numSeq).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const ttl = new Date(dtaExpiracao).getTime() - Date.now();
      expect(ttl).toBeGreaterThan(110_000);
      expect(ttl).toBeLessThanOrEqual(120_000);
      issued.push(numSeq);
    }
    expect(new Set(issued).size).toBe(issued.length);
    const stored = await t.database.db
      .select({ desHash: loginTickets.desHash })
      .from(loginTickets)
      .where(eq(loginTickets.idUsuario, idUsuario));
    expect(stored.map((r) => r.desHash).sort()).toEqual(
      issued.map((n) => createHash('sha256').update(n).digest('hex')).sort(),
    );
  });

  it('need a session to be issued, and are issued for the caller only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/authenticate/loginByNumSeq/ticket' });
    expect(res.statusCode).toBe(401);
    const { idUsuario, email } = await freshUser();
    const { numSeq } = (await issue(t.app, email, 'certa')).json();
    const used = await redeem(t.app, numSeq, freshAddress());
    expect(used.statusCode).toBe(200);
    const claims = JSON.parse(Buffer.from(used.json().id_token.split('.')[1], 'base64url').toString());
    expect(claims.sub).toBe(String(idUsuario));
  });

  it('expire after 2 minutes', async () => {
    const { email } = await freshUser();
    const early = (await issue(t.app, email, 'certa')).json().numSeq;
    const late = (await issue(t.app, email, 'certa')).json().numSeq;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 119_000 });
    expect((await redeem(t.app, early, freshAddress())).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2_000);
    const expired = await redeem(t.app, late, freshAddress());
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(MSG.invalidToken);
  });

  it('log in once even when redeemed by several requests at the same time', async () => {
    const { email } = await freshUser();
    const { numSeq } = (await issue(t.app, email, 'certa')).json();
    const codes = (await Promise.all([1, 2, 3, 4, 5].map(() => redeem(t.app, numSeq, freshAddress())))).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it('the old sequential numbers log nobody in', async () => {
    for (let numSeq = 1; numSeq <= LIMIT; numSeq++) {
      const res = await redeem(t.app, numSeq, freshAddress());
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MSG.invalidToken);
    }
  });

  it('are limited per address: guesses block it, and a blocked attempt does not spend a good ticket', async () => {
    const { email } = await freshUser();
    const { numSeq } = (await issue(t.app, email, 'certa')).json();
    const address = freshAddress();
    for (let i = 0; i < LIMIT; i++) {
      const guess = `${numSeq.slice(0, -2)}${i}x`;
      expect((await redeem(t.app, guess, address)).statusCode).toBe(401);
    }
    expectBlocked(await redeem(t.app, numSeq, address));
    expect((await redeem(t.app, numSeq, freshAddress())).statusCode).toBe(200);
  });

  it('are limited per issuer', async () => {
    const { email } = await freshUser();
    const res = await login(t.app, email, 'certa', freshAddress());
    const headers = bearer(res.json().id_token);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/authenticate/loginByNumSeq/ticket',
        headers,
      });
      codes.push(r.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('two instances on one database', () => {
  /** A second instance: on PostgreSQL its own connection pool; on PGlite a second app over the same database. */
  async function secondInstance(): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
    const env = { LOGIN_RATE_LIMIT: String(LIMIT), LOGIN_ADDRESS_RATE_LIMIT: String(LIMIT) };
    if (t.database.kind === 'postgres') {
      const other = await createTestApp(env);
      return { app: other.app, close: () => other.close() };
    }
    const app = await buildApp({ env: t.env, database: t.database });
    await app.ready();
    return { app, close: () => app.close() };
  }

  it('share the limits and the tickets', async () => {
    const b = await secondInstance();
    try {
      // an account's limit reached on A blocks it on B
      const { email } = await freshUser();
      for (let i = 0; i < LIMIT; i++) {
        expect((await login(t.app, email, 'errada', freshAddress())).statusCode).toBe(401);
      }
      expectBlocked(await login(b.app, email, 'certa', freshAddress()));
      // an address's limit reached on B blocks it on A
      const address = freshAddress();
      for (let i = 0; i < LIMIT; i++)
        expect((await login(b.app, freshName(), 'x', address)).statusCode).toBe(401);
      const other = await freshUser();
      expectBlocked(await login(t.app, other.email, 'certa', address));
      // a ticket issued on A logs in once, on B, and then on neither
      const { numSeq } = (await issue(t.app, other.email, 'certa')).json();
      expect((await redeem(b.app, numSeq, freshAddress())).statusCode).toBe(200);
      expect((await redeem(t.app, numSeq, freshAddress())).statusCode).toBe(401);
      expect((await redeem(b.app, numSeq, freshAddress())).statusCode).toBe(401);
    } finally {
      await b.close();
    }
  });
});
