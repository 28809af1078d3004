// @vitest-environment jsdom
import { ACCESS_FLAGS, type AccessRecord } from '@domain/access';
import { MSG } from '@domain/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { makeToken } from '../helpers/jwt';

vi.mock('@app/lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));

const access = (patch: Partial<AccessRecord> = {}): AccessRecord => ({
  ...(Object.fromEntries(ACCESS_FLAGS.map((f) => [f, false])) as AccessRecord),
  indApontamentos: true,
  ...patch,
});
const accountBody = {
  email: 'maria@empresa.com',
  auth: ['indApontamentos'],
  usuario: { idUsuario: 1, desUsuario: 'maria', desPessoa: 'Maria Silva', desEmail: 'maria@empresa.com' },
};
const withCompany = { idEmpresa: 3, desEmpresa: 'Empresa Três' };
const noCompany = { idEmpresa: null, desEmpresa: null };

function api(table: Record<string, MockResponse | ((init: RequestInit) => MockResponse)>) {
  return mockFetch(
    routes({
      'GET /api/authenticate/account': { body: accountBody },
      'GET /api/authenticate/empresa': { body: withCompany },
      'GET /api/authenticate/permission': { body: access() },
      ...table,
    }),
  );
}

/** Fresh modules per test: the session and its once-per-load restore are module state. */
async function load() {
  vi.resetModules();
  const session = await import('@app/lib/session');
  const actions = await import('@app/features/auth/utils/session-actions');
  const token = await import('@app/lib/auth-token');
  return { ...session, ...actions, ...token };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => vi.unstubAllGlobals());

describe('session restore at start', () => {
  it('without a saved token: not authenticated, no call', async () => {
    const fetch = api({});
    const s = await load();
    await s.initSession();
    expect(s.getSession()).toMatchObject({ status: 'unauthenticated', account: null, message: null });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a token with under 1800 s left reads as an expired session', async () => {
    localStorage.setItem('id_token', makeToken(1799));
    const fetch = api({});
    const s = await load();
    await s.initSession();
    expect(s.getSession()).toMatchObject({ status: 'unauthenticated', message: MSG.sessionExpired });
    expect(s.getToken()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('restores account, company and access record from a valid token', async () => {
    localStorage.setItem('id_token', makeToken(7200, { idEmpresa: 3 }));
    const fetch = api({});
    const s = await load();
    expect(s.getSession().status).toBe('loading');
    await s.initSession();
    const state = s.getSession();
    expect(state.status).toBe('authenticated');
    expect(state.account?.usuario.desPessoa).toBe('Maria Silva');
    expect(state.empresa).toEqual(withCompany);
    expect(state.permission?.indApontamentos).toBe(true);
    expect(s.isInApp(state)).toBe(true);
    const auth = ((fetch.mock.calls[0][1]?.headers ?? {}) as Record<string, string>).Authorization;
    expect(auth).toMatch(/^Bearer /);
  });

  it('without a chosen company: authenticated, no permission call (the company picker shows)', async () => {
    localStorage.setItem('id_token', makeToken(7200));
    const fetch = api({ 'GET /api/authenticate/empresa': { body: noCompany } });
    const s = await load();
    await s.initSession();
    expect(s.getSession()).toMatchObject({ status: 'authenticated', empresa: null, permission: null });
    expect(s.isInApp(s.getSession())).toBe(false);
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/permission'))).toBe(false);
  });

  it('a 403 on GET permission shows the no-access message and logs out', async () => {
    localStorage.setItem('id_token', makeToken(7200, { idEmpresa: 3 }));
    api({
      'GET /api/authenticate/permission': { status: 403, body: { statusCode: 403, message: MSG.noAccess } },
    });
    const s = await load();
    await s.initSession();
    expect(s.getSession()).toMatchObject({ status: 'unauthenticated', account: null, message: MSG.noAccess });
    expect(s.getToken()).toBeNull();
  });

  it('a failed restore clears user, company and token', async () => {
    localStorage.setItem('id_token', makeToken(7200, { idEmpresa: 3 }));
    api({ 'GET /api/authenticate/account': { status: 500, body: { statusCode: 500, message: 'boom' } } });
    const s = await load();
    await s.initSession();
    expect(s.getSession()).toMatchObject({
      status: 'unauthenticated',
      account: null,
      empresa: null,
      permission: null,
    });
    expect(s.getToken()).toBeNull();
  });

  it('?LoginNumSeq=<ticket>: clears the session, logs in by the ticket and removes the parameter', async () => {
    localStorage.setItem('id_token', makeToken(7200));
    const ticket = 'q8Zr3v-Wm0_bXcN4pT7yH2kLs9dF6gJ1aE5uQoIeR0w';
    window.history.replaceState(null, '', `/home?LoginNumSeq=${ticket}&x=1`);
    const ticketToken = makeToken(7200, { idEmpresa: 3 });
    const bodies: unknown[] = [];
    api({
      'POST /api/authenticate/loginByNumSeq': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return { body: { id_token: ticketToken } };
      },
    });
    const s = await load();
    const done = s.initSession();
    // The address is cleaned synchronously, before the router starts.
    expect(window.location.pathname + window.location.search).toBe('/home?x=1');
    await done;
    expect(bodies).toEqual([{ numSeq: ticket }]);
    expect(s.getToken()).toBe(ticketToken);
    expect(s.getSession().status).toBe('authenticated');
  });

  it('?LoginNumSeq with a used ticket: not authenticated with the server message', async () => {
    window.history.replaceState(null, '', '/?LoginNumSeq=9');
    api({
      'POST /api/authenticate/loginByNumSeq': {
        status: 401,
        body: { statusCode: 401, message: MSG.invalidToken },
      },
    });
    const s = await load();
    await s.initSession();
    expect(s.getSession()).toMatchObject({ status: 'unauthenticated', message: MSG.invalidToken });
    expect(window.location.search).toBe('');
  });

  it('?LoginNumSeq that is not a ticket: not authenticated, and nothing is sent', async () => {
    window.history.replaceState(null, '', '/?LoginNumSeq=%3Cscript%3E');
    const calls: string[] = [];
    api({
      'POST /api/authenticate/loginByNumSeq': () => {
        calls.push('loginByNumSeq');
        return { body: { id_token: makeToken(7200) } };
      },
    });
    const s = await load();
    await s.initSession();
    expect(calls).toEqual([]);
    expect(s.getSession()).toMatchObject({ status: 'unauthenticated', message: MSG.invalidToken });
  });
});

describe('login', () => {
  it('stores the token and loads the session', async () => {
    const token = makeToken(7200);
    api({
      'POST /api/authenticate/login': { body: { id_token: token } },
      'GET /api/authenticate/empresa': { body: noCompany },
    });
    const s = await load();
    await s.initSession();
    await s.signIn({ username: 'maria', password: 'x' });
    expect(s.getToken()).toBe(token);
    expect(s.getSession()).toMatchObject({ status: 'authenticated', empresa: null });
  });

  it('a user with exactly one company goes straight in: the company is selected behind the scenes', async () => {
    const first = makeToken(7200);
    const next = makeToken(7200, { idEmpresa: 3 });
    let empresaCalls = 0;
    const fetch = api({
      'POST /api/authenticate/login': { body: { id_token: first } },
      'GET /api/authenticate/empresa': () =>
        empresaCalls++ === 0 ? { body: noCompany } : { body: withCompany },
      'GET /api/v1/empresas': { body: [withCompany] },
      'POST /api/authenticate/empresa/selecionar': { body: { id_token: next } },
    });
    const s = await load();
    await s.initSession();
    await s.signIn({ username: 'maria', password: 'x' });
    expect(s.getToken()).toBe(next);
    expect(s.getSession()).toMatchObject({ status: 'authenticated', empresa: withCompany });
    expect(s.isInApp(s.getSession())).toBe(true);
    const select = fetch.mock.calls.find(([url]) => String(url).includes('/empresa/selecionar'));
    expect(JSON.parse(String(select?.[1]?.body))).toEqual({ idEmpresa: 3 });
  });

  it('a user with several companies still gets the picker (no selection is made)', async () => {
    const fetch = api({
      'POST /api/authenticate/login': { body: { id_token: makeToken(7200) } },
      'GET /api/authenticate/empresa': { body: noCompany },
      'GET /api/v1/empresas': { body: [withCompany, { idEmpresa: 4, desEmpresa: 'Empresa Quatro' }] },
    });
    const s = await load();
    await s.initSession();
    await s.signIn({ username: 'maria', password: 'x' });
    expect(s.getSession()).toMatchObject({ status: 'authenticated', empresa: null });
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/empresa/selecionar'))).toBe(false);
  });

  it("rejects with the server's message", async () => {
    api({
      'POST /api/authenticate/login': { status: 403, body: { statusCode: 403, message: MSG.noAccess } },
    });
    const s = await load();
    await s.initSession();
    await expect(s.signIn({ username: 'maria', password: 'x' })).rejects.toThrow(MSG.noAccess);
    expect(s.getSession().status).toBe('unauthenticated');
  });

  it("falls back to 'Usuário ou senha estão incorretos' without a server message", async () => {
    api({ 'POST /api/authenticate/login': { status: 401, body: '' } });
    const s = await load();
    await s.initSession();
    await expect(s.signIn({ username: 'maria', password: 'x' })).rejects.toThrow(MSG.loginFailed);
  });

  it('choosing a company stores the new token and reloads', async () => {
    localStorage.setItem('id_token', makeToken(7200));
    const next = makeToken(7200, { idEmpresa: 3 });
    api({
      'GET /api/authenticate/empresa': { body: noCompany },
      'POST /api/authenticate/empresa/selecionar': { body: { id_token: next } },
    });
    const s = await load();
    await s.initSession();
    const reload = vi.fn();
    await s.chooseEmpresa(3, reload);
    expect(s.getToken()).toBe(next);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('invalid_token', () => {
  it('a 401 on a call while signed in logs the user out', async () => {
    localStorage.setItem('id_token', makeToken(7200, { idEmpresa: 3 }));
    api({ 'GET /api/v1/empresas': { status: 401, body: { statusCode: 401, message: MSG.invalidToken } } });
    const s = await load();
    await s.initSession();
    expect(s.getSession().status).toBe('authenticated');
    const { api: client } = await import('@app/lib/api-client');
    await expect(client.get('/api/v1/empresas')).rejects.toThrow();
    expect(s.getSession()).toMatchObject({
      status: 'unauthenticated',
      account: null,
      message: MSG.invalidToken,
    });
    expect(s.getToken()).toBeNull();
  });
});
