// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { type RegisterConfig, ruleOn } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import { restResource } from '@app/components/register/register-resource';
import { BalancasUnidadesPage } from '@app/features/registers/components/balancas-unidades-page';
import { CadBalancasPage } from '@app/features/registers/components/cad-balancas-page';
import { RecipientesPage } from '@app/features/registers/components/recipientes-page';
import { RecipientesPesosPage } from '@app/features/registers/components/recipientes-pesos-page';
import { RestBalancasUsuariosPage } from '@app/features/registers/components/rest-balancas-usuarios-page';
import { SatBalancasPage } from '@app/features/registers/components/sat-balancas-page';
import { UnidadesSatelitePage } from '@app/features/registers/components/unidades-satelite-page';
import { MSG } from '@domain/messages';
import type { BalancaUnidade } from '@domain/schemas/registers';

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { addRow, openAtRow } from '../helpers/register-screen';
import { cleanupAfterEach, fetchCalls, renderScreen } from '../helpers/render-screen';

/** A register of the test only: a name, a restaurant picker and the active switch. */
interface Teste {
  idTeste: number;
  desTeste: string;
  idRestaurante: number | null;
  indInativo: number;
}

const LIST = 'GET /api/v1/testes';
const SAVE = 'POST /api/v1/testes/saveAll';
const DELETE = 'DELETE /api/v1/testes';
const PATH = '/testes';

const RESTAURANTES = [
  { id: 1, label: 'Restaurante Centro' },
  { id: 2, label: 'Restaurante Norte' },
];

const testConfig: RegisterConfig<Teste> = {
  resource: restResource<Teste>({ key: 'testes', base: '/api/v1/testes', remove: { bodyKey: 'idTeste' } }),
  idField: 'idTeste',
  columns: [
    { field: 'desTeste', label: 'Descrição', editor: 'text', required: true },
    {
      field: 'idRestaurante',
      label: 'Restaurante',
      editor: 'lov',
      useOptions: () => ({ options: RESTAURANTES, loading: false }),
    },
    { field: 'indInativo', label: 'Ativo', editor: 'toggle' },
  ],
  newRow: () => ({ desTeste: '', idRestaurante: null, indInativo: 0 }),
  validateRow: ruleOn('row', (rows, row) =>
    row.desTeste && rows.some((o) => o !== row && o.desTeste === row.desTeste) ? MSG.recordExists : null,
  ),
};

let rows: Teste[];
let table: Record<string, MockResponse | ((init: RequestInit) => MockResponse)>;
let fetchMock: ReturnType<typeof mockFetch>;

const calls = (key: string) => fetchCalls(fetchMock).calls(key);
const bodyOf = (key: string) => fetchCalls(fetchMock).bodyOf(key);
const renderAt = renderScreen;
const renderTest = () => renderAt(PATH, <RegisterPage title="Testes" config={testConfig} />);
const row = (id: number) => within(screen.getByTestId(`row-${id}`));
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
/** The restaurant picker's answer: these names as restaurants 1, 2, … of no group. */
const restaurantsNamed = (...names: string[]) => ({
  body: names.map((desRestaurante, i) => ({ idRestaurante: i + 1, desRestaurante, idGrupo: null })),
});
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  localStorage.clear();
  rows = [
    { idTeste: 1, desTeste: 'Primeiro', idRestaurante: 1, indInativo: 0 },
    { idTeste: 2, desTeste: 'Segundo', idRestaurante: 2, indInativo: 1 },
    { idTeste: 3, desTeste: 'Terceiro', idRestaurante: null, indInativo: 0 },
  ];
  table = {
    [LIST]: () => ({ body: rows }),
    [SAVE]: { body: [] },
    [DELETE]: { body: { deleted: 1 } },
  };
  fetchMock = mockFetch((url, init) => routes(table)(url, init));
});
cleanupAfterEach();

describe('register engine', () => {
  it("lists the rows with their editors, 'Carregando...' first, and 'Sem dados' when empty", async () => {
    renderTest();
    expect(screen.getByText(MSG.loading)).toBeTruthy();
    await screen.findByTestId('row-1');
    expect(input('Descrição da linha 1').value).toBe('Primeiro');
    expect(input('Restaurante da linha 1').value).toBe('1 - Restaurante Centro');
    expect(input('Ativo da linha 1').checked).toBe(true);
    expect(input('Ativo da linha 2').checked).toBe(false);
    expect(row(3).getByText('3')).toBeTruthy();
    cleanup();
    rows = [];
    renderTest();
    expect(await screen.findByText(MSG.noData)).toBeTruthy();
  });

  it('pages the rows by the default page size of the settings', async () => {
    localStorage.setItem('pageSize', '10');
    rows = Array.from({ length: 12 }, (_, i) => ({
      idTeste: i + 1,
      desTeste: `Linha ${i + 1}`,
      idRestaurante: null,
      indInativo: 0,
    }));
    await openAtRow(renderTest, 1);
    expect(screen.queryByTestId('row-11')).toBeNull();
    expect(screen.getByText('12 registros')).toBeTruthy();
    click('Próxima página');
    expect(await screen.findByTestId('row-11')).toBeTruthy();
    expect(screen.queryByTestId('row-1')).toBeNull();
  });

  it("adds rows with temporary ids -1, -2 shown as 'Novo', counted as unsaved", async () => {
    await openAtRow(renderTest, 1);
    click('Adicionar');
    expect(await screen.findByTestId('row--1')).toBeTruthy();
    expect(row(-1).getByText(MSG.newRecord)).toBeTruthy();
    expect(screen.getByText('1 alteração não salva')).toBeTruthy();
    click('Adicionar');
    expect(await screen.findByTestId('row--2')).toBeTruthy();
    expect(row(-2).getByText(MSG.newRecord)).toBeTruthy();
    expect(screen.getByText('2 alterações não salvas')).toBeTruthy();
    // The latest new row is on top.
    const ids = screen.getAllByTestId(/^row-/).map((el) => el.dataset.testid);
    expect(ids.slice(0, 3)).toEqual(['row--2', 'row--1', 'row-1']);
    expect(input('Ativo da linha -1').checked).toBe(true);
  });

  it('stages edits with a count, and un-stages a value typed back', async () => {
    await openAtRow(renderTest, 1);
    type('Descrição da linha 1', 'Primeiro editado');
    expect(await screen.findByText('1 alteração não salva')).toBeTruthy();
    fireEvent.click(input('Ativo da linha 2'));
    expect(await screen.findByText('2 alterações não salvas')).toBeTruthy();
    type('Descrição da linha 1', 'Primeiro');
    expect(await screen.findByText('1 alteração não salva')).toBeTruthy();
    click('Descartar alterações');
    await waitFor(() => expect(screen.queryByText(/alteraç(ão|ões) não salva/)).toBeNull());
    expect(input('Ativo da linha 2').checked).toBe(false);
  });

  it("deletes a new row only locally: nothing is sent, and then 'Nenhum dado para salvar.'", async () => {
    await openAtRow(renderTest, 1);
    await addRow();
    click('Excluir registro -1');
    await waitFor(() => expect(screen.queryByTestId('row--1')).toBeNull());
    expect(screen.queryByText(/alteraç(ão|ões) não salva/)).toBeNull();
    click('Salvar');
    expect(await screen.findByText(MSG.nothingToSave)).toBeTruthy();
    expect(calls(SAVE)).toHaveLength(0);
    expect(calls(DELETE)).toHaveLength(0);
  });

  it('a register may fill other fields along with an edit (expandPatch): they are shown and saved', async () => {
    const config: RegisterConfig<Teste> = {
      ...testConfig,
      // Typing 'Norte' in the description picks the restaurant Norte.
      expandPatch: (patch) => (patch.desTeste?.includes('Norte') ? { ...patch, idRestaurante: 2 } : patch),
    };
    renderAt(PATH, <RegisterPage title="Testes" config={config} />);
    await screen.findByTestId('row-3');
    type('Descrição da linha 3', 'Terceiro Norte');
    await waitFor(() => expect(input('Restaurante da linha 3').value).toBe('2 - Restaurante Norte'));
    click('Salvar');
    expect(await screen.findByText(MSG.registersSaved)).toBeTruthy();
    expect(bodyOf(SAVE)).toEqual([
      { idTeste: 3, desTeste: 'Terceiro Norte', idRestaurante: 2, indInativo: 0 },
    ]);
  });

  it('saves only the changed and new rows, null for the new ids; then the list clears and reloads', async () => {
    table[SAVE] = (init) => {
      const items = JSON.parse(String(init.body)) as Teste[];
      const saved = items.map((item, i) => ({ ...item, idTeste: item.idTeste ?? 10 + i }));
      rows = [...rows.filter((r) => !saved.some((x) => x.idTeste === r.idTeste)), ...saved];
      return { body: saved };
    };
    await openAtRow(renderTest, 1);
    click('Adicionar');
    click('Adicionar');
    await screen.findByTestId('row--2');
    type('Descrição da linha -1', 'Novo A');
    type('Descrição da linha -2', 'Novo B');
    fireEvent.click(input('Ativo da linha -2'));
    fireEvent.click(input('Ativo da linha 2'));
    expect(await screen.findByText('3 alterações não salvas')).toBeTruthy();
    const lists = calls(LIST).length;

    click('Salvar');
    expect(await screen.findByText(MSG.registersSaved)).toBeTruthy();
    expect(bodyOf(SAVE)).toEqual([
      { idTeste: null, desTeste: 'Novo B', idRestaurante: null, indInativo: 1 },
      { idTeste: null, desTeste: 'Novo A', idRestaurante: null, indInativo: 0 },
      { idTeste: 2, desTeste: 'Segundo', idRestaurante: 2, indInativo: 0 },
    ]);
    expect(calls(DELETE)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByText(/alteraç(ão|ões) não salva/)).toBeNull());
    expect(screen.queryByTestId('row--1')).toBeNull();
    expect(input('Descrição da linha 10').value).toBe('Novo B');
    expect(input('Descrição da linha 11').value).toBe('Novo A');
    expect(input('Ativo da linha 2').checked).toBe(true);
    await waitFor(() => expect(calls(LIST).length).toBe(lists + 1));
  });

  it('stages the delete of a stored row until the save, and can take it back', async () => {
    await openAtRow(renderTest, 1);
    click('Excluir registro 2');
    expect(await screen.findByText('1 alteração não salva')).toBeTruthy();
    expect(screen.getByTestId('row-2').dataset.state).toBe('removed');
    click('Desfazer exclusão do registro 2');
    await waitFor(() => expect(screen.queryByText('1 alteração não salva')).toBeNull());
    click('Excluir registro 2');
    click('Excluir registro 3');
    click('Salvar');
    expect(await screen.findByText(MSG.registersSaved)).toBeTruthy();
    expect(bodyOf(DELETE)).toEqual({ idTeste: [2, 3] });
    expect(calls(SAVE)).toHaveLength(0);
  });

  it('a refused delete keeps the row, with the reason on it', async () => {
    table[DELETE] = { status: 400, body: { exception: MSG.recordInUse(2), blocked: [2] } };
    await openAtRow(renderTest, 1);
    click('Excluir registro 2');
    click('Salvar');
    expect(await row(2).findByText(MSG.recordInUse(2))).toBeTruthy();
    expect(screen.getByTestId('row-2').dataset.state).toBeUndefined();
    expect(screen.queryByText(/alteraç(ão|ões) não salva/)).toBeNull();
  });

  it('blocks the save on local errors, shown on their rows: required fields and the register rule', async () => {
    await openAtRow(renderTest, 1);
    await addRow();
    // A blank required field is flagged once a save is tried.
    expect(row(-1).queryByText(MSG.required)).toBeNull();
    click('Salvar');
    expect(await row(-1).findByText(MSG.required)).toBeTruthy();
    // The register's own rule runs as the row is typed.
    type('Descrição da linha -1', 'Primeiro');
    expect(await row(-1).findByText(MSG.recordExists)).toBeTruthy();
    expect(row(1).queryByText(MSG.recordExists)).toBeNull();
    click('Salvar');
    await waitFor(() => expect(screen.getAllByText(MSG.recordExists).length).toBeGreaterThan(1));
    expect(calls(SAVE)).toHaveLength(0);
    type('Descrição da linha -1', 'Outro');
    await waitFor(() => expect(row(-1).queryByText(MSG.recordExists)).toBeNull());
  });

  it("puts the server's 400 errors on their rows (by payload index) and keeps the changes", async () => {
    table[SAVE] = {
      status: 400,
      body: {
        exception: 'Linha 2: Registro já existente',
        errors: [{ index: 1, id: 3, field: 'desTeste', message: MSG.recordExists }],
      },
    };
    await openAtRow(renderTest, 1);
    type('Descrição da linha 1', 'Um');
    type('Descrição da linha 3', 'Três');
    click('Salvar');
    expect(await row(3).findByText(MSG.recordExists)).toBeTruthy();
    expect(row(1).queryByText(MSG.recordExists)).toBeNull();
    expect(screen.getByText('Linha 2: Registro já existente')).toBeTruthy();
    expect(screen.getByText('2 alterações não salvas')).toBeTruthy();
    // Editing the refused row clears the server's message.
    type('Descrição da linha 3', 'Três!');
    await waitFor(() => expect(row(3).queryByText(MSG.recordExists)).toBeNull());
  });

  it('asks before leaving with unsaved changes', async () => {
    const router = renderTest();
    await screen.findByTestId('row-1');
    click('Adicionar');
    expect(await screen.findByText('1 alteração não salva')).toBeTruthy();
    void router.navigate('/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByText(MSG.unsavedChanges)).toBeNull());
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.getByTestId('row--1')).toBeTruthy();
    void router.navigate('/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByText('Página inicial')).toBeTruthy();
  });
});

describe('scales × units on the engine', () => {
  const link = (over: Partial<BalancaUnidade> & { idBalUnidade: number }): BalancaUnidade => ({
    idRestaurante: 1,
    idBal: 7,
    indInativo: 0,
    desRestaurante: 'Restaurante Centro',
    desBalanca: 'Balança cozinha',
    ...over,
  });
  const UNITS_PATH = '/listReTbBalancasUnidades';
  const UNITS_SAVE = 'POST /api/v1/reTbBalancasUnidades/saveAll';

  beforeEach(() => {
    table = {
      'GET /api/v1/reTbBalancasUnidades': {
        body: [link({ idBalUnidade: 1 }), link({ idBalUnidade: 2, idRestaurante: 2, indInativo: 1 })],
      },
      'GET /api/v1/reTbCadBalancas': {
        body: [{ idBal: 7, idSerial: 'SN-7', desBalanca: 'Balança cozinha' }],
      },
      'GET /api/v1/reTbRestaurantes/lov/search': restaurantsNamed('Restaurante Centro', 'Restaurante Norte'),
      [UNITS_SAVE]: { body: [] },
    };
  });

  it('refuses reactivating a scale active for another restaurant, on the row, before sending', async () => {
    renderAt(UNITS_PATH, <BalancasUnidadesPage title="Balanças x Unidades" />);
    await screen.findByTestId('row-2');
    await waitFor(() => expect(input('Balança da linha 2').value).toBe('7 - Balança cozinha'));
    fireEvent.click(input('Ativo da linha 2'));
    expect(await row(2).findByText(MSG.scaleActiveElsewhere)).toBeTruthy();
    click('Salvar');
    await waitFor(() => expect(screen.getAllByText(MSG.scaleActiveElsewhere).length).toBe(2));
    expect(calls(UNITS_SAVE)).toHaveLength(0);
    // Deactivating the other link first makes it valid.
    fireEvent.click(input('Ativo da linha 1'));
    await waitFor(() => expect(row(2).queryByText(MSG.scaleActiveElsewhere)).toBeNull());
  });

  it("shows the server's refusal verbatim on the new row", async () => {
    table[UNITS_SAVE] = {
      status: 400,
      body: {
        exception: `Linha 1: ${MSG.scaleActiveElsewhere}`,
        errors: [{ index: 0, id: null, field: 'idBal', message: MSG.scaleActiveElsewhere }],
      },
    };
    table['GET /api/v1/reTbBalancasUnidades'] = { body: [] };
    renderAt(UNITS_PATH, <BalancasUnidadesPage title="Balanças x Unidades" />);
    expect(await screen.findByText(MSG.noData)).toBeTruthy();
    await addRow();
    fireEvent.click(input('Restaurante da linha -1'));
    fireEvent.click(await screen.findByRole('option', { name: /Restaurante Norte/, hidden: true }));
    fireEvent.click(input('Balança da linha -1'));
    fireEvent.click(await screen.findByRole('option', { name: /Balança cozinha/, hidden: true }));
    click('Salvar');
    expect(await row(-1).findByText(MSG.scaleActiveElsewhere)).toBeTruthy();
    expect(bodyOf(UNITS_SAVE)).toEqual([{ idBalUnidade: null, idRestaurante: 2, idBal: 7, indInativo: 0 }]);
  });
});

describe('tares on the engine: the restaurant filter and the kg quantity', () => {
  const SEARCH = 'POST /api/v1/reTbRecipientesPesos/search';
  const TARES_SAVE = 'POST /api/v1/reTbRecipientesPesos/saveAll';

  beforeEach(() => {
    table = {
      [SEARCH]: (init) => {
        const { idRestaurante } = JSON.parse(String(init.body));
        const all = [
          {
            idPeso: 1,
            idRestaurante: 1,
            idRecipiente: 2,
            qtdPeso: 1.25,
            desRestaurante: 'Centro',
            desRecipiente: 'Cuba',
          },
          {
            idPeso: 2,
            idRestaurante: 2,
            idRecipiente: 2,
            qtdPeso: 0.5,
            desRestaurante: 'Norte',
            desRecipiente: 'Cuba',
          },
        ];
        return { body: all.filter((t) => !idRestaurante || t.idRestaurante === idRestaurante) };
      },
      'GET /api/v1/reTbRecipientes': {
        body: [
          { idRecipiente: 2, desRecipiente: 'Cuba' },
          { idRecipiente: 3, desRecipiente: 'Balde' },
        ],
      },
      'GET /api/v1/reTbRestaurantes/lov/search': restaurantsNamed('Centro', 'Norte'),
      [TARES_SAVE]: { body: [] },
    };
  });

  it("lists by the restaurant chosen, presets it on new rows, and sends '1,5 kg' as 1.5", async () => {
    renderAt('/listReTbRecipientesPesos', <RecipientesPesosPage title="Pesos dos recipientes" />);
    await screen.findByTestId('row-2');
    expect(bodyOf(SEARCH)).toEqual({ idRestaurante: null });
    expect(input('Peso (kg) da linha 1').value).toBe('1,250 kg');

    fireEvent.click(screen.getByRole('combobox', { name: 'Restaurante' }));
    fireEvent.click(await screen.findByRole('option', { name: /Norte/, hidden: true }));
    await waitFor(() => expect(screen.queryByTestId('row-1')).toBeNull());
    await screen.findByTestId('row-2');
    expect(bodyOf(SEARCH)).toEqual({ idRestaurante: 2 });

    await addRow();
    await waitFor(() => expect(input('Restaurante da linha -1').value).toBe('2 - Norte'));
    fireEvent.click(input('Recipiente da linha -1'));
    fireEvent.click(await screen.findByRole('option', { name: /Balde/, hidden: true }));
    type('Peso (kg) da linha -1', 'abc');
    expect(await row(-1).findByText(MSG.tareInvalid)).toBeTruthy();
    type('Peso (kg) da linha -1', '1,5 kg');
    await waitFor(() => expect(row(-1).queryByText(MSG.tareInvalid)).toBeNull());
    click('Salvar');
    expect(await screen.findByText(MSG.registersSaved)).toBeTruthy();
    expect(bodyOf(TARES_SAVE)).toEqual([{ idPeso: null, idRestaurante: 2, idRecipiente: 3, qtdPeso: 1.5 }]);
  });

  it('asks before a new filter drops unsaved changes', async () => {
    renderAt('/listReTbRecipientesPesos', <RecipientesPesosPage title="Pesos dos recipientes" />);
    await screen.findByTestId('row-1');
    type('Peso (kg) da linha 1', '2');
    expect(await screen.findByText('1 alteração não salva')).toBeTruthy();
    const searches = calls(SEARCH).length;
    const pick = async () => {
      fireEvent.click(screen.getByRole('combobox', { name: 'Restaurante' }));
      fireEvent.click(await screen.findByRole('option', { name: /Norte/, hidden: true }));
    };
    await pick();
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByText(MSG.unsavedChanges)).toBeNull());
    expect(calls(SEARCH)).toHaveLength(searches);
    expect(input('Peso (kg) da linha 1').value).toBe('2');
    await pick();
    fireEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(bodyOf(SEARCH)).toEqual({ idRestaurante: 2 }));
    await waitFor(() => expect(screen.queryByText('1 alteração não salva')).toBeNull());
  });

  it("a second tare of the same restaurant and container is 'Registro já existente' on the new row", async () => {
    renderAt('/listReTbRecipientesPesos', <RecipientesPesosPage title="Pesos dos recipientes" />);
    await screen.findByTestId('row-1');
    await addRow();
    fireEvent.click(input('Restaurante da linha -1'));
    fireEvent.click(await screen.findByRole('option', { name: /Centro/, hidden: true }));
    fireEvent.click(input('Recipiente da linha -1'));
    fireEvent.click(await screen.findByRole('option', { name: /Cuba/, hidden: true }));
    expect(await row(-1).findByText(MSG.recordExists)).toBeTruthy();
  });
});

describe('every register screen lists from its spec path', () => {
  const screens: [string, ReactElement, string, Record<string, unknown>][] = [
    [
      'scales',
      <CadBalancasPage key="a" title="Balanças" />,
      'GET /api/v1/reTbCadBalancas',
      { idBal: 5, idSerial: 'SN-5', desBalanca: 'Balança 5' },
    ],
    [
      'containers',
      <RecipientesPage key="b" title="Recipientes" />,
      'GET /api/v1/reTbRecipientes',
      { idRecipiente: 5, desRecipiente: 'Cuba' },
    ],
    [
      'satellites',
      <UnidadesSatelitePage key="c" title="Satélites" />,
      'GET /api/v1/reTbUnidadesSatelite',
      { idSatelite: 5, codSatelite: 'S5', desSatelite: 'Cinco', idRestaurante: 1, indInativo: 0 },
    ],
    [
      'scale users',
      <RestBalancasUsuariosPage key="d" title="Usuários" />,
      'GET /api/v1/reTbRestBalancasUsuarios',
      { idBalRestUsuario: 5, idRestaurante: 1, idBal: 7, idUsuario: 3, indInativo: 0, desPessoa: 'Maria' },
    ],
    [
      'scale satellites',
      <SatBalancasPage key="e" title="Satélites x balanças" />,
      'GET /api/v1/reTbSatBalancas',
      {
        idSatBal: 5,
        idBal: 7,
        idSatelite: 5,
        idSateliteFk: { codSatelite: 'S5', idRestaurante: 1 },
        indInativo: 0,
      },
    ],
  ];

  it.each(screens)('%s', async (_, element, list, stored) => {
    table = { [list]: { body: [stored] } };
    renderAt('/register', element);
    expect(await screen.findByTestId('row-5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excluir registro 5' })).toBeTruthy();
    click('Adicionar');
    expect(await row(-1).findByText(MSG.newRecord)).toBeTruthy();
  });
});

describe("containers: the optional 'Máximo (kg)'", () => {
  it('shows the stored maximum and refuses one not above zero before saving', async () => {
    table = {
      'GET /api/v1/reTbRecipientes': {
        body: [
          { idRecipiente: 5, desRecipiente: 'Cuba GN 1/1', qtdMaxima: 25 },
          { idRecipiente: 6, desRecipiente: 'Balde', qtdMaxima: null },
        ],
      },
    };
    renderAt('/register', <RecipientesPage title="Recipientes" />);
    expect(await screen.findByTestId('row-5')).toBeTruthy();
    expect(screen.getAllByText('Máximo (kg)').length).toBeGreaterThan(0);
    const max = row(5).getByDisplayValue(/^25/) as HTMLInputElement;
    fireEvent.change(max, { target: { value: '0' } });
    expect(await row(5).findByText(MSG.containerMaxInvalid)).toBeTruthy();
  });
});
