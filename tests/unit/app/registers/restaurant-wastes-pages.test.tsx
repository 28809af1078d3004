// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { DespInsumosPage } from '@app/features/registers/components/desp-insumos-page';
import { DesperdiciosRestPage } from '@app/features/registers/components/desperdicios-rest-page';
import { MSG } from '@domain/messages';
import type { DesperdicioRest, DespInsumo } from '@domain/schemas/waste-config';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { addRow } from '../helpers/register-screen';
import { cleanupAfterEach, fetchCalls, renderScreen } from '../helpers/render-screen';

/**
 * The restaurants-per-type and monitored-input screens on the register engine (spec §5): add by group
 * (validateAdd's outcomes and 'Não há registros para adicionar'), the tipCardapio default, the delete
 * protection of links in use, and the input delete check through findIdInsumos.
 */

type Table = Record<string, MockResponse | ((init: RequestInit) => MockResponse)>;
let table: Table;
let fetchMock: ReturnType<typeof mockFetch>;

const calls = (key: string) => fetchCalls(fetchMock).calls(key);
const bodyOf = (key: string) => fetchCalls(fetchMock).bodyOf(key);
const row = (id: number) => within(screen.getByTestId(`row-${id}`));
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
async function pick(label: string, option: RegExp, scope = screen) {
  fireEvent.click(scope.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}
async function pickCell(label: string, option: RegExp) {
  fireEvent.click(input(label));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  localStorage.clear();
});
cleanupAfterEach();

describe('restaurants per waste type', () => {
  const LIST = 'GET /api/v1/reTbDesperdiciosRest';
  const SAVE = 'POST /api/v1/reTbDesperdiciosRest/saveAll';
  const VALIDATE_ADD = 'POST /api/v1/reTbDesperdiciosRest/validateAdd';
  const VALIDATE_DELETE = 'POST /api/v1/reTbDesperdiciosRest/validateDelete';
  const DELETE = 'DELETE /api/v1/reTbDesperdiciosRest';
  const link = (over: Partial<DesperdicioRest> & { idRestDesp: number }): DesperdicioRest => ({
    idRestaurante: 1,
    tipDesperdicio: 1,
    tipCardapio: null,
    desRestaurante: 'Centro',
    idGrupo: 10,
    ...over,
  });
  const restaurante = (idRestaurante: number, desRestaurante: string) => ({
    idRestaurante,
    desRestaurante,
    idGrupo: 10,
  });

  beforeEach(() => {
    table = {
      [LIST]: {
        body: [link({ idRestDesp: 1 }), link({ idRestDesp: 2, idRestaurante: 2, desRestaurante: 'Norte' })],
      },
      'GET /api/v1/reTbGruposRestaurantes/lov': {
        body: [
          { idGrupo: 10, desGrupo: 'Grupo Sul' },
          { idGrupo: 11, desGrupo: 'Grupo Vazio' },
        ],
      },
      'GET /api/v1/reTbRestaurantes/lov/search': {
        body: [restaurante(1, 'Centro'), restaurante(2, 'Norte'), restaurante(3, 'Leste')],
      },
      [SAVE]: { body: [] },
      [VALIDATE_DELETE]: { body: { exception: null, restricted: [] } },
      [DELETE]: { body: { deleted: 1 } },
    };
    fetchMock = mockFetch((url, init) => routes(table)(url, init));
  });

  const renderPage = async () => {
    renderScreen(
      '/listReTbDesperdiciosRest',
      <DesperdiciosRestPage title="Tipos de desperdício por restaurante" />,
    );
    await screen.findByTestId('row-1');
  };

  async function addByGroup() {
    await screen.findByTestId('row-1');
    click('Adicionar por grupo');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar restaurantes' }));
    return dialog;
  }

  it('lists by the group and type chosen; a new row of type 4 shows the menu kind 1', async () => {
    await renderPage();
    expect(input('Tipo de cardápio da linha 1').value).toBe('');
    await pick('Grupo', /Grupo Sul/);
    await waitFor(() =>
      expect(new URL(String(calls(LIST).at(-1)?.[0]), 'http://x').search).toBe('?idGrupo=10'),
    );
    await pick('Tipo de desperdício', /Pré-preparo por insumo/);
    await waitFor(() =>
      expect(new URL(String(calls(LIST).at(-1)?.[0]), 'http://x').search).toBe(
        '?idGrupo=10&tipDesperdicio=4',
      ),
    );
    await screen.findByTestId('row-1');
    await addRow();
    expect(input('Tipo da linha -1').value).toBe('4 - Pré-preparo por insumo');
    expect(input('Tipo de cardápio da linha -1').value).toBe('1 - Cardápio padrão');
  });

  it('a row whose type becomes 4 without a menu kind is saved with 1; a duplicate is refused locally', async () => {
    await renderPage();
    await addRow();
    await pickCell('Restaurante da linha -1', /Centro/);
    await pickCell('Tipo da linha -1', /Bandeja/);
    expect(await row(-1).findByText(MSG.recordExists)).toBeTruthy();
    await pickCell('Tipo da linha -1', /Pré-preparo por insumo/);
    await waitFor(() => expect(row(-1).queryByText(MSG.recordExists)).toBeNull());
    expect(input('Tipo de cardápio da linha -1').value).toBe('');
    click('Salvar');
    expect(await screen.findByText(MSG.registersSaved)).toBeTruthy();
    expect(bodyOf(SAVE)).toEqual([{ idRestDesp: null, idRestaurante: 1, tipDesperdicio: 4, tipCardapio: 1 }]);
  });

  it("add by group shows validateAdd's exception verbatim and adds nothing", async () => {
    for (const exception of [MSG.groupWithoutRestaurants, MSG.groupAlreadyAdded]) {
      table[VALIDATE_ADD] = { body: { exception, restricted: [], validReTbRestaurantes: [] } };
      await renderPage();
      await pick('Grupo', /Grupo Vazio/);
      await pick('Tipo de desperdício', /Excedente/);
      await addByGroup();
      expect(await screen.findByText(exception)).toBeTruthy();
      expect(bodyOf(VALIDATE_ADD)).toEqual({ idGrupo: 11, tipDesperdicio: 2 });
      expect(screen.queryByTestId('row--1')).toBeNull();
      cleanup();
      notifications.clean();
    }
  });

  it("add by group stages the group's restaurants; once staged, 'Não há registros para adicionar'", async () => {
    table[VALIDATE_ADD] = {
      body: {
        exception: null,
        restricted: [restaurante(1, 'Centro')],
        validReTbRestaurantes: [restaurante(2, 'Norte'), restaurante(7, 'Fora da lista')],
      },
    };
    table[SAVE] = (init) => ({
      body: (JSON.parse(String(init.body)) as DesperdicioRest[]).map((item, i) => ({
        ...item,
        idRestDesp: 20 + i,
      })),
    });
    await renderPage();
    await pick('Grupo', /Grupo Sul/);
    await pick('Tipo de desperdício', /Pré-preparo por insumo/);
    const dialog = await addByGroup();
    expect(within(dialog).getByRole('combobox', { name: 'Grupo' })).toHaveProperty('value', '10 - Grupo Sul');
    expect(await screen.findByText(MSG.restaurantsAddedByGroup(2))).toBeTruthy();
    expect(bodyOf(VALIDATE_ADD)).toEqual({ idGrupo: 10, tipDesperdicio: 4 });
    await screen.findByTestId('row--2');
    // In the order answered, on top; a restaurant the picker does not offer shows by its name.
    const staged = screen.getAllByTestId(/^row-/).map((el) => el.dataset.testid);
    expect(staged.slice(0, 2)).toEqual(['row--2', 'row--1']);
    expect(input('Restaurante da linha -2').value).toBe('2 - Norte');
    expect(input('Restaurante da linha -1').value).toBe('7 - Fora da lista');
    expect(input('Tipo da linha -1').value).toBe('4 - Pré-preparo por insumo');
    expect(input('Tipo de cardápio da linha -1').value).toBe('1 - Cardápio padrão');
    expect(screen.getByText('2 alterações não salvas')).toBeTruthy();

    // The same group again: its restaurants are staged already.
    await addByGroup();
    expect(await screen.findByText(MSG.nothingToAdd)).toBeTruthy();
    expect(screen.queryByTestId('row--3')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    click('Salvar');
    expect(await screen.findByText(MSG.registersSaved)).toBeTruthy();
    expect(bodyOf(SAVE)).toEqual([
      { idRestDesp: null, idRestaurante: 2, tipDesperdicio: 4, tipCardapio: 1 },
      { idRestDesp: null, idRestaurante: 7, tipDesperdicio: 4, tipCardapio: 1 },
    ]);
  });

  it('keeps the links in use (validateDelete) with the message, and deletes the others', async () => {
    const message = MSG.restWasteInUse('metas e apontamentos');
    table[VALIDATE_DELETE] = { body: { exception: message, restricted: [1] } };
    await renderPage();
    click('Excluir registro 1');
    click('Excluir registro 2');
    click('Salvar');
    expect(await row(1).findByText(message)).toBeTruthy();
    expect(bodyOf(VALIDATE_DELETE)).toEqual({ idRestDesp: [1, 2] });
    expect(bodyOf(DELETE)).toEqual({ idRestDesp: [2] });
    expect(screen.getByTestId('row-1').dataset.state).toBeUndefined();
  });
});

describe('monitored inputs', () => {
  const LIST = 'GET /api/v1/reTbDespInsumos';
  const SAVE = 'POST /api/v1/reTbDespInsumos/saveAll';
  const DELETE = 'DELETE /api/v1/reTbDespInsumos';
  const FIND = 'POST /api/v1/reTbDesperdiciosDet/findIdInsumos';
  const stored: DespInsumo[] = [
    { idInsumo: 5, indInativo: 0, desInsumo: 'Cenoura', codMascara: '01.01.005', codNivel: '3' },
    { idInsumo: 6, indInativo: 0, desInsumo: 'Batata', codMascara: '01.01.006', codNivel: '3' },
  ];

  let rows: DespInsumo[];

  beforeEach(() => {
    rows = [...stored];
    table = {
      [LIST]: () => ({ body: rows }),
      'GET /api/v1/reTbInsumos/lov': {
        body: [
          ...stored.map(({ indInativo: _, ...i }) => i),
          { idInsumo: 7, desInsumo: 'Abóbora', codMascara: '01.01.007', codNivel: '4' },
        ],
      },
      [SAVE]: (init) => {
        const saved = (JSON.parse(String(init.body)) as { idInsumo: number; indInativo: number }[]).map(
          (item) => ({ ...item, desInsumo: 'Abóbora', codMascara: '01.01.007', codNivel: '4' }),
        );
        rows = [...rows.filter((r) => !saved.some((x) => x.idInsumo === r.idInsumo)), ...saved];
        return { body: saved };
      },
      [DELETE]: { body: { deleted: 1 } },
      [FIND]: (init) => {
        const { idInsumo } = JSON.parse(String(init.body)) as { idInsumo: number[] };
        return {
          body: stored
            .filter((s) => idInsumo.includes(s.idInsumo))
            .map((s) => ({
              idInsumo: s.idInsumo,
              desInsumo: s.desInsumo,
              indInativo: 0,
              emUso: s.idInsumo === 5,
            })),
        };
      },
    };
    fetchMock = mockFetch((url, init) => routes(table)(url, init));
  });

  const renderPage = async () => {
    renderScreen('/listReTbDespInsumos', <DespInsumosPage title="Insumos monitorados" />);
    await screen.findByTestId('row-5');
  };

  it('lists the inputs by their name, mask and level; deactivating sends 1', async () => {
    await renderPage();
    expect(input('Insumo da linha 5').value).toBe('5 - Cenoura');
    expect(input('Insumo da linha 5').disabled).toBe(true);
    expect(row(5).getByText('01.01.005')).toBeTruthy();
    fireEvent.click(input('Ativo da linha 6'));
    click('Salvar');
    expect(await screen.findByText(MSG.registersSaved)).toBeTruthy();
    expect(bodyOf(SAVE)).toEqual([{ idInsumo: 6, indInativo: 1 }]);
  });

  it("adds an input of the catalogue (its mask shows); one monitored already is 'Registro já existente'", async () => {
    await renderPage();
    await addRow();
    await pickCell('Insumo da linha -1', /Cenoura/);
    expect(await row(-1).findByText(MSG.recordExists)).toBeTruthy();
    click('Salvar');
    await waitFor(() => expect(screen.getAllByText(MSG.recordExists).length).toBeGreaterThan(1));
    expect(calls(SAVE)).toHaveLength(0);
    await pickCell('Insumo da linha -1', /Abóbora/);
    await waitFor(() => expect(row(-1).queryByText(MSG.recordExists)).toBeNull());
    expect(row(-1).getByText('01.01.007')).toBeTruthy();
    click('Salvar');
    expect(await screen.findByText(MSG.registersSaved)).toBeTruthy();
    expect(bodyOf(SAVE)).toEqual([{ idInsumo: 7, indInativo: 0 }]);
    // The saved row takes the input as its id.
    expect(await screen.findByTestId('row-7')).toBeTruthy();
  });

  it('checks the inputs with findIdInsumos before deleting: those with appointments stay', async () => {
    await renderPage();
    click('Excluir registro 5');
    click('Excluir registro 6');
    click('Salvar');
    const message = MSG.inputsInUse('5');
    expect(await row(5).findByText(message)).toBeTruthy();
    expect(bodyOf(FIND)).toEqual({ idInsumo: [5, 6] });
    expect(bodyOf(DELETE)).toEqual({ idInsumo: [6] });
  });
});
