/**
 * axe-core over the app's screens at the three sizes (phone 375×812, tablet 1280×800, desktop 1440×900): the
 * login, the company picker, then the administrator's screens one after another in one session per size (the
 * app navigates without reloading). Every screen has exactly one h1, its headings in order (no level skipped)
 * and no serious or critical finding; a failure lists each finding with its rule and the elements.
 */
import { findRoute } from '@domain/access';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { type AxeFinding, axeFindings, describeFindings } from '../helpers/axe';
import { browserSuite, fillLogin, newSession, pick } from '../helpers/browser';

const suite = browserSuite();

const SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

/** A screen, and what to do on it before the check (a search, to check its results too). */
interface Screen {
  path: string;
  prepare?: (page: Page) => Promise<void>;
}

async function search(page: Page) {
  await page.getByRole('button', { name: 'Pesquisar' }).first().click();
}

const SCREENS: Screen[] = [
  {
    path: '/home',
    prepare: async (page) => {
      await pick(page, 'Grupo de restaurantes');
      await search(page);
      await page.getByTestId('chart').first().waitFor({ timeout: 30_000 });
    },
  },
  {
    // A second dashboard, on the same screen.
    path: '/home',
    prepare: async (page) => {
      await page.getByRole('tab', { name: 'Volumes' }).click();
      await search(page);
      await page.getByTestId('chart').first().waitFor({ timeout: 30_000 });
    },
  },
  { path: '/reApontDesperdicios/bandeja' },
  { path: '/reApontDesperdicios/excedente' },
  { path: '/reApontDesperdicios/pendentes' },
  {
    path: '/reApontDesperdicios/manutencao',
    prepare: async (page) => {
      await search(page);
      // The first restaurant's appointments, opened.
      await page.locator('main section button[aria-expanded="false"]').first().click({ timeout: 30_000 });
      await page.locator('main table').first().waitFor();
    },
  },
  { path: '/reApontDesperdicios/aprovacao' },
  { path: '/reApontDesperdicios/historicoAprov' },
  { path: '/reTbAlertas' },
  { path: '/reTbParametros' },
  { path: '/listReTbDespMetas' },
  { path: '/listReTbRestaurantes' },
  { path: '/listReTbRecipientes' },
  { path: '/listNlBaseUsuarios' },
  { path: '/importacao' },
  { path: '/Relatorios/Desperdicios' },
  { path: '/rePainelApontamentos' },
  {
    path: '/resumoSemanal',
    prepare: async (page) => {
      await pick(page, 'Restaurante');
      await page.getByTestId('weekly-digest').waitFor({ timeout: 30_000 });
      await page.getByTestId('chart').first().waitFor({ timeout: 30_000 });
    },
  },
];

/** Client-side navigation, as a link does (no reload, the session and caches stay). */
async function navigate(page: Page, path: string) {
  if (new URL(page.url()).pathname === path) return;
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The screen is shown (its title as the h1) and has stopped loading. */
async function settle(page: Page, title: string) {
  await expect
    .poll(() => page.locator('h1').first().textContent(), { timeout: 30_000, message: title })
    .toBe(title);
  await expect
    .poll(() => page.locator('[aria-busy="true"], .mantine-Skeleton-root, .mantine-Loader-root').count(), {
      timeout: 30_000,
    })
    .toBe(0);
}

describe('accessibility (axe-core)', () => {
  for (const viewport of SIZES) {
    it(`${viewport.width}×${viewport.height}: one h1, headings in order and no serious or critical finding on each screen`, async () => {
      const { page, context } = await newSession(suite.browser, viewport);
      const report: string[] = [];
      const check = async (screen: string) => {
        const h1 = await page.locator('h1').count();
        if (h1 !== 1) report.push(`${screen}: ${h1} h1`);
        const findings: AxeFinding[] = await axeFindings(page);
        if (findings.length) report.push(describeFindings(screen, findings));
      };

      await page.goto('/');
      await page.getByLabel('E-mail/Usuário AD').waitFor();
      await check('login');
      await fillLogin(page, 'admin@demo.com.br', 'demo');
      await page.getByLabel('Empresa', { exact: true }).waitFor({ timeout: 15_000 });
      await check('seleção de empresa');
      await page.getByLabel('Empresa', { exact: true }).click();
      await page.getByRole('option').first().click();
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL('**/home');

      for (const [i, screen] of SCREENS.entries()) {
        const title = findRoute(screen.path)?.title ?? screen.path;
        await navigate(page, screen.path);
        await settle(page, title);
        await screen.prepare?.(page);
        await settle(page, title);
        await check(`${screen.path} (${i + 1})`);
      }
      // The notifications popover, open.
      await page.getByRole('button', { name: /^Notificações/ }).click();
      const popover = page.getByRole('dialog', { name: 'Notificações' });
      await popover.waitFor();
      // Once faded in (mid-transition, its colours are still translucent).
      await expect.poll(() => popover.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await check('notificações');

      expect(report.join('\n'), 'findings').toBe('');
      await context.close();
    }, 300_000);
  }
});
