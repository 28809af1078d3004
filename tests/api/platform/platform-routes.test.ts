import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs } from '../../kit/inject';
import { signIn } from '../../kit/sign-in';
import { createTestApp, type TestApp } from '../../kit/test-app';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'cd-dist-'));
beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Controle de Desperdícios</title>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), 'self.x=1');
  writeFileSync(
    join(dist, 'version.json'),
    JSON.stringify({ branch: 'main', lastCommit: 'abc1234', date: '2026-11-22T10:00:00Z' }),
  );
  t = await createTestApp({ STATIC_DIR: dist });
});
afterAll(async () => t?.close());

describe('platform routes', () => {
  it('GET /api/health reports the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('GET /version.json answers what the build wrote', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/version.json' });
    expect(res.json()).toEqual({ branch: 'main', lastCommit: 'abc1234', date: '2026-11-22T10:00:00Z' });
  });

  it('serves OpenAPI docs generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(
      doc.paths['/api/authenticate/login'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['username', 'password']);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('unknown API routes are JSON 404s naming the route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/naoExiste' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('/api/v1/naoExiste');
  });
});

describe('static PWA with SPA fallback', () => {
  it('serves index.html for app routes and files by name', async () => {
    for (const url of ['/', '/home', '/reApontDesperdicios/bandeja?x=1', '/rota/desconhecida']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Controle de Desperdícios');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('a missing file is a 404, not index.html, and paths cannot escape dist', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const outside = await t.app.inject({ method: 'GET', url: '/../package.json' });
    expect(outside.body).not.toContain('"dependencies"');
  });
});

describe('GET /api/v1/download/current/logs', () => {
  it('returns the log file as server.log to an administrator', async () => {
    mkdirSync(dirname(t.env.LOG_FILE), { recursive: true });
    writeFileSync(t.env.LOG_FILE, '{"level":30,"msg":"linha de teste"}\n');
    const token = await signIn(t.app, 'admin@demo.com.br');
    const res = await getAs(t.app, '/api/v1/download/current/logs', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="server.log"');
    expect(res.body).toContain('linha de teste');
  });

  it('is refused to kitchen staff', async () => {
    const token = await signIn(t.app, 'cozinha@demo.com.br');
    const res = await getAs(t.app, '/api/v1/download/current/logs', token);
    expect(res.statusCode).toBe(403);
  });
});
