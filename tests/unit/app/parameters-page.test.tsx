// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { clearParametrosCache } from '@app/features/parameters/api/clear-parametros-cache';
import { ParametrosPage } from '@app/features/parameters/components/parametros-page';
import { cacheGet, cachePut } from '@app/lib/local-db';
import { offlineKey } from '@app/lib/offline-query';
import { MSG } from '@domain/messages';
import type { Parametro } from '@domain/schemas/entry-lookups';
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from './helpers/dom';
import { type MockResponse, mockFetch, routes } from './helpers/fetch-mock';
import { fetchCalls, renderScreen } from './helpers/render-screen';

const PATH = '/reTbParametros';
const BASE = '/api/v1/reTbParametros';
const SEARCH = `POST ${BASE}/byEmpresaOrRestaurante`;
const SAVE = `POST ${BASE}/saveAll`;
const REPLICAR = `POST ${BASE}/replicar`;
const CFG = 'RE-Configuracao/U';

const param = (over: Partial<Parametro> & Pick<Parametro, 'idParametro'>): Parametro => ({
  idEmpresa: 1,
  idRestaurante: 5,
  desParametro: CFG,
  seqParametro: 13,
  vlrParametroDec: null,
  vlrParametroDta: null,
  vlrParametroInt: null,
  vlrParametroTxt: null,
  txtObservacao: null,
  txtParametro: null,
  ...over,
});

let list: Parametro[];
let saveAnswer: (init: RequestInit) => MockResponse;
let fetchMock: ReturnType<typeof mockFetch>;
const calls = () => fetchCalls(fetchMock);

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  list = [
    param({ idParametro: 102, seqParametro: 14, vlrParametroDec: 30, txtObservacao: 'Tolerância superior' }),
    param({
      idParametro: 101,
      seqParametro: 13,
      vlrParametroDec: 12.5,
      txtObservacao: 'Tolerância inferior',
    }),
    param({ idParametro: 103, seqParametro: 12, vlrParametroDta: '2030-01-31' }),
    param({ idParametro: 201, desParametro: 'RE-Refeicoes/U', seqParametro: 10, vlrParametroInt: 850 }),
  ];
  saveAnswer = (init) => ({ body: JSON.parse(String(init.body)) });
  fetchMock = mockFetch(
    routes({
      'GET /api/v1/reTbRestaurantes/lov/search': {
        body: [
          { idRestaurante: 5, desRestaurante: 'Restaurante Centro', idGrupo: 3 },
          { idRestaurante: 6, desRestaurante: 'Restaurante Norte', idGrupo: 3 },
          { idRestaurante: 7, desRestaurante: 'Restaurante Sul', idGrupo: null },
        ],
      },
      'GET /api/v1/reTbGruposRestaurantes/lov': { body: [{ idGrupo: 3, desGrupo: 'Grupo Capital' }] },
      'GET /api/v1/reTbRestaurantes/searchByGrupo/3': {
        body: [
          { idRestaurante: 5, desRestaurante: 'Restaurante Centro', idGrupo: 3 },
          { idRestaurante: 6, desRestaurante: 'Restaurante Norte', idGrupo: 3 },
        ],
      },
      [SEARCH]: () => ({ body: list }),
      [SAVE]: (init) => saveAnswer(init),
      [REPLICAR]: () => ({ body: { qtdRestaurantes: 1, qtdParametros: 4 } }),
    }),
  );
});
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});

const render = () => renderScreen(PATH, <ParametrosPage title="Parâmetros" />);

async function pick(label: string, option: string | RegExp) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function searchRestaurant5() {
  render();
  await pick('Restaurante', /Restaurante Centro/);
  fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
  await screen.findByTestId('row-101');
}

const value = (name: string) => screen.getByLabelText(`Valor ${name}`) as HTMLInputElement;

describe('the parameters screen', () => {
  it('shows the empty message, and searches the whole company with the name filter', async () => {
    list = [];
    render();
    expect(screen.getByText(MSG.noParameters)).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: /Toda a empresa/ }));
    fireEvent.change(screen.getByLabelText('Parâmetro'), { target: { value: 'custos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(calls().calls(SEARCH)).toHaveLength(1));
    expect(calls().bodyOf(SEARCH)).toEqual({ idEmpresa: null, idRestaurante: null, desParametro: 'custos' });
    expect(await screen.findByText(MSG.noParameters)).toBeTruthy();
    // The whole company can not be replicated.
    expect((screen.getByRole('button', { name: 'Replicar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("lists the whole company's parameters, each row with its restaurant, and saves a row of any restaurant", async () => {
    list = [
      param({
        idParametro: 301,
        seqParametro: 13,
        vlrParametroDec: 10,
        desRestaurante: 'Restaurante Centro',
      }),
      param({
        idParametro: 302,
        idRestaurante: 6,
        seqParametro: 13,
        vlrParametroDec: 20,
        desRestaurante: 'Restaurante Norte',
      }),
      param({
        idParametro: 303,
        idRestaurante: null,
        desParametro: 'RE-Custos',
        seqParametro: 1,
        vlrParametroInt: 1,
      }),
    ];
    render();
    fireEvent.click(screen.getByRole('switch', { name: /Toda a empresa/ }));
    fireEvent.change(screen.getByLabelText('Parâmetro'), { target: { value: CFG } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await screen.findByTestId('row-302');
    expect(calls().bodyOf(SEARCH)).toEqual({ idEmpresa: null, idRestaurante: null, desParametro: CFG });
    expect(screen.getByRole('columnheader', { name: 'Restaurante' })).toBeTruthy();
    expect(within(screen.getByTestId('row-301')).getByText('5 - Restaurante Centro')).toBeTruthy();
    expect(within(screen.getByTestId('row-302')).getByText('6 - Restaurante Norte')).toBeTruthy();
    expect(within(screen.getByTestId('row-303')).getByText('Global')).toBeTruthy();
    const norte = screen.getByLabelText(`Valor ${CFG} seq 13 (6 - Restaurante Norte)`) as HTMLInputElement;
    expect(norte.value).toBe('20');
    fireEvent.change(norte, { target: { value: '22,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls().calls(SAVE)).toHaveLength(1));
    expect(calls().bodyOf(SAVE)).toEqual([
      expect.objectContaining({
        idParametro: 302,
        idRestaurante: 6,
        seqParametro: 13,
        vlrParametroDec: 22.5,
      }),
    ]);
  });

  it("lists a restaurant's parameters grouped by name and sorted by seq, each with the editor of its type", async () => {
    await searchRestaurant5();
    expect(calls().bodyOf(SEARCH)).toEqual({ idEmpresa: null, idRestaurante: 5, desParametro: null });
    const ids = screen.getAllByTestId(/^row-/).map((r) => r.dataset.testid);
    expect(ids).toEqual(['row-103', 'row-101', 'row-102', 'row-201']);
    expect(screen.getByText(CFG)).toBeTruthy();
    expect(screen.getByText('RE-Refeicoes/U')).toBeTruthy();
    expect(value(`${CFG} seq 13`).value).toBe('12,5');
    expect(value(`${CFG} seq 12`).value).toBe('31/01/2030');
    expect(value('RE-Refeicoes/U seq 10').value).toBe('850');
    expect(within(screen.getByTestId('row-103')).getByText('Data')).toBeTruthy();
    expect(within(screen.getByTestId('row-101')).getByText('Decimal')).toBeTruthy();
    expect(within(screen.getByTestId('row-201')).getByText('Inteiro')).toBeTruthy();
    expect((screen.getByLabelText(`Observação ${CFG} seq 13`) as HTMLInputElement).value).toBe(
      'Tolerância inferior',
    );
  });

  it('stages edits, refuses an invalid value locally, then saves all and clears the kept parameters', async () => {
    await cachePut(offlineKey('parametros:5'), [{ kept: true }]);
    await searchRestaurant5();
    fireEvent.change(value(`${CFG} seq 13`), { target: { value: 'abc' } });
    expect(await screen.findByText(`Parâmetro ${CFG} seq 13: informe um valor decimal válido`)).toBeTruthy();
    expect(screen.getByText(MSG.unsavedCount(1))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      (await screen.findAllByText(`Parâmetro ${CFG} seq 13: informe um valor decimal válido`)).length,
    ).toBeGreaterThan(1);
    expect(calls().calls(SAVE)).toHaveLength(0);

    fireEvent.change(value(`${CFG} seq 13`), { target: { value: '25,5' } });
    fireEvent.change(screen.getByLabelText(`Observação ${CFG} seq 13`), { target: { value: 'Nova obs' } });
    fireEvent.change(value('RE-Refeicoes/U seq 10'), { target: { value: '900' } });
    expect(screen.getByText(MSG.unsavedCount(2))).toBeTruthy();
    const searches = calls().calls(SEARCH).length;
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.savedSuccessfully)).toBeTruthy();
    expect(calls().bodyOf(SAVE)).toEqual([
      {
        idParametro: 101,
        idRestaurante: 5,
        desParametro: CFG,
        seqParametro: 13,
        tipParametro: 'dec',
        vlrParametroDec: 25.5,
        vlrParametroDta: null,
        vlrParametroInt: null,
        vlrParametroTxt: null,
        txtObservacao: 'Nova obs',
        txtParametro: null,
      },
      {
        idParametro: 201,
        idRestaurante: 5,
        desParametro: 'RE-Refeicoes/U',
        seqParametro: 10,
        tipParametro: 'int',
        vlrParametroDec: null,
        vlrParametroDta: null,
        vlrParametroInt: 900,
        vlrParametroTxt: null,
        txtObservacao: null,
        txtParametro: null,
      },
    ]);
    await waitFor(() => expect(calls().calls(SEARCH).length).toBe(searches + 1));
    expect(screen.queryByText(MSG.unsavedCount(1))).toBeNull();
    // The entry screens' offline copy of this restaurant's parameters is gone.
    await waitFor(async () => expect(await cacheGet(offlineKey('parametros:5'))).toBeUndefined());
  });

  it("shows the server's refusal and keeps the staged edits", async () => {
    saveAnswer = () => ({
      status: 400,
      body: { exception: 'Parâmetro RE-Configuracao/U seq 12: data inválida' },
    });
    await searchRestaurant5();
    fireEvent.change(value(`${CFG} seq 14`), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Parâmetro RE-Configuracao/U seq 12: data inválida')).toBeTruthy();
    expect(screen.getByText(MSG.unsavedCount(1))).toBeTruthy();
    expect(value(`${CFG} seq 14`).value).toBe('40');
  });

  it('with nothing staged, Salvar says there is nothing to save', async () => {
    await searchRestaurant5();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.nothingToSave)).toBeTruthy();
    expect(calls().calls(SAVE)).toHaveLength(0);
  });

  it('a new search with unsaved changes asks first', async () => {
    await searchRestaurant5();
    fireEvent.change(value(`${CFG} seq 14`), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continuar editando' })).toBeNull());
    expect(calls().calls(SEARCH)).toHaveLength(1);
    expect(value(`${CFG} seq 14`).value).toBe('40');
  });

  it("replicates the restaurant's parameters onto a group after the confirmation", async () => {
    await cachePut(offlineKey('parametros:6'), [{ kept: true }]);
    await searchRestaurant5();
    fireEvent.click(screen.getByRole('button', { name: 'Replicar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Replicar parâmetros' }));
    fireEvent.click(dialog.getByRole('combobox', { name: /Grupo de restaurantes/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Grupo Capital/, hidden: true }));
    fireEvent.click(dialog.getByRole('button', { name: 'Replicar' }));
    expect(
      await screen.findByText(/Replicar todos os parâmetros do restaurante 5 - Restaurante Centro/),
    ).toBeTruthy();
    expect(calls().calls(REPLICAR)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText('Parâmetros replicados com sucesso: 4 parâmetros em 1 restaurante.'),
    ).toBeTruthy();
    expect(calls().bodyOf(REPLICAR)).toEqual({
      idRestaurante: 5,
      idEmpresa: null,
      desParametro: null,
      idGrupo: 3,
    });
    await waitFor(async () => expect(await cacheGet(offlineKey('parametros:6'))).toBeUndefined());
  });
});

describe('clearParametrosCache', () => {
  it("drops the restaurants' kept parameters and invalidates their entry queries only", async () => {
    const qc = new QueryClient();
    const media = (idRestaurante: number) => ['entry', 'media', { idRestaurante, tipDesperdicio: 1 }];
    for (const key of [['entry', 'parametros', 5], ['entry', 'parametros', 9], media(5), media(9)])
      qc.setQueryData(key, []);
    await cachePut(offlineKey('parametros:5'), []);
    await cachePut(offlineKey('parametros:9'), []);
    await clearParametrosCache(qc, [5, 5]);
    const invalid = (key: unknown[]) => qc.getQueryState(key)?.isInvalidated;
    expect(invalid(['entry', 'parametros', 5])).toBe(true);
    expect(invalid(media(5))).toBe(true);
    expect(invalid(['entry', 'parametros', 9])).toBe(false);
    expect(invalid(media(9))).toBe(false);
    expect(await cacheGet(offlineKey('parametros:5'))).toBeUndefined();
    expect(await cacheGet(offlineKey('parametros:9'))).toBeDefined();
  });
});
