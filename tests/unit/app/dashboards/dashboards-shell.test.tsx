// @vitest-environment jsdom

import { DashboardsArea } from '@app/features/dashboards/components/dashboards-area';
import {
  getCurrentDashboard,
  setCurrentDashboard,
} from '@app/features/dashboards/hooks/use-current-dashboard';
import { todaySaoPaulo } from '@app/features/dashboards/lib/group-cache';
import { INITIAL_SESSION, type SessionState, setSession } from '@app/lib/session';
import { setRememberDashboardGroup } from '@app/lib/settings';
import { ACCESS_FLAGS, type AccessRecord } from '@domain/access';
import { DASHBOARD_ID } from '@domain/constants';
import type { HomeCustosResponse, HomeResponse } from '@domain/schemas/dash-inicial';

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { cleanupAfterEach, fetchCalls, renderScreen } from '../helpers/render-screen';

/** The dashboards' shell on /home: switcher, filters and validation, clearing, group cache. */

// The other dashboards' views are their owners' business: stand-ins here.
vi.mock('@app/features/dashboards/components/desafio-dash-panel', () => ({
  DesafioDashPanel: () => <p>Vista Desafio</p>,
}));
vi.mock('@app/features/dashboards/components/metas-dash-panel', () => ({
  MetasDashPanel: () => <p>Vista Metas</p>,
}));
vi.mock('@app/features/dashboards/components/volumes-dash-panel', () => ({
  VolumesDashPanel: () => <p>Vista Volumes</p>,
}));
vi.mock('@app/features/dashboards/components/destinos-dash-panel', () => ({
  DestinosDashPanel: () => <p>Vista Destinos</p>,
}));
vi.mock('@app/features/dashboards/components/excedente-por-pratos-dashboard-panel', () => ({
  ExcedentePorPratosDashboardPanel: () => <p>Vista Grupo de pratos</p>,
}));

const EMAIL = 'maria@empresa.com';
const HOME = 'POST /api/v1/home/';
const CUSTOS = 'POST /api/v1/home/custos';

const ind = (qtdKg: number) => ({
  qtdKg,
  vlrCusto: 1234.5,
  qtdApontamentos: 12,
  refeicoes: 400,
  gPorRefeicao: 85.5,
  restoIngestaPc: 7.25,
  sobraLimpaPorPessoaG: 30,
});
const periodo = {
  periodo: '2026-11-16',
  label: '16/11',
  tipo1: 10.5,
  tipo2: 2,
  tipo3: 0,
  tipo4: 1.25,
  total: 13.75,
};
const homeBody: HomeResponse = {
  indPeriodo: 0,
  periodos: [periodo],
  tipos: [{ tipDesperdicio: 1, desTipo: 'Bandeja', qtdKg: 10.5, vlrCusto: 100, pc: 76.36 }],
  restaurantes: [{ idRestaurante: 1, desRestaurante: 'Restaurante Centro', indicadores: ind(13.75) }],
  indicadores: ind(13.75),
};
const custosBody: HomeCustosResponse = {
  indPeriodo: 0,
  data: null,
  periodos: [{ ...periodo, tipo1: 100, tipo2: 20, tipo3: 0, tipo4: 3.5, total: 123.5 }],
  restaurantes: [
    {
      idRestaurante: 1,
      desRestaurante: 'Restaurante Centro',
      tipo1: 100,
      tipo2: 20,
      tipo3: 0,
      tipo4: 3.5,
      total: 123.5,
    },
  ],
  vlrCusto: 123.5,
};

let table: Record<string, MockResponse | ((init: RequestInit) => MockResponse)>;
let fetchMock: ReturnType<typeof mockFetch>;
const calls = (key: string) => fetchCalls(fetchMock).calls(key);
const bodyOf = (key: string, i = -1) => fetchCalls(fetchMock).bodyOf(key, i);

const signedIn = (email: string): Partial<SessionState> => ({
  status: 'authenticated',
  account: {
    email,
    auth: [],
    usuario: { idUsuario: 1, desUsuario: 'maria', desPessoa: 'Maria Silva', desEmail: email },
  },
  empresa: { idEmpresa: 3, desEmpresa: 'Empresa Três' },
  permission: Object.fromEntries(ACCESS_FLAGS.map((f) => [f, false])) as AccessRecord,
  message: null,
});

const render = () => renderScreen('/painel', <DashboardsArea />);
const pickGroup = async (name: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: /Grupo de restaurantes/ }));
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
};
const typeDate = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(label) }), { target: { value } });

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  localStorage.clear();
  setRememberDashboardGroup(false);
  setCurrentDashboard(DASHBOARD_ID.initial);
  setSession({ ...INITIAL_SESSION, ...signedIn(EMAIL) });
  table = {
    'GET /api/v1/reTbGruposRestaurantes/lov': {
      body: [
        { idGrupo: 7, desGrupo: 'Grupo Sul' },
        { idGrupo: 8, desGrupo: 'Grupo Norte' },
      ],
    },
    [HOME]: { body: homeBody },
    [CUSTOS]: { body: custosBody },
  };
  fetchMock = mockFetch(routes(table));
});
cleanupAfterEach();

describe('dashboards shell', () => {
  it('the six dashboards in the switcher; nothing loads before a group is chosen', async () => {
    render();
    const tabs = within(screen.getByRole('tablist', { name: 'Painéis' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Inicial',
      'Desafio',
      'Metas',
      'Volumes',
      'Destinos',
      'Grupo de pratos',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Informação obrigatória')).toBeTruthy();
    expect(calls(HOME)).toHaveLength(0);
  });

  it('a search loads the Inicial dashboard with the chosen group, period and period kind', async () => {
    render();
    await pickGroup('Grupo Sul');
    fireEvent.click(screen.getByRole('radio', { name: 'Semana' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByTestId('dashboard-inicial')).toBeTruthy();
    const today = todaySaoPaulo();
    expect(bodyOf(HOME)).toEqual({ idGrupo: 7, dtaPeriodoIni: today, dtaPeriodoFim: today, indPeriodo: 1 });
    expect(bodyOf(CUSTOS)).toEqual({
      idGrupo: 7,
      dtaPeriodoIni: today,
      dtaPeriodoFim: today,
      indPeriodo: 1,
      data: null,
    });
    // Indicators and charts, pt-BR numbers.
    const cards = within(screen.getByTestId('indicators'));
    expect(cards.getByText('13,750 kg')).toBeTruthy();
    expect(cards.getByText('86 g')).toBeTruthy();
    expect(cards.getByText('7,3%')).toBeTruthy();
    expect(screen.getAllByTestId('chart').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('figure', { name: /Desperdício por tipo em kg/ })).toBeTruthy();
    // The screen-reader table of the kg chart carries the values.
    const kgTable = within(screen.getByRole('figure', { name: /Desperdício por tipo em kg/ })).getByRole(
      'table',
    );
    expect(within(kgTable).getByText('10,500 kg')).toBeTruthy();
    // The week of 16/11 lies partly outside the search (today only): marked partial, not read as a collapse.
    expect(within(kgTable).getByRole('rowheader').textContent).toBe('16/11 (parcial)');
  });

  it("an invalid range shows 'A data final precisa ser menor que a inicial!' and makes no request", async () => {
    render();
    await pickGroup('Grupo Sul');
    typeDate('Data inicial', '10/03/2025');
    typeDate('Data final', '01/03/2025');
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('A data final precisa ser menor que a inicial!')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-inicial')).toBeNull();
    expect(calls(HOME)).toHaveLength(0);
    expect(calls(CUSTOS)).toHaveLength(0);
    // Fixed, it loads.
    typeDate('Data final', '31/03/2025');
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(calls(HOME)).toHaveLength(1));
    expect(bodyOf(HOME)).toMatchObject({ dtaPeriodoIni: '2025-03-10', dtaPeriodoFim: '2025-03-31' });
  });

  it('a failed load is logged and shown with the server text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    table[HOME] = { status: 400, body: { exception: 'O período não pode passar de 800 dias' } };
    render();
    await pickGroup('Grupo Sul');
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('O período não pode passar de 800 dias')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a 200 answer carrying `exception` is an error with its text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    table[HOME] = { body: { ...homeBody, exception: 'Grupo sem restaurantes' } };
    render();
    await pickGroup('Grupo Sul');
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Grupo sem restaurantes')).toBeTruthy();
    expect(screen.queryByTestId('indicators')).toBeNull();
    warn.mockRestore();
  });

  it('switching dashboards tells the header, clears their data and remounts the view', async () => {
    render();
    await pickGroup('Grupo Sul');
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await screen.findByTestId('dashboard-inicial');
    expect(calls(HOME)).toHaveLength(1);

    fireEvent.click(screen.getByRole('tab', { name: 'Desafio' }));
    expect(getCurrentDashboard()).toBe(DASHBOARD_ID.desafio);
    expect(await screen.findByText('Vista Desafio')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-inicial')).toBeNull();
    // Desafio's own fields: the four dates, no base period.
    expect(screen.getByRole('textbox', { name: /Desafio: início/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Período anterior: fim/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Data inicial/ })).toBeNull();

    // Back to Inicial: its data was cleared, so it loads again (it would be fresh in the cache otherwise).
    fireEvent.click(screen.getByRole('tab', { name: 'Inicial' }));
    expect(getCurrentDashboard()).toBe(DASHBOARD_ID.initial);
    await screen.findByTestId('dashboard-inicial');
    await waitFor(() => expect(calls(HOME)).toHaveLength(2));
  });

  it('each dashboard shows its own extra fields', async () => {
    render();
    fireEvent.click(screen.getByRole('tab', { name: 'Metas' }));
    expect(screen.getByRole('combobox', { name: /Tipo de desperdício/ })).toBeTruthy();
    // Pickers of the company's groupings, sale items and products (GET /api/v1/dashLookups/…).
    expect(screen.getByRole('combobox', { name: 'Agrupamento' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Item de venda' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Produto' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Restaurante' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Semana' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Volumes' }));
    expect(screen.getByRole('textbox', { name: /Base: início/ })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Satélite' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Por satélite' }));
    expect(screen.getByRole('combobox', { name: 'Satélite' })).toBeTruthy();
    typeDate('Base: fim', '01/01/2020');
    typeDate('Base: início', '05/01/2020');
    expect(await screen.findByText('A data final precisa ser menor que a inicial!')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Grupo de pratos' }));
    expect(screen.getByRole('combobox', { name: 'Item de venda' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Por satélite' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Inicial' }));
    expect(screen.getByRole('radio', { name: 'Mensal' })).toBeTruthy();
  });
});

describe('group cache (localStorage groupCache)', () => {
  it('written when a group is chosen with the setting on, and loads at once for the same user', async () => {
    setRememberDashboardGroup(true);
    render();
    await pickGroup('Grupo Norte');
    expect(JSON.parse(localStorage.getItem('groupCache') ?? 'null')).toEqual({ idGrupo: 8, email: EMAIL });
    cleanup();

    render();
    // The remembered group is chosen and the dashboard loads without a click.
    await waitFor(() => expect(calls(HOME)).toHaveLength(1));
    expect(bodyOf(HOME).idGrupo).toBe(8);
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: /Grupo de restaurantes/ }) as HTMLInputElement).value,
      ).toBe('Grupo Norte'),
    );
  });

  it('not written with the setting off', async () => {
    render();
    await pickGroup('Grupo Norte');
    expect(localStorage.getItem('groupCache')).toBeNull();
  });

  it("ignored for another user's e-mail", async () => {
    setRememberDashboardGroup(true);
    localStorage.setItem('groupCache', JSON.stringify({ idGrupo: 8, email: 'outro@empresa.com' }));
    render();
    await screen.findByRole('tab', { name: 'Inicial' });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls(HOME)).toHaveLength(0);
    expect((screen.getByRole('combobox', { name: /Grupo de restaurantes/ }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('ignored with the setting off, even for the same user', async () => {
    localStorage.setItem('groupCache', JSON.stringify({ idGrupo: 8, email: EMAIL }));
    render();
    await screen.findByRole('tab', { name: 'Inicial' });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls(HOME)).toHaveLength(0);
  });
});
