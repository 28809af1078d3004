// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { AppProviders } from '@app/app';
import { canCheckNotificacoes } from '@app/features/admin-dialog/api/check-notificacoes';
import { AdminDialog } from '@app/features/admin-dialog/components/admin-dialog';
import { setToken } from '@app/lib/auth-token';
import { env, parseHostList } from '@app/lib/env';
import { cacheDeleteByPrefix, cacheEntries, cachePut } from '@app/lib/local-db';
import { createQueryClient } from '@app/lib/query-client';
import { addRequestLogEntry, clearRequestLog } from '@app/lib/request-log';
import { MSG } from '@domain/messages';
import type { Parametro } from '@domain/schemas/entry-lookups';
import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type {} from 'vitest/jsdom';
import { parametroRow } from '../../../kit/factories/parametro';
import { installDomPolyfills } from '../helpers/dom';
import { fakeApi } from '../helpers/fake-api';
import { bodyRowsText } from '../helpers/table-cells';

/** The admin dialog against a mocked fetch: Ctrl+L, version, parameters cache, logs, routine, recalculation. */

const VERSION = { branch: 'release/8', lastCommit: 'abc1234', date: '2026-11-22T22:57:31+00:00' };
const LOGS = 'GET /api/v1/download/current/logs';
const CHECK = 'GET /api/v1/reTbNotificacoes/check';
const RECALC = 'PATCH /api/v1/reTbDespCustos/recalculate';
const RESTAURANTES = 'GET /api/v1/reTbRestaurantes/lov/search';

const { table, serve, calls } = fakeApi();
const queryOf = (key: string, i = -1) =>
  Object.fromEntries(new URL(String(calls(key).at(i)?.[0]), 'http://localhost').searchParams);

/** What each anchor click would have downloaded: the file name and the blob behind its object URL. */
let downloads: { fileName: string; blob: Blob | undefined }[];
let blobs: Map<string, Blob>;

/** The layout's side of the dialog: its opened state. */
function ControlledAdminDialog() {
  const [opened, setOpened] = useState(false);
  return <AdminDialog opened={opened} onOpen={() => setOpened(true)} onClose={() => setOpened(false)} />;
}

function renderApp() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <label>
        Campo qualquer
        <input />
      </label>
      <ControlledAdminDialog />
    </AppProviders>,
  );
}

/** Ctrl+L from inside an input (the hotkey must work there too); true when the default was prevented. */
function pressCtrlL(): boolean {
  const input = screen.getByLabelText('Campo qualquer');
  input.focus();
  return !fireEvent.keyDown(input, { key: 'l', code: 'KeyL', ctrlKey: true });
}

async function openDialog() {
  expect(pressCtrlL()).toBe(true);
  return screen.findByRole('dialog', { name: 'Administração' });
}

async function openTab(name: string) {
  const dialog = await openDialog();
  fireEvent.click(await within(dialog).findByRole('tab', { name }));
  return dialog;
}

beforeAll(() => installDomPolyfills());

beforeEach(() => {
  serve({
    'GET /version.json': { body: VERSION },
    [RESTAURANTES]: {
      body: [
        { idRestaurante: 3, desRestaurante: 'Restaurante Centro', idGrupo: 1 },
        { idRestaurante: 4, desRestaurante: 'Restaurante Norte', idGrupo: 1 },
      ],
    },
  });
  clearRequestLog();
  downloads = [];
  blobs = new Map();
  let n = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${++n}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ fileName: this.download, blob: blobs.get(this.getAttribute('href') ?? '') });
  });
  setToken('token-de-teste');
});

afterEach(async () => {
  cleanup();
  notifications.clean();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  env.VITE_NOTIFICATION_ROUTINE_HOSTS = [];
  jsdom.reconfigure({ url: 'http://localhost:3000/' });
  localStorage.clear();
  await cacheDeleteByPrefix('');
});

describe('opening', () => {
  it('Ctrl+L inside an input opens the dialog (default prevented) with the version; Escape closes it', async () => {
    renderApp();
    expect(screen.queryByRole('dialog')).toBeNull();
    // A plain L types a letter: no dialog.
    fireEvent.keyDown(screen.getByLabelText('Campo qualquer'), { key: 'l' });
    expect(screen.queryByRole('dialog')).toBeNull();

    const dialog = await openDialog();
    expect(await within(dialog).findByText('release/8')).toBeTruthy();
    expect(within(dialog).getByText('abc1234')).toBeTruthy();
    expect(within(dialog).getByText(dayjs(VERSION.date).format('DD/MM/YYYY HH:mm'))).toBeTruthy();
    expect(calls('GET /version.json')).toHaveLength(1);

    fireEvent.keyDown(within(dialog).getByRole('tab', { name: 'Geral' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the error when /version.json fails', async () => {
    table['GET /version.json'] = { status: 404, body: 'not found' };
    renderApp();
    const dialog = await openDialog();
    expect(await within(dialog).findByText(MSG.versionLoadFailed)).toBeTruthy();
  });
});

describe('parameters tab', () => {
  const param = (patch: Partial<Parametro>) =>
    parametroRow(
      { idParametro: 1, idEmpresa: 0, idRestaurante: 3, desParametro: 'RE-Configuracao/U', seqParametro: 13 },
      patch,
    );

  it('lists the parameters cached on this device per restaurant with the refresh date, and clears them', async () => {
    const refreshAt = new Date(2030, 0, 15, 8, 30).getTime();
    // No session in the test: the current company is 0 (offlineKey).
    await cachePut(
      '0:parametros:3',
      [
        param({ seqParametro: 13, vlrParametroDec: 20.5 }),
        param({ idParametro: 2, seqParametro: 16, vlrParametroInt: 1 }),
      ],
      refreshAt,
    );
    await cachePut('0:restaurantes:0', [{ idRestaurante: 3 }]);
    renderApp();
    const dialog = await openTab('Parâmetros');
    const tableEl = await within(dialog).findByRole('table', { name: 'Parâmetros do restaurante 3' });
    const rows = bodyRowsText(tableEl);
    expect(rows).toEqual([
      ['RE-Configuracao/U', '13', '20,5'],
      ['RE-Configuracao/U', '16', '1'],
    ]);
    expect(within(dialog).getByText('Atualizar em: 15/01/2030 08:30')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Limpar cache de parâmetros' }));
    expect(await within(dialog).findByText(MSG.noParameters)).toBeTruthy();
    expect(await cacheEntries('0:parametros:')).toEqual([]);
    // Other cached lookups stay.
    expect(await cacheEntries('0:restaurantes:')).toHaveLength(1);
  });
});

describe('logs tab', () => {
  it('shows a body or params over 150 characters only behind the Ver button', async () => {
    const shortBody = { idRestaurante: 3 };
    const longBody = { texto: 'x'.repeat(151) };
    const longParams = { busca: 'y'.repeat(150) };
    addRequestLogEntry({
      method: 'POST',
      url: '/api/v1/curto',
      statusCode: 200,
      statusText: 'OK',
      data: shortBody,
      params: null,
    });
    addRequestLogEntry({
      method: 'POST',
      url: '/api/v1/longo',
      statusCode: 400,
      statusText: 'Bad Request',
      data: longBody,
      params: null,
    });
    addRequestLogEntry({
      method: 'GET',
      url: '/api/v1/params',
      statusCode: 200,
      statusText: 'OK',
      data: null,
      params: longParams,
    });
    renderApp();
    const dialog = await openTab('Logs');
    const logTable = await within(dialog).findByRole('table', { name: 'Log de requisições' });
    const row = (url: string) => within(logTable).getByText(url).closest('tr') as HTMLElement;

    // Short: inline, no button.
    expect(row('/api/v1/curto').textContent).toContain(JSON.stringify(shortBody));
    expect(within(row('/api/v1/curto')).queryByRole('button', { name: 'Ver' })).toBeNull();
    expect(within(row('/api/v1/curto')).getByText('200 OK', { exact: false })).toBeTruthy();

    // Long body: hidden until 'Ver'.
    expect(dialog.textContent).not.toContain(longBody.texto);
    expect(within(row('/api/v1/longo')).getByText(/400\s+Bad Request/)).toBeTruthy();
    fireEvent.click(within(row('/api/v1/longo')).getByRole('button', { name: 'Ver' }));
    expect(dialog.textContent).toContain(longBody.texto);

    // Params of over 150 characters of JSON count too.
    expect(JSON.stringify(longParams).length).toBeGreaterThan(150);
    expect(dialog.textContent).not.toContain(longParams.busca);
    fireEvent.click(within(row('/api/v1/params')).getByRole('button', { name: 'Ver' }));
    expect(dialog.textContent).toContain(longParams.busca);
  });

  it("'Baixar log de requisições' saves the log as a JSON blob", async () => {
    addRequestLogEntry({
      method: 'GET',
      url: '/api/v1/qualquer',
      statusCode: 200,
      statusText: 'OK',
      data: null,
      params: { a: 1 },
    });
    renderApp();
    const dialog = await openTab('Logs');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Baixar log de requisições' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0].fileName).toMatch(/^request-log-.*\.json$/);
    const saved = JSON.parse(await downloads[0].blob!.text()) as { url: string; params: unknown }[];
    expect(saved).toEqual([expect.objectContaining({ url: '/api/v1/qualquer', params: { a: 1 } })]);
  });

  it("'Baixar log do servidor' waits 1 second, then fetches with the bearer and saves server.log", async () => {
    table[LOGS] = { body: 'linha 1\nlinha 2' };
    renderApp();
    const dialog = await openTab('Logs');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const button = within(dialog).getByRole('button', { name: 'Baixar log do servidor' });
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(calls(LOGS)).toHaveLength(0);
    expect(button.getAttribute('data-loading')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(calls(LOGS)).toHaveLength(1);
    vi.useRealTimers();
    const headers = calls(LOGS)[0][1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-de-teste');
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].fileName).toBe('server.log');
    expect(await downloads[0].blob!.text()).toBe('linha 1\nlinha 2');
  });

  it('a refused server-log download shows the server text', async () => {
    table[LOGS] = { status: 403, body: { exception: 'Acesso negado ao log' } };
    renderApp();
    const dialog = await openTab('Logs');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Baixar log do servidor' }));
    expect(await within(dialog).findByText('Acesso negado ao log', {}, { timeout: 3000 })).toBeTruthy();
    expect(downloads).toHaveLength(0);
  });
});

describe('notification routine', () => {
  it('the host rule: localhost, 127.0.0.1, ::1 and the configured hosts only', () => {
    expect(canCheckNotificacoes('localhost', [])).toBe(true);
    expect(canCheckNotificacoes('127.0.0.1', [])).toBe(true);
    expect(canCheckNotificacoes('::1', [])).toBe(true);
    expect(canCheckNotificacoes('app.example.com', [])).toBe(false);
    expect(canCheckNotificacoes('App.Example.com', parseHostList(' app.example.com , hml.example.com'))).toBe(
      true,
    );
  });

  it('is hidden on a host that is not listed', async () => {
    jsdom.reconfigure({ url: 'http://app.example.com/' });
    renderApp();
    const dialog = await openDialog();
    await within(dialog).findByText('release/8');
    expect(within(dialog).queryByRole('button', { name: 'Executar rotina de notificações' })).toBeNull();
  });

  it('on a listed host it shows too', async () => {
    jsdom.reconfigure({ url: 'http://hml.example.com/' });
    env.VITE_NOTIFICATION_ROUTINE_HOSTS = ['hml.example.com'];
    renderApp();
    const dialog = await openDialog();
    expect(
      await within(dialog).findByRole('button', { name: 'Executar rotina de notificações' }),
    ).toBeTruthy();
  });

  it('on localhost: asks for confirmation, then runs the routine and shows the outcome', async () => {
    table[CHECK] = { body: [] };
    renderApp();
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Executar rotina de notificações' }));
    // Nothing runs before confirming; cancel keeps it that way.
    expect(within(dialog).getByText(MSG.notificationRoutineConfirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(within(dialog).queryByText(MSG.notificationRoutineConfirm)).toBeNull();
    expect(calls(CHECK)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Executar rotina de notificações' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Executar' }));
    expect(await within(dialog).findByText(MSG.routineExecuted)).toBeTruthy();
    expect(calls(CHECK)).toHaveLength(1);
    expect(queryOf(CHECK)).toEqual({ shouldSave: '1', shouldSendEmail: '1' });

    table[CHECK] = { status: 500, body: { exception: 'SMTP indisponível' } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Executar rotina de notificações' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Executar' }));
    expect(await within(dialog).findByText('SMTP indisponível')).toBeTruthy();
    expect(within(dialog).queryByText(MSG.routineExecuted)).toBeNull();
  });
});

describe('recalculation tab', () => {
  const typeDate = (dialog: HTMLElement, label: RegExp, value: string) =>
    fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });

  it("requires both dates ('Preencha os campos') and PATCHes the period and the restaurant", async () => {
    table[RECALC] = { body: { qtdRegistros: 12, vlrTotal: 345.6 } };
    renderApp();
    const dialog = await openTab('Recálculo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recalcular' }));
    expect(await within(dialog).findByText(MSG.fillFields)).toBeTruthy();
    typeDate(dialog, /^Data inicial/, '01/03/2025');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recalcular' }));
    expect(within(dialog).getByText(MSG.fillFields)).toBeTruthy();
    expect(calls(RECALC)).toHaveLength(0);

    typeDate(dialog, /^Data final/, '31/03/2025');
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Restaurante' }));
    fireEvent.click(await screen.findByRole('option', { name: /Restaurante Norte/, hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recalcular' }));
    expect(await within(dialog).findByText(MSG.recalculated)).toBeTruthy();
    expect(calls(RECALC)).toHaveLength(1);
    expect(queryOf(RECALC)).toEqual({
      dtaApontamentoIni: '2025-03-01',
      dtaApontamentoFim: '2025-03-31',
      idRestaurante: '4',
    });
  });

  it("without a restaurant sends only the dates; a refusal shows 'Erro' and the server's text", async () => {
    table[RECALC] = { status: 403, body: { exception: 'Usuário sem permissão' } };
    renderApp();
    const dialog = await openTab('Recálculo');
    typeDate(dialog, /^Data inicial/, '01/03/2025');
    typeDate(dialog, /^Data final/, '02/03/2025');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recalcular' }));
    expect(await within(dialog).findByText('Usuário sem permissão')).toBeTruthy();
    expect(within(dialog).getByText(MSG.error)).toBeTruthy();
    expect(queryOf(RECALC)).toEqual({ dtaApontamentoIni: '2025-03-01', dtaApontamentoFim: '2025-03-02' });
  });
});
