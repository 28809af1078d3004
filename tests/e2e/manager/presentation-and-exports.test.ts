/**
 * In real Chromium against the built app: a user with a single company goes straight in (no company
 * picker); the presentation page (/nlApresentacao) shows the build's version and the user's first steps, and
 * nothing scrolls sideways at the three sizes; the XLSX export of a report (ExcelJS, loaded on demand by the
 * browser build) holds real dates, numbers with formats and a frozen header.
 */
import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { browserSuite, fillLogin, newSession, signedInSession, unexpectedErrors } from '../helpers/browser';

const suite = browserSuite();

const SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

describe('presentation page and company picker', () => {
  it('a single company goes straight in: no picker, the company is selected behind the scenes', async () => {
    const { page, context, errors } = await newSession(suite.browser);
    const selections: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/authenticate/empresa/selecionar')) selections.push(r.postData() ?? '');
    });
    await fillLogin(page, 'cozinha@demo.com.br', 'demo');
    await page.waitForURL('**/home', { timeout: 15_000 });
    expect(await page.getByText('Selecione uma empresa').count()).toBe(0);
    expect(selections.map((b) => Object.keys(JSON.parse(b)))).toEqual([['idEmpresa']]);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('shows the version and the first steps of the profile, with nothing scrolling sideways', async () => {
    for (const viewport of SIZES) {
      const { page, context, errors } = await signedInSession(suite.browser, 'cozinha@demo.com.br', {
        viewport,
        screenshot: `presentation-${viewport.width}`,
      });
      const version = (await (await page.request.get('/version.json')).json()) as { lastCommit: string };
      await page.goto('/nlApresentacao');
      await expect
        .poll(() => page.getByTestId('apresentacao-versao').textContent(), { timeout: 30_000 })
        .toContain(version.lastCommit);
      expect(await page.locator('h1').allTextContents()).toEqual(['Controle de Desperdícios']);
      expect(
        await page.getByTestId('passos-entry').getByRole('link', { name: 'Bandeja' }).getAttribute('href'),
      ).toBe('/reApontDesperdicios/bandeja');
      expect(await page.getByTestId('passos-setup').count()).toBe(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${viewport.width}px`).toBeLessThanOrEqual(0);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    }
  });
});

describe('XLSX export', () => {
  it('the waste report exports a workbook with real dates, formatted numbers and a frozen header', async () => {
    const { page, context, errors } = await signedInSession(suite.browser, 'gestor@demo.com.br', {
      screenshot: 'xlsx-export',
    });
    await page.goto('/Relatorios/Desperdicios');
    const start = page.getByRole('textbox', { name: /^Data inicial/ }).first();
    await start.waitFor({ timeout: 30_000 });
    await start.fill(dayjs().subtract(30, 'day').format('DD/MM/YYYY'));
    await start.press('Tab');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect.poll(() => page.getByTestId('report-row').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // The spreadsheet library is fetched when the export is used: the service worker does not install it on
    // every tablet (its precache lists the app's chunks, not ExcelJS).
    const worker = await (await page.request.get('/sw.js')).text();
    expect(worker).toMatch(/assets\/index-[\w-]+\.js/);
    expect(worker).not.toMatch(/exceljs/i);

    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Exportar XLSX' }).click();
    const file = await (await download).path();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Restaurante',
      'Data',
      'Tipo de desperdício',
      'Quantidade (kg)',
      'Emissões (kg CO2e)',
      'Custo (R$)',
      'Apontamentos',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBeInstanceOf(Date);
    expect(row.getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(typeof row.getCell(4).value).toBe('number');
    expect(row.getCell(4).numFmt).toBe('#,##0.000');
    // The CO2e next to the kg, in kg CO2e with the same format; then the cost.
    expect(typeof row.getCell(5).value).toBe('number');
    expect(row.getCell(5).numFmt).toBe('#,##0.000');
    expect(String(row.getCell(6).numFmt)).toContain('R$');
    expect(sheet.getColumn(1).width ?? 0).toBeGreaterThan(10);
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('Total geral');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
