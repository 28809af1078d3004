import { existsSync, readFileSync } from 'node:fs';
import type { Route } from 'playwright';
import { describe, expect, it } from 'vitest';
import { browserSuite, newSession, unexpectedErrors } from '../helpers/browser';

const suite = browserSuite('cozinha@demo.com.br');
const QUANTITY = 'Quantidade bruta (kg, com o recipiente)';

/**
 * The source files (node_modules/… or src/…) bundled in a built script, read from its (unserved) source map;
 * the bundler's own runtime has none.
 */
function bundledSources(scriptUrl: string): string[] {
  const file = new URL(scriptUrl).pathname.replace(/^\//, '');
  if (/^assets\/rolldown-runtime-[^/]+\.js$/.test(file) && !existsSync(`dist/${file}.map`)) return [];
  const map = JSON.parse(readFileSync(`dist/${file}.map`, 'utf8')) as { sources: string[] };
  return map.sources.map((source) => source.replace(/^(\.\.\/)+/, ''));
}

/** A new session on a `width`×`height` screen, its storage holding the suite's token: a tablet used before. */
async function signedInTablet(width: number, height: number) {
  const session = await newSession(suite.browser, { width, height });
  await session.context.addInitScript((token) => localStorage.setItem('id_token', token), suite.token);
  return session;
}

describe('the screen shell of a cold load', () => {
  it("paints the tray's layout before the app's code arrives, inert, then the app takes its place with no spinner between", async () => {
    // Served by the server (no service worker yet), signed in as a tablet that was used before.
    const { context, page, errors } = await signedInTablet(375, 812);
    // Whether a spinner is ever put in the page.
    await context.addInitScript(() => {
      const w = window as unknown as { __spinner: boolean };
      w.__spinner = false;
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Carregando"]')) w.__spinner = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // Whether the start reads a date through Intl: its first DateTimeFormat loads ICU's date data, a long task
    // on a slow tablet (the entry screens read today's date in the restaurant's zone through Temporal).
    await context.addInitScript(() => {
      const w = window as unknown as { __intlDates: number };
      w.__intlDates = 0;
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args) {
          w.__intlDates++;
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          w.__intlDates++;
          return Reflect.apply(target, self, args);
        },
      });
    });
    // Development-only async stack tracing: console.createTask, which Dexie's debug mode (on by itself on
    // localhost) calls for every IndexedDB transaction and React's development build for every element.
    await context.addInitScript(() => {
      const w = window as unknown as { __consoleTasks: number };
      const c = console as unknown as { createTask?: (name: string) => unknown };
      w.__consoleTasks = 0;
      const create = c.createTask?.bind(console);
      if (create)
        c.createTask = (name: string) => {
          w.__consoleTasks++;
          return create(name);
        };
    });
    // When the entry module is put in the page: not before the shell's first contentful paint, which a module
    // run as that frame is shown holds back until it has run.
    await context.addInitScript(() => {
      const w = window as unknown as { __entryAt: number | null };
      w.__entryAt = null;
      new MutationObserver(() => {
        if (w.__entryAt === null && document.querySelector('script[type="module"]'))
          w.__entryAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/[^/]+\.js$/.test(response.url())) scripts.push(response.url());
    });
    // The app's entry is held back until the shell has been checked.
    const held: Route[] = [];
    await context.route(/\/assets\/index-[^/]+\.js$/, (route) => void held.push(route));

    await page.goto('/reApontDesperdicios/bandeja', { waitUntil: 'commit' });
    const shell = page.locator('#root > [inert]');
    await expect.poll(() => shell.getByText(QUANTITY).isVisible()).toBe(true);
    expect(await shell.getByRole('heading', { name: 'Bandeja' }).count()).toBe(0); // out of the accessibility tree
    expect(await shell.locator('h1').textContent()).toBe('Bandeja');
    expect(await shell.locator('header').isVisible()).toBe(true);
    // Nothing in it can be focused (a tap would not type into a field the app is about to replace).
    const focused = await shell
      .locator('input')
      .first()
      .evaluate((input) => {
        (input as HTMLInputElement).focus();
        return document.activeElement === input;
      });
    expect(focused).toBe(false);
    expect(held.length).toBeGreaterThan(0);

    for (const route of held.splice(0)) await route.continue();
    await context.unroute(/\/assets\/index-[^/]+\.js$/);
    const quantity = page.getByLabel(QUANTITY);
    await expect.poll(() => quantity.isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await shell.count()).toBe(0);
    expect(await page.getByText(QUANTITY).count()).toBe(1);
    await quantity.fill('1,250');
    expect(await quantity.inputValue()).toBe('1,250');
    expect(await page.evaluate(() => (window as unknown as { __spinner: boolean }).__spinner)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __intlDates: number }).__intlDates)).toBe(0);
    const start = await page.evaluate(() => ({
      entryAt: (window as unknown as { __entryAt: number | null }).__entryAt,
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    expect(start.paintedAt).not.toBeNull();
    expect(start.entryAt).toBeGreaterThanOrEqual(start.paintedAt ?? Number.POSITIVE_INFINITY);
    expect(await page.locator('script[type="module"]').first().getAttribute('data-started-by')).toBe('paint');
    // The app has written its lookups into IndexedDB through Dexie, without its debug mode's tracing (which
    // this Chromium would offer it).
    const cachedLookups = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('controle-desperdicios');
            open.onerror = () => resolve(0);
            open.onsuccess = () => {
              const db = open.result;
              try {
                const count = db.transaction('cache').objectStore('cache').count();
                count.onsuccess = () => resolve(count.result);
              } catch {
                resolve(0);
              }
              db.close();
            };
          }),
      );
    await expect.poll(cachedLookups, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => typeof (console as { createTask?: unknown }).createTask)).toBe(
      'function',
    );
    expect(await page.evaluate(() => (window as unknown as { __consoleTasks: number }).__consoleTasks)).toBe(
      0,
    );
    // What a weighing needs and no more: not the validation library's schemas (building them as they load cost
    // a slow tablet ~70 ms before the screen answered), nor the dashboards' charts.
    // Each file is announced once: the shell's script runs before the entry, whose loader then finds the
    // files it would announce already in the page.
    const announced = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
    );
    expect(announced.some((href) => /\/desperdicios-det-bandeja-page-[^/]+\.js$/.test(href))).toBe(true);
    expect(announced.filter((href, i) => announced.indexOf(href) !== i)).toEqual([]);
    const loaded = scripts.flatMap(bundledSources);
    expect(loaded).toContain('src/app/features/entry/components/desperdicios-det-bandeja-page.tsx');
    expect(loaded.filter((source) => /node_modules\/(zod\/v4\/classic|@nivo)\//.test(source))).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('a signed-out cold load of the tray shows the sign-in form in place of the shell', async () => {
    const { context, page, errors } = await newSession(suite.browser, { width: 1280, height: 800 });
    await page.goto('/reApontDesperdicios/bandeja');
    await expect
      .poll(() => page.getByRole('button', { name: 'Entrar' }).isVisible(), { timeout: 30_000 })
      .toBe(true);
    expect(await page.locator('#root > [inert]').count()).toBe(0);
    expect(await page.getByText(QUANTITY).count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it("a signed-out cold load of '/' paints the login form before the app's code arrives, then the app's form takes its place", async () => {
    const { context, page, errors } = await newSession(suite.browser, { width: 375, height: 812 });
    const held: Route[] = [];
    await context.route(/\/assets\/index-[^/]+\.js$/, (route) => void held.push(route));
    await page.goto('/', { waitUntil: 'commit' });
    const shell = page.locator('#root > [inert]');
    await expect.poll(() => shell.getByText('E-mail/Usuário AD').isVisible()).toBe(true);
    expect(await shell.getByText('Entrar').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Entrar' }).count()).toBe(0); // out of the accessibility tree
    await expect.poll(() => held.length).toBeGreaterThan(0);

    for (const route of held.splice(0)) await route.continue();
    await context.unroute(/\/assets\/index-[^/]+\.js$/);
    const user = page.getByLabel('E-mail/Usuário AD');
    await expect.poll(() => user.isEditable(), { timeout: 30_000 }).toBe(true);
    expect(await shell.count()).toBe(0);
    await user.fill('cozinha@demo.com.br');
    expect(await user.inputValue()).toBe('cozinha@demo.com.br');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it("a signed-in cold load of '/' never shows the login form, and goes into the app", async () => {
    const { context, page, errors } = await signedInTablet(1280, 800);
    // Whether a login form is ever visible, from the first paint on.
    await context.addInitScript(() => {
      const w = window as unknown as { __loginSeen: boolean };
      w.__loginSeen = false;
      const check = () => {
        for (const el of document.querySelectorAll('button, [data-signed-out-shell]'))
          if (/Entrar/.test(el.textContent ?? '') && (el as HTMLElement).offsetParent !== null)
            w.__loginSeen = true;
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
      requestAnimationFrame(function frame() {
        check();
        if (document.querySelector('[data-signed-out-shell]') || !document.querySelector('main'))
          requestAnimationFrame(frame);
      });
    });
    const held: Route[] = [];
    await context.route(/\/assets\/index-[^/]+\.js$/, (route) => void held.push(route));
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // The login form's shell is in the page (once the document is parsed: the held script may be asked for
    // before that), hidden.
    await expect.poll(() => page.locator('[data-signed-out-shell]').count()).toBe(1);
    expect(await page.locator('[data-signed-out-shell]').isVisible()).toBe(false);

    for (const route of held.splice(0)) await route.continue();
    await context.unroute(/\/assets\/index-[^/]+\.js$/);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).not.toBe('/');
    await expect.poll(() => page.locator('[data-signed-out-shell]').count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => page.locator('main').first().isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __loginSeen: boolean }).__loginSeen)).toBe(
      false,
    );
    // With the login form's shell hidden there is no paint to wait for: the entry was run at once.
    expect(await page.locator('script[type="module"]').first().getAttribute('data-started-by')).toBe(
      'session',
    );
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
