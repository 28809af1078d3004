// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import {
  DestDesperdicioPage,
  destDesperdicioConfig,
} from '@app/features/registers/components/dest-desperdicio-page';
import { DestResiduosPage } from '@app/features/registers/components/dest-residuos-page';
import { MSG } from '@domain/messages';
import { FATOR_CO2E_PADRAO } from '@domain/rules/co2e';
import type { DestDesperdicioRow, DestResiduo } from '@domain/schemas/waste-config';

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { addRow, openAtRow } from '../helpers/register-screen';
import { cleanupAfterEach, fetchCalls, renderScreen } from '../helpers/render-screen';

/** The destination registers on the engine (spec §5, §7 "Destinations", "Destination-waste"). */

const DEST = '/api/v1/reTbDestResiduos';
const LIST_DEST = `GET ${DEST}`;
const VALIDATE = `POST ${DEST}/validateDelete`;
const DELETE_DEST = `DELETE ${DEST}`;
const SAVE_DEST = `POST ${DEST}/saveAll`;
const SEARCH = 'POST /api/v1/reTbDestDesperdicio/search';
const SAVE_LINKS = 'POST /api/v1/reTbDestDesperdicio/saveAll';
const RESTAURANTES = 'GET /api/v1/reTbRestaurantes/lov/search';

let destinos: DestResiduo[];
let links: DestDesperdicioRow[];
let table: Record<string, MockResponse | ((init: RequestInit) => MockResponse)>;
let fetchMock: ReturnType<typeof mockFetch>;

const calls = (key: string) => fetchCalls(fetchMock).calls(key);
const bodyOf = (key: string, i = -1) => fetchCalls(fetchMock).bodyOf(key, i);
const row = (id: number) => within(screen.getByTestId(`row-${id}`));
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const pick = async (combobox: string, option: RegExp) => {
  fireEvent.click(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
};
/** The method and path of every call, in order. */
const sequence = () =>
  fetchMock.mock.calls.map(
    ([url, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${new URL(String(url), 'http://x').pathname}`,
  );

const link = (over: Partial<DestDesperdicioRow> & { idDestDesp: number }): DestDesperdicioRow => ({
  idRestaurante: 1,
  idDestino: 10,
  tipDesperdicio: 1,
  indInativo: 0,
  desRestaurante: 'Centro',
  desDestino: 'Compostagem',
  ...over,
});

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  localStorage.clear();
  destinos = [
    {
      idDestino: 10,
      desDestino: 'Compostagem',
      indInativo: 0,
      tipDestino: 'COMPOSTAGEM',
      fatorCo2e: 0.008884,
    },
    {
      idDestino: 11,
      desDestino: 'Aterro sanitário',
      indInativo: 0,
      tipDestino: 'ATERRO',
      fatorCo2e: 0.70021,
    },
    {
      idDestino: 12,
      desDestino: 'Biodigestor',
      indInativo: 0,
      tipDestino: 'BIODIGESTAO',
      fatorCo2e: 0.008884,
    },
    { idDestino: 13, desDestino: 'Coleta municipal', indInativo: 1, tipDestino: 'OUTRO', fatorCo2e: 0.70021 },
  ];
  links = [
    link({ idDestDesp: 1 }),
    link({ idDestDesp: 2, idDestino: 11, tipDesperdicio: 3, desDestino: 'Aterro sanitário' }),
    link({ idDestDesp: 3, idDestino: 12, tipDesperdicio: 4, indInativo: 1, desDestino: 'Biodigestor' }),
    link({ idDestDesp: 4, idRestaurante: 2, desRestaurante: 'Norte' }),
  ];
  table = {
    [LIST_DEST]: () => ({ body: destinos }),
    [RESTAURANTES]: {
      body: [
        { idRestaurante: 1, desRestaurante: 'Centro', idGrupo: null },
        { idRestaurante: 2, desRestaurante: 'Norte', idGrupo: null },
        { idRestaurante: 3, desRestaurante: 'Sul', idGrupo: null },
      ],
    },
    [SEARCH]: (init) => {
      const { idRestaurante } = JSON.parse(String(init.body));
      return { body: links.filter((l) => !idRestaurante || l.idRestaurante === idRestaurante) };
    },
  };
  fetchMock = mockFetch((url, init) => routes(table)(url, init));
});
cleanupAfterEach();

describe('destinations (/listReTbDestResiduos)', () => {
  const renderPage = () => renderScreen('/listReTbDestResiduos', <DestResiduosPage title="Destinos" />);

  it('deletes the free destinations and keeps those in use, each with the message naming them', async () => {
    const inUse = MSG.destinationsInUse('10, 11');
    table[VALIDATE] = { body: { reTbDesperdiciosDet: [10], reTbDestDesperdicios: [11], message: inUse } };
    table[DELETE_DEST] = (init) => {
      const { idDestino } = JSON.parse(String(init.body)) as { idDestino: number[] };
      destinos = destinos.filter((d) => !idDestino.includes(d.idDestino));
      return { body: { deleted: idDestino.length } };
    };
    await openAtRow(renderPage, 10);
    expect(input('Destino da linha 10').value).toBe('Compostagem');
    expect(input('Ativo da linha 13').checked).toBe(false);
    for (const id of [10, 11, 12]) click(`Excluir registro ${id}`);
    expect(await screen.findByText('3 alterações não salvas')).toBeTruthy();
    click('Salvar');

    // The rows in use come back with the message (which names them); the toast says it too.
    expect(await row(10).findByText(inUse)).toBeTruthy();
    expect(row(11).getByText(inUse)).toBeTruthy();
    expect(screen.getAllByText(inUse).length).toBeGreaterThanOrEqual(3);
    expect(bodyOf(VALIDATE)).toEqual({ idDestino: [10, 11, 12] });
    // Only the free one is deleted, after the check, in the same save.
    expect(bodyOf(DELETE_DEST)).toEqual({ idDestino: [12] });
    const order = sequence();
    expect(order.indexOf(VALIDATE)).toBeLessThan(order.indexOf(DELETE_DEST));
    await waitFor(() => expect(screen.queryByTestId('row-12')).toBeNull());
    expect(screen.getByTestId('row-10').dataset.state).toBeUndefined();
    expect(screen.getByTestId('row-11').dataset.state).toBeUndefined();
    expect(screen.queryByText(/alteraç(ão|ões) não salva/)).toBeNull();
    expect(calls(SAVE_DEST)).toHaveLength(0);
  });

  it('deletes everything when nothing is in use, and sends nothing when everything is', async () => {
    table[VALIDATE] = { body: { reTbDesperdiciosDet: [], reTbDestDesperdicios: [], message: null } };
    table[DELETE_DEST] = { body: { deleted: 2 } };
    await openAtRow(renderPage, 12);
    click('Excluir registro 12');
    click('Excluir registro 13');
    click('Salvar');
    expect(await screen.findByText(MSG.registersSaved)).toBeTruthy();
    expect(bodyOf(DELETE_DEST)).toEqual({ idDestino: [12, 13] });

    cleanup();
    const inUse = MSG.destinationsInUse('10');
    table[VALIDATE] = { body: { reTbDesperdiciosDet: [10], reTbDestDesperdicios: [10], message: inUse } };
    const deletes = calls(DELETE_DEST).length;
    await openAtRow(renderPage, 10);
    click('Excluir registro 10');
    click('Salvar');
    expect(await row(10).findByText(inUse)).toBeTruthy();
    expect(calls(DELETE_DEST)).toHaveLength(deletes);
  });

  it("refuses a repeated name on the row ('Registro já existente') and saves a new one", async () => {
    table[SAVE_DEST] = { body: [{ idDestino: 20, desDestino: 'Doação', indInativo: 0 }] };
    await openAtRow(renderPage, 10);
    await addRow();
    fireEvent.change(input('Destino da linha -1'), { target: { value: ' compostagem ' } });
    expect(await row(-1).findByText(MSG.recordExists)).toBeTruthy();
    click('Salvar');
    await waitFor(() => expect(screen.getAllByText(MSG.recordExists).length).toBeGreaterThan(1));
    expect(calls(SAVE_DEST)).toHaveLength(0);
    fireEvent.change(input('Destino da linha -1'), { target: { value: 'Doação' } });
    await waitFor(() => expect(row(-1).queryByText(MSG.recordExists)).toBeNull());
    click('Salvar');
    expect(await screen.findByText(MSG.registersSaved)).toBeTruthy();
    // A new destination starts as 'Outro' with that kind's default factor.
    expect(bodyOf(SAVE_DEST)).toEqual([
      {
        idDestino: null,
        desDestino: 'Doação',
        indInativo: 0,
        tipDestino: 'OUTRO',
        fatorCo2e: FATOR_CO2E_PADRAO.OUTRO,
      },
    ]);
  });

  it('choosing a kind fills its default factor, which stays editable; both are saved', async () => {
    table[SAVE_DEST] = {
      body: [
        { idDestino: 20, desDestino: 'Horta', indInativo: 0, tipDestino: 'COMPOSTAGEM', fatorCo2e: 0.02 },
      ],
    };
    await openAtRow(renderPage, 10);
    // The stored kind shows with its pt-BR label, the factor with its decimals.
    expect(input('Tipo de destino da linha 11').value).toBe('Aterro');
    expect(input('Fator (kg CO2e/kg) da linha 11').value).toBe('0,70021');
    await addRow();
    fireEvent.change(input('Destino da linha -1'), { target: { value: 'Horta' } });
    fireEvent.click(input('Tipo de destino da linha -1'));
    fireEvent.click(await screen.findByRole('option', { name: 'Compostagem', hidden: true }));
    await waitFor(() => expect(input('Fator (kg CO2e/kg) da linha -1').value).toBe('0,008884'));
    fireEvent.change(input('Fator (kg CO2e/kg) da linha -1'), { target: { value: '0,02' } });
    click('Salvar');
    expect(await screen.findByText(MSG.registersSaved)).toBeTruthy();
    expect(bodyOf(SAVE_DEST)).toEqual([
      { idDestino: null, desDestino: 'Horta', indInativo: 0, tipDestino: 'COMPOSTAGEM', fatorCo2e: 0.02 },
    ]);
  });
});

describe('destinations × restaurants × wastes (/listReTbDestDesperdicios)', () => {
  const renderPage = () =>
    renderScreen('/listReTbDestDesperdicios', <DestDesperdicioPage title="Destinos x restaurantes" />);

  it('lists by the restaurant chosen; a new row takes it; types 3 and 4 together are refused on the row', async () => {
    await openAtRow(renderPage, 4);
    expect(bodyOf(SEARCH)).toEqual({ idRestaurante: null });
    await pick('Restaurante', /Centro/);
    await waitFor(() => expect(screen.queryByTestId('row-4')).toBeNull());
    expect(bodyOf(SEARCH)).toEqual({ idRestaurante: 1 });
    await waitFor(() => expect(input('Destino da linha 2').value).toBe('11 - Aterro sanitário'));
    expect(input('Tipo de desperdício da linha 2').value).toBe('Pré-preparo por turno');

    await addRow();
    await waitFor(() => expect(input('Restaurante da linha -1').value).toBe('1 - Centro'));
    await pick('Destino da linha -1', /Aterro sanitário/);
    await pick('Tipo de desperdício da linha -1', /Pré-preparo por insumo/);
    expect(await row(-1).findByText(MSG.destinationTurnoAndInsumo)).toBeTruthy();
    // Inactive, it is fine.
    fireEvent.click(input('Ativo da linha -1'));
    await waitFor(() => expect(row(-1).queryByText(MSG.destinationTurnoAndInsumo)).toBeNull());
    // The same destination and type again is a repeat.
    await pick('Tipo de desperdício da linha -1', /Pré-preparo por turno/);
    expect(await row(-1).findByText(MSG.recordExists)).toBeTruthy();
  });

  it("'Duplicar' needs a restaurant; a target with links is refused verbatim and nothing is added", async () => {
    await openAtRow(renderPage, 1);
    expect((screen.getByRole('button', { name: 'Duplicar' }) as HTMLButtonElement).disabled).toBe(true);
    await pick('Restaurante', /Centro/);
    await waitFor(() => expect(screen.queryByTestId('row-4')).toBeNull());
    const duplicar = screen.getByRole('button', { name: 'Duplicar' }) as HTMLButtonElement;
    await waitFor(() => expect(duplicar.disabled).toBe(false));
    fireEvent.click(duplicar);
    await screen.findByRole('dialog', { name: 'Duplicar destinos' });
    // The source restaurant is not a target.
    fireEvent.click(screen.getByRole('combobox', { name: 'Restaurante de destino' }));
    expect(await screen.findByRole('option', { name: /Norte/, hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Centro/, hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: /Norte/, hidden: true }));
    click('Confirmar');
    expect(
      await screen.findByText('Registros já existem no restaurante selecionado. Nada será adicionado'),
    ).toBeTruthy();
    expect(bodyOf(SEARCH)).toEqual({ idRestaurante: 2 });
    expect(screen.queryByTestId('row--1')).toBeNull();
    expect(screen.queryByText(/alteraç(ão|ões) não salva/)).toBeNull();
  });

  it('stages the copies for an empty target as new rows of it, sent by Salvar', async () => {
    table[SAVE_LINKS] = (init) => {
      const items = JSON.parse(String(init.body)) as DestDesperdicioRow[];
      return { body: items.map((item, i) => ({ ...item, idDestDesp: 50 + i, desRestaurante: 'Sul' })) };
    };
    await openAtRow(renderPage, 1);
    await pick('Restaurante', /Centro/);
    await waitFor(() => expect(screen.queryByTestId('row-4')).toBeNull());
    await screen.findByTestId('row-1');
    // A link staged for deletion is not copied.
    click('Excluir registro 1');
    const duplicar = screen.getByRole('button', { name: 'Duplicar' }) as HTMLButtonElement;
    await waitFor(() => expect(duplicar.disabled).toBe(false));
    fireEvent.click(duplicar);
    await screen.findByRole('dialog', { name: 'Duplicar destinos' });
    await pick('Restaurante de destino', /Sul/);
    click('Confirmar');
    expect(await screen.findByText(MSG.destinationsDuplicated(2))).toBeTruthy();
    expect(bodyOf(SEARCH)).toEqual({ idRestaurante: 3 });
    await screen.findByTestId('row--2');
    expect(row(-1).getByText(MSG.newRecord)).toBeTruthy();
    await waitFor(() => expect(input('Restaurante da linha -1').value).toBe('3 - Sul'));
    expect(input('Restaurante da linha -2').value).toBe('3 - Sul');
    // In the source's order, on top: -2 is the first copied link, -1 the (inactive) second.
    const ids = screen.getAllByTestId(/^row-/).map((el) => el.dataset.testid);
    expect(ids.slice(0, 2)).toEqual(['row--2', 'row--1']);
    expect(input('Destino da linha -2').value).toBe('11 - Aterro sanitário');
    expect(input('Ativo da linha -2').checked).toBe(true);
    expect(input('Destino da linha -1').value).toBe('12 - Biodigestor');
    expect(input('Ativo da linha -1').checked).toBe(false);
    expect(screen.queryByTestId('row--3')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Duplicar destinos' })).toBeNull());

    // Duplicating again to the same target: its staged rows count as links already.
    fireEvent.click(screen.getByRole('button', { name: 'Duplicar' }));
    await screen.findByRole('dialog', { name: 'Duplicar destinos' });
    await pick('Restaurante de destino', /Sul/);
    click('Confirmar');
    expect(await screen.findByText(MSG.destinationsExistInRestaurant)).toBeTruthy();
    expect(screen.queryByTestId('row--3')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

    table['DELETE /api/v1/reTbDestDesperdicio'] = { body: { deleted: 1 } };
    click('Salvar');
    expect(await screen.findByText(MSG.registersSaved)).toBeTruthy();
    expect(bodyOf(SAVE_LINKS)).toEqual([
      { idDestDesp: null, idRestaurante: 3, idDestino: 11, tipDesperdicio: 3, indInativo: 0 },
      { idDestDesp: null, idRestaurante: 3, idDestino: 12, tipDesperdicio: 4, indInativo: 1 },
    ]);
    expect(bodyOf('DELETE /api/v1/reTbDestDesperdicio')).toEqual({ idDestDesp: [1] });
  });

  it('validateRow puts both rules on the row', () => {
    const turno = link({ idDestDesp: 2, tipDesperdicio: 3 });
    const insumo = link({ idDestDesp: -1, tipDesperdicio: 4 });
    const check = (r: DestDesperdicioRow, rows: DestDesperdicioRow[]) =>
      destDesperdicioConfig.validateRow?.(r, rows, undefined) ?? null;
    expect(check(insumo, [turno, insumo])).toEqual({ row: MSG.destinationTurnoAndInsumo });
    const again = link({ idDestDesp: -2, tipDesperdicio: 3 });
    expect(check(again, [turno, again])).toEqual({ row: MSG.recordExists });
    expect(check(link({ idDestDesp: -3, tipDesperdicio: 2 }), [turno])).toBeNull();
  });
});
