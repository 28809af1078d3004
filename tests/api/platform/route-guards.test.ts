import { MSG } from '@domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, signIn } from '../../kit/sign-in';
import { createTestApp, type TestApp } from '../../kit/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const concrete = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');

describe('every API route is guarded', () => {
  it('declares an access rule for every /api route, and only login, health and docs are public', () => {
    const api = t.app.accessTable.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(5);
    const publicUrls = [...new Set(api.filter((r) => r.access === 'public').map((r) => r.url))];
    for (const url of publicUrls) {
      expect(url).toMatch(/^\/api\/(authenticate\/login|authenticate\/loginByNumSeq|health|docs)/);
    }
  });

  it('answers 401 without a token on every non-public route', async () => {
    const guarded = t.app.accessTable.filter((r) => r.access !== 'public');
    for (const r of guarded) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('answers 400 on a company route when the token has no company yet', async () => {
    const token = await login(t.app, 'admin@demo.com.br');
    const route = t.app.accessTable.find((r) => r.access === 'company')!;
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.noCompanySelected);
  });

  it('answers 403 on every route whose flags the user lacks (gestor has only indRelatorios)', async () => {
    const token = await signIn(t.app, 'gestor@demo.com.br');
    const forbidden = t.app.accessTable.filter(
      (r) => r.access === 'company' && r.flags.length > 0 && !r.flags.includes('indRelatorios'),
    );
    expect(forbidden.length).toBeGreaterThan(0);
    for (const r of forbidden) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        headers: bearer(token),
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().message).toBe(MSG.accessDeniedText);
    }
  });
});
