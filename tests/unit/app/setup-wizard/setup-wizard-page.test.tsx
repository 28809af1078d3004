// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { InicializaDesperdiciosPage } from '@app/features/setup-wizard/components/inicializa-desperdicios-page';
import { INITIAL_SESSION, setSession } from '@app/lib/session';
import { MSG } from '@domain/messages';
import type { ExistenciaRegistros, InsumoMonitoravel } from '@domain/schemas/setup-wizard';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { cleanupAfterEach, fetchCalls, renderScreen } from '../helpers/render-screen';

const PATH = '/reTbInicializaDesperdicios';
const BASE = '/api/v1/reTbInicializaDesperdicios';
const EXIST = `GET ${BASE}/pegarExistenciaRegistros`;
const NOMES = `GET ${BASE}/pegarNomesRecipientes`;
const INSUMOS = `PUT ${BASE}/pegarInsumosMonitorados`;
const INS_REST = `POST ${BASE}/inserirDadosDesperdiciosRest`;
const INS_DEST = `POST ${BASE}/inserirDadosDestResiduos`;
const INS_REC = `POST ${BASE}/inserirDadosRecipientes`;
const INS_INSUMOS = `POST ${BASE}/inserirDadosInsumosMonitorados`;

const reg = (n: number) => ({ existe: n > 0, quantidade: n });
let existencia: ExistenciaRegistros;
let destAnswer: () => MockResponse;
let fetchMock: ReturnType<typeof mockFetch>;
const calls = () => fetchCalls(fetchMock);

const insumo = (
  over: Partial<InsumoMonitoravel> & Pick<InsumoMonitoravel, 'idInsumo'>,
): InsumoMonitoravel => ({
  desInsumo: `Insumo ${over.idInsumo}`,
  codMascara: `01.03.00${over.idInsumo}`,
  codNivel: '3',
  monitorado: false,
  indInativo: null,
  ...over,
});

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  setSession({ ...INITIAL_SESSION, empresa: { idEmpresa: 7, desEmpresa: 'Empresa Teste' } });
  existencia = {
    desperdiciosRest: reg(0),
    destResiduos: reg(0),
    recipientes: reg(0),
    insumosMonitorados: reg(0),
    qtdRestaurantesAtivos: 3,
    possuiDados: false,
  };
  destAnswer = () => ({ body: { inseridos: 2, existentes: 0 } });
  fetchMock = mockFetch(
    routes({
      [EXIST]: () => ({ body: existencia }),
      [NOMES]: { body: ['Cuba GN 1/1', 'Balde 20 L', 'Bandeja'] },
      [INSUMOS]: {
        body: [
          insumo({ idInsumo: 1, desInsumo: 'Batata' }),
          insumo({ idInsumo: 2, desInsumo: 'Cebola' }),
          insumo({ idInsumo: 3, desInsumo: 'Cenoura', monitorado: true, indInativo: 0 }),
        ],
      },
      [INS_INSUMOS]: { body: { inseridos: 1, existentes: 0 } },
      [INS_REST]: { body: { inseridos: 6, existentes: 0 } },
      [INS_DEST]: () => destAnswer(),
      [INS_REC]: { body: { inseridos: 2, existentes: 1 } },
    }),
  );
});
cleanupAfterEach(() => setSession(INITIAL_SESSION));

const render = () => renderScreen(PATH, <InicializaDesperdiciosPage title="Assistente de configuração" />);
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
const check = (label: string) => fireEvent.click(screen.getByRole('checkbox', { name: label }));

/** Goes through every step with choices, up to the last one. */
async function fillAll() {
  // 1: existing records.
  await screen.findByRole('table', { name: 'Registros existentes' });
  next();
  // 2: container names: a suggestion and a free one (Enter adds and checks it; same name again is not added).
  await screen.findByRole('checkbox', { name: 'Cuba GN 1/1' });
  check('Cuba GN 1/1');
  const outro = screen.getByLabelText('Outro recipiente');
  fireEvent.change(outro, { target: { value: '  Caixa   térmica ' } });
  fireEvent.keyDown(outro, { key: 'Enter' });
  fireEvent.change(outro, { target: { value: 'caixa térmica' } });
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
  expect(screen.getAllByRole('checkbox', { name: 'Caixa térmica' })).toHaveLength(1);
  expect((screen.getByRole('checkbox', { name: 'Caixa térmica' }) as HTMLInputElement).checked).toBe(true);
  next();
  // 3: monitored inputs by mask and levels.
  fireEvent.change(screen.getByLabelText('Máscara', { exact: false }), { target: { value: '01.03' } });
  fireEvent.change(screen.getByLabelText('Níveis', { exact: false }), { target: { value: '2, 3' } });
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  await screen.findByRole('checkbox', { name: '01.03.001 - Batata (nível 3)' });
  expect(calls().bodyOf(INSUMOS)).toEqual({ codMascara: '01.03', codsNivel: ['2', '3'] });
  const cenoura = screen.getByRole('checkbox', { name: '01.03.003 - Cenoura (nível 3)' }) as HTMLInputElement;
  expect(cenoura.checked).toBe(true);
  expect(cenoura.disabled).toBe(true);
  expect(screen.getByText('Já monitorado')).toBeTruthy();
  check('01.03.002 - Cebola (nível 3)');
  next();
  // 4: waste types with tipCardapio.
  expect(screen.getByText(/3 restaurante\(s\) ativo\(s\)/)).toBeTruthy();
  check('1 - Bandeja');
  check('4 - Pré-preparo por insumo');
  expect(screen.queryByRole('combobox', { name: 'Tipo de cardápio (Excedente de produção)' })).toBeNull();
  check('2 - Excedente de produção');
  fireEvent.click(screen.getByRole('combobox', { name: 'Tipo de cardápio (Excedente de produção)' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Cardápio dietético', hidden: true }));
  next();
  // 5: destinations.
  check('Compostagem');
  check('Doação');
  next();
  // 6: containers: the review.
  expect(screen.getByText('Recipientes: Cuba GN 1/1, Caixa térmica')).toBeTruthy();
}

describe('the setup wizard', () => {
  it('shows the existing records and warns when the company already has data', async () => {
    existencia = { ...existencia, recipientes: reg(4), destResiduos: reg(2), possuiDados: true };
    render();
    const table = await screen.findByRole('table', { name: 'Registros existentes' });
    const rec = within(table).getByText('Recipientes').closest('tr') as HTMLElement;
    expect(within(rec).getByText('4')).toBeTruthy();
    const ins = within(table).getByText('Insumos monitorados').closest('tr') as HTMLElement;
    expect(within(ins).getByText('Nenhum')).toBeTruthy();
    expect(screen.getByText(MSG.setupHasData)).toBeTruthy();
  });

  it('does not warn for a company without data', async () => {
    render();
    await screen.findByRole('table', { name: 'Registros existentes' });
    expect(screen.queryByText(MSG.setupHasData)).toBeNull();
  });

  it('Concluir sends each step’s choices in order and shows the summary', async () => {
    render();
    await fillAll();
    expect(calls().calls(INS_REC)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    const summary = await screen.findByRole('table', { name: 'Resumo' });

    expect(calls().bodyOf(INS_INSUMOS)).toEqual({ idEmpresa: 7, insumos: [2] });
    expect(calls().bodyOf(INS_REST)).toEqual({
      idEmpresa: 7,
      tipDesperdicio: [1, 2, 4],
      excedenteProducaoTipCardapio: 2,
      tipoDesperdicioTipCardapio: 1,
    });
    expect(calls().bodyOf(INS_DEST)).toEqual({ idEmpresa: 7, destResiduos: ['Compostagem', 'Doação'] });
    expect(calls().bodyOf(INS_REC)).toEqual({ idEmpresa: 7, recipientes: ['Cuba GN 1/1', 'Caixa térmica'] });
    // In the steps' order.
    const order = fetchMock.mock.calls
      .map(([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://localhost').pathname}`)
      .filter((k) => k.startsWith('POST'));
    expect(order).toEqual([INS_INSUMOS, INS_REST, INS_DEST, INS_REC]);

    const rowOf = (etapa: string) =>
      within(within(summary).getByText(etapa).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(rowOf('Insumos monitorados')).toEqual(['Insumos monitorados', '1', '0']);
    expect(rowOf('Desperdícios por restaurante')).toEqual(['Desperdícios por restaurante', '6', '0']);
    expect(rowOf('Destinos')).toEqual(['Destinos', '2', '0']);
    expect(rowOf('Recipientes')).toEqual(['Recipientes', '2', '1']);
    expect((await screen.findAllByText(MSG.setupDone)).length).toBeGreaterThan(0);
    // what entry still needs, each a link to its screen: the destinations' links above all
    const next = screen.getByRole('link', { name: 'Destinos por desperdício' });
    expect(next.getAttribute('href')).toBe('/listReTbDestDesperdicios');
    expect(screen.getByRole('link', { name: 'Usuários' }).getAttribute('href')).toBe('/listNlBaseUsuarios');
  }, 30_000);

  it('without type 2 or 4 sends no tipCardapio; an error shows the server text and Concluir can run again', async () => {
    destAnswer = () => ({ status: 400, body: { exception: 'Nome de destino inválido' } });
    render();
    await screen.findByRole('table', { name: 'Registros existentes' });
    for (let i = 0; i < 3; i++) next();
    check('3 - Pré-preparo por turno');
    next();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    expect((await screen.findAllByText('Nome de destino inválido')).length).toBeGreaterThan(0);
    expect(calls().bodyOf(INS_REST)).toEqual({
      idEmpresa: 7,
      tipDesperdicio: [3],
      excedenteProducaoTipCardapio: null,
      tipoDesperdicioTipCardapio: null,
    });
    expect(calls().bodyOf(INS_INSUMOS)).toEqual({ idEmpresa: 7, insumos: [] });
    // Stopped at the failing step: no container insert; the steps done so far are listed.
    expect(calls().calls(INS_REC)).toHaveLength(0);
    expect(screen.getByRole('table', { name: 'Resumo' })).toBeTruthy();

    destAnswer = () => ({ body: { inseridos: 0, existentes: 0 } });
    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(calls().calls(INS_REC)).toHaveLength(1));
    expect(calls().calls(INS_INSUMOS)).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Voltar ao início' })).toBeTruthy();
  }, 30_000);

  it('shows the server text when the existing records fail to load', async () => {
    existencia = undefined as never;
    fetchMock = mockFetch(
      routes({
        [EXIST]: { status: 403, body: { exception: 'Você não tem permissão para acessar essa página' } },
        [NOMES]: { body: [] },
      }),
    );
    render();
    expect(await screen.findByText('Você não tem permissão para acessar essa página')).toBeTruthy();
  });
});
