// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { clearParametrosCache } from '@app/features/parameters/api/clear-parametros-cache';
import { ParametrosPage } from '@app/features/parameters/components/parametros-page';
import { cacheGet, cachePut } from '@app/lib/local-db';
import { offlineKey } from '@app/lib/offline-query';
import { MSG } from '@domain/messages';
import type { Parametro } from '@domain/schemas/entry-lookups';

import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parametroRow } from '../../../kit/factories/parametro';
import { installDomPolyfills } from '../helpers/dom';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { cleanupAfterEach, fetchCalls, renderScreen } from '../helpers/render-screen';

const PATH = '/reTbParametros';
const BASE = '/api/v1/reTbParametros';
const SEARCH = `POST ${BASE}/byEmpresaOrRestaurante`;
const SAVE = `POST ${BASE}/saveAll`;
const REPLICAR = `POST ${BASE}/replicar`;
const CFG = 'RE-Configuracao/U';

const param = (over: Partial<Parametro> & Pick<Parametro, 'idParametro'>) =>
  parametroRow(
    { idParametro: over.idParametro, idEmpresa: 1, idRestaurante: 5, desParametro: CFG, seqParametro: 13 },
    over,
  );

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
cleanupAfterEach();

const render = () => renderScreen(PATH, <ParametrosPage title="Parâmetros" />);

async function pick(label: string, option: string | RegExp) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function searchRestaurant5() {
  render();
  await waitFor(() => expect(calls().calls(SEARCH)).toHaveLength(1));
  await pick('Restaurante', /Restaurante Centro/);
  fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
  await screen.findByTestId('row-101');
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const TOL_BELOW = 'Tolerância abaixo da média';
const TOL_ABOVE = 'Tolerância acima da média';
const MEALS = 'Refeições previstas por dia';

describe('the parameters screen', () => {
  it("shows the whole company's values at once, without picking a restaurant; a code filter without match says so", async () => {
    list = [
      param({
        idParametro: 401,
        idRestaurante: null,
        desParametro: 'RE-Limites',
        seqParametro: 1,
        vlrParametroDec: 60,
      }),
    ];
    render();
    await screen.findByTestId('row-401');
    expect(calls().bodyOf(SEARCH)).toEqual({ idEmpresa: null, idRestaurante: null, desParametro: null });
    expect(screen.getByText('Parâmetros de toda a empresa')).toBeTruthy();
    expect(field('Peso máximo: Bandeja').value).toBe('60');
    // A catalogued company parameter not stored shows with its default.
    expect(field('Dias de guarda das fotos').value).toBe('');
    expect(field('Dias de guarda das fotos').placeholder).toBe('90');
    expect(within(screen.getByTestId('param-RE-Fotos-1')).getByText(/Padrão: 90 dias/)).toBeTruthy();
    // The whole company can not be replicated.
    expect((screen.getByRole('button', { name: 'Replicar' }) as HTMLButtonElement).disabled).toBe(true);

    list = [];
    fireEvent.change(screen.getByLabelText(/^Parâmetro/), { target: { value: 'nada-assim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(calls().calls(SEARCH)).toHaveLength(2));
    expect(calls().bodyOf(SEARCH)).toEqual({
      idEmpresa: null,
      idRestaurante: null,
      desParametro: 'nada-assim',
    });
    expect(await screen.findByText(MSG.noParameters)).toBeTruthy();
  });

  it("on the company's list, a restaurant parameter sums up its values and edits each restaurant's behind a button", async () => {
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
        vlrParametroDec: 14.9,
      }),
    ];
    render();
    await screen.findByTestId('row-303');
    const block = within(screen.getByTestId(`param-${CFG}-13`));
    expect(block.getByTestId('param-summary').textContent).toBe('10%: 1 restaurante; 20%: 1 restaurante');
    fireEvent.click(block.getByRole('button', { name: 'Editar por restaurante (2)' }));
    expect(within(screen.getByTestId('row-301')).getByText('5 - Restaurante Centro')).toBeTruthy();
    const norte = field(`${TOL_BELOW} (6 - Restaurante Norte)`);
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

  it("lists a restaurant's parameters by purpose with human names, the code as secondary text, and a control that fits", async () => {
    await searchRestaurant5();
    expect(calls().bodyOf(SEARCH)).toEqual({ idEmpresa: null, idRestaurante: 5, desParametro: null });
    expect(screen.getByText('Parâmetros do restaurante 5 - Restaurante Centro')).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Modo de apontamento',
      'Tolerância da quantidade',
      'Aprovação',
      'Refeições',
      'Produção sugerida',
    ]);
    const tol = within(screen.getByTestId(`param-${CFG}-13`));
    expect(tol.getByText(TOL_BELOW)).toBeTruthy();
    expect(tol.getByTestId('param-facts').textContent).toBe(
      `${CFG} seq 13 · Unidade: % · Valores: de 0,1% a 100% · Padrão: sem valor (nenhuma validação de quantidade)`,
    );
    expect(field(TOL_BELOW).value).toBe('12,5');
    expect(field('Vencimento do modo "Web e aplicativo"').value).toBe('31/01/2030');
    expect(field(MEALS).value).toBe('850');
    expect(field(`Observação ${TOL_BELOW}`).value).toBe('Tolerância inferior');
    // Not stored: a switch at its default, a choice empty with the default as its placeholder.
    const approval = screen.getByRole('switch', {
      name: 'Aprovar quantidade acima do máximo',
    }) as HTMLInputElement;
    expect(approval.checked).toBe(false);
    expect(
      (screen.getByRole('combobox', { name: 'Modo de apontamento' }) as HTMLInputElement).placeholder,
    ).toBe('Padrão: Somente web');
  });

  it('stages edits, refuses an invalid or out-of-range value locally, then saves all (inserting what was not stored) and clears the kept parameters', async () => {
    await cachePut(offlineKey('parametros:5'), [{ kept: true }]);
    await searchRestaurant5();
    fireEvent.change(field(TOL_BELOW), { target: { value: 'abc' } });
    expect(
      await screen.findByText(`Parâmetro ${TOL_BELOW} (${CFG} seq 13): informe um valor decimal válido`),
    ).toBeTruthy();
    fireEvent.change(field(TOL_BELOW), { target: { value: '150' } });
    const outOfRange = `Valor fora do intervalo permitido para ${TOL_BELOW} (mín. 0,1%, máx. 100%)`;
    expect(await screen.findByText(outOfRange)).toBeTruthy();
    expect(screen.getByText(MSG.unsavedCount(1))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findAllByText(outOfRange)).length).toBeGreaterThan(1);
    expect(calls().calls(SAVE)).toHaveLength(0);

    fireEvent.change(field(TOL_BELOW), { target: { value: '25,5' } });
    fireEvent.change(field(`Observação ${TOL_BELOW}`), { target: { value: 'Nova obs' } });
    fireEvent.change(field(MEALS), { target: { value: '900' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Aprovar quantidade acima do máximo' }));
    expect(screen.getByText(MSG.unsavedCount(3))).toBeTruthy();
    const searches = calls().calls(SEARCH).length;
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.savedSuccessfully)).toBeTruthy();
    const none = {
      vlrParametroDec: null,
      vlrParametroDta: null,
      vlrParametroInt: null,
      vlrParametroTxt: null,
    };
    expect(calls().bodyOf(SAVE)).toEqual([
      {
        idParametro: 101,
        idRestaurante: 5,
        desParametro: CFG,
        seqParametro: 13,
        tipParametro: 'dec',
        ...none,
        vlrParametroDec: 25.5,
        txtObservacao: 'Nova obs',
        txtParametro: null,
      },
      {
        idParametro: 201,
        idRestaurante: 5,
        desParametro: 'RE-Refeicoes/U',
        seqParametro: 10,
        tipParametro: 'int',
        ...none,
        vlrParametroInt: 900,
        txtObservacao: null,
        txtParametro: null,
      },
      {
        idParametro: null,
        idRestaurante: 5,
        desParametro: CFG,
        seqParametro: 16,
        tipParametro: 'int',
        ...none,
        vlrParametroInt: 1,
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
    fireEvent.change(field(TOL_ABOVE), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Parâmetro RE-Configuracao/U seq 12: data inválida')).toBeTruthy();
    expect(screen.getByText(MSG.unsavedCount(1))).toBeTruthy();
    expect(field(TOL_ABOVE).value).toBe('40');
  });

  it('with nothing staged, Salvar says there is nothing to save', async () => {
    await searchRestaurant5();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.nothingToSave)).toBeTruthy();
    expect(calls().calls(SAVE)).toHaveLength(0);
  });

  it('a new search with unsaved changes asks first', async () => {
    await searchRestaurant5();
    fireEvent.change(field(TOL_ABOVE), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continuar editando' })).toBeNull());
    expect(calls().calls(SEARCH)).toHaveLength(2);
    expect(field(TOL_ABOVE).value).toBe('40');
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
