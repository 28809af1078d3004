/**
 * Approval on the phone, in real Chromium against the real server and database: the kitchen records an
 * out-of-tolerance tray, the approver is told by the bell, approves it with a justification on a 375×812
 * screen, and the entry leaves the pending list for the history.
 */

import { formatDecimalBR } from '@domain/numbers';
import type { MediaQtd } from '@domain/schemas/appointments';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { apiCall, apiLogin, isoDay, rowsOf } from '../helpers/api';
import { browserSuite, pick, signedInSession, unexpectedErrors } from '../helpers/browser';

const suite = browserSuite();

const today = () => isoDay(0);

/** No horizontal scrolling: the page is not wider than the screen. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('approval on the phone', () => {
  it('an out-of-tolerance tray reaches the approver, who approves it on a 375×812 screen', async () => {
    // The kitchen records a tray far above the usual quantity.
    const kitchen = await signedInSession(suite.browser, 'cozinha@demo.com.br', {
      screenshot: 'approval-kitchen',
    });
    await kitchen.page.getByRole('link', { name: 'Bandeja' }).first().click();
    await kitchen.page.waitForURL('**/reApontDesperdicios/bandeja');
    await pick(kitchen.page, 'Restaurante', 2);
    const label = await kitchen.page.getByRole('combobox', { name: 'Restaurante' }).inputValue();
    const idRestaurante = Number(label.split(' - ')[0]);
    for (const field of ['Destino', 'Balança']) {
      const input = kitchen.page.getByRole('combobox', { name: field });
      await expect.poll(() => input.isEnabled()).toBe(true);
      if (!(await input.inputValue())) await pick(kitchen.page, field);
    }
    const kitchenToken = await apiLogin('cozinha@demo.com.br');
    const before = await rowsOf(kitchenToken, idRestaurante, today());
    // Three times the usual tray: out of tolerance, yet plausible (under the tray maximum and 10× the average).
    const media = await apiCall<MediaQtd>(kitchenToken, 'PUT', '/api/v1/reTbDesperdiciosDet/findMediaQtd', {
      idRestaurante,
      tipDesperdicio: 1,
      dtaApontamento: today(),
    });
    expect(media.mediaQtd).toBeGreaterThan(0);
    const qtd = Math.round(media.mediaQtd * 3 * 1000) / 1000;
    expect(qtd).toBeGreaterThan(media.maxQtd);
    expect(qtd).toBeLessThan(50);
    await kitchen.page.getByRole('textbox', { name: /^Quantidade bruta/ }).fill(formatDecimalBR(qtd));
    await kitchen.page.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .poll(() => kitchen.page.getByTestId('entry-saved').textContent(), { timeout: 30_000 })
      .toMatch(
        new RegExp(`Enviado.*Pesagem de ${formatDecimalBR(qtd)} kg.*fora da tolerância: irá para aprovação`),
      );
    // The save goes through the device's outbox: wait until the server holds it.
    const addedRows = async () =>
      (await rowsOf(kitchenToken, idRestaurante, today())).filter(
        (r) => !before.some((b) => b.idApontamento === r.idApontamento),
      );
    await expect.poll(async () => (await addedRows()).length, { timeout: 30_000 }).toBe(1);
    const added = await addedRows();
    const id = added[0].idApontamento;
    expect(unexpectedErrors(kitchen.errors)).toEqual([]);
    await kitchen.context.close();

    // The approver, on a phone: the bell shows it.
    const phone = await signedInSession(suite.browser, 'aprovador@demo.com.br', {
      screenshot: 'approval-phone',
      viewport: { width: 375, height: 812 },
    });
    const { page } = phone;
    const bell = page.getByRole('button', { name: /^Notificações \(\d+ não lidas\)$/ });
    await expect.poll(() => bell.isVisible(), { timeout: 30_000 }).toBe(true);
    const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    await bell.click();
    const link = page.locator(`a[href="/reApontDesperdicios/aprovacao/${id}"]`);
    await expect.poll(() => link.textContent()).toBe('Analisar apontamento');
    expect(await fitsWidth(page)).toBe(true);
    await link.click();
    await page.waitForURL(`**/reApontDesperdicios/aprovacao/${id}`);

    // The detail, in full, and the approval with a justification.
    const approve = page.getByRole('button', { name: 'Aprovar' });
    await approve.waitFor();
    await expect
      .poll(() => page.getByText(formatDecimalBR(qtd), { exact: false }).first().isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('Cozinha Demo').first().isVisible()).toBe(true);
    expect(await fitsWidth(page)).toBe(true);
    await approve.click();
    const dialog = page.getByRole('dialog', { name: 'Aprovar apontamento' });
    await dialog.waitFor();
    // A blank justification is refused.
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => dialog.getByText('Informe a justificativa').isVisible()).toBe(true);
    const justificativa = 'Evento com público acima do previsto; sobra conferida pela nutricionista.';
    await dialog.getByLabel('Justificativa').fill(justificativa);
    expect(await fitsWidth(page)).toBe(true);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => page.getByText('Apontamento aprovado').first().isVisible()).toBe(true);

    // It leaves the pending list…
    await page.waitForURL('**/reApontDesperdicios/aprovacao');
    await expect
      .poll(
        async () =>
          (await page.locator('[data-testid^="aprovacao-"]').count()) > 0 ||
          (await page.getByText('Sem dados').isVisible()),
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await page.getByTestId(`aprovacao-${id}`).count()).toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    // …the bell counts one less (the notification was read when opened)…
    await expect
      .poll(async () => Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0))
      .toBe(unreadBefore - 1);

    // …and shows in the history with that approver and the justification.
    await page.goto('/reApontDesperdicios/historicoAprov');
    const entry = page.locator('[data-testid^="historico-"]').filter({ hasText: `#${id}` });
    await expect.poll(() => entry.count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => entry.textContent()).toContain('Aprovador Demo');
    expect(await entry.textContent()).toContain(justificativa);
    expect(await entry.textContent()).toContain('Aprovado');
    expect(await fitsWidth(page)).toBe(true);
    expect(unexpectedErrors(phone.errors)).toEqual([]);
    await phone.context.close();
  });
});
