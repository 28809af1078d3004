/**
 * The dashboards fit every screen: at 375×812 (phone), 1280×800 (tablet) and 1440×900 (desktop) the manager
 * opens each dashboard (Inicial by day and by week, and the four tabs of Destinos) over a month of data, and
 * nothing is cut or scrolls sideways (helpers/layout: the page's width, ellipsized or clipped elements,
 * chart texts past the chart or overlapping). On the phone a wide table may scroll inside its own container;
 * from 1280 px no table has to.
 */
import { isoToBr } from '@domain/dates';
import { defaultDashFilters } from '@domain/rules/dashboards';
import type { GrupoRestaurante } from '@domain/schemas/waste-config';
import dayjs from 'dayjs';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { browserSuite, choose, signedInSession, unexpectedErrors } from '../helpers/browser';
import { typeDate } from '../helpers/date-field';
import { layoutProblems } from '../helpers/layout';

const suite = browserSuite('gestor@demo.com.br');

const SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

/** Today in São Paulo, 'yyyy-MM-dd' (the day the dashboards' defaults start from). */
const saoPauloToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** Every chart of the view drawn (its SVG in place), nothing still loading. */
async function chartsDrawn(page: Page, name: string) {
  const charts = page.getByTestId('chart');
  await expect.poll(() => charts.count(), { timeout: 30_000, message: `${name}: charts` }).toBeGreaterThan(0);
  await expect
    .poll(
      async () => {
        const n = await charts.count();
        const svgs = await page.locator('[data-testid="chart"] svg[role="img"]').count();
        const loading = await page.getByTestId('chart-loading').count();
        const busy = await page.locator('[data-testid="dashboards"] [aria-busy="true"]').count();
        return svgs >= n && loading === 0 && busy === 0;
      },
      { timeout: 30_000, message: `${name}: charts drawn` },
    )
    .toBe(true);
}

/** On a phone a wide table may scroll in its own container; from 1280 px every column shows. */
async function expectNothingCut(page: Page, name: string) {
  await chartsDrawn(page, name);
  const wide = (page.viewportSize()?.width ?? 0) >= 1280;
  expect(await layoutProblems(page, '[data-testid="dashboards"]', wide ? 'forbid' : 'allow'), name).toEqual(
    [],
  );
}

async function search(page: Page) {
  await page.getByRole('button', { name: 'Pesquisar' }).click();
}

describe('dashboards layout', () => {
  for (const size of SIZES) {
    it(`at ${size.width}×${size.height} nothing is cut or scrolls sideways`, async () => {
      const groups = await suite.call<GrupoRestaurante[]>('GET', '/api/v1/reTbGruposRestaurantes/lov');
      const { page, context, errors } = await signedInSession(suite.browser, 'gestor@demo.com.br', {
        viewport: size,
        screenshot: `dashboards-layout-${size.width}`,
      });
      const at = (what: string) => `${what} at ${size.width}px`;
      await page.goto('/home');
      await choose(page, 'Grupo de restaurantes', groups[0].desGrupo);
      // A month of days, its first and last weeks partial (from a Wednesday to today).
      const start = dayjs().subtract(30, 'day').day(3);
      await typeDate(page, 'Data inicial', start.format('DD/MM/YYYY'));
      await search(page);
      await expectNothingCut(page, at('Inicial, Diário'));
      await page.getByText('Semana', { exact: true }).click();
      await search(page);
      await expectNothingCut(page, at('Inicial, Semana'));
      // The partial weeks are marked (the first starts before the period, the last is not over).
      await expect.poll(() => page.getByTestId('chart-partial-legend').count()).toBeGreaterThan(0);

      for (const tab of ['Desafio', 'Metas', 'Volumes', 'Destinos', 'Grupo de pratos']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect.poll(() => page.getByRole('tab', { name: tab, selected: true }).count()).toBe(1);
        await search(page);
        await expectNothingCut(page, at(tab));
        if (tab === 'Desafio') {
          // By default the challenge is the coming week: not begun ('Começa em dd/MM'), not a 100% reduction.
          const startsOn = isoToBr(
            defaultDashFilters(saoPauloToday()).Desafio.dtaPeriodoDesafioIni ?? '',
          ).slice(0, 5);
          await expect.poll(() => page.getByText(`Começa em ${startsOn}`).count()).toBeGreaterThan(0);
          expect(await page.getByText('em andamento').count()).toBe(0);
          expect(await page.getByText(/redução de 100,0%/i).count()).toBe(0);
        }
        if (tab === 'Destinos')
          for (const inner of ['Pré × Pós-Consumo', 'Por destino', 'Por restaurante']) {
            await page.getByRole('tab', { name: inner }).click();
            await expectNothingCut(page, at(`Destinos, ${inner}`));
          }
      }
      // The header's connection pill is whole too (on a phone it was squeezed to its icon and a letter).
      expect(await layoutProblems(page, '[data-testid="connection-status"]'), at('header pill')).toEqual([]);
      // Every control of the header is on the screen (on a phone the bell and the user menu were pushed off it).
      for (const name of [/^Notificações/, /^Menu do usuário$/]) {
        const box = await page.getByRole('button', { name }).first().boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= size.width, at(`header: ${name}`)).toBe(true);
      }
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    });
  }
});
