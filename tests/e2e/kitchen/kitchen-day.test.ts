/**
 * The kitchen worker's day on a tablet, in real Chromium against the real server: the status area always tells
 * the latest Salvar (a blocked one never leaves a green card behind), two identical saves are told apart, the
 * menu offers the approvals screens only to approvers, pickers show long names whole, and the queue screen
 * ('Fila de envio do tablet') says whether the tablet's storage is persistent and warns of saves waiting over
 * 24 hours, which the supervisors are told about.
 */
import { randomUUID } from 'node:crypto';
import type { Notificacao } from '@domain/schemas/notifications';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { companyOfToken, type OutboxRow, outboxRow, putOutboxRows } from '../../kit/outbox-rows';
import { apiCall, apiLogin, isoDay } from '../helpers/api';
import {
  browserSuite,
  pick,
  pickIfEmpty,
  screenShown,
  showMenu,
  signedInSession,
  unexpectedErrors,
  waitForServiceWorker,
} from '../helpers/browser';
import { cutTexts, pageScrollsSideways } from '../helpers/cut-text';
import { quantity, status, traySession } from '../helpers/kitchen-entry';

const suite = browserSuite('cozinha@demo.com.br');

const when = (page: Page) => page.getByTestId('entry-saved-when').textContent();
const save = (page: Page) => page.getByRole('button', { name: 'Salvar' }).click();

describe('the status area tells the latest Salvar', () => {
  it('1280×800: a blocked save after a sent one shows red, never the green card; identical saves differ', async () => {
    const { page, context, errors } = await traySession(suite.browser, 'kitchen-stale-card', 0);

    await quantity(page).fill('1,25');
    await save(page);
    await expect.poll(() => status(page).getAttribute('data-state'), { timeout: 30_000 }).toBe('sent');
    const first = await when(page);
    expect(first).toMatch(/^Salvo às \d\d:\d\d:\d\d · Pesagens neste turno: 1$/);

    // The same weight again: another card, told apart by its time and the shift's count.
    await quantity(page).fill('1,25');
    await save(page);
    await expect.poll(() => when(page), { timeout: 30_000 }).toContain('Pesagens neste turno: 2');
    expect(await when(page)).not.toBe(first);
    await expect.poll(() => status(page).getAttribute('data-state'), { timeout: 30_000 }).toBe('sent');

    // A thousand-separated weight, an impossible date, a bare decimal: each blocked, each in red, no green.
    const date = page.getByRole('textbox', { name: 'Data' });
    const dateBefore = await date.inputValue();
    for (const attempt of [
      { qtd: '1.250', date: dateBefore, why: /Quantidade acima do máximo permitido para Bandeja/ },
      { qtd: ',5', date: dateBefore, why: /Quantidade inválida/ },
      { qtd: '1,25', date: '32/13/2026', why: /Corrija os campos destacados: Data/ },
    ]) {
      await date.fill(attempt.date);
      await quantity(page).fill(attempt.qtd);
      await save(page);
      await expect.poll(() => status(page).getAttribute('data-state')).toBe('blocked');
      const card = await status(page).textContent();
      expect(card).toMatch(/^Não salvo/);
      expect(card).toMatch(attempt.why);
      expect(card).toContain('Nada foi guardado');
      expect(await when(page)).toMatch(/^Tentativa às \d\d:\d\d:\d\d$/);
      // Nothing green or 'Enviado' anywhere on the screen.
      expect(await page.locator('[data-testid="entry-saved"][data-state="sent"]').count()).toBe(0);
      expect(await page.getByText('Enviado', { exact: true }).count()).toBe(0);
      const border = await status(page).evaluate((el) => getComputedStyle(el).borderTopColor);
      const [r, g] = border.match(/\d+/g)!.map(Number);
      expect(r).toBeGreaterThan(g);
    }
    // Corrected, it saves again and the count goes on.
    await date.fill(dateBefore);
    await quantity(page).fill('1,25');
    await save(page);
    await expect.poll(() => when(page), { timeout: 30_000 }).toContain('Pesagens neste turno: 3');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  }, 120_000);

  it('an item list screen (Excedente) replaces its card with the blocked attempt too', async () => {
    const { page, context } = await signedInSession(suite.browser, 'cozinha@demo.com.br', {
      screenshot: 'kitchen-stale-card-items',
    });
    await page.goto('/reApontDesperdicios/excedente');
    await screenShown(page, 'Excedente de produção');
    await pick(page, 'Restaurante', 0);
    await pickIfEmpty(page, 'Destino');
    await pick(page, 'Item de venda / produto ou agrupamento', 0);
    await page.getByRole('button', { name: 'Adicionar' }).click();
    const line = page.getByRole('textbox', { name: /^Quantidade de / }).first();
    await line.fill('1,25');
    await save(page);
    await expect
      .poll(() => status(page).getAttribute('data-state'), { timeout: 30_000 })
      .toMatch(/stored|sent/);
    expect(await when(page)).toMatch(/Pesagens neste turno: 1$/);
    await line.fill('1.250');
    await save(page);
    await expect.poll(() => status(page).getAttribute('data-state')).toBe('blocked');
    expect(await page.locator('[data-testid="entry-saved"][data-state="sent"]').count()).toBe(0);
    await context.close();
  }, 120_000);
});

describe('the menu and the queue', () => {
  /** The paths of the menu's 'Apontamentos de desperdícios' group, opened. */
  async function apontamentosMenu(page: Page): Promise<string[]> {
    await page.goto('/reApontDesperdicios/bandeja');
    await screenShown(page, 'Bandeja');
    await showMenu(page);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByRole('link', { name: 'Bandeja' }).waitFor();
    return nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  }

  it('the approvals items are offered to an approver only; the queue is "Fila de envio do tablet"', async () => {
    const kitchen = await signedInSession(suite.browser, 'cozinha@demo.com.br', {
      screenshot: 'menu-kitchen',
    });
    const mine = await apontamentosMenu(kitchen.page);
    expect(mine).toContain('/reApontDesperdicios/pendentes');
    expect(mine).not.toContain('/reApontDesperdicios/aprovacao');
    expect(mine).not.toContain('/reApontDesperdicios/historicoAprov');
    const nav = kitchen.page.getByRole('navigation', { name: 'Menu principal' });
    expect(await nav.getByRole('link', { name: 'Fila de envio do tablet' }).isVisible()).toBe(true);
    expect(await nav.getByText('Pendentes de envio').count()).toBe(0);
    expect(await nav.getByText('Apontamentos pendentes').count()).toBe(0);
    expect(unexpectedErrors(kitchen.errors).filter((e) => e.includes('403'))).toEqual([]);
    await kitchen.context.close();

    const approver = await signedInSession(suite.browser, 'aprovador@demo.com.br', {
      screenshot: 'menu-approver',
    });
    const theirs = await apontamentosMenu(approver.page);
    expect(theirs).toContain('/reApontDesperdicios/aprovacao');
    expect(theirs).toContain('/reApontDesperdicios/historicoAprov');
    await approver.context.close();
  }, 120_000);

  it('the queue says whether storage is persistent; a save waiting over 24 h warns and tells the approvers', async () => {
    const { page, context, idRestaurante } = await traySession(suite.browser, 'kitchen-queue', 1);
    const created = new Date(Date.now() - 30 * 3_600_000).toISOString();
    const uuid = randomUUID();
    const row = outboxRow(companyOfToken(suite.token), 'Bandeja · esquecido no tablet', {
      idRestaurante,
      dtaApontamento: isoDay(-1),
      qtdDesperdicio: 4321,
    });
    // Refused a day and more ago, and never corrected; its refusal already seen (no dialog).
    await putOutboxRows(page, [
      {
        ...row,
        id: uuid,
        createdAt: created,
        status: 'attention',
        attempts: 1,
        lastError: 'Quantidade acima do máximo permitido para Bandeja (50 kg)',
        refusalSeenAt: Date.now(),
      } as unknown as OutboxRow,
    ]);
    // Start-up replays the outbox: the server is reached, the late save is told.
    await page.reload();
    await screenShown(page, 'Bandeja');
    await expect.poll(() => page.getByTestId('late-saves').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByTestId('late-saves').textContent()).toContain('há mais de 24 horas');

    await page.getByRole('link', { name: 'Abrir a Fila de envio do tablet' }).click();
    await screenShown(page, 'Fila de envio do tablet');
    const line = page.getByTestId('storage-persistence');
    await line.waitFor();
    const persisted = await page.evaluate(() => navigator.storage.persisted());
    expect(await line.getAttribute('data-state')).toBe(persisted ? 'persisted' : 'not-persisted');
    const text = await line.textContent();
    if (persisted) expect(text).toContain('Armazenamento do tablet: persistente');
    else {
      expect(text).toContain('Armazenamento do tablet: não persistente');
      expect(text).toContain('Instale o app na tela inicial');
    }
    const item = page.getByTestId('pending-item').filter({ hasText: 'esquecido no tablet' });
    expect(await item.getByTestId('pending-late').textContent()).toBe('Esperando há 30 horas');
    // Nothing cut on the queue screen (its badges included).
    expect(await cutTexts(page, 'main')).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(() => cutTexts(page, 'main')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.getByTestId('late-saves').isVisible()).toBe(true);

    // The approvers of the unit were told once, with the reason.
    const approverToken = await apiLogin('aprovador@demo.com.br');
    const told = async () =>
      (await apiCall<Notificacao[]>(approverToken, 'GET', '/api/v1/reTbNotificacoes/user')).filter(
        (n) =>
          n.txtMensagem.includes('há mais de 24 horas') && n.txtMensagem.includes(`<b>${idRestaurante} - `),
      );
    await expect.poll(async () => (await told()).length, { timeout: 30_000 }).toBe(1);
    expect((await told())[0].txtMensagem).toContain('Quantidade acima do máximo permitido para Bandeja');
    // Another start of the tablet tells nothing new; the save itself is still queued as it was.
    await page.reload();
    await screenShown(page, 'Fila de envio do tablet');
    await item.waitFor();
    expect(await told()).toHaveLength(1);
    await context.close();
  }, 120_000);
});

describe('long names are shown whole', () => {
  for (const viewport of [
    { width: 800, height: 1280 },
    { width: 375, height: 812 },
  ]) {
    it(`${viewport.width}×${viewport.height}: a chosen restaurant, its stand-in and the option list`, async () => {
      const { page, context } = await signedInSession(suite.browser, 'cozinha@demo.com.br', {
        viewport,
        screenshot: `kitchen-whole-${viewport.width}`,
      });
      await waitForServiceWorker(page);
      await page.goto('/reApontDesperdicios/bandeja');
      await screenShown(page, 'Bandeja');
      const restaurante = page.getByRole('combobox', { name: 'Restaurante' });
      await restaurante.click();
      const options = page.getByRole('listbox').filter({ visible: true }).getByRole('option');
      await options.first().waitFor({ timeout: 30_000 });
      // Every option's name fits its row (wrapped, not cut).
      const cutOptions = await options.evaluateAll((els) =>
        els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
      );
      expect(cutOptions).toEqual([]);
      // The longest name of the list is chosen.
      const names = await options.allTextContents();
      const longest = names.reduce((a, b) => (b.length > a.length ? b : a));
      await options
        .filter({ hasText: longest.replace(/^\d+/, '') })
        .first()
        .click();
      await expect.poll(() => restaurante.inputValue()).toContain(longest.replace(/^\d+/, '').trim());
      const chosen = await restaurante.inputValue();
      expect(chosen.length).toBeGreaterThan(30);
      await pickIfEmpty(page, 'Destino');
      await quantity(page).click();
      expect(await cutTexts(page, 'main')).toEqual([]);
      // Taller than one line at this width: the whole name is drawn, on more lines.
      const box = await restaurante.boundingBox();
      expect(box?.height).toBeGreaterThan(60);
      expect(await pageScrollsSideways(page)).toBe(false);

      // Reopened, the remembered choice is drawn by the stand-in: the same whole text.
      await page.reload();
      await screenShown(page, 'Bandeja');
      await expect.poll(() => restaurante.inputValue(), { timeout: 30_000 }).toBe(chosen);
      expect(await restaurante.evaluate((el) => document.activeElement === el)).toBe(false);
      expect(await cutTexts(page, 'main')).toEqual([]);
      expect(await pageScrollsSideways(page)).toBe(false);
      await context.close();
    }, 120_000);
  }
});
