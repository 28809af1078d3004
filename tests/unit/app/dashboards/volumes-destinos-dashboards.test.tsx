// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { DestinosDashPanel } from '@app/features/dashboards/components/destinos-dash-panel';
import { VolumesDashPanel } from '@app/features/dashboards/components/volumes-dash-panel';
import { MSG } from '@domain/messages';
import { defaultDashFilters } from '@domain/rules/dashboards';
import { DESTINO_COLORS } from '@domain/rules/destinos-colors';
import type {
  DestinosComparacao,
  DestinosDash,
  DestinosRestaurantesComparacao,
} from '@domain/schemas/dash-destinos';
import type { VolumesDash } from '@domain/schemas/dash-volumes';

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectRefusedPeriodShown, renderPanelTable } from '../helpers/dash-panel';
import { installDomPolyfills } from '../helpers/dom';
import { fakeApi } from '../helpers/fake-api';
import { cleanupAfterEach, renderScreen } from '../helpers/render-screen';

/** The Volumes (4) and Destinos (5) dashboards, against a mocked API. */

const VOLUMES = 'POST /api/v1/volumesDash';
const SHARE = 'POST /api/v1/destinosDash';
const TIP = 'POST /api/v1/destinosDash/compareTipConsumos';
const BY_DEST = 'POST /api/v1/destinosDash/compareByDestinos';
const BY_REST = 'POST /api/v1/destinosDash/compare/restaurantes';
const { table, serve, calls, bodyOf } = fakeApi();

const indicadores = {
  qtdKg: 120,
  vlrCusto: 600,
  qtdApontamentos: 30,
  refeicoes: 2000,
  gPorRefeicao: 60,
  restoIngestaPc: 4,
  sobraLimpaPorPessoaG: 15,
};
const per = (qtdKg: number, dias: number, vlrCusto = 0, refeicoes = 0) => ({
  qtdKg,
  vlrCusto,
  refeicoes,
  gPorRefeicao: refeicoes ? (qtdKg * 1000) / refeicoes : null,
  kgPorDia: qtdKg / dias,
});
const VOLUMES_DASH: VolumesDash = {
  porSatelite: false,
  diasBaseline: 7,
  diasComparativo: 14,
  unidades: [
    {
      id: 3,
      label: '3 - Restaurante Centro',
      baseline: per(70, 7, 350, 1000),
      comparativo: per(112, 14, 560, 2000),
      variationPc: -20,
      variationGPorRefeicaoPc: -20,
    },
    {
      id: 7,
      label: '7 - Restaurante Sul',
      baseline: per(14, 7),
      comparativo: per(35, 14),
      variationPc: 25,
      variationGPorRefeicaoPc: null,
    },
  ],
  total: {
    baseline: per(84, 7, 350, 1000),
    comparativo: per(147, 14, 560, 2000),
    variationPc: -12.5,
    variationGPorRefeicaoPc: -12.5,
  },
  indicadores,
};

const periodo = { dtaIni: '2025-01-01', dtaFim: '2025-01-14', dias: 14 };
const periodoBase = { dtaIni: '2024-12-18', dtaFim: '2024-12-31', dias: 14 };
const SHARE_DASH: DestinosDash = {
  periodo,
  total: { qtdKg: 100, vlrCusto: 500 },
  destinos: [
    { idDestino: 5, desDestino: 'Aterro', qtdKg: 20, vlrCusto: 100, percentual: 20 },
    { idDestino: 2, desDestino: 'Compostagem', qtdKg: 50, vlrCusto: 250, percentual: 50 },
    { idDestino: 0, desDestino: 'Sem destino', qtdKg: 30, vlrCusto: 150, percentual: 30 },
  ],
  indicadores,
};
const val = (qtdKg: number, percentual: number) => ({ qtdKg, vlrCusto: qtdKg * 5, percentual });
const comparacao = (itens: [number, string, number, number][]): DestinosComparacao => ({
  periodo,
  periodoBase,
  itens: itens.map(([id, label, atual, base]) => ({
    id,
    label,
    atual: val(atual, 50),
    base: val(base, 50),
    variationPc: base ? ((atual - base) / base) * 100 : null,
  })),
  total: { atual: val(100, 100), base: val(80, 100), variationPc: 25 },
  indicadores,
});
const REST: DestinosRestaurantesComparacao = {
  ...comparacao([
    [3, '3 - Restaurante Centro', 60, 50],
    [7, '7 - Restaurante Sul', 40, 30],
  ]),
  indPeriodoAnalise: 1,
  serie: [
    { periodo: '2024-12-30', qtdKg: 40, vlrCusto: 200 },
    { periodo: '2025-01-06', qtdKg: 60, vlrCusto: 300 },
  ],
};

const base = defaultDashFilters('2025-01-14', 4);
const volumesFilters = {
  ...base,
  dtaPeriodoIni: '2025-01-01',
  dtaPeriodoFim: '2025-01-14',
  Volumes: { dtaPeriodoBaselineIni: '2024-12-20', dtaPeriodoBaselineFim: '2024-12-26' },
};
const destinosFilters = { ...base, dtaPeriodoIni: '2025-01-01', dtaPeriodoFim: '2025-01-14' };

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  localStorage.clear();
  serve({
    [VOLUMES]: { body: VOLUMES_DASH },
    [SHARE]: { body: SHARE_DASH },
    [TIP]: {
      body: comparacao([
        [1, 'Pré-Consumo', 70, 50],
        [2, 'Pós-Consumo', 30, 30],
      ]),
    },
    [BY_DEST]: {
      body: comparacao([
        [2, 'Compostagem', 50, 40],
        [0, 'Sem destino', 30, 0],
      ]),
    },
    [BY_REST]: { body: REST },
  });
});
cleanupAfterEach(() => vi.restoreAllMocks());

/** The body rows' cell texts. */
const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((r) =>
    within(r as HTMLElement)
      .queryAllByRole('cell')
      .map((c) => c.textContent),
  );

describe('VolumesDashPanel', () => {
  it('sends the baseline and the period, and shows kg/day bars and the variation per unit', async () => {
    const tbl = await renderPanelTable(<VolumesDashPanel filters={volumesFilters} />, 'Variação por unidade');
    expect(bodyOf(VOLUMES)).toEqual({
      idGrupo: 4,
      dtaBaselineIni: '2024-12-20',
      dtaBaselineFim: '2024-12-26',
      dtaComparativoIni: '2025-01-01',
      dtaComparativoFim: '2025-01-14',
      shouldSearchBySatelite: false,
      idSatelite: null,
    });
    expect(screen.getByText('Linha de base: 20/12/2024 a 26/12/2024')).toBeTruthy();
    expect(screen.getByText('Comparativo: 01/01/2025 a 14/01/2025')).toBeTruthy();
    // Each unit in two rows (baseline above the comparison), the unit with its variation spanning both.
    const rows = rowsOf(tbl);
    expect(rows).toEqual([
      [
        '3 - Restaurante Centroredução de 20,0%',
        'Linha de base',
        '70,000 kg',
        '10,000 kg',
        expect.stringContaining('350,00'),
        '70 g',
      ],
      ['Comparativo', '112,000 kg', '8,000 kg', expect.stringContaining('560,00'), '56 g'],
      [
        '7 - Restaurante Sulaumento de 25,0%',
        'Linha de base',
        '14,000 kg',
        '2,000 kg',
        expect.stringContaining('0,00'),
        '–',
      ],
      ['Comparativo', '35,000 kg', '2,500 kg', expect.stringContaining('0,00'), '–'],
    ]);
    // The total, alike, in the footer.
    const foot = [...tbl.querySelectorAll('tfoot tr')].map((r) =>
      [...r.querySelectorAll('th')].map((c) => c.textContent),
    );
    expect(foot[0][0]).toBe('Totalredução de 12,5%');
    expect(foot[1].slice(0, 3)).toEqual(['Comparativo', '147,000 kg', '10,500 kg']);
    expect(screen.getByTestId('indicators')).toBeTruthy();
    const chart = screen.getByTestId('chart');
    expect(chart.getAttribute('aria-label')).toBe('Desperdício médio por dia: linha de base e comparativo');
    // The chart's hidden table: kg/day of each period, per unit.
    expect(within(chart).getByRole('columnheader', { name: 'Linha de base' })).toBeTruthy();
    expect(within(chart).getAllByText('10,000 kg').length).toBeGreaterThan(0);
  });

  it('by satellite: sends shouldSearchBySatelite and idSatelite, and names the column Satélite', async () => {
    table[VOLUMES] = { body: { ...VOLUMES_DASH, porSatelite: true } };
    renderScreen(
      '/home',
      <VolumesDashPanel filters={{ ...volumesFilters, shouldSearchBySatelite: true, idSatelite: 9 }} />,
    );
    const tbl = await screen.findByRole('table', { name: 'Variação por unidade' });
    expect(bodyOf(VOLUMES)).toMatchObject({ shouldSearchBySatelite: true, idSatelite: 9 });
    expect(within(tbl).getByRole('columnheader', { name: 'Satélite' })).toBeTruthy();
  });

  it('shows the server’s exception and logs it; says Sem dados without data', async () => {
    await expectRefusedPeriodShown(table, VOLUMES, <VolumesDashPanel filters={volumesFilters} />);
    cleanup();
    table[VOLUMES] = { body: { ...VOLUMES_DASH, unidades: [] } };
    renderScreen('/home', <VolumesDashPanel filters={{ ...volumesFilters, dtaPeriodoFim: '2025-01-13' }} />);
    expect(await screen.findByText(MSG.noData)).toBeTruthy();
  });

  it('a 200 answer carrying exception is an error with its text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    table[VOLUMES] = { body: { ...VOLUMES_DASH, exception: 'Grupo sem restaurantes' } };
    renderScreen('/home', <VolumesDashPanel filters={volumesFilters} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Grupo sem restaurantes');
  });
});

describe('DestinosDashPanel', () => {
  it('shows the share per destination coloured by descending percentage', async () => {
    const tbl = await renderPanelTable(
      <DestinosDashPanel filters={destinosFilters} />,
      'Participação por destino',
    );
    expect(bodyOf(SHARE)).toEqual({
      idGrupo: 4,
      dtaPeriodoIni: '2025-01-01',
      dtaPeriodoFim: '2025-01-14',
      dtaPeriodoBaseIni: null,
      dtaPeriodoBaseFim: null,
    });
    const body = within(tbl).getAllByRole('row').slice(1, 4);
    expect(body.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      'Compostagem',
      'Sem destino',
      'Aterro',
    ]);
    expect(body.map((r) => r.getAttribute('data-color'))).toEqual(DESTINO_COLORS.slice(0, 3));
    expect(within(body[0]).getByText('50,0%')).toBeTruthy();
    expect(within(body[0]).getByText('50,000 kg')).toBeTruthy();
    expect(screen.getByTestId('chart').getAttribute('aria-label')).toBe('Participação por destino (%)');
    // Comparisons load only when their tab is opened.
    expect(calls(TIP)).toHaveLength(0);
  });

  it('sends the chosen base period to every comparison', async () => {
    const filters = {
      ...destinosFilters,
      Destinos: { dtaPeriodoBaseIni: '2024-01-01', dtaPeriodoBaseFim: '2024-01-14' },
    };
    renderScreen('/home', <DestinosDashPanel filters={filters} />);
    await screen.findByRole('table', { name: 'Participação por destino' });
    expect(bodyOf(SHARE)).toMatchObject({ dtaPeriodoBaseIni: '2024-01-01', dtaPeriodoBaseFim: '2024-01-14' });
    fireEvent.click(screen.getByRole('tab', { name: 'Pré × Pós-Consumo' }));
    await screen.findByRole('table', { name: 'Pré-Consumo e Pós-Consumo' });
    expect(bodyOf(TIP)).toMatchObject({ dtaPeriodoBaseIni: '2024-01-01', dtaPeriodoBaseFim: '2024-01-14' });
  });

  it('compares Pré- and Pós-Consumo, by destination (with tipConsumo) and by restaurant (with idDestino)', async () => {
    renderScreen('/home', <DestinosDashPanel filters={destinosFilters} />);
    await screen.findByRole('table', { name: 'Participação por destino' });

    fireEvent.click(screen.getByRole('tab', { name: 'Pré × Pós-Consumo' }));
    const tip = await screen.findByRole('table', { name: 'Pré-Consumo e Pós-Consumo' });
    expect(rowsOf(tip).map((r) => [r[0], r[1], r[3], r[6]])).toEqual([
      ['Pré-Consumo', '50,000 kg', '70,000 kg', 'aumento de 40,0%'],
      ['Pós-Consumo', '30,000 kg', '30,000 kg', 'sem variação'],
    ]);
    expect(screen.getByText('Base (18/12/2024 a 31/12/2024)')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Por destino' }));
    const byDest = await screen.findByRole('table', { name: 'Comparativo por destino' });
    expect(rowsOf(byDest).map((r) => r[0])).toEqual(['Compostagem', 'Sem destino']);
    expect(bodyOf(BY_DEST).tipConsumo).toBeNull();
    fireEvent.click(screen.getByText('Pós-Consumo'));
    await waitFor(() => expect(bodyOf(BY_DEST).tipConsumo).toBe(2));

    fireEvent.click(screen.getByRole('tab', { name: 'Por restaurante' }));
    const byRest = await screen.findByRole('table', { name: 'Comparativo por restaurante' });
    expect(rowsOf(byRest).map((r) => r[0])).toEqual(['3 - Restaurante Centro', '7 - Restaurante Sul']);
    expect(bodyOf(BY_REST)).toMatchObject({ idDestino: null, indPeriodoAnalise: 0 });
    fireEvent.click(screen.getByText('Semana'));
    await waitFor(() => expect(bodyOf(BY_REST).indPeriodoAnalise).toBe(1));
    // One destination (the options: the period's destinations by name, without 'Sem destino').
    fireEvent.click(screen.getByRole('combobox', { name: 'Destino' }));
    expect((await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent)).toEqual([
      'Aterro',
      'Compostagem',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Aterro', hidden: true }));
    await waitFor(() => expect(bodyOf(BY_REST)).toMatchObject({ idDestino: 5, indPeriodoAnalise: 1 }));
    // The series chart (one bar per week).
    await waitFor(() =>
      expect(screen.getAllByTestId('chart').map((c) => c.getAttribute('aria-label'))).toContain(
        'Desperdício no período (Semana)',
      ),
    );
  });

  it('shows the server’s exception and logs it', async () => {
    await expectRefusedPeriodShown(table, SHARE, <DestinosDashPanel filters={destinosFilters} />);
  });

  it('says Sem dados without waste in the period', async () => {
    table[SHARE] = { body: { ...SHARE_DASH, destinos: [], total: { qtdKg: 0, vlrCusto: 0 } } };
    renderScreen('/home', <DestinosDashPanel filters={destinosFilters} />);
    expect(await screen.findByText(MSG.noData)).toBeTruthy();
  });
});
