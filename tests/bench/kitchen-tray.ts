/** The benches' kitchen worker: signed in as cozinha, on the tray screen with restaurant, destination and scale. */
import type { Page } from 'playwright';
import { committedValue, describeChoice, holdsChoice } from '../kit/select-value';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Picks the first option of a list-of-values picker unless it already holds one. */
export async function pickFirst(page: Page, label: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  for (let i = 0; i < 200 && !(await input.isEnabled()); i++) await sleep(50);
  const option = page.getByRole('listbox').filter({ visible: true }).getByRole('option').first();
  // The text alone is no proof of a choice (a tap the list swallowed leaves none): the committed value is.
  for (let attempt = 1; !(await holdsChoice(input)); attempt++) {
    if (attempt > 10) throw new Error(`${label}: nenhuma opção escolhida (${await describeChoice(input)})`);
    // A screen still loading may render its pickers again, which closes an open list: open it again.
    if (!(await option.isVisible())) await input.click();
    try {
      await option.click({ timeout: 3_000 });
    } catch (error) {
      if (attempt >= 10) throw error;
    }
    for (let i = 0; i < 20 && !(await holdsChoice(input)); i++) await sleep(100);
  }
}

/** Signs in, waits for the service worker, opens the tray screen; answers the restaurant and the token. */
export async function openKitchenTray(page: Page): Promise<{ idRestaurante: number; token: string }> {
  await page.goto('/');
  await page.getByLabel('E-mail/Usuário AD').fill('cozinha@demo.com.br');
  await page.getByLabel('Senha', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Entrar' }).click();
  // The kitchen user has one company: it goes straight in, with no company picker.
  await page.waitForURL('**/home');
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  await page.getByRole('link', { name: 'Bandeja' }).first().click();
  await pickFirst(page, 'Restaurante');
  const idRestaurante = Number(await committedValue(page.getByRole('combobox', { name: 'Restaurante' })));
  await pickFirst(page, 'Destino');
  await pickFirst(page, 'Balança');
  const token = (await page.evaluate(() => localStorage.getItem('id_token'))) ?? '';
  return { idRestaurante, token };
}
