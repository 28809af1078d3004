/**
 * A kitchen leader types a day's meals served and planned on the Refeições screen (/refeicoes) with the server
 * unreachable while the browser says online (lie-fi): each day is stored on the tablet and says so, then the
 * records arrive exactly once when the network returns. The screen is looked at on a phone, a tablet and a
 * desktop.
 */

import { addDays, mondayOf } from '@domain/dates';
import type { RefeicaoInput, RefeicaoSalva, RefeicoesPeriodo } from '@domain/schemas/refeicoes';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { queuedRecordsOf } from '../../kit/outbox-rows';
import { isoDay } from '../helpers/api';
import { browserSuite, errorsBesidesDeadNetwork, kitchenScreen, pendingCount } from '../helpers/browser';
import { checkedAtSizes, KITCHEN_SIZES } from '../helpers/layout';

const suite = browserSuite('cozinha@demo.com.br');

const today = isoDay(0);
const monday = mondayOf(today);
/** A day of this week other than today: its Sunday (its Saturday when today is Sunday). */
const other = addDays(monday, today === addDays(monday, 6) ? 5 : 6);

const row = (page: Page, dia: string) => page.getByTestId(`refeicoes-dia-${dia}`);
const sendState = (page: Page, dia: string) =>
  row(page, dia).getByTestId('refeicoes-send-state').textContent();

function weekOf(idRestaurante: number): Promise<RefeicoesPeriodo> {
  const q = new URLSearchParams({
    idRestaurante: String(idRestaurante),
    dtaIni: monday,
    dtaFim: addDays(monday, 6),
  });
  return suite.call('GET', `/api/v1/reTbRefeicoes?${q}`);
}

describe('typing the meals of the week', () => {
  it('offline (lie-fi): served and planned are stored on the tablet, then arrive exactly once', async () => {
    const { page, context, errors } = await kitchenScreen(suite.browser, '/refeicoes', 'refeicoes');
    await row(page, today).waitFor({ timeout: 30_000 });
    expect(await row(page, monday).textContent()).toContain('Segunda-feira');
    // A served value for a day still to come cannot be typed.
    expect(
      await row(page, other)
        .getByLabel(/^Servidas/)
        .isDisabled(),
    ).toBe(other > today);

    // The Wi-Fi is up, but nothing passes: the browser still says online.
    await context.route('**/api/**', (route) => route.abort());
    await row(page, today)
      .getByLabel(/^Servidas/)
      .fill('321');
    await row(page, today)
      .getByLabel(/^Planejadas/)
      .fill('330');
    await row(page, other)
      .getByLabel(/^Planejadas/)
      .fill('1.280');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => sendState(page, today)).toBe('Guardado no tablet');
    await expect.poll(() => sendState(page, other)).toBe('Guardado no tablet');
    // The values typed stay shown, from the tablet.
    expect(
      await row(page, today)
        .getByLabel(/^Servidas/)
        .inputValue(),
    ).toBe('321');
    expect(
      await row(page, other)
        .getByLabel(/^Planejadas/)
        .inputValue(),
    ).toBe('1280');
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect.poll(() => pendingCount(page)).toBe('1');
    // Nothing reached the server yet (these calls are the test's own, outside the browser).
    const { idRestaurante } = (await queuedRecordsOf<RefeicaoInput>(page, 'refeicoes'))[0];
    const before = await weekOf(idRestaurante);
    const beforeOf = (dia: string) => before.dias.find((d) => d.dtaRefeicao === dia)!;
    expect(beforeOf(today).qtdRefeicoes).not.toBe(321);
    expect(await row(page, today).getByTestId('refeicoes-total').textContent()).toBe(
      (321 + beforeOf(today).qtdSatelites).toLocaleString('pt-BR'),
    );

    // Looked at on each screen size (still offline: the states on the tablet). The picker's clear button is a
    // pointer shortcut hidden from assistive technology (tapping the picker opens its list), so not a target.
    await checkedAtSizes(page, 'refeicoes', 'main', KITCHEN_SIZES, (area) => [
      area.getByRole('button'),
      area.getByRole('textbox'),
      area.getByRole('combobox'),
    ]);

    await context.unroute('**/api/**');
    await expect.poll(() => pendingCount(page), { timeout: 60_000 }).toBe('0');
    await expect.poll(() => sendState(page, today)).toBe('Enviado');
    await expect.poll(() => sendState(page, other)).toBe('Enviado');

    // On the server: the values typed, the satellites' counts untouched.
    const after = await weekOf(idRestaurante);
    const afterOf = (dia: string) => after.dias.find((d) => d.dtaRefeicao === dia)!;
    expect(afterOf(today)).toMatchObject({
      qtdRefeicoes: 321,
      qtdPlanejadas: 330,
      qtdSatelites: beforeOf(today).qtdSatelites,
      qtdTotal: 321 + beforeOf(today).qtdSatelites,
    });
    expect(afterOf(other)).toMatchObject({ qtdPlanejadas: 1280, qtdRefeicoes: beforeOf(other).qtdRefeicoes });
    // Exactly once: the tablet's two records are two stored records, and sending them again (a replay) answers
    // the very same records, stored by the tablet's send before these calls.
    const queued = await queuedRecordsOf<RefeicaoInput>(page, 'refeicoes');
    expect(queued).toHaveLength(2);
    const asked = new Date().toISOString();
    const stored = await suite.call<RefeicaoSalva[]>('POST', '/api/v1/reTbRefeicoes', { refeicoes: queued });
    expect(new Set(stored.map((r) => r.idRefeicaoDigitada)).size).toBe(2);
    for (const r of stored) expect(r.dtaRegistro < asked).toBe(true);
    expect(await suite.call('POST', '/api/v1/reTbRefeicoes', { refeicoes: queued })).toEqual(stored);

    // The demo's values back, for the other tests.
    await suite.call('POST', '/api/v1/reTbRefeicoes', {
      refeicoes: [today, other].map((dia) => ({
        uuidRefeicao: crypto.randomUUID(),
        idRestaurante,
        dtaRefeicao: dia,
        ...(dia <= today ? { qtdRefeicoes: beforeOf(dia).qtdRefeicoes } : {}),
        qtdPlanejadas: beforeOf(dia).qtdPlanejadas,
      })),
    });
    expect(errorsBesidesDeadNetwork(errors)).toEqual([]);
    await context.close();
  }, 180_000);
});
