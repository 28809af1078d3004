import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { browserSuite, fillLogin, newSession, signedInSession, unexpectedErrors } from '../helpers/browser';

const suite = browserSuite();
const COMPANY = 'Nutri Refeições Coletivas';

/**
 * Access management on the users' screens: the administrator creates a user, grants him Apontamentos on the
 * user's form (on a phone), the change shows in the history, and the new user then logs in.
 */
describe('access management', () => {
  it('the admin grants a new user indApontamentos on a phone, and that user logs in', async () => {
    const name = `novo-${randomUUID().slice(0, 8)}`;
    const email = `${name}@teste.com.br`;
    const password = 'Senha-nova-2026';

    const admin = await signedInSession(suite.browser, 'admin@demo.com.br', {
      company: COMPANY,
      screenshot: 'users-access-admin',
      viewport: { width: 375, height: 812 },
    });
    const { page } = admin;
    await page.goto('/formNlBaseUsuarios');
    // (the required fields' names end with their asterisk)
    await page.getByRole('textbox', { name: /^Nome/ }).fill(`Pessoa ${name}`);
    await page.getByRole('textbox', { name: /^Usuário/ }).fill(name);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.locator('input[autocomplete="new-password"]').fill(password);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.waitForURL('**/listNlBaseUsuarios');

    await page.getByLabel('Pesquisar', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('cell').first().click();
    await page.waitForURL('**/formNlBaseUsuarios/*');

    const apontamentos = page.getByRole('switch', { name: /^Apontamentos/ });
    // (the switch's input is visually hidden behind its track: its label is what shows)
    await expect
      .poll(() => page.getByText('Apontamentos', { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await apontamentos.isChecked()).toBe(false);
    await expect.poll(() => page.getByText('Sem nenhuma permissão marcada').isVisible()).toBe(true);
    // the switch row is a touch target of at least 44 px, and the panel fits the phone's width
    const box = await page.locator('.mantine-Switch-body').first().boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    // by keyboard: focus the switch and toggle it with the space bar
    await apontamentos.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => apontamentos.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Salvar acessos' }).click();

    const history = page.getByTestId('historico-acessos');
    await expect.poll(() => history.getByText('Apontamentos').isVisible()).toBe(true);
    await expect.poll(() => history.getByText('Não → Sim').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(unexpectedErrors(admin.errors)).toEqual([]);
    await admin.context.close();

    // the new user (one company) logs in, goes straight in to /home, and has the entry screens
    const user = await newSession(suite.browser);
    await fillLogin(user.page, email, password);
    await user.page.waitForURL('**/home', { timeout: 15_000 });
    await expect.poll(() => user.page.getByText(COMPANY).first().isVisible(), { timeout: 15_000 }).toBe(true);
    await user.page.goto('/reApontDesperdicios/bandeja');
    await expect.poll(() => user.page.getByText('Acesso negado').isVisible()).toBe(false);
    expect(new URL(user.page.url()).pathname).toBe('/reApontDesperdicios/bandeja');
    await user.context.close();
  });
});
