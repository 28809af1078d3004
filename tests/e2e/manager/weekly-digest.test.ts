/**
 * The weekly digest page (/resumoSemanal): the address the Monday e-mail links to opens a unit's week with the
 * figures the API computes (kg, goal, g per meal, R$, the five items, the pending approvals, a bar per day),
 * any day picked stands for its week, the user switches the e-mail off and on, a manager without
 * indApontamentos is not offered the approvals, the last unit chosen is remembered on the device, and at 375,
 * 1280 and 1440 px nothing is cut or scrolls sideways.
 */
import { addDays, isoToBr, mondayOf, toIsoLocal } from '@domain/dates';
import { formatBRL, formatKg } from '@domain/numbers';
import type { RestauranteLov } from '@domain/schemas/restaurants';
import type { ResumoSemanal, ResumoSemanalInscricao } from '@domain/schemas/resumo-semanal';
import { describe, expect, it } from 'vitest';
import { browserSuite, choose, signedInSession, unexpectedErrors } from '../helpers/browser';
import { layoutProblems } from '../helpers/layout';

const suite = browserSuite('admin@demo.com.br');
const lastWeek = addDays(mondayOf(toIsoLocal(new Date())), -7);

async function unit(): Promise<RestauranteLov> {
  const [first] = await suite.call<RestauranteLov[]>('GET', '/api/v1/reTbRestaurantes/lov/search?qtd=1');
  return first;
}

describe('the weekly digest page', () => {
  it("the e-mail's address shows the unit's week as the API computes it; any day stands for its week", async () => {
    const r = await unit();
    const d = await suite.call<ResumoSemanal>(
      'GET',
      `/api/v1/resumoSemanal?idRestaurante=${r.idRestaurante}&semana=${lastWeek}`,
    );
    expect(d.atual.qtdKg).toBeGreaterThan(0);
    const { page, context, errors } = await signedInSession(suite.browser, 'admin@demo.com.br', {
      screenshot: 'weekly-digest',
    });
    await page.goto(`/resumoSemanal?idRestaurante=${r.idRestaurante}&semana=${lastWeek}`);
    const digest = page.getByTestId('weekly-digest');
    await expect.poll(() => digest.isVisible(), { timeout: 20_000 }).toBe(true);
    const text = async () => (await digest.innerText()).replace(/\s+/g, ' ');
    expect(await text()).toContain(`semana de ${isoToBr(lastWeek)} a ${isoToBr(addDays(lastWeek, 6))}`);
    expect(await text()).toContain(formatKg(d.atual.qtdKg));
    expect(await text()).toContain(formatBRL(d.atual.vlrCusto).replace(/\s/g, ' '));
    for (const item of d.itens) expect(await text()).toContain(item.desItem);
    expect(await text()).toContain(`Aguardando aprovação: ${d.pendentesAprovacao}`);
    await expect.poll(() => page.locator('[data-testid="chart"] svg[role="img"]').count()).toBe(1);

    // A Thursday of the week before: the page shows that whole week, from its Monday.
    const week = page.getByRole('textbox', { name: /^Semana/ });
    await week.fill(isoToBr(addDays(lastWeek, -4)));
    await week.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => text()).toContain(`semana de ${isoToBr(addDays(lastWeek, -7))} a`);
    expect(new URL(page.url()).searchParams.get('semana')).toBe(addDays(lastWeek, -7));
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the home page leads to it; the user switches the Monday e-mail off and on', async () => {
    const { page, context, errors } = await signedInSession(suite.browser, 'admin@demo.com.br', {
      screenshot: 'weekly-digest-switch',
    });
    // The home page leads to it.
    await page.getByRole('link', { name: 'Resumo semanal' }).click();
    await page.waitForURL('**/resumoSemanal');
    await expect
      .poll(() => page.getByText('Escolha um restaurante para ver o resumo da semana.').isVisible())
      .toBe(true);
    const email = page.getByRole('switch', { name: 'Receber o resumo por e-mail toda segunda-feira' });
    /** Once the switch is enabled and `checked`, flips it and waits for `message`. */
    const flip = async (checked: boolean, message: string) => {
      await expect.poll(() => email.isEnabled()).toBe(true);
      expect(await email.isChecked()).toBe(checked);
      await email.click();
      await expect.poll(() => page.getByText(message).isVisible()).toBe(true);
    };
    await flip(true, 'Você não receberá mais o resumo semanal.');
    await page.reload();
    await flip(false, 'Você voltará a receber o resumo semanal.');
    expect(await suite.call<ResumoSemanalInscricao>('GET', '/api/v1/resumoSemanal/inscricao')).toEqual({
      indResumoSemanal: 1,
    });
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it("a manager without indApontamentos sees no 'Ver aprovações'; the restaurant chosen there is remembered", async () => {
    const r = await unit();
    const d = await suite.call<ResumoSemanal>(
      'GET',
      `/api/v1/resumoSemanal?idRestaurante=${r.idRestaurante}&semana=${lastWeek}`,
    );
    expect(d.pendentesAprovacao).toBeGreaterThan(0);
    // The approver (admin) is offered the approvals.
    const admin = await signedInSession(suite.browser, 'admin@demo.com.br', {
      screenshot: 'weekly-digest-admin',
    });
    await admin.page.goto(`/resumoSemanal?idRestaurante=${r.idRestaurante}&semana=${lastWeek}`);
    await expect
      .poll(() => admin.page.getByRole('link', { name: 'Ver aprovações' }).count(), { timeout: 20_000 })
      .toBe(1);
    await admin.context.close();

    for (const size of [
      { width: 1440, height: 900 },
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      const { page, context, errors } = await signedInSession(suite.browser, 'gestor@demo.com.br', {
        viewport: size,
        screenshot: `weekly-digest-gestor-${size.width}`,
      });
      await page.goto('/resumoSemanal');
      await expect
        .poll(() => page.getByText('Escolha um restaurante para ver o resumo da semana.').isVisible())
        .toBe(true);
      await choose(page, 'Restaurante', r.desRestaurante);
      const digest = page.getByTestId('weekly-digest');
      await expect.poll(() => digest.isVisible(), { timeout: 20_000 }).toBe(true);
      const text = async () => (await digest.innerText()).replace(/\s+/g, ' ');
      await expect.poll(() => text()).toMatch(/Aguardando aprovação: [1-9]/);
      expect(await page.getByRole('link', { name: 'Ver aprovações' }).count()).toBe(0);
      expect(await page.getByText('Ver aprovações').count()).toBe(0);

      // Back later on this device, without the unit in the address: the last one chosen.
      await page.goto('/resumoSemanal');
      await page.reload();
      await expect.poll(() => digest.isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await text()).toContain(`${r.idRestaurante} - ${r.desRestaurante}`);
      expect(new URL(page.url()).searchParams.get('idRestaurante')).toBe(String(r.idRestaurante));
      await page.screenshot({
        path: `/tmp/shots-manager/resumo-semanal-gestor-${size.width}.png`,
        fullPage: true,
      });
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    }
  });

  for (const size of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
  ])
    it(`at ${size.width}×${size.height} nothing is cut or scrolls sideways`, async () => {
      const r = await unit();
      const { page, context, errors } = await signedInSession(suite.browser, 'admin@demo.com.br', {
        viewport: size,
        screenshot: `weekly-digest-${size.width}`,
      });
      await page.goto(`/resumoSemanal?idRestaurante=${r.idRestaurante}&semana=${lastWeek}`);
      await expect
        .poll(() => page.locator('[data-testid="chart"] svg[role="img"]').count(), { timeout: 20_000 })
        .toBe(1);
      const wide = size.width >= 1280;
      // On a phone a long unit name is cut in its one-line field; the digest below shows it whole.
      const area = wide ? 'main' : '[data-testid="weekly-digest"]';
      expect(await layoutProblems(page, area, wide ? 'forbid' : 'allow')).toEqual([]);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    });
});
