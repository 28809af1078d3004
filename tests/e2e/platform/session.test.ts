import { MSG } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from '../helpers/api';
import {
  browserSuite,
  fillLogin,
  newSession,
  showMenu,
  signedInSession,
  unexpectedErrors,
} from '../helpers/browser';

const suite = browserSuite();

/** A new session whose login form was filled with `username` and `password`, and sent. */
async function afterLogin(username: string, password: string) {
  const session = await newSession(suite.browser);
  await fillLogin(session.page, username, password);
  return session;
}

describe('login and company', () => {
  it('admin logs in, picks a company and reaches /home with its name shown', async () => {
    const { page, context, errors } = await signedInSession(suite.browser, 'admin@demo.com.br', {
      company: 'Nutri Refeições Coletivas',
    });
    await expect.poll(() => page.getByText('Administrador Demo').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Nutri Refeições Coletivas').first().isVisible()).toBe(true);
    // the session survives a reload
    await page.reload();
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByText('Administrador Demo').first().isVisible()).toBe(true);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('shows the login validation messages verbatim', async () => {
    const { page, context } = await newSession(suite.browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByText('E-mail/Usuário AD é obrigatório').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Senha obrigatória').isVisible()).toBe(true);
    await fillLogin(page, 'admin@demo.com.br', 'errada');
    await expect.poll(() => page.getByText('Usuário ou senha estão incorretos').isVisible()).toBe(true);
    await context.close();
  });

  it('the company picker requires a company', async () => {
    const { page, context } = await afterLogin('admin@demo.com.br', 'demo');
    await expect.poll(() => page.getByText('Selecione uma empresa').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByText('É necessário informar uma empresa.').isVisible()).toBe(true);
    await context.close();
  });

  it('refuses semacesso@demo.com.br with the spec message', async () => {
    const { page, context } = await afterLogin('semacesso@demo.com.br', 'demo');
    await expect
      .poll(() => page.getByText('Usuário sem acesso aos programas de controle de desperdícios').isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

describe('login ticket', () => {
  it('a link with a ticket opens the session, with its company, on another device, once', async () => {
    const token = await apiLogin('cozinha@demo.com.br');
    const { numSeq } = await apiCall<{ numSeq: string }>(
      token,
      'POST',
      '/api/authenticate/loginByNumSeq/ticket',
      {},
    );
    const { page, context, errors } = await newSession(suite.browser);
    await page.goto(`/?LoginNumSeq=${numSeq}`);
    await page.waitForURL('**/home');
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => page.getByRole('link', { name: 'Bandeja' }).first().isVisible()).toBe(true);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();

    // the same link again logs nobody in
    const again = await newSession(suite.browser);
    await again.page.goto(`/?LoginNumSeq=${numSeq}`);
    await expect.poll(() => again.page.getByText(MSG.invalidToken).isVisible()).toBe(true);
    expect(await again.page.getByLabel('E-mail/Usuário AD').isVisible()).toBe(true);
    await again.context.close();
  });
});

describe('access control and 404', () => {
  it('cozinha opening /listReTbCadBalancas sees "Acesso negado" and lands on /home', async () => {
    const { page, context } = await signedInSession(suite.browser, 'cozinha@demo.com.br');
    await page.goto('/listReTbCadBalancas');
    await expect.poll(() => page.getByText('Acesso negado').first().isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('Você não tem permissão para acessar essa página').first().isVisible())
      .toBe(true);
    await page.waitForURL('**/home');
    // the menu hides what cozinha cannot open, and shows its entry screens
    await showMenu(page);
    await expect.poll(() => page.getByRole('link', { name: 'Bandeja' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Cadastro de balanças' }).count()).toBe(0);
    await context.close();
  });

  it('an unknown path shows the 404 page', async () => {
    const { page, context } = await signedInSession(suite.browser, 'gestor@demo.com.br');
    await page.goto('/nao/existe/mesmo');
    await expect
      .poll(() => page.getByText('A página que você esta tentando acessar não existe').isVisible())
      .toBe(true);
    await context.close();
  });
});
