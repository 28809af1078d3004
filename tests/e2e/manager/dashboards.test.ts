/**
 * The dashboards and reports in real Chromium against the real server and database: the manager
 * (gestor@demo.com.br, indRelatorios) opens each of the six dashboards and sees charts with data; an end date
 * before the start shows the spec's message and loads nothing; each report shows rows, and the CSV export
 * downloads with the expected header row.
 */
import { readFile } from 'node:fs/promises';
import { MSG } from '@domain/messages';
import type { GrupoRestaurante } from '@domain/schemas/waste-config';
import dayjs from 'dayjs';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { browserSuite, choose, signedInSession, unexpectedErrors } from '../helpers/browser';
import { br, typeDate } from '../helpers/date-field';

const suite = browserSuite('gestor@demo.com.br');

/** The chart of the current dashboard holds at least one non-zero value (its accessible table of values). */
async function expectChartWithData(page: Page, dashboard: string) {
  const chart = page.getByTestId('chart').first();
  await expect.poll(() => chart.count(), { timeout: 30_000, message: `${dashboard}: chart` }).toBe(1);
  await expect
    .poll(async () => /[1-9]/.test((await chart.textContent()) ?? ''), {
      timeout: 30_000,
      message: `${dashboard}: chart values`,
    })
    .toBe(true);
  await expect.poll(() => chart.locator('svg').count(), { timeout: 30_000 }).toBeGreaterThan(0);
}

describe('dashboards and reports', () => {
  it('gestor opens each dashboard and sees charts with data; an inverted period shows its message', async () => {
    const groups = await suite.call<GrupoRestaurante[]>('GET', '/api/v1/reTbGruposRestaurantes/lov');
    expect(groups.length).toBeGreaterThan(0);
    const { page, context, errors } = await signedInSession(suite.browser, 'gestor@demo.com.br', {
      screenshot: 'dashboards',
    });
    await page.goto('/home');
    await choose(page, 'Grupo de restaurantes', groups[0].desGrupo);
    const today = dayjs();
    await typeDate(page, 'Data inicial', br(today.subtract(30, 'day')));
    await typeDate(page, 'Data final', br(today));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expectChartWithData(page, 'Inicial');

    for (const tab of ['Desafio', 'Metas', 'Volumes', 'Destinos', 'Grupo de pratos']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => page.getByRole('tab', { name: tab, selected: true }).count()).toBe(1);
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      await expectChartWithData(page, tab);
    }

    // An end before the start: the message, verbatim, and nothing loads.
    await page.getByRole('tab', { name: 'Inicial' }).click();
    await typeDate(page, 'Data final', br(today.subtract(40, 'day')));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect.poll(() => page.getByText(MSG.dashEndBeforeStart).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('chart').count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('each report shows rows, and the CSV export downloads with the expected header row', async () => {
    const { page, context, errors } = await signedInSession(suite.browser, 'gestor@demo.com.br', {
      screenshot: 'reports',
    });
    const today = dayjs();
    const reports = [
      [
        '/Relatorios/Excedentes',
        'Restaurante;Item de venda;Produto;Quantidade (kg);Emissões (kg CO2e);Custo (R$);Apontamentos',
      ],
      [
        '/Relatorios/ComparativoDesperdicios',
        'Restaurante;Tipo de desperdício;Base (kg);Base (kg CO2e);Base (R$);Período (kg);Período (kg CO2e);Período (R$);Variação kg (%);Variação R$ (%)',
      ],
      [
        '/Relatorios/Desperdicios',
        'Restaurante;Data;Tipo de desperdício;Quantidade (kg);Emissões (kg CO2e);Custo (R$);Apontamentos',
      ],
    ] as const;
    for (const [path, header] of reports) {
      await page.goto(path);
      const dates = page.getByRole('textbox', { name: /início|inicial/i });
      await dates.first().waitFor({ timeout: 30_000 });
      // A month of data (the comparison also keeps its own base period).
      await typeDate(page, 'Data inicial', br(today.subtract(30, 'day')));
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      await expect
        .poll(() => page.getByTestId('report-row').count(), { timeout: 30_000, message: path })
        .toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('report-total').count()).toBeGreaterThan(0);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar CSV' }).click();
      const file = await (await download).path();
      const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
      expect(text.split(/\r?\n/)[0]).toBe(header);
      expect(text.split(/\r?\n/).filter(Boolean).length).toBeGreaterThan(1);
    }
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
