// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { ExcedentePorPratosDashboardPanel } from '@app/features/dashboards/components/excedente-por-pratos-dashboard-panel';
import { MSG } from '@domain/messages';
import { defaultDashFilters } from '@domain/rules/dashboards';
import type { GrupoPratosResponse } from '@domain/schemas/dash-grupo-pratos';

import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectRefusedPeriodShown } from '../helpers/dash-panel';
import { installDomPolyfills } from '../helpers/dom';
import { fakeApi } from '../helpers/fake-api';
import { cleanupAfterEach, renderScreen } from '../helpers/render-screen';
import { bodyRowsText } from '../helpers/table-cells';

/** The Grupo de pratos dashboard (id 6), against a mocked API. */

const DASH = 'POST /api/v1/ExcedentePorPratosDashboard';
const { table, serve, bodyOf } = fakeApi();

/** What the main-course group and its one item weighed, and what the ungrouped product did. */
const PRINCIPAL = {
  qtdKg: 100,
  vlrCusto: 1400,
  qtdApontamentos: 20,
  pctKg: 82.99,
  qtdPratoKg: 0.4,
  porcoes: 250,
};
const SEM_GRUPO = {
  qtdKg: 20.5,
  vlrCusto: 100.25,
  qtdApontamentos: 10,
  pctKg: 17.01,
  qtdPratoKg: null,
  porcoes: null,
};

const DASHBOARD: GrupoPratosResponse = {
  porSatelite: false,
  indicadores: {
    qtdKg: 500,
    vlrCusto: 4000,
    qtdApontamentos: 120,
    refeicoes: 10000,
    gPorRefeicao: 50,
    restoIngestaPc: 6.5,
    sobraLimpaPorPessoaG: 12,
  },
  totais: {
    qtdKg: 120.5,
    vlrCusto: 1500.25,
    qtdApontamentos: 30,
    porcoes: 301,
    refeicoes: 10000,
    sobraLimpaPorPessoaG: 12.05,
  },
  grupos: [
    {
      idGrupoPrato: 2,
      label: 'Prato principal',
      ...PRINCIPAL,
    },
    {
      idGrupoPrato: null,
      label: 'Sem grupo',
      ...SEM_GRUPO,
    },
  ],
  itens: [
    {
      idGrupoPrato: 2,
      desGrupoPrato: 'Prato principal',
      idItemVenda: 11,
      desItemVenda: 'Frango grelhado',
      idProduto: 21,
      desProduto: 'Peito de frango',
      ...PRINCIPAL,
    },
    {
      idGrupoPrato: null,
      desGrupoPrato: 'Sem grupo',
      idItemVenda: null,
      desItemVenda: null,
      idProduto: 22,
      desProduto: 'Arroz branco',
      ...SEM_GRUPO,
    },
  ],
  unidades: [
    {
      id: 7,
      label: '7 - Restaurante Sul',
      qtdKg: 120.5,
      vlrCusto: 1500.25,
      qtdApontamentos: 30,
      porcoes: 250,
      refeicoes: 10000,
      sobraLimpaPorPessoaG: 12.05,
    },
  ],
};

const filters = defaultDashFilters('2025-01-15', 4);

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  localStorage.clear();
  serve({ [DASH]: { body: DASHBOARD } });
});
cleanupAfterEach(() => vi.restoreAllMocks());

const rowsOf = (name: string) => bodyRowsText(screen.getByRole('table', { name }));

describe('ExcedentePorPratosDashboardPanel', () => {
  it('loads the surplus of the period and shows indicators, bars per dish group with portions, and tables', async () => {
    renderScreen(
      '/home',
      <ExcedentePorPratosDashboardPanel
        filters={{
          ...filters,
          dtaPeriodoIni: '2025-01-01',
          dtaPeriodoFim: '2025-01-31',
          ExcedentePorPrato: { itemVenda: 11, itemProduto: 21 },
        }}
      />,
    );
    await screen.findByRole('table', { name: 'Grupos de pratos' });
    expect(bodyOf(DASH)).toEqual({
      idGrupo: 4,
      dtaPeriodoIni: '2025-01-01',
      dtaPeriodoFim: '2025-01-31',
      idItemVenda: 11,
      idProduto: 21,
      shouldSearchBySatelite: false,
      idSatelite: null,
    });
    expect(screen.getByText('01/01/2025 a 31/01/2025')).toBeTruthy();
    expect(screen.getByTestId('indicators')).toBeTruthy();

    // The surplus summary: kg, R$, portions (and the meals). The clean surplus per person is one of the
    // indicators above, and is not repeated here.
    const summary = within(screen.getByRole('group', { name: 'Excedente de produção' }));
    expect(summary.getByText('120,500 kg')).toBeTruthy();
    expect(summary.getByText(/1\.500,25/)).toBeTruthy();
    expect(summary.getByText('301')).toBeTruthy();
    expect(summary.getByText('10.000 refeições no período')).toBeTruthy();
    expect(summary.queryByText('Sobra limpa por pessoa')).toBeNull();
    // Once among the cards (the per-unit table has its own column).
    expect(screen.getAllByText('Sobra limpa por pessoa', { ignore: 'th' })).toHaveLength(1);

    // The horizontal bars: one per dish group, portions in the bar's name (axis and tooltip).
    const chart = screen.getByTestId('chart');
    expect(chart.getAttribute('aria-label')).toBe('Excedente de produção por grupo de pratos (kg)');
    const bars = within(chart).getAllByRole('row', { hidden: true }).slice(1);
    expect(bars.map((r) => r.textContent)).toEqual([
      'Prato principal (250 porções)100,000 kg',
      'Sem grupo (sem gramatura)20,500 kg',
    ]);

    expect(rowsOf('Grupos de pratos')).toEqual([
      ['Prato principal', '100,000 kg', '83,0%', expect.stringContaining('1.400,00'), '0,400 kg', '250'],
      ['Sem grupo', '20,500 kg', '17,0%', expect.stringContaining('100,25'), '–', '–'],
    ]);
    expect(rowsOf('Itens de venda')).toEqual([
      [
        'Prato principal',
        'Frango grelhado',
        'Peito de frango',
        '100,000 kg',
        expect.stringContaining('1.400,00'),
        '250',
        '20',
      ],
      ['Sem grupo', '–', 'Arroz branco', '20,500 kg', expect.stringContaining('100,25'), '–', '10'],
    ]);
    expect(rowsOf('Excedente por restaurante')).toEqual([
      ['7 - Restaurante Sul', '120,500 kg', expect.stringContaining('1.500,25'), '250', '10.000', '12 g'],
    ]);
  });

  it('searches by satellite and lists the satellites', async () => {
    table[DASH] = {
      body: {
        ...DASHBOARD,
        porSatelite: true,
        unidades: [{ ...DASHBOARD.unidades[0], id: 3, label: 'S01 - Satélite Norte', refeicoes: 800 }],
      },
    };
    renderScreen(
      '/home',
      <ExcedentePorPratosDashboardPanel
        filters={{ ...filters, shouldSearchBySatelite: true, idSatelite: 3 }}
      />,
    );
    const sats = await screen.findByRole('table', { name: 'Excedente por satélite' });
    expect(bodyOf(DASH)).toMatchObject({ shouldSearchBySatelite: true, idSatelite: 3 });
    expect(within(sats).getByRole('columnheader', { name: 'Satélite' })).toBeTruthy();
    expect(within(sats).getByText('S01 - Satélite Norte')).toBeTruthy();
    expect(screen.getByText(/por satélite/)).toBeTruthy();
  });

  it('shows the server’s exception and logs the failure', async () => {
    await expectRefusedPeriodShown(table, DASH, <ExcedentePorPratosDashboardPanel filters={filters} />);
    expect(screen.queryByTestId('chart')).toBeNull();
  });

  it('rejects a 200 answer carrying exception with its text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    table[DASH] = { body: { ...DASHBOARD, exception: 'Falha no cálculo do excedente' } };
    renderScreen('/home', <ExcedentePorPratosDashboardPanel filters={filters} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Falha no cálculo do excedente');
    expect(screen.queryByTestId('chart')).toBeNull();
  });

  it('says Sem dados when the period has no production surplus', async () => {
    table[DASH] = {
      body: {
        ...DASHBOARD,
        grupos: [],
        itens: [],
        unidades: [],
        totais: { ...DASHBOARD.totais, qtdKg: 0, vlrCusto: 0, qtdApontamentos: 0, porcoes: null },
      },
    };
    renderScreen('/home', <ExcedentePorPratosDashboardPanel filters={filters} />);
    expect(await screen.findByText(MSG.noData)).toBeTruthy();
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Grupos de pratos' })).toBeNull();
  });
});
