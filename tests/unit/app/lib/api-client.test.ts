// @vitest-environment jsdom
import { MSG } from '@domain/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@app/lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));

import {
  ApiError,
  api,
  extractErrorMessage,
  INVALID_TOKEN_EVENT,
  type InvalidTokenDetail,
} from '@app/lib/api-client';
import { setToken } from '@app/lib/auth-token';
import { notifyError } from '@app/lib/notify';
import {
  clearRequestLog,
  downloadRequestLog,
  getRequestLog,
  REQUEST_LOG_MAX,
  REQUEST_LOG_STORAGE_KEY,
} from '@app/lib/request-log';
import { mockFetch } from '../helpers/fetch-mock';

function listenInvalidToken() {
  const events: InvalidTokenDetail[] = [];
  const onEvent = (e: Event) => events.push((e as CustomEvent<InvalidTokenDetail>).detail);
  window.addEventListener(INVALID_TOKEN_EVENT, onEvent);
  return { events, stop: () => window.removeEventListener(INVALID_TOKEN_EVENT, onEvent) };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearRequestLog();
  vi.mocked(notifyError).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('api-client', () => {
  it('sends the bearer token and JSON body, and resolves with the JSON answer', async () => {
    setToken('a.b.c');
    const fetch = mockFetch(() => ({ body: { ok: true } }));
    await expect(
      api.post('/api/v1/x', { a: 1 }, { params: { q: 'y', n: 2, skip: undefined } }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/v1/x?q=y&n=2');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer a.b.c');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('dispatches invalid_token on a 401 of any call and rejects with ApiError', async () => {
    const { events, stop } = listenInvalidToken();
    mockFetch(() => ({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: MSG.invalidToken },
    }));
    const error = await api.get('/api/v1/empresas').catch((e: unknown) => e);
    stop();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(events).toEqual([{ url: '/api/v1/empresas', message: MSG.invalidToken }]);
  });

  it('also dispatches invalid_token on a 401 of a non-login authentication call', async () => {
    const { events, stop } = listenInvalidToken();
    mockFetch(() => ({ status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'x' } }));
    await expect(api.get('/api/authenticate/account')).rejects.toBeInstanceOf(ApiError);
    stop();
    expect(events).toHaveLength(1);
  });

  it('does not dispatch invalid_token on a 401 of the login calls (wrong credentials)', async () => {
    const { events, stop } = listenInvalidToken();
    mockFetch(() => ({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: MSG.loginFailed },
    }));
    const e1 = await api
      .post('/api/authenticate/login', { username: 'a', password: 'b' })
      .catch((e: unknown) => e);
    const e2 = await api.post('api/authenticate/loginByNumSeq', { numSeq: 1 }).catch((e: unknown) => e);
    stop();
    expect(events).toHaveLength(0);
    expect((e1 as ApiError).message).toBe(MSG.loginFailed);
    expect((e2 as ApiError).status).toBe(401);
  });

  it('shows the exception of a 270 answer as an error toast and resolves with the body', async () => {
    mockFetch(() => ({ status: 270, body: { exception: 'Divergência no apontamento', data: [1] } }));
    await expect(api.post('/api/v1/reTbDesperdiciosDet/saveAll', [])).resolves.toEqual({
      exception: 'Divergência no apontamento',
      data: [1],
    });
    expect(notifyError).toHaveBeenCalledWith('Divergência no apontamento');
  });

  it('throws ApiError on ≥400 with the server message: exception first, then message', async () => {
    mockFetch((url) =>
      url.includes('both')
        ? { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'msg', exception: 'exc' } }
        : url.includes('message')
          ? { status: 403, body: { statusCode: 403, error: 'Forbidden', message: MSG.noAccess } }
          : { status: 500, statusText: 'Internal Server Error', body: '' },
    );
    const both = (await api.get('/api/v1/both').catch((e: unknown) => e)) as ApiError;
    expect(both).toBeInstanceOf(ApiError);
    expect(both.status).toBe(400);
    expect(both.message).toBe('exc');
    const onlyMessage = (await api.get('/api/v1/message').catch((e: unknown) => e)) as ApiError;
    expect(onlyMessage.status).toBe(403);
    expect(onlyMessage.message).toBe(MSG.noAccess);
    const empty = (await api.get('/api/v1/empty').catch((e: unknown) => e)) as ApiError;
    expect(empty.status).toBe(500);
    expect(empty.message).toBe('Internal Server Error');
  });

  it('lets a call accept an error status instead of throwing', async () => {
    mockFetch(() => ({ status: 404, body: { statusCode: 404, message: 'nada' } }));
    await expect(api.get('/api/v1/x', { acceptStatus: [404] })).resolves.toEqual({
      statusCode: 404,
      message: 'nada',
    });
  });

  it('rejects with ApiError status 0 when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = (await api.get('/api/v1/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });
});

describe('extractErrorMessage', () => {
  it('prefers exception, then message, then the fallback', () => {
    expect(extractErrorMessage({ exception: 'e', message: 'm' })).toBe('e');
    expect(extractErrorMessage({ exception: '', message: 'm' })).toBe('m');
    expect(extractErrorMessage({ statusCode: 500 }, 'fb')).toBe('fb');
    expect(extractErrorMessage(null)).toBe(MSG.genericError);
    expect(extractErrorMessage('<html>oops</html>', 'fb')).toBe('fb');
  });
});

describe('request log', () => {
  it('logs every non-authentication call with method, url, status, body and params', async () => {
    mockFetch((url) =>
      url.includes('fail') ? { status: 400, statusText: 'Bad Request', body: {} } : { body: [] },
    );
    await api.get('/api/v1/empresas', { params: { qtd: 10 } });
    await api.post('/api/v1/fail', { a: 1 }).catch(() => {});
    const log = getRequestLog();
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({
      method: 'GET',
      url: '/api/v1/empresas',
      statusCode: 200,
      data: null,
      params: { qtd: 10 },
    });
    expect(log[1]).toMatchObject({
      method: 'POST',
      url: '/api/v1/fail',
      statusCode: 400,
      statusText: 'Bad Request',
      data: { a: 1 },
    });
    expect(typeof log[0].date).toBe('string');
    await vi.waitFor(
      () => expect(JSON.parse(sessionStorage.getItem(REQUEST_LOG_STORAGE_KEY) ?? '[]')).toHaveLength(2),
      { timeout: 5_000 },
    );
  });

  it('writes the log to sessionStorage once for calls answered together, and at once when the page is left', async () => {
    mockFetch(() => ({ body: [] }));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    try {
      await Promise.all([1, 2, 3, 4, 5].map((n) => api.get(`/api/v1/x${n}`)));
      await vi.waitFor(
        () => expect(JSON.parse(sessionStorage.getItem(REQUEST_LOG_STORAGE_KEY) ?? '[]')).toHaveLength(5),
        { timeout: 5_000 },
      );
      expect(setItem.mock.calls.filter(([key]) => key === REQUEST_LOG_STORAGE_KEY)).toHaveLength(1);

      await api.get('/api/v1/y');
      window.dispatchEvent(new Event('pagehide'));
      expect(JSON.parse(sessionStorage.getItem(REQUEST_LOG_STORAGE_KEY) ?? '[]')).toHaveLength(6);
    } finally {
      setItem.mockRestore();
    }
  });

  it('keeps and downloads no password, token or ticket: their values are redacted', async () => {
    mockFetch(() => ({ body: {} }));
    const password = 'S3nha-Secreta!';
    await api.post('api/nlBaseUsuarios', {
      desUsuario: 'novo',
      desEmail: 'novo@demo.com.br',
      desSenha: password,
      acessos: [{ idEmpresa: 1, token: 'tok-123', nested: { password } }],
    });
    await api.get('/api/v1/x?LoginNumSeq=tkt-abc&b=1', { params: { id_token: 'a.b.c', qtd: 5 } });
    const log = getRequestLog();
    expect(log[0].data).toEqual({
      desUsuario: 'novo',
      desEmail: 'novo@demo.com.br',
      desSenha: '***',
      acessos: [{ idEmpresa: 1, token: '***', nested: { password: '***' } }],
    });
    expect(log[1]).toMatchObject({
      url: '/api/v1/x?LoginNumSeq=***&b=1',
      params: { id_token: '***', qtd: 5 },
    });
    window.dispatchEvent(new Event('pagehide'));
    const stored = sessionStorage.getItem(REQUEST_LOG_STORAGE_KEY) ?? '';
    expect(stored).toContain('novo@demo.com.br');
    for (const secret of [password, 'tok-123', 'tkt-abc', 'a.b.c']) expect(stored).not.toContain(secret);

    const createObjectURL = vi.fn((_blob: Blob) => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    downloadRequestLog('log.json');
    const text = await createObjectURL.mock.calls[0][0].text();
    for (const secret of [password, 'tok-123', 'tkt-abc', 'a.b.c']) expect(text).not.toContain(secret);
    click.mockRestore();
  });

  it('redacts a log an older version kept in sessionStorage', async () => {
    sessionStorage.setItem(
      REQUEST_LOG_STORAGE_KEY,
      JSON.stringify([
        {
          method: 'POST',
          url: 'api/nlBaseUsuarios',
          statusCode: 200,
          statusText: 'OK',
          data: { desSenha: 'antiga' },
          params: null,
          date: '2024-01-01T00:00:00.000Z',
        },
      ]),
    );
    vi.resetModules();
    const fresh = await import('@app/lib/request-log');
    expect(fresh.getRequestLog()[0].data).toEqual({ desSenha: '***' });
  });

  it('does not log the /api/authenticate calls', async () => {
    mockFetch(() => ({ body: { id_token: 'a.b.c' } }));
    await api.post('/api/authenticate/login', { username: 'u', password: 'p' });
    await api.get('/api/authenticate/account');
    await api.get('api/authenticate/permission');
    await api.get('/api/v1/reTbNotificacoes/user');
    expect(getRequestLog().map((e) => e.url)).toEqual(['/api/v1/reTbNotificacoes/user']);
  });

  it(`keeps only the last ${REQUEST_LOG_MAX} entries`, async () => {
    mockFetch(() => ({ body: {} }));
    for (let i = 0; i < REQUEST_LOG_MAX + 5; i++) await api.get(`/api/v1/item/${i}`);
    const log = getRequestLog();
    expect(log).toHaveLength(REQUEST_LOG_MAX);
    expect(log[0].url).toBe('/api/v1/item/5');
    expect(log.at(-1)?.url).toBe(`/api/v1/item/${REQUEST_LOG_MAX + 4}`);
  });

  it('downloads the log as a JSON file', async () => {
    mockFetch(() => ({ body: {} }));
    await api.get('/api/v1/x');
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    downloadRequestLog('log.json');
    expect(click).toHaveBeenCalledOnce();
    const text = await createObjectURL.mock.calls[0][0].text();
    expect(JSON.parse(text)).toMatchObject([{ method: 'GET', url: '/api/v1/x', statusCode: 200 }]);
    click.mockRestore();
  });

  it('clearRequestLog empties memory and sessionStorage', async () => {
    mockFetch(() => ({ body: {} }));
    await api.get('/api/v1/x');
    clearRequestLog();
    expect(getRequestLog()).toEqual([]);
    expect(sessionStorage.getItem(REQUEST_LOG_STORAGE_KEY)).toBeNull();
    // The write that call had scheduled does not bring the log back.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(sessionStorage.getItem(REQUEST_LOG_STORAGE_KEY)).toBeNull();
  });
});
