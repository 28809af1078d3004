// @vitest-environment jsdom
import 'fake-indexeddb/auto';

import { IntegracaoDesperdicioPage } from '@app/features/panels/components/integracao-desperdicio-page';
import { MSG } from '@domain/messages';
import type { Integracao } from '@domain/schemas/panels';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia, installDomPolyfills } from '../helpers/dom';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { fetchCalls, renderScreen } from '../helpers/render-screen';

const PATH = '/listReTbIntegracaoDesperdicio';
const BASE = '/api/v1/reTbIntegracaoDesperdicio';
const FIND = `POST ${BASE}/findAllByFilter`;
const REPROCESS = `POST ${BASE}/reprocessaIntegraDesperdicio`;
const REPROCESS_ALL = `POST ${BASE}/reprocessaIntegraDesperdicio/all`;
const DELETE = `DELETE ${BASE}`;
const DELETE_ALL = `DELETE ${BASE}/all`;

function registro(numSeq: number, patch: Partial<Integracao> = {}): Integracao {
  return {
    numSeq,
    idRestaurante: 3,
    desRestaurante: 'Restaurante Central',
    idBal: 7,
    idSerial: 'SN-0007',
    dtaRegistro: '2025-03-10T14:30:00',
    dtaApontamento: '2025-03-10',
    tipDesperdicio: 1,
    qtdPeso: 2.5,
    indStatus: 1,
    txtErro: null,
    qtdTentativas: 1,
    dtaProcessamento: '2025-03-10T14:30:05',
    idApontamento: 900 + numSeq,
    txtPayload: {},
    ...patch,
  };
}

/** 23 records on the server, newest (highest numSeq) first. */
const ALL = Array.from({ length: 23 }, (_, i) => registro(23 - i));
ALL[1] = registro(22, {
  indStatus: 2,
  txtErro: 'Balança 7 não está ativa na unidade 3',
  qtdTentativas: 3,
  idApontamento: null,
});

let records: Integracao[];
let reprocessAnswer: MockResponse;
let fetchMock: ReturnType<typeof mockFetch>;
let matchMediaBefore: typeof window.matchMedia;

function serverPage(url: string): MockResponse {
  const q = new URL(url, 'http://localhost').searchParams;
  const page = Number(q.get('page'));
  const size = Number(q.get('size'));
  return {
    body: {
      content: records.slice(page * size, (page + 1) * size),
      totalElements: records.length,
      page,
      size,
    },
  };
}

beforeAll(() => {
  installDomPolyfills();
  matchMediaBefore = window.matchMedia;
});
beforeEach(() => {
  localStorage.clear();
  records = [...ALL];
  reprocessAnswer = { body: [] };
  fetchMock = mockFetch(async (url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (`${init.method} ${path}` === FIND) return serverPage(url);
    return routes({
      'GET /api/v1/reTbRestaurantes/lov/search': {
        body: [{ idRestaurante: 3, desRestaurante: 'Restaurante Central', idGrupo: null }],
      },
      [REPROCESS]: () => reprocessAnswer,
      [REPROCESS_ALL]: () => reprocessAnswer,
      [DELETE]: (i) => ({ body: { deleted: JSON.parse(String(i.body)).numSeq.length } }),
      [DELETE_ALL]: { body: { deleted: 23 } },
    })(url, init);
  });
});
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  window.matchMedia = matchMediaBefore;
});

const calls = (key: string) => fetchCalls(fetchMock).calls(key);
const bodyOf = (key: string, i = -1) => fetchCalls(fetchMock).bodyOf(key, i);
const queryOf = (key: string, i = -1) =>
  new URL(String(calls(key).at(i)?.[0]), 'http://localhost').searchParams;

async function renderPage() {
  renderScreen(PATH, <IntegracaoDesperdicioPage title="Integração de desperdícios" />);
  await screen.findByTestId('row-23');
}

/** Wide screens (from lg) get the table. */
function wideScreen() {
  window.matchMedia = fakeMatchMedia((query) => query.includes('min-width'));
}

const select = (numSeq: number) => fireEvent.click(screen.getByLabelText(`Selecionar registro ${numSeq}`));

describe('integration panel', () => {
  it('lists the records of the page the server gives, and pages on the server with page and size', async () => {
    wideScreen();
    await renderPage();
    expect(queryOf(FIND).get('page')).toBe('0');
    expect(queryOf(FIND).get('size')).toBe('10');
    expect(bodyOf(FIND)).toEqual({ idRestaurante: null, indStatus: null, dtaInicial: null, dtaFinal: null });
    expect(screen.getAllByTestId(/^row-/)).toHaveLength(10);
    expect(screen.getByText('23 registros')).toBeTruthy();

    const ok = within(screen.getByTestId('row-23'));
    expect(ok.getByText('10/03/2025 14:30')).toBeTruthy();
    expect(ok.getByText('10/03/2025')).toBeTruthy();
    expect(ok.getByText('3 - Restaurante Central')).toBeTruthy();
    expect(ok.getByText('SN-0007')).toBeTruthy();
    expect(ok.getByText('Bandeja')).toBeTruthy();
    expect(ok.getByText('2,5 kg')).toBeTruthy();
    expect(ok.getByText('Processado')).toBeTruthy();
    expect(ok.getByText('923')).toBeTruthy();
    const failed = within(screen.getByTestId('row-22'));
    expect(failed.getByText('Erro')).toBeTruthy();
    expect(failed.getByText('Balança 7 não está ativa na unidade 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByTestId('row-13')).toBeTruthy();
    expect(queryOf(FIND).get('page')).toBe('1');
    expect(screen.queryByTestId('row-23')).toBeNull();
  });

  it('searches with the filters on Pesquisar (status, period) from page 0', async () => {
    await renderPage();
    fireEvent.click(screen.getByLabelText('Situação'));
    fireEvent.click(await screen.findByRole('option', { name: 'Erro', hidden: true }));
    fireEvent.change(screen.getByLabelText('Recebido de'), { target: { value: '01/03/2025' } });
    fireEvent.blur(screen.getByLabelText('Recebido de'));
    const before = calls(FIND).length;
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(calls(FIND).length).toBe(before + 1));
    expect(bodyOf(FIND)).toEqual({
      indStatus: 2,
      idRestaurante: null,
      dtaInicial: '2025-03-01',
      dtaFinal: null,
    });
    expect(queryOf(FIND).get('page')).toBe('0');

    // A period that ends before it starts is not searched.
    fireEvent.change(screen.getByLabelText('Recebido até'), { target: { value: '28/02/2025' } });
    fireEvent.blur(screen.getByLabelText('Recebido até'));
    const searched = calls(FIND).length;
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText(MSG.periodEndBeforeStart)).toBeTruthy();
    expect(calls(FIND)).toHaveLength(searched);
  });

  it("says 'Sem dados' when there is no record", async () => {
    records = [];
    renderScreen(PATH, <IntegracaoDesperdicioPage title="Integração de desperdícios" />);
    expect(await screen.findByText(MSG.noData)).toBeTruthy();
  });

  it('shows the error of a failed load, with a retry', async () => {
    fetchMock = mockFetch(routes({ [FIND]: { status: 400, body: { exception: 'Falha no servidor' } } }));
    renderScreen(PATH, <IntegracaoDesperdicioPage title="Integração de desperdícios" />);
    expect(await screen.findByText('Falha no servidor')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it("reprocesses the selected records; an empty answer says 'Registros reprocessados com sucesso' and reloads", async () => {
    await renderPage();
    const reprocessar = screen.getByRole('button', { name: 'Reprocessar selecionados' }) as HTMLButtonElement;
    expect(reprocessar.disabled).toBe(true);
    select(22);
    select(20);
    expect(reprocessar.disabled).toBe(false);
    const loads = calls(FIND).length;
    fireEvent.click(reprocessar);
    expect(await screen.findByText(MSG.integrationReprocessed)).toBeTruthy();
    expect(bodyOf(REPROCESS)).toEqual({ numSeq: [22, 20] });
    await waitFor(() => expect(calls(FIND).length).toBeGreaterThan(loads));
    expect(screen.queryByTestId('mensagens-reprocessamento')).toBeNull();
  });

  it('lists the messages of the records still failing when the answer is not empty', async () => {
    reprocessAnswer = {
      body: ['Registro 22: Balança 7 não está ativa na unidade 3', 'Registro 21: Formato da data invalido'],
    };
    await renderPage();
    fireEvent.click(screen.getByLabelText('Selecionar todos da página'));
    fireEvent.click(screen.getByRole('button', { name: 'Reprocessar selecionados' }));
    const alert = await screen.findByTestId('mensagens-reprocessamento');
    expect(within(alert).getByText('Registro 22: Balança 7 não está ativa na unidade 3')).toBeTruthy();
    expect(within(alert).getByText('Registro 21: Formato da data invalido')).toBeTruthy();
    expect(bodyOf(REPROCESS).numSeq).toHaveLength(10);
    expect(screen.getAllByText(MSG.integrationReprocessFailed).length).toBeGreaterThan(0);
    expect(screen.queryByText(MSG.integrationReprocessed)).toBeNull();
  });

  it("asks before 'Reprocessar todos', then calls /all", async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Reprocessar todos' }));
    expect(await screen.findByText(MSG.integrationReprocessAllConfirm)).toBeTruthy();
    expect(calls(REPROCESS_ALL)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Reprocessar' }));
    expect(await screen.findByText(MSG.integrationReprocessed)).toBeTruthy();
    expect(calls(REPROCESS_ALL)).toHaveLength(1);
  });

  it('asks for confirmation before deleting the selected records, and nothing is deleted when cancelled', async () => {
    await renderPage();
    select(21);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir selecionados' }));
    expect(await screen.findByText(MSG.integrationDeleteConfirm(1))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText(MSG.integrationDeleteConfirm(1))).toBeNull());
    expect(calls(DELETE)).toHaveLength(0);

    select(23);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir selecionados' }));
    expect(await screen.findByText(MSG.integrationDeleteConfirm(2))).toBeTruthy();
    const loads = calls(FIND).length;
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MSG.deletedCount(2))).toBeTruthy();
    expect(bodyOf(DELETE)).toEqual({ numSeq: [23, 21] });
    await waitFor(() => expect(calls(FIND).length).toBeGreaterThan(loads));
  });

  it("asks before 'Excluir todos', then calls /all", async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir todos' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MSG.integrationDeleteAllConfirm)).toBeTruthy();
    expect(calls(DELETE_ALL)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir todos' }));
    expect(await screen.findByText(MSG.deletedCount(23))).toBeTruthy();
    expect(calls(DELETE_ALL)).toHaveLength(1);
  });
});
