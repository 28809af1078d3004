// @vitest-environment jsdom

import { AppProviders, AppRouterProvider } from '@app/app';
import { createQueryClient } from '@app/lib/query-client';
import { INITIAL_SESSION, setSession } from '@app/lib/session';
import { buildRoutes } from '@app/routes';
import { MSG } from '@domain/messages';

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDomPolyfills } from './helpers/dom';
import { mockFetch, routes } from './helpers/fetch-mock';
import { cleanupAfterEach, fetchCalls } from './helpers/render-screen';
import { access, signedIn } from './helpers/session-state';

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <AppRouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  setSession(INITIAL_SESSION);
  mockFetch(
    routes({
      'GET /api/v1/reTbNotificacoes/user': { body: [] },
      'GET /api/v1/empresas': { body: [{ idEmpresa: 3, desEmpresa: 'Empresa Três' }] },
    }),
  );
});
cleanupAfterEach();

describe('session states', () => {
  it('shows a spinner while the session is restored', () => {
    renderAt('/home');
    expect(screen.getByRole('status', { name: 'Carregando' })).toBeTruthy();
  });

  it('shows the login form when not authenticated, with the required-field messages', async () => {
    setSession({ status: 'unauthenticated', message: MSG.sessionExpired });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Controle de Desperdícios' })).toBeTruthy();
    expect(screen.getByText(MSG.sessionExpired)).toBeTruthy();
    expect(screen.getByLabelText('E-mail/Usuário AD')).toBeTruthy();
    expect(screen.getByLabelText('Senha')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(MSG.loginEmailRequired)).toBeTruthy();
    expect(screen.getByText(MSG.loginPasswordRequired)).toBeTruthy();
  });

  it('shows the company picker when signed in without a company', async () => {
    mockFetch(
      routes({
        'GET /api/v1/empresas': {
          body: [
            { idEmpresa: 3, desEmpresa: 'Empresa Três' },
            { idEmpresa: 4, desEmpresa: 'Empresa Quatro' },
          ],
        },
      }),
    );
    setSession({ ...signedIn(access()), empresa: null, permission: null });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: MSG.selectCompanyTitle })).toBeTruthy();
    const select = screen.getByLabelText('Empresa') as HTMLInputElement;
    expect(select.tagName).toBe('INPUT');
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(MSG.companyRequired)).toBeTruthy();
  });

  it('preselects the only company: the screen stays, and Entrar selects it', async () => {
    const fetchMock = mockFetch(
      routes({
        'GET /api/v1/empresas': { body: [{ idEmpresa: 3, desEmpresa: 'Empresa Três' }] },
        'POST /api/authenticate/empresa/selecionar': { body: { id_token: 'novo-token' } },
      }),
    );
    setSession({ ...signedIn(access()), empresa: null, permission: null });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: MSG.selectCompanyTitle })).toBeTruthy();
    const select = screen.getByLabelText('Empresa') as HTMLInputElement;
    await waitFor(() => expect(select.value).toBe('Empresa Três'));
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    const { calls, bodyOf } = fetchCalls(fetchMock);
    await waitFor(() => expect(calls('POST /api/authenticate/empresa/selecionar')).toHaveLength(1));
    expect(screen.queryByText(MSG.companyRequired)).toBeNull();
    expect(bodyOf('POST /api/authenticate/empresa/selecionar')).toEqual({ idEmpresa: 3 });
  });

  it('sends a signed-in user at / to /home, which shows the user and company', async () => {
    setSession(signedIn(access('indApontamentos')));
    const router = renderAt('/');
    expect(await screen.findByText('Olá, Maria Silva!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getAllByText('Empresa Três').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Bandeja/ })).toBeTruthy();
  });

  it("the header's user menu and bell mount no popover until used; the first tap opens each", async () => {
    setSession(signedIn(access('indApontamentos')));
    renderAt('/');
    const menu = await screen.findByRole('button', { name: 'Menu do usuário' });
    const menuButton = () => screen.getByRole('button', { name: 'Menu do usuário' });
    const bell = screen.getByRole('button', { name: /^Notificações/ });
    // No popover in the first paint of the header: a popover's target would carry its ids and state.
    expect([menu.id, bell.id]).toEqual(['', '']);
    expect(menu.getAttribute('aria-expanded')).toBeNull();
    fireEvent.click(menu);
    // (jsdom lays nothing out: floating-ui takes the menu for detached from its button and hides it.)
    expect(await screen.findByRole('menuitem', { name: 'Configurações', hidden: true })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Sair', hidden: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menu do usuário' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    // Closed (Escape), it gives the focus back to its button, the first time too.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(menuButton().getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(menuButton()));
    fireEvent.click(bell);
    expect(await screen.findByText('Nenhuma notificação')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Notificações/ }).id).not.toBe('');
  });
});

describe('route guard', () => {
  it("denies a route without the user's flags: 'Acesso negado' and back to /home", async () => {
    setSession(signedIn(access('indApontamentos')));
    const router = renderAt('/listReTbCadBalancas');
    expect(await screen.findByText(MSG.accessDenied)).toBeTruthy();
    expect(screen.getByText(MSG.accessDeniedText)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('Olá, Maria Silva!')).toBeTruthy();
  });

  it('opens the presentation page to any signed-in user, no longer under construction', async () => {
    setSession(signedIn(access('indAlertas')));
    renderAt('/nlApresentacao');
    // The screen's code loads lazily, as in the app.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Controle de Desperdícios' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Primeiros passos' })).toBeTruthy();
    expect(screen.queryByText(MSG.underConstruction)).toBeNull();
    expect(screen.queryByText(MSG.accessDenied)).toBeNull();
  });

  it('answers unknown paths with the 404 page', async () => {
    setSession(signedIn(access()));
    renderAt('/nao-existe');
    expect(await screen.findByText(MSG.notFoundPage)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: /Início/ })).toBeTruthy();
  });

  it('answers unknown paths with the 404 page when not signed in too', async () => {
    setSession({ status: 'unauthenticated' });
    renderAt('/nao-existe');
    expect(await screen.findByText(MSG.notFoundPage)).toBeTruthy();
  });
});

/** A window as wide as a desktop (the polyfill answers no media query at all: a phone). */
function desktopWidth() {
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: /min-width/.test(query) });
  return () => {
    window.matchMedia = matchMedia;
  };
}

describe('sidebar', () => {
  let restoreWidth: () => void = () => {};
  beforeEach(() => {
    restoreWidth = desktopWidth();
  });
  afterEach(() => restoreWidth());

  it('shows only the groups and items the user may open', async () => {
    setSession(signedIn(access('indApontamentos')));
    renderAt('/home');
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const menu = within(nav);
    expect(menu.getByText('Apontamentos de desperdícios')).toBeTruthy();
    expect(menu.getByText('Recipientes')).toBeTruthy();
    expect(menu.queryByText('Desperdícios')).toBeNull();
    expect(menu.queryByText('Satélites')).toBeNull();
    expect(menu.queryByText('Relatórios')).toBeNull();
    expect(menu.getByRole('button', { name: 'Sair' })).toBeTruthy();
  });

  it('re-mounts the page when the link of the current page is clicked', async () => {
    setSession(signedIn(access()));
    const router = renderAt('/home');
    const heading = await screen.findByText('Olá, Maria Silva!');
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Início' }));
    await waitFor(() => expect(screen.getByText('Olá, Maria Silva!')).not.toBe(heading));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('on a phone, the closed menu is rendered only once the burger opens it', async () => {
    restoreWidth();
    setSession(signedIn(access('indApontamentos')));
    renderAt('/home');
    await screen.findByText('Olá, Maria Silva!');
    expect(screen.queryByRole('link', { name: 'Início' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Início' })).toBeTruthy();
  });
});
