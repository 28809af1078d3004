import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs } from '../../kit/inject';
import { bearer, signIn } from '../../kit/sign-in';
import { createTestApp, type TestApp } from '../../kit/test-app';

/** A built PWA in miniature: a page, a hashed asset with its precompressed copies and its source map. */
const dist = mkdtempSync(join(tmpdir(), 'cd-dist-'));
const PAGE =
  '<!doctype html><title>Controle de Desperdícios</title><script type="module" src="/assets/app.js">';
const ASSET = `console.log(${JSON.stringify('x'.repeat(4000))});`;
// Recognisable stand-ins: the test can tell which file was sent.
const ASSET_BR = brotliCompressSync(`/*br*/${ASSET}`);
const ASSET_GZ = gzipSync(`/*gz*/${ASSET}`);

let t: TestApp;
beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), PAGE);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), ASSET);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), ASSET_BR);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), ASSET_GZ);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["src/app/main.tsx"]}');
  writeFileSync(join(dist, 'sw.js.map'), '{"version":3}');
  // What the build lists: the signed-in shell's files and each screen's.
  writeFileSync(
    join(dist, 'route-preloads.json'),
    JSON.stringify({
      shell: ['assets/app-layout-1.js', 'assets/ui-1.js'],
      screens: { '/reApontDesperdicios/bandeja': ['assets/tray-entry-page-1.js', 'assets/ui-1.js'] },
    }),
  );
  // A trusted proxy is what makes request.protocol follow X-Forwarded-Proto (HSTS below).
  t = await createTestApp({ STATIC_DIR: dist, TRUST_PROXY: '1' });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The Content-Security-Policy as directive → sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  it('the app page gets a strict CSP, DENY framing, nosniff and no referrer', async () => {
    for (const url of ['/', '/reApontDesperdicios/bandeja']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const policy = csp(res);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      // Scripts only from the app's own files: nothing inline, no eval.
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('worker-src')).toEqual(["'self'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('API answers carry the same headers', async () => {
    const token = await signIn(t.app, 'cozinha@demo.com.br');
    const res = await getAs(t.app, '/api/v1/empresas', token);
    expect(res.statusCode).toBe(200);
    expect(csp(res).get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const refused = await get('/api/v1/empresas');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });

  it('HSTS only on requests that came over HTTPS', async () => {
    const plain = await get('/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const api = await get('/api/health');
    expect(api.headers['strict-transport-security']).toBeUndefined();
    const https = await get('/', { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const httpsApi = await get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(httpsApi.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('compression', () => {
  it('API JSON is sent with brotli or gzip as accepted, and decodes to the same answer', async () => {
    const token = await signIn(t.app, 'admin@demo.com.br');
    const url = '/api/authenticate/permission';
    const identity = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    const docs = await get('/api/docs/json');
    expect(docs.headers['content-encoding']).toBeUndefined();
    expect(docs.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/docs/json', { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(docs.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(docs.json());
    if (br.headers['content-length'] !== undefined)
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);

    const gz = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(docs.json());
  });

  it('an authenticated JSON list is compressed too; a tiny answer is not', async () => {
    const token = await signIn(t.app, 'admin@demo.com.br');
    const plain = await getAs(t.app, '/api/v1/reTbParametros', token);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reTbParametros',
      headers: { ...bearer(token), 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());

    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().status).toBe('ok');
  });

  it('built files are sent precompressed (.br, .gz) with their own length, as accepted', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload).toEqual(ASSET_BR);
    expect(Number(br.headers['content-length'])).toBe(ASSET_BR.length);

    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload).toEqual(ASSET_GZ);
    expect(Number(gz.headers['content-length'])).toBe(ASSET_GZ.length);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(ASSET));
  });

  it('a page without a precompressed copy is compressed on the fly', async () => {
    writeFileSync(join(dist, 'big.html'), `<!doctype html>${'<p>Controle de Desperdícios</p>'.repeat(100)}`);
    const res = await get('/big.html', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<p>Controle de Desperdícios</p>');
  });
});

describe('screen pages', () => {
  /** The files a page announces with <link rel="modulepreload">, in order. */
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("a screen's page announces the shell's and the screen's files, once each", async () => {
    const res = await get('/reApontDesperdicios/bandeja');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(preloads(res.body)).toEqual([
      '/assets/app-layout-1.js',
      '/assets/ui-1.js',
      '/assets/tray-entry-page-1.js',
    ]);
    // The rest of the page is the built one.
    expect(res.body).toContain('<script type="module" src="/assets/app.js">');
    expect(res.body.indexOf('modulepreload')).toBeLessThan(res.body.indexOf('<script'));
    // A screen with parameters, and one the list does not name, get the shell.
    expect(preloads((await get('/reApontDesperdicios/aprovacao/12?x=1')).body)).toEqual([
      '/assets/app-layout-1.js',
      '/assets/ui-1.js',
    ]);
  });

  it('the sign-in page, the root and unknown addresses get the page as built', async () => {
    for (const url of ['/', '/login', '/nao-existe', '/reApontDesperdicios/bandeja/x/y']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(PAGE);
    }
  });
});

describe('source maps', () => {
  it('are never served, even when the build kept them', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/sw.js.map', '/assets/missing.js.map']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('"version"');
    }
  });
});

describe('screen shells', () => {
  /** A built page as Vite writes it: the entry script and its preload in the head, an empty #root. */
  const BUILT =
    '<!doctype html><html lang="pt-BR"><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js"><link rel="stylesheet" href="/assets/index-1.css">' +
    '</head><body><div id="root"></div></body></html>';
  const SHELL =
    '<header>Controle de Desperdícios</header><main><h1>Bandeja</h1><label>Quantidade</label></main>';
  const LOGIN = '<main><form><h1>Controle de Desperdícios</h1><button>Entrar</button></form></main>';
  const shellDist = mkdtempSync(join(tmpdir(), 'cd-dist-shell-'));
  let app: TestApp;
  beforeAll(async () => {
    writeFileSync(join(shellDist, 'index.html'), BUILT);
    writeFileSync(
      join(shellDist, 'route-preloads.json'),
      JSON.stringify({
        shell: ['assets/app-layout-1.js', 'assets/ui-1.js'],
        screens: { '/reApontDesperdicios/bandeja': ['assets/tray-entry-page-1.js', 'assets/ui-1.js'] },
      }),
    );
    writeFileSync(
      join(shellDist, 'screen-shells.json'),
      JSON.stringify({ '/': LOGIN, '/reApontDesperdicios/bandeja': SHELL }),
    );
    app = await createTestApp({ STATIC_DIR: shellDist });
  });
  afterAll(async () => app?.close());

  it("an entry screen's page carries its shell, inert, and announces the screen's files once it is painted", async () => {
    const res = await app.app.inject({ method: 'GET', url: '/reApontDesperdicios/bandeja?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root"><div inert aria-hidden="true">${SHELL}</div></div>`);
    expect(res.body).toContain('<html lang="pt-BR" data-mantine-color-scheme="light">');
    // The entry is fetched with the page but run once the shell is painted (by /screen-shell.js, data-entry);
    // the screen's files wait for that paint too (no modulepreload of theirs in the head).
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).toContain(
      '<head><link rel="modulepreload" crossorigin href="/assets/index-1.js"><link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
    );
    expect(res.body).toContain(
      '<script src="/screen-shell.js" async data-entry="/assets/index-1.js" data-preload="/assets/app-layout-1.js /assets/ui-1.js /assets/tray-entry-page-1.js"></script></head>',
    );
    expect(res.body.match(/rel="modulepreload"/g)).toHaveLength(2);
    expect(res.body).not.toContain('shell-session.js');
  });

  it("'/' carries the login form's shell, hidden before the first paint when a session is saved", async () => {
    const res = await app.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<div id="root"><div inert aria-hidden="true" data-signed-out-shell>${LOGIN}</div></div>`,
    );
    // The marking script is a plain (blocking) one, before the style that hides the shell on a marked page.
    expect(res.body).toContain(
      '<script src="/shell-session.js"></script><style>html[data-session] [data-signed-out-shell]{display:none}</style>',
    );
    // The login form is in the entry: no screen files to announce.
    expect(res.body).toContain(
      '<script src="/screen-shell.js" async data-entry="/assets/index-1.js" data-preload=""></script></head>',
    );
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/index-1.js">');
    // Another address without a route still gets the page as built.
    expect((await app.app.inject({ method: 'GET', url: '/nao-existe' })).body).toBe(BUILT);
  });

  it('a screen without a shell gets the preloads in the head and an empty #root', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/reApontDesperdicios/aprovacao' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('screen-shell.js');
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/app-layout-1.js"><link rel="modulepreload" crossorigin href="/assets/ui-1.js"></head>',
    );
  });
});
