// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { DivergenciasDespPage } from '@app/features/panels/components/divergencias-desp-page';
import { addDays, toIsoLocal } from '@domain/dates';
import { MSG } from '@domain/messages';
import type { Divergencia } from '@domain/schemas/panels';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { fakeApi } from '../helpers/fake-api';
import type { MockResponse } from '../helpers/fetch-mock';
import { pickOption } from '../helpers/pick-option';
import { cleanupAfterEach, renderScreen } from '../helpers/render-screen';

const PATH = '/rePainelApontamentos';
const BASE = '/api/v1/reTbDivergenciasDesp';
const SEARCH = `POST ${BASE}/search`;
const REPROCESS = `POST ${BASE}/reprocess`;
const DELETE = `POST ${BASE}/deleteAllInBatch`;
const GENERATE = `POST ${BASE}/generate`;

const div = (over: Partial<Divergencia> & Pick<Divergencia, 'idDivergencia'>): Divergencia => ({
  tipDivergencia: 1,
  idRestaurante: 5,
  desRestaurante: 'Restaurante Centro',
  idBal: null,
  desBalanca: null,
  idSerial: null,
  dtaDivergencia: '2025-03-10',
  txtDivergencia: 'Restaurante 5 - Restaurante Centro sem apontamento de desperdício em 10/03/2025.',
  indProcessado: 0,
  dtaRegistro: '2025-03-11T09:00:00.000Z',
  dtaProcessamento: null,
  ...over,
});

let list: Divergencia[];
let searchAnswer: () => MockResponse;
let reprocessAnswer: MockResponse;
const { serve, calls, bodyOf } = fakeApi();

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  list = [
    div({ idDivergencia: 11 }),
    div({
      idDivergencia: 12,
      tipDivergencia: 2,
      idBal: 7,
      desBalanca: 'Balança Cozinha',
      idSerial: 'SN-0007',
      dtaDivergencia: '2025-03-09',
      txtDivergencia: 'Balança SN-0007 sem apontamento em 09/03/2025.',
    }),
  ];
  searchAnswer = () => ({ body: list });
  reprocessAnswer = {
    body: { executedDivergencias: [11], exception: MSG.divergencesStillOpen('12') },
  };
  serve({
    'GET /api/v1/reTbRestaurantes/lov/search': {
      body: [
        { idRestaurante: 5, desRestaurante: 'Restaurante Centro' },
        { idRestaurante: 6, desRestaurante: 'Restaurante Norte' },
      ],
    },
    [SEARCH]: () => searchAnswer(),
    [REPROCESS]: () => reprocessAnswer,
    [DELETE]: (init) => ({
      body: { exception: null, deleted: JSON.parse(String(init.body)).idDivergencia.length },
    }),
    [GENERATE]: (init) => ({ body: { ...JSON.parse(String(init.body)), criadas: 5 } }),
  });
});
cleanupAfterEach();

const render = () => renderScreen(PATH, <DivergenciasDespPage title="Painel de divergências" />);
const row = (id: number) => within(screen.getByTestId(`row-${id}`));
const check = (id: number) => fireEvent.click(screen.getByLabelText(`Selecionar registro ${id}`));

describe('the divergences panel', () => {
  it('searches the open divergences of the last 7 days and shows them in the table', async () => {
    render();
    await screen.findByTestId('row-11');
    const today = toIsoLocal(new Date());
    expect(bodyOf(SEARCH)).toEqual({
      idRestaurante: null,
      tipDivergencia: null,
      indProcessado: 0,
      dtaInicial: addDays(today, -6),
      dtaFinal: today,
    });

    const first = row(11);
    expect(first.getByText('10/03/2025')).toBeTruthy();
    expect(first.getByText('Restaurante sem apontamento')).toBeTruthy();
    expect(first.getByText('5 - Restaurante Centro')).toBeTruthy();
    expect(first.getByText('-')).toBeTruthy();
    expect(first.getByText('Aberta')).toBeTruthy();
    expect(first.getByText(/^11\/03\/2025 \d{2}:\d{2}$/)).toBeTruthy();
    const second = row(12);
    expect(second.getByText('09/03/2025')).toBeTruthy();
    expect(second.getByText('Balança sem apontamento')).toBeTruthy();
    expect(second.getByText('SN-0007 - Balança Cozinha')).toBeTruthy();
    expect(second.getByText('Balança SN-0007 sem apontamento em 09/03/2025.')).toBeTruthy();

    // Other filters: only scales, every situation.
    list = [div({ idDivergencia: 20, indProcessado: 1, dtaProcessamento: '2025-03-12T10:00:00.000Z' })];
    await pickOption('Tipo', 'Balança sem apontamento');
    await pickOption('Situação', 'Todas');
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await screen.findByTestId('row-20');
    expect(bodyOf(SEARCH)).toMatchObject({ tipDivergencia: 2, indProcessado: null });
    expect(row(20).getByText('Resolvida')).toBeTruthy();
    expect(screen.queryByTestId('row-11')).toBeNull();
  });

  it('shows "Sem dados" when nothing is found, and the error with a retry when the search fails', async () => {
    searchAnswer = () => ({ body: [] });
    render();
    expect(await screen.findByText(MSG.noData)).toBeTruthy();

    searchAnswer = () => ({ status: 400, body: { exception: 'Falha no banco' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Falha no banco')).toBeTruthy();
    searchAnswer = () => ({ body: list });
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByTestId('row-11');
  });

  it('reprocesses the selected rows: the resolved count as a toast, the exception as an error, then reloads', async () => {
    render();
    await screen.findByTestId('row-11');
    const reprocess = screen.getByRole('button', { name: 'Reprocessar selecionados' }) as HTMLButtonElement;
    expect(reprocess.disabled).toBe(true);
    check(11);
    check(12);
    expect(screen.getByText('2 selecionados')).toBeTruthy();
    const searches = calls(SEARCH).length;
    fireEvent.click(reprocess);

    expect(await screen.findByText(MSG.divergencesReprocessed(1))).toBeTruthy();
    expect(await screen.findByText('Divergências ainda sem apontamento: 12')).toBeTruthy();
    expect(bodyOf(REPROCESS)).toEqual({ idDivergencia: [11, 12] });
    await waitFor(() => expect(calls(SEARCH).length).toBe(searches + 1));
    // The one still open stays selected.
    expect((screen.getByLabelText('Selecionar registro 12') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Selecionar registro 11') as HTMLInputElement).checked).toBe(false);
  });

  it('with everything resolved, shows no error', async () => {
    reprocessAnswer = { body: { executedDivergencias: [11], exception: null } };
    render();
    await screen.findByTestId('row-11');
    check(11);
    fireEvent.click(screen.getByRole('button', { name: 'Reprocessar selecionados' }));
    expect(await screen.findByText(MSG.divergencesReprocessed(1))).toBeTruthy();
    expect(screen.queryByText(/Divergências ainda sem apontamento/)).toBeNull();
  });

  it('deletes the selected rows only after the confirmation', async () => {
    render();
    await screen.findByTestId('row-11');
    fireEvent.click(screen.getByLabelText('Selecionar todos da página'));
    expect(screen.getByText('2 selecionados')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Excluir selecionados' }));
    expect(await screen.findByText(MSG.divergencesDeleteConfirm(2))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText(MSG.divergencesDeleteConfirm(2))).toBeNull());
    expect(calls(DELETE)).toHaveLength(0);

    const searches = calls(SEARCH).length;
    fireEvent.click(screen.getByRole('button', { name: 'Excluir selecionados' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MSG.deletedCount(2))).toBeTruthy();
    expect(bodyOf(DELETE)).toEqual({ idDivergencia: [11, 12] });
    await waitFor(() => expect(calls(SEARCH).length).toBe(searches + 1));
  });

  it('generates the divergences of yesterday by default', async () => {
    render();
    await screen.findByTestId('row-11');
    fireEvent.click(screen.getByRole('button', { name: 'Gerar divergências' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Gerar divergências' }));
    const searches = calls(SEARCH).length;
    fireEvent.click(dialog.getByRole('button', { name: 'Gerar' }));

    expect(await screen.findByText(MSG.divergencesGenerated(5))).toBeTruthy();
    const yesterday = addDays(toIsoLocal(new Date()), -1);
    expect(bodyOf(GENERATE)).toEqual({ dtaInicial: yesterday, dtaFinal: yesterday });
    await waitFor(() => expect(calls(SEARCH).length).toBe(searches + 1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Gerar divergências' })).toBeNull());
  });

  it('refuses a period whose end is before its start without searching', async () => {
    render();
    await screen.findByTestId('row-11');
    const searches = calls(SEARCH).length;
    fireEvent.change(screen.getByRole('textbox', { name: 'Data inicial' }), {
      target: { value: '10/03/2025' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Data final' }), {
      target: { value: '01/03/2025' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText(MSG.goalEndBeforeStart)).toBeTruthy();
    expect(calls(SEARCH)).toHaveLength(searches);
  });
});
