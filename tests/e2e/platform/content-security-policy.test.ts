import type { BrowserContext, Page } from 'playwright';
import { describe, expect, inject, it } from 'vitest';
import { browserSuite, newSession, openTrayEntry } from '../helpers/browser';

const suite = browserSuite();

/**
 * Collects every Content-Security-Policy violation the page reports (securitypolicyviolation events, from the
 * first script on) and every console line about a refused load or eval.
 */
async function watchViolations(context: BrowserContext, page: Page): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const refused: string[] = [];
  page.on('console', (msg) => {
    if (/Refused to|Content Security Policy/i.test(msg.text())) refused.push(msg.text());
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
    ...refused,
  ];
}

describe('the strict Content-Security-Policy', () => {
  it('the login page loads without a single violation', async () => {
    const { context, page } = await newSession(suite.browser, { width: 412, height: 823 });
    const violations = await watchViolations(context, page);
    const res = await page.goto('/');
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self';");
    await expect.poll(() => page.getByRole('button', { name: 'Entrar' }).isVisible()).toBe(true);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('the tray entry screen (signed in, service worker running) has no violation', async () => {
    const { context, page } = await newSession(suite.browser, { width: 412, height: 823 });
    const violations = await watchViolations(context, page);
    await openTrayEntry(page, 0);
    await expect.poll(() => page.getByRole('textbox', { name: /^Quantidade bruta/ }).isVisible()).toBe(true);
    expect(await violations()).toEqual([]);
    // Reloaded, the page comes from the service worker's precache: still no violation.
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: /^Quantidade bruta/ }).isVisible()).toBe(true);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('the API documentation (Swagger UI) works under the policy', async () => {
    const { context, page } = await newSession(suite.browser);
    const violations = await watchViolations(context, page);
    await page.goto('/api/docs');
    await expect.poll(() => page.locator('.swagger-ui .info .title').textContent()).toContain('Controle');
    expect(await violations()).toEqual([]);
    await context.close();
  });
});

describe('the built files on the wire', () => {
  it('the entry script is sent as brotli, has no source map reference, and its map is not served', async () => {
    const base = inject('baseUrl');
    const html = await (await fetch(`${base}/`)).text();
    // A module tag, or, on a page with a shell (as '/' is), run by /screen-shell.js once the shell is painted.
    const entry = (html.match(/<script type="module" crossorigin src="([^"]+)"/) ??
      html.match(/<script src="\/screen-shell\.js" async data-entry="([^"]+)"/))?.[1];
    expect(entry).toMatch(/^\/assets\/.+\.js$/);
    // fetch() decodes the body, so the encoding is read from the headers of a raw request.
    const res = await fetch(`${base}${entry}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const code = await res.text();
    expect(code).not.toMatch(/sourceMappingURL/);
    expect((await fetch(`${base}${entry}.map`)).status).toBe(404);
    expect((await fetch(`${base}/sw.js.map`)).status).toBe(404);
  });

  it("a screen's page announces the shell's and the screen's built files; the login page none", async () => {
    const base = inject('baseUrl');
    // In the head (<link rel="modulepreload">), or, on a page with a screen shell, by /screen-shell.js once
    // the shell is painted (data-preload).
    const preloads = (html: string) => [
      ...[...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]),
      ...(html.match(/<script src="\/screen-shell\.js" async[^>]* data-preload="([^"]*)">/)?.[1].split(' ') ??
        []),
    ];
    const tray = preloads(await (await fetch(`${base}/reApontDesperdicios/bandeja`)).text());
    expect(tray.some((file) => /\/desperdicios-det-bandeja-page-[^/]+\.js$/.test(file))).toBe(true);
    expect(tray.some((file) => /\/app-layout-[^/]+\.js$/.test(file))).toBe(true);
    for (const file of tray) {
      const res = await fetch(`${base}${file}`, { method: 'HEAD' });
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toMatch(/javascript/);
    }
    // The entry's own files are announced by the built page already.
    const login = await (await fetch(`${base}/login`)).text();
    expect(preloads(login).filter((file) => !/rolldown-runtime/.test(file))).toEqual([]);
  });
});
