// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { CustosUtilitarioPage } from '@app/features/costs/components/custos-utilitario-page';
import { MSG } from '@domain/messages';
import type { CustoResumoDia } from '@domain/schemas/costs';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { fakeApi } from '../helpers/fake-api';
import type { MockResponse } from '../helpers/fetch-mock';
import { cleanupAfterEach, renderScreen } from '../helpers/render-screen';

const PATH = '/reCustosUtilitario';
const SEARCH = 'POST /api/v1/reCustosUtilitario/search';
const RECALC = 'POST /api/v1/reCustosUtilitario/recalculate';
const DELETE = 'DELETE /api/v1/reTbDespCustos';

const row = (over: Partial<CustoResumoDia>): CustoResumoDia => ({
  dtaApontamento: '2025-03-10',
  idRestaurante: 5,
  desRestaurante: 'Restaurante Centro',
  qtdRegistros: 3,
  qtdKg: 12.5,
  vlrCusto: 1234.5,
  ...over,
});

let list: CustoResumoDia[];
let searchAnswer: () => MockResponse;
let recalcAnswer: MockResponse;
let deleteAnswer: MockResponse;
const { serve, calls, bodyOf } = fakeApi();

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  list = [
    row({}),
    row({
      dtaApontamento: '2025-03-11',
      idRestaurante: 6,
      desRestaurante: 'Restaurante Norte',
      qtdRegistros: 2,
      qtdKg: 0.75,
      vlrCusto: 10.25,
    }),
  ];
  searchAnswer = () => ({ body: list });
  recalcAnswer = { body: { numSeq: 9, qtdRegistros: 5, vlrTotal: 1244.75 } };
  deleteAnswer = { body: { deleted: 5 } };
  serve({
    [SEARCH]: () => searchAnswer(),
    [RECALC]: () => recalcAnswer,
    [DELETE]: () => deleteAnswer,
  });
});
cleanupAfterEach();

const render = () => renderScreen(PATH, <CustosUtilitarioPage title="Custos" />);
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function searchPeriod() {
  type(/Data inicial/, '10/03/2025');
  type(/Data final/, '11/03/2025');
  click('Pesquisar');
  await screen.findByTestId('row-2025-03-10-5');
}

describe('the utility costs screen', () => {
  it("requires both dates ('Preencha os campos') before searching", async () => {
    render();
    expect(screen.getByText('Informe o período e clique em Pesquisar.')).toBeTruthy();
    click('Pesquisar');
    expect((await screen.findAllByText(MSG.fillFields)).length).toBeGreaterThan(0);
    type(/Data inicial/, '10/03/2025');
    click('Pesquisar');
    expect((await screen.findAllByText(MSG.fillFields)).length).toBeGreaterThan(0);
    expect(calls(SEARCH)).toHaveLength(0);

    type(/Data final/, '01/03/2025');
    click('Pesquisar');
    expect((await screen.findAllByText(MSG.periodEndBeforeStart)).length).toBeGreaterThan(0);
    expect(calls(SEARCH)).toHaveLength(0);
  });

  it('searches the period and shows the cost rows per day and restaurant with pt-BR totals', async () => {
    render();
    await searchPeriod();
    expect(bodyOf(SEARCH)).toEqual({ dtaIni: '2025-03-10', dtaFim: '2025-03-11', numSeqNe: null });
    const first = within(screen.getByTestId('row-2025-03-10-5'));
    expect(first.getByText('10/03/2025')).toBeTruthy();
    expect(first.getByText('5 - Restaurante Centro')).toBeTruthy();
    expect(first.getByText('12,500')).toBeTruthy();
    expect(first.getByText(/R\$\s1\.234,50/)).toBeTruthy();
    const second = within(screen.getByTestId('row-2025-03-11-6'));
    expect(second.getByText('6 - Restaurante Norte')).toBeTruthy();
    expect(second.getByText('0,750')).toBeTruthy();
    const total = within(screen.getByTestId('total-custos'));
    expect(total.getByText('5')).toBeTruthy();
    expect(total.getByText('13,250')).toBeTruthy();
    expect(total.getByText(/R\$\s1\.244,75/)).toBeTruthy();
  });

  it("shows 'Sem dados' for an empty period and the server's error with a retry", async () => {
    list = [];
    render();
    type(/Data inicial/, '10/03/2025');
    type(/Data final/, '11/03/2025');
    click('Pesquisar');
    expect(await screen.findByText(MSG.noData)).toBeTruthy();

    searchAnswer = () => ({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Falhou', exception: 'Falhou' },
    });
    click('Pesquisar');
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Falhou')).toBeTruthy();
    list = [row({})];
    searchAnswer = () => ({ body: list });
    fireEvent.click(alert.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('row-2025-03-10-5')).toBeTruthy();
  });

  it("refuses to recalculate or delete without a searched period ('Não é possível ajustar custos sem um filtro')", async () => {
    render();
    type(/Data inicial/, '10/03/2025');
    type(/Data final/, '11/03/2025');
    click('Recalcular');
    expect(await screen.findByText(MSG.costsNoFilter)).toBeTruthy();
    notifications.clean();
    click('Apagar custos');
    expect(await screen.findByText(MSG.costsNoFilter)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(RECALC)).toHaveLength(0);
    expect(calls(DELETE)).toHaveLength(0);
  });

  it("recalculates the searched period after the confirmation: 'Recalculados com sucesso!' and the table refreshes", async () => {
    render();
    await searchPeriod();
    const confirmText = MSG.costsRecalculateConfirm('10/03/2025', '11/03/2025');

    click('Recalcular');
    expect(await screen.findByText(confirmText)).toBeTruthy();
    click('Cancelar');
    await waitFor(() => expect(screen.queryByText(confirmText)).toBeNull());
    expect(calls(RECALC)).toHaveLength(0);

    const searches = calls(SEARCH).length;
    list = [row({ vlrCusto: 99.9 })];
    click('Recalcular');
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Recalcular' }));
    expect(await screen.findByText(MSG.recalculated)).toBeTruthy();
    expect(bodyOf(RECALC)).toEqual({ dtaIni: '2025-03-10', dtaFim: '2025-03-11', numSeqNe: null });
    await waitFor(() => expect(calls(SEARCH).length).toBe(searches + 1));
    expect(await screen.findAllByText(/R\$\s99,90/)).toHaveLength(2);
  });

  it("shows 'Erro' with the server's text when the recalculation fails", async () => {
    recalcAnswer = {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Data inválida', exception: 'Data inválida' },
    };
    render();
    await searchPeriod();
    click('Recalcular');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Recalcular' }));
    expect(await screen.findByText('Data inválida')).toBeTruthy();
    expect(screen.getByText(MSG.error)).toBeTruthy();
    expect(screen.queryByText(MSG.recalculated)).toBeNull();
  });

  it("deletes the searched period's costs after the confirmation: 'Registros apagados!' or 'Erro'", async () => {
    render();
    await searchPeriod();
    const searches = calls(SEARCH).length;
    list = [];
    click('Apagar custos');
    expect(await screen.findByText(MSG.costsDeleteConfirm('10/03/2025', '11/03/2025'))).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apagar' }));
    expect(await screen.findByText(MSG.costsDeleted)).toBeTruthy();
    const [url, init] = calls(DELETE)[0];
    const sent = new URL(String(url), 'http://localhost');
    expect(init?.method).toBe('DELETE');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      dtaApontamentoIni: '2025-03-10',
      dtaApontamentoFim: '2025-03-11',
    });
    await waitFor(() => expect(calls(SEARCH).length).toBe(searches + 1));
    expect(await screen.findByText(MSG.noData)).toBeTruthy();

    deleteAnswer = {
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'Sem permissão', exception: 'Sem permissão' },
    };
    click('Apagar custos');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apagar' }));
    expect(await screen.findByText('Sem permissão')).toBeTruthy();
    expect(screen.getByText(MSG.error)).toBeTruthy();
    expect(calls(DELETE)).toHaveLength(2);
  });
});
