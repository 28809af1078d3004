// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { DespMetasPage } from '@app/features/registers/components/desp-metas-page';
import { GramaturaPratosPage } from '@app/features/registers/components/gramatura-pratos-page';
import { MSG } from '@domain/messages';
import type { DespMeta, GramaturaPrato } from '@domain/schemas/waste-config';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JANUARY_2030_GOAL } from '../../../kit/factories/goal';
import { installDomPolyfills } from '../helpers/dom';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { addRow, openAtRow } from '../helpers/register-screen';
import { cleanupAfterEach, fetchCalls, renderScreen } from '../helpers/render-screen';

/** The goals and plate-weight screens on the register engine, against a mocked API. */

const FIND = 'POST /api/v1/reTbDespMetas/findAllReTbDespMetasByFilter';
const SAVE = 'POST /api/v1/reTbDespMetas/saveAll';
const SATELITES = 'GET /api/v1/reTbUnidadesSatelite';

const GRAMATURAS = 'POST /api/v1/reGramaturaPratos/findAllGramaturaPorGrupoPratos';
const GRAMATURA_SAVE = 'POST /api/v1/reGramaturaPratos/saveAll';
const GRAMATURA_DELETE = 'DELETE /api/v1/reGramaturaPratos';

let table: Record<string, MockResponse | ((init: RequestInit) => MockResponse)>;
let fetchMock: ReturnType<typeof mockFetch>;

const calls = (key: string) => fetchCalls(fetchMock).calls(key);
const bodyOf = (key: string) => fetchCalls(fetchMock).bodyOf(key);
const row = (id: number) => within(screen.getByTestId(`row-${id}`));
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
async function pick(label: string, option: RegExp) {
  fireEvent.click(input(label));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

const meta = (over: Partial<DespMeta> & { idDespMeta: number }): DespMeta => ({
  idRestaurante: 1,
  desRestaurante: 'Restaurante Centro',
  idSatelite: null,
  codSatelite: null,
  desSatelite: null,
  ...JANUARY_2030_GOAL,
  ...over,
});

const SATS = [
  { idSatelite: 5, codSatelite: 'SAT-05', desSatelite: 'Escola Norte', idRestaurante: 1, indInativo: 0 },
  { idSatelite: 6, codSatelite: 'SAT-06', desSatelite: 'Escola Sul', idRestaurante: 2, indInativo: 0 },
];

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  localStorage.clear();
  table = {
    [FIND]: {
      body: [
        meta({ idDespMeta: 1 }),
        meta({ idDespMeta: 2, dtaInicial: '2030-02-01', dtaFinal: '2030-02-28' }),
        meta({
          idDespMeta: 3,
          idSatelite: 5,
          codSatelite: 'SAT-05',
          desSatelite: 'Escola Norte',
          dtaInicial: '2030-03-01',
          dtaFinal: null,
        }),
      ],
    },
    [SAVE]: { body: [] },
    'GET /api/v1/reTbGruposRestaurantes/lov': { body: [{ idGrupo: 4, desGrupo: 'Região Sul' }] },
    'GET /api/v1/reTbRestaurantes/lov/search': {
      body: [
        { idRestaurante: 1, desRestaurante: 'Restaurante Centro', idGrupo: 4 },
        { idRestaurante: 2, desRestaurante: 'Restaurante Norte', idGrupo: 4 },
      ],
    },
  };
  fetchMock = mockFetch((url, init) => {
    const path = new URL(url, 'http://localhost');
    // The satellites of one restaurant, or all of them.
    if (`${init.method ?? 'GET'} ${path.pathname}` === SATELITES) {
      const id = Number(path.searchParams.get('idRestaurante'));
      return { body: id ? SATS.filter((s) => s.idRestaurante === id) : SATS };
    }
    return routes(table)(url, init);
  });
});
cleanupAfterEach();

const renderGoals = () => renderScreen('/listReTbDespMetas', <DespMetasPage title="Metas" />);

describe('goals', () => {
  it("lists by the filters sent to findAllReTbDespMetasByFilter, and says 'Nada para salvar' on an empty save", async () => {
    await openAtRow(renderGoals, 3);
    expect(bodyOf(FIND)).toEqual({
      idGrupo: null,
      idSatelite: null,
      tipDesperdicio: null,
      dtaInicial: null,
      dtaFinal: null,
    });
    expect(input('Data inicial da linha 1').value).toBe('01/01/2030');
    expect(input('Data final da linha 3').value).toBe('');
    expect(input('Meta (kg/dia) da linha 1').value).toBe('10');
    await waitFor(() => expect(input('Satélite da linha 3').value).toBe('SAT-05 - Escola Norte'));

    click('Salvar');
    expect(await screen.findByText('Nada para salvar')).toBeTruthy();
    expect(calls(SAVE)).toHaveLength(0);

    fireEvent.click(screen.getByRole('combobox', { name: 'Grupo' }));
    fireEvent.click(await screen.findByRole('option', { name: /Região Sul/, hidden: true }));
    await waitFor(() => expect(bodyOf(FIND)).toMatchObject({ idGrupo: 4 }));
  });

  it("shows 'Data final anterior a inicial' on the end date and the overlap message verbatim, sending nothing", async () => {
    await openAtRow(renderGoals, 2);
    // Goal 2 moved to start inside goal 1's period.
    type('Data inicial da linha 2', '15/01/2030');
    expect(
      await row(2).findByText('Já existe nesse periodo meta para o satélite: - / restaurante: 1'),
    ).toBeTruthy();
    // Its end before its start: the dates' message, on the end date.
    type('Data inicial da linha 2', '15/03/2030');
    expect(await row(2).findByText('Data final anterior a inicial')).toBeTruthy();
    click('Salvar');
    await waitFor(() =>
      expect(screen.getAllByText('Data final anterior a inicial').length).toBeGreaterThan(1),
    );
    expect(calls(SAVE)).toHaveLength(0);
  });

  it("a new satellite goal overlapping an open-ended one names the satellite's code", async () => {
    await openAtRow(renderGoals, 3);
    await addRow();
    await pick('Restaurante da linha -1', /Restaurante Centro/);
    // Only the satellites of the row's restaurant are offered.
    fireEvent.click(input('Satélite da linha -1'));
    expect(await screen.findByRole('option', { name: /SAT-05 - Escola Norte/, hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /SAT-06/, hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: /SAT-05 - Escola Norte/, hidden: true }));
    await pick('Tipo da linha -1', /Bandeja/);
    type('Data inicial da linha -1', '01/06/2031');
    type('Meta (kg/dia) da linha -1', '4,5');
    expect(
      await row(-1).findByText('Já existe nesse periodo meta para o satélite: SAT-05 / restaurante: 1'),
    ).toBeTruthy();
    click('Salvar');
    await waitFor(() =>
      expect(screen.getAllByText(/Já existe nesse periodo meta/).length).toBeGreaterThan(1),
    );
    expect(calls(SAVE)).toHaveLength(0);

    // Ending before the open goal starts: no clash, and the payload is the goal as typed (null id, open end).
    type('Data final da linha -1', '31/12/2029');
    type('Data inicial da linha -1', '01/12/2029');
    await waitFor(() => expect(row(-1).queryByText(/Já existe nesse periodo meta/)).toBeNull());
    click('Salvar');
    await waitFor(() => expect(calls(SAVE)).toHaveLength(1));
    expect(bodyOf(SAVE)).toEqual([
      {
        idDespMeta: null,
        idRestaurante: 1,
        idSatelite: 5,
        tipDesperdicio: 1,
        dtaInicial: '2029-12-01',
        dtaFinal: '2029-12-31',
        vlrMeta: 4.5,
        vlrMetaPc: null,
      },
    ]);
  });

  it("puts the server's overlap refusal (a goal not listed) verbatim on its row", async () => {
    const message = 'Já existe nesse periodo meta para o satélite: SAT-05 / restaurante: 1';
    table[SAVE] = {
      status: 400,
      body: { exception: `Linha 1: ${message}`, errors: [{ index: 0, id: 3, message }] },
    };
    await openAtRow(renderGoals, 3);
    type('Meta (kg/dia) da linha 3', '8');
    click('Salvar');
    expect(await row(3).findByText(message)).toBeTruthy();
    expect(row(1).queryByText(message)).toBeNull();
    expect(bodyOf(SAVE)).toEqual([
      {
        idDespMeta: 3,
        idRestaurante: 1,
        idSatelite: 5,
        tipDesperdicio: 1,
        dtaInicial: '2030-03-01',
        dtaFinal: null,
        vlrMeta: 8,
        vlrMetaPc: 3,
      },
    ]);
    expect(screen.getByText('1 alteração não salva')).toBeTruthy();
  });

  it("flags a satellite of another restaurant after the row's restaurant changes", async () => {
    await openAtRow(renderGoals, 3);
    await pick('Restaurante da linha 3', /Restaurante Norte/);
    expect(await row(3).findByText(MSG.satelliteNotInRestaurant(5, 2))).toBeTruthy();
  });
});

describe('plate weights', () => {
  const weight = (
    over: Partial<GramaturaPrato> & { idGramatura: number; idGrupo: number },
  ): GramaturaPrato => ({
    desGrupo: `Grupo ${over.idGrupo}`,
    qtdPrato: 0.45,
    ...over,
  });

  beforeEach(() => {
    table = {
      [GRAMATURAS]: {
        body: [
          weight({ idGramatura: 10, idGrupo: 5, desGrupo: 'Prato principal' }),
          weight({ idGramatura: 11, idGrupo: 6, desGrupo: 'Guarnição', qtdPrato: 0.15 }),
        ],
      },
      [GRAMATURA_SAVE]: { body: [] },
      [GRAMATURA_DELETE]: { body: { deleted: 2 } },
      'POST /api/v1/reTbTbGrupoPrato': {
        body: [
          { idGrupo: 5, desGrupo: 'Prato principal' },
          { idGrupo: 6, desGrupo: 'Guarnição' },
          { idGrupo: 7, desGrupo: 'Sobremesa' },
        ],
      },
    };
  });

  const renderWeights = () =>
    renderScreen('/listReGramaturaPratos', <GramaturaPratosPage title="Gramatura" />);

  it('deletes by dish group: the DELETE body is {idGrupo: [...]} of the rows removed', async () => {
    await openAtRow(renderWeights, 11);
    expect(bodyOf(GRAMATURAS)).toEqual({ idGrupo: null });
    expect(input('Peso do prato (kg) da linha 11').value).toBe('0,150 kg');
    click('Excluir registro 10');
    click('Excluir registro 11');
    click('Salvar');
    expect(await screen.findByText(MSG.registersSaved)).toBeTruthy();
    expect(bodyOf(GRAMATURA_DELETE)).toEqual({ idGrupo: [5, 6] });
    expect(calls(GRAMATURA_SAVE)).toHaveLength(0);
  });

  it("refuses a second weight for a group and a weight that is not kg; sends '0,3 kg' as 0.3", async () => {
    await openAtRow(renderWeights, 11);
    await addRow();
    await pick('Grupo de pratos da linha -1', /Prato principal/);
    expect(await row(-1).findByText(MSG.recordExists)).toBeTruthy();
    type('Peso do prato (kg) da linha -1', 'abc');
    expect(await row(-1).findByText(MSG.plateWeightInvalid)).toBeTruthy();
    type('Peso do prato (kg) da linha -1', '0');
    expect(await row(-1).findByText(MSG.plateWeightInvalid)).toBeTruthy();
    click('Salvar');
    // The toast repeats the first message of the row.
    await waitFor(() => expect(screen.getAllByText(MSG.recordExists).length).toBeGreaterThan(1));
    expect(calls(GRAMATURA_SAVE)).toHaveLength(0);

    await pick('Grupo de pratos da linha -1', /Sobremesa/);
    type('Peso do prato (kg) da linha -1', '0,3 kg');
    await waitFor(() => expect(row(-1).queryByText(MSG.recordExists)).toBeNull());
    click('Salvar');
    await waitFor(() => expect(calls(GRAMATURA_SAVE)).toHaveLength(1));
    expect(bodyOf(GRAMATURA_SAVE)).toEqual([{ idGramatura: null, idGrupo: 7, qtdPrato: 0.3 }]);
    // A stored row's dish group is its key: not editable.
    expect(input('Grupo de pratos da linha 10').disabled).toBe(true);
  });
});
