// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import {
  NR_SATELITE_SEARCH_HINT,
  NrSatelitePage,
} from '@app/features/satellite-counts/components/nr-satelite-page';
import { MSG } from '@domain/messages';
import type { NrSatelite } from '@domain/schemas/registers';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { fakeApi } from '../helpers/fake-api';
import type { MockResponse } from '../helpers/fetch-mock';
import { cleanupAfterEach, renderScreen } from '../helpers/render-screen';

const PATH = '/listReTbNrSatelites';
const SEARCH = 'GET /api/v1/reTbNrSatelite/search';
const SAVE = 'POST /api/v1/reTbNrSatelite';

const nr = (over: Partial<NrSatelite> & Pick<NrSatelite, 'dtaNr' | 'idItemVenda'>): NrSatelite => ({
  desItemVenda: `Item ${over.idItemVenda}`,
  idProduto: over.idItemVenda * 10,
  desProduto: `Produto ${over.idItemVenda * 10}`,
  idRestaurante: 1,
  idSatelite: 5,
  idNrSat: null,
  qtdNrCli: null,
  qtdNrColab: null,
  ...over,
});

/** A row as Salvar sends it: restaurant 1's satellite 5, the product its item's (×10). */
const sent = (row: Pick<NrSatelite, 'dtaNr' | 'idItemVenda' | 'idNrSat' | 'qtdNrCli' | 'qtdNrColab'>) => ({
  idProduto: row.idItemVenda * 10,
  idRestaurante: 1,
  idSatelite: 5,
  ...row,
});

let rows: NrSatelite[];
let saveAnswer: MockResponse;

const { serve, calls, bodyOf } = fakeApi();

const renderPage = () => renderScreen(PATH, <NrSatelitePage title="Refeições por satélite" />);

/** Opens a picker once its options are loaded and clicks one (jsdom has no layout: the open dropdown may
 * read as detached, hence `hidden: true`). */
async function pick(label: RegExp, option: RegExp) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  await waitFor(() => expect(input.disabled || input.placeholder === MSG.loading).toBe(false));
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect(input.value).toMatch(option));
}

async function searchRows() {
  await pick(/^Restaurante/, /Restaurante Centro/);
  await pick(/^Satélite/, /S01 - Satélite Norte/);
  fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
  await screen.findByTestId('nr-2025-03-10|1|10');
}

/** The screen opened and its rows searched. */
async function openWithRows() {
  renderPage();
  await searchRows();
}

const row = (key: string) => within(screen.getByTestId(`nr-${key}`));
const clientes = (key: string) => row(key).getByLabelText(/^Clientes de/) as HTMLInputElement;
const colab = (key: string) => row(key).getByLabelText(/^Colaboradores de/) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  rows = [
    nr({ dtaNr: '2025-03-10', idItemVenda: 1, idNrSat: 100, qtdNrCli: 40, qtdNrColab: 6 }),
    nr({ dtaNr: '2025-03-10', idItemVenda: 2, idNrSat: 101, qtdNrCli: 12, qtdNrColab: 2 }),
    nr({ dtaNr: '2025-03-11', idItemVenda: 1 }),
  ];
  saveAnswer = { body: [] };
  serve({
    'GET /api/v1/reTbRestaurantes/lov/search': {
      body: [{ idRestaurante: 1, desRestaurante: 'Restaurante Centro', idGrupo: null }],
    },
    'GET /api/v1/reTbUnidadesSatelite': {
      body: [
        {
          idSatelite: 5,
          codSatelite: 'S01',
          desSatelite: 'Satélite Norte',
          idRestaurante: 1,
          indInativo: 0,
        },
      ],
    },
    [SEARCH]: () => ({ body: rows }),
    [SAVE]: () => saveAnswer,
  });
});
cleanupAfterEach();

describe('satellite counts page', () => {
  it("says 'Filtros não encontrados' when saving before a search, without calling the server", async () => {
    renderPage();
    expect(screen.getByText(NR_SATELITE_SEARCH_HINT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.filtersNotFound)).toBeTruthy();
    expect(calls(SAVE)).toHaveLength(0);
  });

  it('requires restaurant and satellite before searching', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findAllByText(MSG.required)).toHaveLength(2);
    expect(calls(SEARCH)).toHaveLength(0);
  });

  it('searches with the four filters and lists the rows; nothing staged says so on save', async () => {
    await openWithRows();
    const url = new URL(String(calls(SEARCH)[0]![0]), 'http://localhost');
    expect(url.searchParams.get('idRestaurante')).toBe('1');
    expect(url.searchParams.get('idSatelite')).toBe('5');
    expect(url.searchParams.get('dtaInicial')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(url.searchParams.get('dtaFinal')! >= url.searchParams.get('dtaInicial')!).toBe(true);
    expect(row('2025-03-10|1|10').getByText('10/03/2025')).toBeTruthy();
    expect(clientes('2025-03-10|1|10').value).toBe('40');
    expect(colab('2025-03-10|1|10').value).toBe('6');
    expect(clientes('2025-03-11|1|10').value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.nothingToSave)).toBeTruthy();
    expect(calls(SAVE)).toHaveLength(0);
  });

  it("says 'Sem dados' when the search finds nothing", async () => {
    rows = [];
    renderPage();
    await pick(/^Restaurante/, /Restaurante Centro/);
    await pick(/^Satélite/, /S01 - Satélite Norte/);
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText(MSG.noData)).toBeTruthy();
  });

  it('a customer count of 0 clears the collaborator count, on screen and in the payload', async () => {
    await openWithRows();
    type(clientes('2025-03-10|1|10'), '0');
    await waitFor(() => expect(colab('2025-03-10|1|10').value).toBe(''));
    expect(await screen.findByText('1 alteração não salva')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.savedSuccessfully)).toBeTruthy();
    expect(bodyOf(SAVE)).toEqual([
      sent({ dtaNr: '2025-03-10', idItemVenda: 1, idNrSat: 100, qtdNrCli: 0, qtdNrColab: null }),
    ]);
  });

  it('sends only the changed rows (a value typed back is not a change), then clears and reloads', async () => {
    await openWithRows();
    type(colab('2025-03-10|1|10'), '8');
    type(clientes('2025-03-10|2|20'), '15');
    type(clientes('2025-03-11|1|10'), '30');
    type(colab('2025-03-11|1|10'), '4');
    expect(await screen.findByText('3 alterações não salvas')).toBeTruthy();
    type(clientes('2025-03-10|2|20'), '12');
    expect(await screen.findByText('2 alterações não salvas')).toBeTruthy();

    const searches = calls(SEARCH).length;
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.savedSuccessfully)).toBeTruthy();
    expect(bodyOf(SAVE)).toEqual([
      sent({ dtaNr: '2025-03-10', idItemVenda: 1, idNrSat: 100, qtdNrCli: 40, qtdNrColab: 8 }),
      sent({ dtaNr: '2025-03-11', idItemVenda: 1, idNrSat: null, qtdNrCli: 30, qtdNrColab: 4 }),
    ]);
    await waitFor(() => expect(screen.queryByText(/alteraç(ão|ões) não salva/)).toBeNull());
    await waitFor(() => expect(calls(SEARCH).length).toBe(searches + 1));
  });

  it("shows the server's refusal ('Filtros não encontrados') and its refused row, keeping the edits", async () => {
    saveAnswer = {
      status: 400,
      body: {
        exception: `Linha 1: ${MSG.filtersNotFound}`,
        errors: [{ index: 0, id: 100, message: MSG.filtersNotFound }],
      },
    };
    await openWithRows();
    type(colab('2025-03-10|1|10'), '9');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(`Linha 1: ${MSG.filtersNotFound}`)).toBeTruthy();
    expect(row('2025-03-10|1|10').getByText(MSG.filtersNotFound)).toBeTruthy();
    expect(screen.getByText('1 alteração não salva')).toBeTruthy();
    expect(colab('2025-03-10|1|10').value).toBe('9');
  });

  it('asks before leaving with unsaved changes', async () => {
    const router = renderPage();
    await searchRows();
    type(colab('2025-03-10|1|10'), '9');
    expect(await screen.findByText('1 alteração não salva')).toBeTruthy();
    void router.navigate('/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByText(MSG.unsavedChanges)).toBeNull());
    expect(router.state.location.pathname).toBe(PATH);
    expect(colab('2025-03-10|1|10').value).toBe('9');
    void router.navigate('/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByText('Página inicial')).toBeTruthy();
  });
});
