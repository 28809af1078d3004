// @vitest-environment jsdom

import { AppProviders } from '@app/app';
import { NotificacoesBell } from '@app/features/notifications/components/notificacoes-bell';
import { isAppPath, SafeHtml } from '@app/features/notifications/components/safe-html';
import { createQueryClient } from '@app/lib/query-client';
import { NOTIFICATIONS_PAGE } from '@domain/constants';
import { MSG } from '@domain/messages';

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { cleanupAfterEach, renderRoutes } from '../helpers/render-screen';

interface Row {
  idNotificacao: number;
  idAlerta: number | null;
  idUsuario: number;
  indLido: number;
  txtMensagem: string;
  dtaRegistro: string;
  idAlertaFk: { idAlerta: number; tipAlerta: number } | null;
}

const GET = 'GET /api/v1/reTbNotificacoes/user';
const PUT = 'PUT /api/v1/reTbNotificacoes/user/indLido/1';

function notificacao(id: number, patch: Partial<Row> = {}): Row {
  return {
    idNotificacao: id,
    idAlerta: 1,
    idUsuario: 7,
    indLido: 0,
    txtMensagem: `<p>Mensagem ${id}</p>`,
    dtaRegistro: '2025-03-10T14:30:00Z',
    idAlertaFk: { idAlerta: 1, tipAlerta: 0 },
    ...patch,
  };
}

/**
 * A small notifications server: GET answers the unread ones, PUT marks them read (or answers `putAnswer`
 * when set, optionally after `putGate` resolves).
 */
function server(
  rows: Row[],
  options: { get?: MockResponse; put?: MockResponse; putGate?: Promise<void> } = {},
) {
  const store = rows.map((r) => ({ ...r }));
  const puts: number[][] = [];
  const fetchMock = mockFetch(
    routes({
      [GET]: () => options.get ?? { body: store.filter((n) => n.indLido === 0) },
      [PUT]: (init) => {
        const ids = (JSON.parse(String(init.body)) as { idsNotificacao: number[] }).idsNotificacao;
        puts.push(ids);
        if (options.put) return options.put;
        for (const n of store) if (ids.includes(n.idNotificacao)) n.indLido = 1;
        return { body: { updated: ids.length } };
      },
    }),
  );
  if (options.putGate) {
    const gate = options.putGate;
    const inner = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if ((init?.method ?? 'GET') === 'PUT') await gate;
      return inner(input, init);
    });
  }
  return { store, puts, fetchMock };
}

const renderBell = () =>
  renderRoutes(
    [
      { path: '/', element: <NotificacoesBell /> },
      { path: '/reApontDesperdicios/aprovacao/:id', element: <p>Página do apontamento</p> },
    ],
    '/',
  );

const bell = (name: string | RegExp) => screen.findByRole('button', { name });
const items = () => screen.queryAllByTestId('notification-item');

async function openBell(name: string | RegExp = /^Notificações/) {
  fireEvent.click(await bell(name));
  return screen.findByRole('dialog');
}

beforeAll(() => installDomPolyfills());
cleanupAfterEach();

describe('safe HTML of a notification', () => {
  function renderHtml(html: string, onNavigate?: (href: string) => void) {
    return render(
      <AppProviders queryClient={createQueryClient()}>
        <div data-testid="html">
          <SafeHtml html={html} onNavigate={onNavigate} />
        </div>
      </AppProviders>,
    );
  }

  it('drops scripts, handlers, styles and non-app links but keeps the text and allowed markup', () => {
    renderHtml(
      '<p onclick="alert(1)" style="color:red">Olá <b>chefe</b><script>alert("x")</script></p>' +
        '<a href="javascript:alert(1)">clique</a> <a href="https://evil.example/x">fora</a> ' +
        '<a href="//evil.example">protocolo</a> <a href="/\\evil.example">barra</a>' +
        '<img src="x" onerror="alert(1)"><div><em>dentro</em> de div</div><iframe src="/x"></iframe>' +
        '<ul>\n  <li>um</li>\n  solto\n</ul>',
    );
    const root = screen.getByTestId('html');
    expect(root.querySelector('script, img, iframe, div')).toBeNull();
    expect(root.querySelectorAll('a')).toHaveLength(0);
    expect(root.innerHTML).not.toMatch(/onclick|onerror|javascript:|style="color|evil\.example/);
    expect(root.textContent).toContain('Olá chefe');
    expect(root.textContent).not.toContain('alert');
    expect(root.textContent).toContain('clique');
    expect(root.textContent).toContain('fora');
    expect(root.querySelector('p b')?.textContent).toBe('chefe');
    expect(root.querySelector('em')?.textContent).toBe('dentro');
    expect(root.querySelector('ul li')?.textContent).toBe('um');
    // A list keeps only items (no stray text nodes inside <ul>).
    const list = root.querySelector('ul')!;
    expect([...list.childNodes].map((n) => n.nodeName)).toEqual(['LI', 'LI']);
    expect(list.textContent?.replace(/\s+/g, ' ').trim()).toBe('um solto');
  });

  it('keeps a link to an app path and hands its clicks to the app', () => {
    const onNavigate = vi.fn();
    renderHtml(
      '<p>Novo apontamento: <a href="/reApontDesperdicios/aprovacao/123" target="_blank" onclick="x()">Analisar apontamento</a></p>',
      onNavigate,
    );
    const link = screen.getByRole('link', { name: 'Analisar apontamento' });
    expect(link.getAttribute('href')).toBe('/reApontDesperdicios/aprovacao/123');
    expect(link.getAttribute('target')).toBeNull();
    expect(link.getAttribute('onclick')).toBeNull();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onNavigate).toHaveBeenCalledWith('/reApontDesperdicios/aprovacao/123');
  });

  it('accepts only same-origin paths as app paths', () => {
    expect(isAppPath('/home')).toBe(true);
    expect(isAppPath('/reApontDesperdicios/aprovacao/1?x=1#a')).toBe(true);
    for (const bad of [
      '',
      'home',
      '//evil.com',
      '/\\evil.com',
      'https://evil.com',
      'javascript:alert(1)',
      '/a b',
      '\n/x',
    ])
      expect(isAppPath(bad)).toBe(false);
  });
});

describe('notifications bell', () => {
  it('counts the unread notifications in the badge and the accessible name', async () => {
    server([notificacao(1), notificacao(2), notificacao(3), notificacao(4, { indLido: 1 })]);
    renderBell();
    const button = await bell('Notificações (3 não lidas)');
    expect(button.closest('.mantine-Indicator-root')?.textContent).toContain('3');
  });

  it('is plain "Notificações" with no unread ones', async () => {
    server([]);
    renderBell();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    const dialog = await openBell('Notificações');
    expect(within(dialog).getByText('Nenhuma notificação')).toBeTruthy();
  });

  it('shows 30 first and 30 more per "Mostrar mais notificações"', async () => {
    server(Array.from({ length: 65 }, (_, i) => notificacao(i + 1)));
    renderBell();
    const dialog = await openBell('Notificações (65 não lidas)');
    expect(items()).toHaveLength(NOTIFICATIONS_PAGE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mostrar mais notificações' }));
    expect(items()).toHaveLength(60);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mostrar mais notificações' }));
    expect(items()).toHaveLength(65);
    expect(within(dialog).queryByRole('button', { name: 'Mostrar mais notificações' })).toBeNull();
  });

  it('renders the message as HTML and picks the icon by tipAlerta (null → 0)', async () => {
    server([
      notificacao(1, { txtMensagem: '<p>Peso <b>alto</b></p>', idAlertaFk: { idAlerta: 9, tipAlerta: 2 } }),
      notificacao(2, { idAlertaFk: null }),
      notificacao(3, { idAlertaFk: { idAlerta: 9, tipAlerta: 1 } }),
    ]);
    renderBell();
    await openBell('Notificações (3 não lidas)');
    const [first, second, third] = items();
    expect(first!.querySelector('b')?.textContent).toBe('alto');
    expect(first!.querySelector('[data-tip-alerta]')?.getAttribute('data-tip-alerta')).toBe('2');
    expect(second!.querySelector('[data-tip-alerta]')?.getAttribute('data-tip-alerta')).toBe('0');
    expect(third!.querySelector('[data-tip-alerta]')?.getAttribute('data-tip-alerta')).toBe('1');
  });

  it('"Marcar como lido" removes the notification at once and PUTs its id', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { puts } = server([notificacao(1), notificacao(2), notificacao(3)], { putGate: gate });
    renderBell();
    await openBell('Notificações (3 não lidas)');
    const second = items()[1]!;
    fireEvent.click(within(second).getByRole('button', { name: 'Marcar como lido' }));
    // Optimistic: gone before the server answers.
    await waitFor(() => expect(items().map((i) => i.getAttribute('data-id'))).toEqual(['1', '3']));
    expect(await bell('Notificações (2 não lidas)')).toBeTruthy();
    // The server has not answered yet (the PUT is held): the list did not wait for it.
    expect(puts).toEqual([]);
    await act(async () => release());
    await waitFor(() => expect(puts).toEqual([[2]]));
    await waitFor(() => expect(items().map((i) => i.getAttribute('data-id'))).toEqual(['1', '3']));
  });

  it('"Marcar todos" marks every unread notification loaded', async () => {
    const { puts } = server(Array.from({ length: 35 }, (_, i) => notificacao(i + 1)));
    renderBell();
    const dialog = await openBell('Notificações (35 não lidas)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar todos' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect([...puts[0]!].sort((a, b) => a - b)).toEqual(Array.from({ length: 35 }, (_, i) => i + 1));
    expect(await within(dialog).findByText('Nenhuma notificação')).toBeTruthy();
    expect(await bell('Notificações')).toBeTruthy();
  });

  it('puts the notification back and shows an error when the server refuses', async () => {
    server([notificacao(1), notificacao(2)], { put: { status: 500, body: { exception: 'Falha no banco' } } });
    renderBell();
    await openBell('Notificações (2 não lidas)');
    fireEvent.click(within(items()[0]!).getByRole('button', { name: 'Marcar como lido' }));
    expect(await screen.findByText(MSG.notificationMarkReadFailed)).toBeTruthy();
    expect(screen.getByText('Falha no banco')).toBeTruthy();
    await waitFor(() => expect(items().map((i) => i.getAttribute('data-id'))).toEqual(['1', '2']));
    expect(await bell('Notificações (2 não lidas)')).toBeTruthy();
  });

  it('shows exactly one placeholder when loading fails', async () => {
    server([], { get: { status: 500, body: { exception: 'boom' } } });
    renderBell();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    const dialog = await openBell('Notificações');
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(items()[0]!).getByText(MSG.notificationsLoadFailed)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Marcar todos' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Marcar como lido' })).toBeNull();
  });

  it('follows an app link in the app: navigates, closes the popover and marks the notification read', async () => {
    const { puts } = server([
      notificacao(5, {
        txtMensagem:
          '<p>Apontamento 123 aguarda aprovação. <a href="/reApontDesperdicios/aprovacao/123">Analisar apontamento</a></p>',
      }),
      notificacao(6),
    ]);
    const router = renderBell();
    const dialog = await openBell('Notificações (2 não lidas)');
    fireEvent.click(within(dialog).getByRole('link', { name: 'Analisar apontamento' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reApontDesperdicios/aprovacao/123'));
    expect(await screen.findByText('Página do apontamento')).toBeTruthy();
    await waitFor(() => expect(puts).toEqual([[5]]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
