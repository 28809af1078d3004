import type { Route } from 'playwright';
import { describe, expect, it } from 'vitest';
import { browserSuite, newSession, unexpectedErrors } from './helpers/browser';

const suite = browserSuite('cozinha@demo.com.br');
const QUANTITY = 'Quantidade bruta (kg, com o recipiente)';

describe('the screen shell of a cold load', () => {
  it("paints the tray's layout before the app's code arrives, inert, then the app takes its place with no spinner between", async () => {
    const { context, page, errors } = await newSession(suite.browser, { width: 375, height: 812 });
    // Served by the server (no service worker yet), signed in as a tablet that was used before.
    await context.addInitScript((token) => localStorage.setItem('id_token', token), suite.token);
    // Whether a spinner is ever put in the page.
    await context.addInitScript(() => {
      const w = window as unknown as { __spinner: boolean };
      w.__spinner = false;
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Carregando"]')) w.__spinner = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // The app's entry is held back until the shell has been checked.
    const held: Route[] = [];
    await context.route(/\/assets\/index-[^/]+\.js$/, (route) => void held.push(route));

    // The entry, a module script, would also hold DOMContentLoaded back.
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
});
