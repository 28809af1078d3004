// @vitest-environment jsdom
import { confirmLeaveAnyScreen } from '@app/hooks/use-unsaved-changes-guard';
import 'fake-indexeddb/auto';
import { DesperdiciosDetManutencaoPage } from '@app/features/maintenance/components/desperdicios-det-manutencao-page';
import { MSG } from '@domain/messages';
import type { ApontamentoDetalhe } from '@domain/schemas/approvals';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { fakeApi } from '../helpers/fake-api';
import type { MockResponse } from '../helpers/fetch-mock';
import { cleanupAfterEach, renderScreen } from '../helpers/render-screen';
import { apontamento } from './maintenance-fixtures';

const PATH = '/reApontDesperdicios/manutencao';
const SEARCH = 'POST /api/v1/reTbDesperdiciosDet/searchAllForConsultaApontamentos';
const SAVE = 'POST /api/v1/reTbDesperdiciosDet/saveAll';
const DELETE = 'DELETE /api/v1/reTbDesperdiciosDet/deleteByIDs';

let rows: ApontamentoDetalhe[];
let saveAnswer: MockResponse;

const { serve, calls, bodyOf } = fakeApi();

const renderPage = () =>
  renderScreen(PATH, <DesperdiciosDetManutencaoPage title="Manutenção de apontamentos" />);

async function searchRows() {
  fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
  await screen.findByTestId('apontamento-1');
}

/** The screen opened and its rows searched. */
async function openWithRows() {
  renderPage();
  await searchRows();
}

const qtdInput = (id: number) => screen.getByLabelText(`Quantidade do apontamento ${id}`) as HTMLInputElement;
const typeQtd = (id: number, value: string) => fireEvent.change(qtdInput(id), { target: { value } });

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  rows = [
    apontamento({ idApontamento: 1, qtdDesperdicio: 2, vlrCusto: 20, indStatusAprov: 0 }),
    apontamento({ idApontamento: 2, qtdDesperdicio: 3, vlrCusto: 30, indStatusAprov: 1 }),
    apontamento({ idApontamento: 3, tipDesperdicio: 3, qtdDesperdicio: 1, vlrCusto: 5 }),
  ];
  saveAnswer = { body: [] };
  serve({
    'GET /api/v1/reTbRestaurantes/lov/search': {
      body: [{ idRestaurante: 1, desRestaurante: 'Restaurante Centro', idGrupo: null }],
    },
    [SEARCH]: () => ({ body: rows }),
    'POST /api/v1/reTbDestDesperdicio/filter': {
      body: [
        {
          idDestDesp: 1,
          idRestaurante: 1,
          idDestino: 10,
          desDestino: 'Compostagem',
          tipDesperdicio: 1,
          indInativo: 0,
        },
        {
          idDestDesp: 2,
          idRestaurante: 1,
          idDestino: 11,
          desDestino: 'Ração animal',
          tipDesperdicio: 1,
          indInativo: 0,
        },
      ],
    },
    'POST /api/v1/reTbRecipientesPesos/lov/findActivesByIdRestaurante': {
      body: [{ idPeso: 1, idRestaurante: 1, idRecipiente: 2, desRecipiente: 'Cuba', qtdPeso: 1.5 }],
    },
    [SAVE]: () => saveAnswer,
    [DELETE]: { body: { deleted: 1 } },
  });
});
cleanupAfterEach();

describe('maintenance page', () => {
  it('shows a hint before the first search, then the rows grouped by restaurant and type with totals', async () => {
    renderPage();
    expect(screen.getByText(MSG.maintenanceSearchHint)).toBeTruthy();
    await searchRows();
    const body = bodyOf(SEARCH);
    expect(body).toMatchObject({ idRestaurante: null, idSatelite: null, tipDesperdicio: null });
    expect(body.dtaApontamentoFim >= body.dtaApontamentoIni).toBe(true);
    expect(screen.getByRole('heading', { name: '1 - Restaurante Centro' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bandeja' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pré-preparo por turno' })).toBeTruthy();
    expect(within(screen.getByTestId('total-geral')).getByText(/3 apontamentos · 6 kg/)).toBeTruthy();
    const row1 = within(screen.getByTestId('apontamento-1'));
    expect(row1.getByText('Pendente')).toBeTruthy();
    expect((row1.getByLabelText('Data do apontamento 1') as HTMLInputElement).value).toBe('10/03/2025');
    expect(qtdInput(1).value).toBe('2,000');
    expect(within(screen.getByTestId('apontamento-2')).getByText('Aprovado')).toBeTruthy();
  });

  it('a row with a photo shows its thumbnail, which opens the photo; a row without one shows none', async () => {
    const uuid = '0b7e4c1a-5d2f-4a8e-9b61-3f2c8d9e1a77';
    rows[0] = { ...rows[0], uuidApontamento: uuid, temFoto: true };
    await openWithRows();
    const thumb = within(screen.getByTestId('apontamento-1')).getByRole('button', {
      name: 'Foto do apontamento 1: ampliar',
    });
    expect(within(screen.getByTestId('apontamento-2')).queryByTestId('waste-photo-thumb')).toBeNull();
    // Loaded (only) once shown; the server has none here: the dialog says so.
    await waitFor(() =>
      expect(calls(`GET /api/v1/reTbDesperdiciosDet/foto/${uuid}`).length).toBeGreaterThan(0),
    );
    fireEvent.click(thumb);
    expect(await screen.findByTestId('waste-photo-none')).toBeTruthy();
  });

  it("says 'Sem dados' when the search finds nothing", async () => {
    rows = [];
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText(MSG.noData)).toBeTruthy();
  });

  it('refuses a period whose end is before its start, without searching', async () => {
    renderPage();
    const fim = screen.getByLabelText(/Data final/) as HTMLInputElement;
    fireEvent.change(fim, { target: { value: '01/01/2020' } });
    fireEvent.blur(fim);
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText(MSG.periodEndBeforeStart)).toBeTruthy();
    expect(calls(SEARCH)).toHaveLength(0);
  });

  it("says 'Nenhum dado para salvar.' when nothing is staged", async () => {
    await openWithRows();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.nothingToSave)).toBeTruthy();
    expect(calls(SAVE)).toHaveLength(0);
  });

  it('counts staged edits, un-stages a value typed back, totals follow, and Salvar sends only changed rows', async () => {
    await openWithRows();
    typeQtd(1, '1,5 kg');
    expect(await screen.findByText('1 alteração não salva')).toBeTruthy();
    expect(screen.getByTestId('apontamento-1').dataset.changed).toBe('true');
    typeQtd(2, '4.25');
    expect(await screen.findByText('2 alterações não salvas')).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByTestId('total-geral')).getByText(/3 apontamentos · 6,75 kg/)).toBeTruthy(),
    );
    typeQtd(2, '3');
    expect(await screen.findByText('1 alteração não salva')).toBeTruthy();
    expect(screen.getByTestId('apontamento-2').dataset.changed).toBeUndefined();

    const searches = calls(SEARCH).length;
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.savedSuccessfully)).toBeTruthy();
    const sent = bodyOf(SAVE);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      idApontamento: 1,
      qtdDesperdicio: 1.5,
      idRestaurante: 1,
      tipDesperdicio: 1,
    });
    await waitFor(() => expect(screen.queryByText(/alteraç(ão|ões) não salva/)).toBeNull());
    await waitFor(() => expect(calls(SEARCH).length).toBe(searches + 1));
  });

  it("shows the net ('Líquido') next to the gross quantity; it follows the quantity and the container", async () => {
    rows = [
      apontamento({ idApontamento: 1, qtdDesperdicio: 2, qtdTara: 0.5, idRecipiente: 2, vlrCusto: 15 }),
    ];
    await openWithRows();
    expect(screen.getByRole('columnheader', { name: 'Líquido (kg)' })).toBeTruthy();
    const net = () => screen.getByTestId('liquido-1').textContent;
    expect(qtdInput(1).value).toBe('2,000');
    expect(net()).toBe('1,500');
    expect(
      within(screen.getByTestId('total-geral')).getByText(/1 apontamento · 1,5 kg líquidos/),
    ).toBeTruthy();
    typeQtd(1, '3');
    await waitFor(() => expect(net()).toBe('2,500'));
    const recipiente = screen.getByLabelText('Recipiente do apontamento 1') as HTMLSelectElement;
    await waitFor(() => expect(recipiente.textContent).toContain('Cuba (tara'));
    fireEvent.change(recipiente, { target: { value: '' } });
    await waitFor(() => expect(net()).toBe('3,000'));
    // Back to its own container: the tare it was saved with (0,5), not the register's (1,5).
    fireEvent.change(recipiente, { target: { value: '2' } });
    await waitFor(() => expect(net()).toBe('2,500'));
    expect(within(screen.getByTestId('apontamento-1')).getByText(/R\$\s25,00/)).toBeTruthy();
  });

  it('discards the staged edits and restores the stored values', async () => {
    await openWithRows();
    typeQtd(1, '9');
    expect(await screen.findByText('1 alteração não salva')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Descartar alterações' }));
    await waitFor(() => expect(qtdInput(1).value).toBe('2,000'));
    expect(screen.queryByText('1 alteração não salva')).toBeNull();
  });

  it('blocks the save on a local error: the quantity must be above the chosen container tare', async () => {
    await openWithRows();
    const row = within(screen.getByTestId('apontamento-1'));
    const recipiente = row.getByLabelText('Recipiente do apontamento 1') as HTMLSelectElement;
    await waitFor(() => expect(recipiente.querySelectorAll('option')).toHaveLength(2));
    expect(recipiente.value).toBe('');
    fireEvent.change(recipiente, { target: { value: '2' } });
    typeQtd(1, '1,5');
    expect(await row.findByText(MSG.containerTare)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.fixHighlightedRows)).toBeTruthy();
    expect(calls(SAVE)).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(qtdInput(1)));

    typeQtd(1, 'abc');
    expect(await row.findByText(MSG.quantityInvalid)).toBeTruthy();
  });

  it('stages a date edit and refuses a date after tomorrow', async () => {
    await openWithRows();
    const row = within(screen.getByTestId('apontamento-3'));
    const date = row.getByLabelText('Data do apontamento 3') as HTMLInputElement;
    fireEvent.change(date, { target: { value: '09/03/2025' } });
    expect(await screen.findByText('1 alteração não salva')).toBeTruthy();
    const ahead = new Date();
    ahead.setDate(ahead.getDate() + 5);
    const p = (n: number) => String(n).padStart(2, '0');
    fireEvent.change(date, {
      target: { value: `${p(ahead.getDate())}/${p(ahead.getMonth() + 1)}/${ahead.getFullYear()}` },
    });
    expect(await row.findByText(MSG.dateTooFarAhead)).toBeTruthy();
    fireEvent.change(date, { target: { value: '10/03/2025' } });
    await waitFor(() => expect(screen.queryByText('1 alteração não salva')).toBeNull());
    expect(row.queryByText(MSG.dateTooFarAhead)).toBeNull();
  });

  it("shows the server's refusal on its row and keeps the staged edits", async () => {
    saveAnswer = {
      status: 400,
      body: [
        { idApontamento: 1, exception: null },
        {
          idApontamento: 2,
          exception: 'Kanban não encontrado para o produto informado na data do apontamento.',
        },
      ],
    };
    await openWithRows();
    typeQtd(1, '2,5');
    typeQtd(2, '3,5');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const row2 = within(screen.getByTestId('apontamento-2'));
    expect(await row2.findByText(MSG.kanbanNotFound)).toBeTruthy();
    expect(within(screen.getByTestId('apontamento-1')).queryByText(MSG.kanbanNotFound)).toBeNull();
    expect(screen.getByText('2 alterações não salvas')).toBeTruthy();
    expect(qtdInput(2).value).toBe('3,5');
  });

  it('shows any other save error as a toast', async () => {
    saveAnswer = { status: 403, body: { exception: MSG.approvalNoPermission } };
    await openWithRows();
    typeQtd(1, '2,5');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.approvalNoPermission)).toBeTruthy();
    expect(screen.getByText('1 alteração não salva')).toBeTruthy();
  });

  it('deletes a row after the confirmation and drops its staged edits', async () => {
    await openWithRows();
    typeQtd(1, '7');
    expect(await screen.findByText('1 alteração não salva')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir apontamento 1' }));
    expect(await screen.findByText(MSG.deleteConfirm(1))).toBeTruthy();
    rows = rows.filter((r) => r.idApontamento !== 1);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MSG.deleted(1))).toBeTruthy();
    expect(bodyOf(DELETE)).toEqual({ idApontamento: [1] });
    await waitFor(() => expect(screen.queryByTestId('apontamento-1')).toBeNull());
    expect(screen.queryByText('1 alteração não salva')).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    const router = renderPage();
    await searchRows();
    typeQtd(1, '2,5');
    expect(await screen.findByText('1 alteração não salva')).toBeTruthy();

    // Closing or reloading the tab gets the browser's prompt.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    void router.navigate('/home');
    expect(await screen.findByText(MSG.unsavedChanges)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByText(MSG.unsavedChanges)).toBeNull());
    expect(router.state.location.pathname).toBe(PATH);
    expect(qtdInput(1).value).toBe('2,5');

    void router.navigate('/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByText('Página inicial')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('the sidebar reload of the current page asks too, only while changes are unsaved', async () => {
    await openWithRows();
    await expect(confirmLeaveAnyScreen()).resolves.toBe(true);
    typeQtd(1, '2,5');
    expect(await screen.findByText('1 alteração não salva')).toBeTruthy();
    const answer = confirmLeaveAnyScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar editando' }));
    await expect(answer).resolves.toBe(false);
    expect(qtdInput(1).value).toBe('2,5');
  });

  it('asks before searching again with unsaved changes', async () => {
    await openWithRows();
    typeQtd(1, '2,5');
    expect(await screen.findByText('1 alteração não salva')).toBeTruthy();
    const searches = calls(SEARCH).length;

    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByText(MSG.unsavedChanges)).toBeNull());
    expect(calls(SEARCH)).toHaveLength(searches);
    expect(screen.getByText('1 alteração não salva')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(calls(SEARCH)).toHaveLength(searches + 1));
    await waitFor(() => expect(qtdInput(1).value).toBe('2,000'));
    expect(screen.queryByText('1 alteração não salva')).toBeNull();
  });
});
