/** The kitchen tablet's entry screens: the tray screen where most kitchen tests start, and their fields. */
import type { Browser, BrowserContext, Page } from 'playwright';
import { expect } from 'vitest';
import { openTrayEntry, pick, type Session, watchedSession } from './browser';

/**
 * A new session (a failing test keeps a screenshot under `name`) in which cozinha has opened the tray screen on
 * restaurant `n` (see openTrayEntry); `prepare` runs on the context before the login.
 */
export async function traySession(
  browser: Browser,
  name: string,
  n: number,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Session & { idRestaurante: number }> {
  const session = await watchedSession(browser, name);
  await prepare?.(session.context);
  const idRestaurante = await openTrayEntry(session.page, n);
  return { ...session, idRestaurante };
}

/** The entry screen's gross quantity field. */
export const quantity = (page: Page) => page.getByRole('textbox', { name: /^Quantidade bruta/ });

/** The entry screen's status area: what became of the latest Salvar. */
export const status = (page: Page) => page.getByTestId('entry-saved');

/** On the inputs list screen, adds the first two inputs; answers their quantity fields, once both are shown. */
export async function addTwoInputs(page: Page) {
  for (let i = 0; i < 2; i++) {
    await pick(page, 'Insumo', i);
    await page.getByRole('button', { name: 'Adicionar' }).click();
  }
  const quantities = page.getByRole('textbox', { name: /^Quantidade de / });
  await expect.poll(() => quantities.count()).toBe(2);
  return quantities;
}
