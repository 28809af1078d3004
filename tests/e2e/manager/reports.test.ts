/**
 * The manager's day (gestor@demo.com.br, indRelatorios only) in Chromium against the real server:
 * - the Desafio of a week not begun says 'Começa em dd/MM', never 'em andamento' nor 0 kg;
 * - Relatórios/Desperdicios is paged (10/25/50/100, from the user's default) with each restaurant's subtotal
 *   after its last line, over all its lines (as the API computes it), and the CSV carries the same subtotals;
 * - Relatórios/ComparativoDesperdicios compares by default the last whole week with the one before, and fits
 *   1440×900 and 1280×800 without sideways scrolling (on a phone only its table scrolls).
 * Screenshots of every screen at 375, 1280 and 1440 px go to /tmp/shots-manager/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { addDays, isoToBr, mondayOf } from '@domain/dates';
import { defaultDashFilters } from '@domain/rules/dashboards';
import { defaultComparisonPeriods } from '@domain/rules/report-periods';
import type { DesperdiciosResult } from '@domain/schemas/relatorios';
import type { GrupoRestaurante } from '@domain/schemas/waste-config';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeFindings } from '../helpers/axe';
import { browserSuite, choose, signedInSession, unexpectedErrors } from '../helpers/browser';

const suite = browserSuite('gestor@demo.com.br');

const SHOTS = '/tmp/shots-manager';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }).catch(() => {});

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

/** Today in São Paulo, 'yyyy-MM-dd' (the business day the screens' defaults start from). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function typeDate(page: Page, label: string, iso: string) {
  const input = page.getByRole('textbox', { name: new RegExp(`^${label}`) }).first();
  await input.fill(isoToBr(iso));
  await input.press('Tab');
  await page.keyboard.press('Escape');
}

/** The page's and the report table's horizontal overflow (scrollWidth − clientWidth; ≤ 0 = none). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const doc = document.scrollingElement ?? document.documentElement;
    const box = document.querySelector('.report-table-wrap .mantine-ScrollArea-viewport');
    return {
      page: doc.scrollWidth - doc.clientWidth,
      table: box ? box.scrollWidth - box.clientWidth : Number.NaN,
    };
  });
}

describe('the Desafio of a week not begun', () => {
  it("says 'Começa em dd/MM' for a future challenge week picked in the filters: no 'em andamento', no 0 kg", async () => {
    const groups = await suite.call<GrupoRestaurante[]>('GET', '/api/v1/reTbGruposRestaurantes/lov');
    const { page, context, errors } = await signedInSession(suite.browser, 'gestor@demo.com.br', {
      viewport: { width: 1440, height: 900 },
      screenshot: 'manager-desafio-future',
    });
    await page.getByRole('tab', { name: 'Desafio' }).click();
    await choose(page, 'Grupo de restaurantes', groups[0].desGrupo);
    // The week after the default one: Monday to Sunday, two weeks ahead.
    const monday = addDays(mondayOf(today()), 14);
    expect(monday).not.toBe(defaultDashFilters(today()).Desafio.dtaPeriodoDesafioIni);
    await typeDate(page, 'Desafio: início', monday);
    await typeDate(page, 'Desafio: fim', addDays(monday, 6));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const startsOn = `Começa em ${isoToBr(monday).slice(0, 5)}`;
    const ranking = page.getByRole('table', { name: 'Ranking de redução' });
    await expect.poll(() => ranking.getByText(startsOn).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await page.getByText(`Semana do desafio: ${isoToBr(monday)} a`).count()).toBe(1);
    expect(await page.getByText('em andamento').count()).toBe(0);
    expect(await page.getByText(/redução de 100,0%/i).count()).toBe(0);
    // The challenge's columns hold no figure (no '0,000 kg'); the previous week's kg are there.
    expect(await ranking.getByText('0,000 kg', { exact: true }).count()).toBe(0);
    expect(await page.getByTestId('indicators').count()).toBe(0);
    expect(await page.getByTestId('desafio-nao-iniciado').innerText()).toContain(
      `começa em ${isoToBr(monday)}`,
    );
    await shot(page, 'desafio-future-week-1440');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('Relatório de desperdícios, paged with subtotals', () => {
  it('pages by the default size, keeps each subtotal over all its lines, exports the same subtotals', async () => {
    const dtaIni = addDays(today(), -27);
    const dtaFim = today();
    const api = await suite.call<DesperdiciosResult>('POST', '/api/v1/relatorios/desperdicios', {
      idGrupo: null,
      idRestaurante: null,
      dtaIni,
      dtaFim,
      tipDesperdicio: null,
    });
    expect(api.linhas.length).toBeGreaterThan(100);
    const { page, context, errors } = await signedInSession(suite.browser, 'gestor@demo.com.br', {
      viewport: { width: 1440, height: 900 },
      screenshot: 'manager-desperdicios',
    });
    await page.goto('/Relatorios/Desperdicios');
    await typeDate(page, 'Data inicial', dtaIni);
    await typeDate(page, 'Data final', dtaFim);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const rows = page.getByTestId('report-row');
    // The user's default page size: 10 lines (spec §9), not all of them on one page.
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(10);
    expect(await page.getByLabel('Por página', { exact: true }).first().inputValue()).toBe('10');
    expect(await page.getByText(`${api.linhas.length} registros`).count()).toBe(1);
    const total = page.getByTestId('report-total');
    expect((await total.innerText()).replace(/\s+/g, ' ')).toContain('Total geral');
    await shot(page, 'desperdicios-paged-1440');
    expect(await axeFindings(page)).toEqual([]);

    // 25 a page; then the page where the first restaurant ends: its subtotal is that of all its lines.
    await page.getByLabel('Por página', { exact: true }).first().click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(25);
    const first = api.totaisRestaurante.find((t) => t.idRestaurante === api.linhas[0].idRestaurante);
    if (!first) throw new Error('no subtotal for the first restaurant');
    const firstLines = api.linhas.filter((l) => l.idRestaurante === first.idRestaurante).length;
    expect(firstLines).toBeGreaterThan(25);
    const lastPage = Math.ceil(firstLines / 25);
    for (let p = 1; p < lastPage; p++) await page.getByRole('button', { name: 'Próxima página' }).click();
    const subtotal = page
      .getByTestId('report-subtotal')
      .filter({ hasText: `Subtotal ${first.desRestaurante}` });
    await expect.poll(() => subtotal.count()).toBe(1);
    const kg = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(
      first.qtdKg,
    );
    expect(await subtotal.innerText()).toContain(kg);
    // The page before holds the same restaurant's lines but not its subtotal.
    await page.getByRole('button', { name: 'Página anterior' }).click();
    await expect.poll(() => subtotal.count()).toBe(0);
    expect(await rows.first().innerText()).toContain(first.desRestaurante);
    // The page is a page, not the whole report (1,059 lines once made it 64,609 px tall).
    expect(await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0)).toBeLessThan(4_000);

    // The CSV: every line, each restaurant's subtotal after its last line, the total last.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8').split('\r\n');
    const subtotals = csv.filter((l) => l.startsWith('Subtotal '));
    expect(subtotals).toHaveLength(api.totaisRestaurante.length);
    // pt-BR decimal commas, rounded as the column's kind (kg 3 decimals, R$ 2).
    const n = (x: number, d: number) => String(Math.round(x * 10 ** d) / 10 ** d).replace('.', ',');
    expect(subtotals[0]).toBe(
      `Subtotal ${first.desRestaurante};;;${n(first.qtdKg, 3)};${n(first.co2eKg, 3)};${n(first.vlrCusto, 2)};${first.qtdApontamentos}`,
    );
    expect(csv.indexOf(subtotals[0])).toBe(firstLines + 1);
    expect(csv.at(-2)?.startsWith('Total geral;;;')).toBe(true);
    expect(csv).toHaveLength(1 + api.linhas.length + api.totaisRestaurante.length + 1 + 1);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  for (const size of SIZES.slice(1))
    it(`at ${size.width}×${size.height}: the pager and the subtotals`, async () => {
      const { page, context, errors } = await signedInSession(suite.browser, 'gestor@demo.com.br', {
        viewport: size,
        screenshot: `manager-desperdicios-${size.width}`,
      });
      await page.goto('/Relatorios/Desperdicios');
      await typeDate(page, 'Data inicial', addDays(today(), -6));
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      await expect.poll(() => page.getByTestId('report-row').count(), { timeout: 30_000 }).toBe(10);
      expect(await page.getByLabel('Por página', { exact: true }).first().isVisible()).toBe(true);
      expect((await overflow(page)).page).toBeLessThanOrEqual(0);
      await shot(page, `desperdicios-paged-${size.width}`);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    });
});

describe('Comparativo de desperdícios', () => {
  for (const size of SIZES)
    it(`defaults to the last whole week against the one before; at ${size.width}×${size.height} it fits`, async () => {
      const { base, periodo } = defaultComparisonPeriods(today());
      const { page, context, errors } = await signedInSession(suite.browser, 'gestor@demo.com.br', {
        viewport: size,
        screenshot: `manager-comparativo-${size.width}`,
      });
      await page.goto('/Relatorios/ComparativoDesperdicios');
      const value = (label: string) =>
        page
          .getByRole('textbox', { name: new RegExp(`^${label}`) })
          .first()
          .inputValue();
      await expect.poll(() => value('Base: data inicial')).toBe(isoToBr(base.ini));
      expect(await value('Base: data final')).toBe(isoToBr(base.fim));
      expect(await value('Data inicial')).toBe(isoToBr(periodo.ini));
      expect(await value('Data final')).toBe(isoToBr(periodo.fim));
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      await expect.poll(() => page.getByTestId('report-row').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      const o = await overflow(page);
      expect(o.page, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      if (size.width >= 1280) expect(o.table, 'the table scrolls sideways').toBeLessThanOrEqual(0);
      else {
        // On a phone the table scrolls in its own box, the restaurant column staying in view.
        expect(o.table).toBeGreaterThan(0);
        const stays = await page.evaluate(() => {
          const box = document.querySelector('.report-table-wrap .mantine-ScrollArea-viewport');
          const cell = document.querySelector('.report-table-wrap tbody td');
          if (!box || !cell) return false;
          const before = cell.getBoundingClientRect().left;
          box.scrollLeft = 200;
          return Math.abs(cell.getBoundingClientRect().left - before) < 1;
        });
        expect(stays).toBe(true);
      }
      // The grouped headers and the paged table pass axe (no serious or critical finding).
      expect(await axeFindings(page)).toEqual([]);
      await shot(page, `comparativo-${size.width}`);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    });
});
