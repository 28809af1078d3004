/**
 * The production suggestion in Chromium against the real server:
 * - a chef (cozinha@demo.com.br, indApontamentos) on a tablet, landscape 1280×800 then upright 800×1280: picks a
 *   unit and a menu day, opens a line's explanation from the keyboard, accepts one line (the line then shows it
 *   accepted, with its original plan, and the server holds the suggestion as the plan) and, upright, the rest
 *   with 'Aceitar todas' after its confirmation;
 * - the same screen on a phone (375×812) and a desktop (1440×900): no sideways page scroll, nothing cut;
 * - a manager (admin@demo.com.br: the registers' flag, all units) reads 'Se tivesse seguido a sugestão' for a
 *   group and a period at 1440×900: the weekly chart, the restaurants, the methods and the items.
 * Every screen has no serious or critical axe finding. Screenshots go to /tmp/shots-producao-sugerida/.
 */
import { mkdirSync } from 'node:fs';
import { addDays, isoToBr, mondayOf } from '@domain/dates';
import type { RestauranteLov } from '@domain/schemas/restaurants';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { isoDay } from '../helpers/api';
import { axeFindings, describeFindings } from '../helpers/axe';
import { browserSuite, choose, signedInSession, unexpectedErrors } from '../helpers/browser';
import { layoutProblems } from '../helpers/layout';

const CHEF = 'cozinha@demo.com.br';
const chef = browserSuite(CHEF);

const SHOTS = '/tmp/shots-producao-sugerida';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }).catch(() => {});

interface Linha {
  idKanban: number;
  desProduto: string | null;
  qtdPlanejada: number;
  qtdSugerida: number;
  aceita: boolean;
  qtdPlanejadaOriginal: number | null;
}
interface Sugestao {
  linhas: Linha[];
}

const differs = (l: Linha) => !l.aceita && Math.abs(l.qtdSugerida - l.qtdPlanejada) >= 0.001;

/** A unit of the chef and a menu day from tomorrow on whose kanban has at least two lines to accept. */
async function dayToAccept(): Promise<{ unit: RestauranteLov; day: string }> {
  const units = await chef.call<RestauranteLov[]>('GET', '/api/v1/reTbRestaurantes/lov/search?qtd=10');
  for (let offset = 1; offset <= 14; offset++) {
    for (const unit of units) {
      const day = isoDay(offset);
      const answer = await chef
        .call<Sugestao>(
          'GET',
          `/api/v1/producaoSugerida?idRestaurante=${unit.idRestaurante}&dtaCardapio=${day}`,
        )
        .catch(() => null);
      if (answer && answer.linhas.filter(differs).length >= 2) return { unit, day };
    }
  }
  throw new Error('no unit of the chef has a kanban with suggestions in the next two weeks');
}

async function openDay(page: Page, unit: RestauranteLov, day: string) {
  await page.goto('/producaoSugerida');
  await page.getByRole('heading', { level: 1, name: 'Produção sugerida' }).waitFor({ timeout: 15_000 });
  await choose(page, 'Restaurante', unit.desRestaurante);
  const date = page.getByRole('textbox', { name: /^Dia do cardápio/ });
  await date.fill(isoToBr(day));
  await date.press('Tab');
  await page.keyboard.press('Escape');
  await page.getByTestId('producao-sugerida-linha').first().waitFor({ timeout: 30_000 });
}

/**
 * `user` signed in on a `viewport` screen (a failing test keeps a screenshot under `screenshot`): runs `body` on
 * the page, then checks the console stayed clean. The session is closed whatever happens.
 */
async function onScreen(
  user: string,
  viewport: { width: number; height: number },
  screenshot: string,
  body: (page: Page) => Promise<void>,
) {
  const { page, context, errors } = await signedInSession(chef.browser, user, { viewport, screenshot });
  try {
    await body(page);
    expect(unexpectedErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
}

const suggestionOf = (unit: RestauranteLov, day: string) =>
  chef.call<Sugestao>(
    'GET',
    `/api/v1/producaoSugerida?idRestaurante=${unit.idRestaurante}&dtaCardapio=${day}`,
  );

describe('a chef accepts a suggestion on a tablet', () => {
  it('landscape 1280×800: explains a line from the keyboard and accepts it; upright 800×1280: accepts the rest', async () => {
    const { unit, day } = await dayToAccept();
    const before = (await suggestionOf(unit, day)).linhas.filter(differs);

    await onScreen(CHEF, { width: 1280, height: 800 }, 'producao-sugerida-1280', async (page) => {
      await openDay(page, unit, day);
      // Tomorrow was the default; the day typed is the one shown.
      expect(await page.getByText(/falta em no máximo/).count()).toBeGreaterThan(0);
      const first = before[0];
      const name = first.desProduto ?? String(first.idKanban);
      const why = page.getByRole('button', { name: `Por quê? ${name}` }).first();
      await why.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => why.getAttribute('aria-expanded')).toBe('true');
      const panel = page.locator(`#${await why.getAttribute('aria-controls')}`);
      await expect.poll(() => panel.isVisible()).toBe(true);
      expect(await panel.innerText()).toContain('Método:');
      await shot(page, 'chef-1280x800-explicacao');
      const axe = await axeFindings(page);
      expect(axe, describeFindings('/producaoSugerida 1280×800', axe)).toEqual([]);

      const accept = page.getByRole('button', { name: `Aceitar sugestão: ${name}` }).first();
      const box = await accept.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await accept.click();
      await page.getByText('Sugestão aceita').first().waitFor({ timeout: 15_000 });
      expect(await page.getByText(/^Plano original: /).count()).toBeGreaterThan(0);
      await shot(page, 'chef-1280x800-aceita');
      const after = (await suggestionOf(unit, day)).linhas.find((l) => l.idKanban === first.idKanban);
      expect(after).toMatchObject({
        aceita: true,
        qtdPlanejada: first.qtdSugerida,
        qtdPlanejadaOriginal: first.qtdPlanejada,
      });
    });

    await onScreen(CHEF, { width: 800, height: 1280 }, 'producao-sugerida-800', async (page) => {
      await openDay(page, unit, day);
      // Cards, not a table, upright.
      expect(await page.getByRole('table', { name: 'Linhas do kanban' }).count()).toBe(0);
      expect(await layoutProblems(page, 'main')).toEqual([]);
      await shot(page, 'chef-800x1280');
      await page.getByRole('button', { name: 'Aceitar todas' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('O plano original fica guardado.', { exact: false }).waitFor();
      await shot(page, 'chef-800x1280-confirmacao');
      const axe = await axeFindings(page);
      expect(axe, describeFindings('/producaoSugerida 800×1280 (confirmação)', axe)).toEqual([]);
      await dialog.getByRole('button', { name: 'Aceitar todas' }).click();
      await expect
        .poll(async () => (await suggestionOf(unit, day)).linhas.filter(differs).length, {
          timeout: 15_000,
        })
        .toBe(0);
      await expect.poll(() => page.getByRole('button', { name: /^Aceitar sugestão:/ }).count()).toBe(0);
      await shot(page, 'chef-800x1280-todas-aceitas');
    });
  });

  it('fits a phone (375×812) and a desktop (1440×900): no sideways scroll, nothing cut, no axe finding', async () => {
    const { unit, day } = await dayToAccept();
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1440, height: 900 },
    ]) {
      await onScreen(CHEF, viewport, `producao-sugerida-${viewport.width}`, async (page) => {
        await openDay(page, unit, day);
        await shot(page, `chef-${viewport.width}x${viewport.height}`);
        expect(await layoutProblems(page, 'main')).toEqual([]);
        const axe = await axeFindings(page);
        expect(axe, describeFindings(`/producaoSugerida ${viewport.width}`, axe)).toEqual([]);
      });
    }
  });
});

describe('a manager reads the backtest', () => {
  it("'Se tivesse seguido a sugestão' for a group and four weeks at 1440×900", async () => {
    await onScreen(
      'admin@demo.com.br',
      { width: 1440, height: 900 },
      'producao-sugerida-backtest',
      async (page) => {
        await page.goto('/Relatorios/SugestaoProducao');
        await page.getByRole('heading', { level: 1, name: 'Se tivesse seguido a sugestão' }).waitFor();
        const groups = await chef.call<{ desGrupo: string }[]>('GET', '/api/v1/reTbGruposRestaurantes/lov');
        await choose(page, 'Grupo de restaurantes', groups[0].desGrupo);
        // The default period: the four whole weeks before this one.
        const monday = mondayOf(isoDay(0));
        expect(await page.getByRole('textbox', { name: /^Data inicial/ }).inputValue()).toBe(
          isoToBr(addDays(monday, -28)),
        );
        await page.getByRole('button', { name: 'Pesquisar' }).click();
        await page.getByTestId('backtest-result').waitFor({ timeout: 60_000 });
        await page.getByTestId('chart').first().waitFor({ timeout: 30_000 });
        const methods = page.getByTestId('backtest-metodos');
        const rows = await methods.locator('tbody tr').allInnerTexts();
        expect(rows.length).toBeGreaterThanOrEqual(5);
        expect(rows[0]).toMatch(/%/);
        expect(
          await page.getByRole('table', { name: 'Por restaurante' }).locator('tbody tr').count(),
        ).toBeGreaterThan(0);
        expect(await page.getByRole('heading', { name: 'Onde produzir demais custa mais' }).count()).toBe(1);
        expect(await layoutProblems(page, 'main')).toEqual([]);
        await shot(page, 'manager-1440x900-backtest');
        const axe = await axeFindings(page);
        expect(axe, describeFindings('/Relatorios/SugestaoProducao', axe)).toEqual([]);
      },
    );
  });
});
