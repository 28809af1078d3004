/**
 * The tablet (1280×800) gets the whole width: the sidebar starts collapsed below the xl breakpoint and open
 * from it (1440×900), and the user's choice is remembered. The Metas register and the Manutenção tables show
 * their selects, inputs and badges whole, at the tablet and desktop sizes, scrolling sideways (if at all)
 * inside the table, never the page.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { browserSuite, signedInSession } from '../helpers/browser';
import { cutTexts, pageScrollsSideways } from '../helpers/cut-text';

const suite = browserSuite();

const TABLET = { width: 1280, height: 800 };
const DESKTOP = { width: 1440, height: 900 };

/** The sidebar's menu is on screen (collapsed, it is moved off to the left and inert). */
const menuShown = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Menu principal', includeHidden: true })
    .evaluate((nav) => nav.getBoundingClientRect().right > 0 && !(nav as HTMLElement).inert);

async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('tablet layout', () => {
  it('the sidebar starts collapsed at 1280 px and open at 1440 px; the choice is remembered', async () => {
    const tablet = await signedInSession(suite.browser, 'admin@demo.com.br', {
      viewport: TABLET,
      screenshot: 'sidebar-tablet',
    });
    await tablet.page.waitForURL('**/home');
    const expand = tablet.page.getByRole('button', { name: 'Expandir menu' });
    await expand.waitFor();
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    expect(await menuShown(tablet.page)).toBe(false);
    // The page takes the width.
    const mainLeft = () => tablet.page.locator('main').evaluate((m) => m.getBoundingClientRect().left);
    expect(await mainLeft()).toBeLessThan(40);

    await expand.click();
    await expect.poll(() => menuShown(tablet.page)).toBe(true);
    await tablet.page.reload();
    await expect.poll(() => menuShown(tablet.page), { timeout: 15_000 }).toBe(true);
    expect(
      await tablet.page.getByRole('button', { name: 'Recolher menu' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await tablet.context.close();

    const desktop = await signedInSession(suite.browser, 'admin@demo.com.br', {
      viewport: DESKTOP,
      screenshot: 'sidebar-desktop',
    });
    await desktop.page.waitForURL('**/home');
    await expect.poll(() => menuShown(desktop.page), { timeout: 15_000 }).toBe(true);
    await desktop.page.getByRole('button', { name: 'Recolher menu' }).click();
    await expect.poll(() => menuShown(desktop.page)).toBe(false);
    await desktop.page.reload();
    await desktop.page.getByRole('button', { name: 'Expandir menu' }).waitFor({ timeout: 15_000 });
    expect(await menuShown(desktop.page)).toBe(false);
    await desktop.context.close();
  });

  for (const viewport of [TABLET, DESKTOP]) {
    it(`${viewport.width}×${viewport.height}: Metas and Manutenção cut no select, input or badge`, async () => {
      const { page, context } = await signedInSession(suite.browser, 'admin@demo.com.br', {
        viewport,
        screenshot: `tables-${viewport.width}`,
      });
      await page.waitForURL('**/home');

      await open(page, '/listReTbDespMetas');
      await page.locator('main table tbody[data-testid^="row-"]').first().waitFor({ timeout: 30_000 });
      // Each goal row has its restaurant, type and dates filled.
      expect(await page.locator('main table input').count()).toBeGreaterThan(20);
      expect(await cutTexts(page, 'main table')).toEqual([]);
      expect(await pageScrollsSideways(page)).toBe(false);

      await open(page, '/reApontDesperdicios/manutencao');
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      // Every restaurant's appointments, opened.
      const closed = page.locator('main section button[aria-expanded="false"]');
      await closed.first().waitFor({ timeout: 30_000 });
      for (let n = await closed.count(); n > 0; n--) await closed.first().click();
      await page.locator('main table').first().waitFor();
      expect(await page.locator('main table select').count()).toBeGreaterThan(20);
      // Among them a status badge (the demo data has appointments awaiting approval).
      expect(await page.locator('main table .mantine-Badge-label').count()).toBeGreaterThan(0);
      expect(await cutTexts(page, 'main table')).toEqual([]);
      expect(await pageScrollsSideways(page)).toBe(false);
      await context.close();
    }, 120_000);
  }
});
