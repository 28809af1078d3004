// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { MetasDashPanel } from '@app/features/dashboards/components/metas-dash-panel';
import { MSG } from '@domain/messages';
import { defaultDashFilters } from '@domain/rules/dashboards';
import type { MetaRestaurante, MetasDayResponse, MetasResponse } from '@domain/schemas/dash-metas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectRefusedPeriodShown } from '../helpers/dash-panel';
import { installDomPolyfills } from '../helpers/dom';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { fetchCalls, renderScreen } from '../helpers/render-screen';

/**
 * The Metas dashboard, against a mocked API. The chart is replaced by a stand-in that renders one
 * button per bar index (nivo draws nothing in jsdom), so that clicking a day goes through onBarClick.
 */
vi.mock('@app/components/charts/bar-chart', () => ({
  BarChart: (props: {
    data: readonly Record<string, string | number | null>[];
    indexBy: string;
    ariaLabel: string;
    colors?: readonly string[];
    keys: readonly string[];
    onBarClick?: (d: { indexValue: string | number; id: string | number }) => void;
  }) => (
    <figure aria-label={props.ariaLabel} data-testid="chart" data-keys={props.keys.join(',')}>
      {props.data.map((d) => (
        <button
          type="button"
          key={String(d[props.indexBy])}
          data-acima={d.acima ?? ''}
          onClick={() => props.onBarClick?.({ indexValue: d[props.indexBy] as string, id: 'acima' })}
        >
          {String(d[props.indexBy])}
        </button>
      ))}
    </figure>
  ),
}));

const DASH = 'POST /api/v1/metasDash/';
const DAY = 'POST /api/v1/metasDash/day';

let table: Record<string, MockResponse | ((init: RequestInit) => MockResponse | Promise<MockResponse>)>;
let fetchMock: ReturnType<typeof mockFetch>;
const calls = (key: string) => fetchCalls(fetchMock).calls(key);
const bodyOf = (key: string) => fetchCalls(fetchMock).bodyOf(key);

const INDICADORES = {
  qtdKg: 95,
  vlrCusto: 420.5,
  qtdApontamentos: 30,
  refeicoes: 1000,
  gPorRefeicao: 95,
  restoIngestaPc: 4.2,
  sobraLimpaPorPessoaG: null,
};

const rest = (
  over: Partial<MetaRestaurante> & { idRestaurante: number; desRestaurante: string },
): MetaRestaurante => ({
  qtdKg: 0,
  vlrCusto: 0,
  metaKg: null,
  diasComMeta: 0,
  vlrMetaPc: null,
  diferencaKg: null,
  pcDaMeta: null,
  acimaMeta: false,
  gPorRefeicao: null,
  ...over,
});

const DASHBOARD: MetasResponse = {
  tipDesperdicio: 1,
  restaurantes: [
    rest({
      idRestaurante: 3,
      desRestaurante: 'Restaurante Centro',
      qtdKg: 60,
      metaKg: 50,
      diferencaKg: 10,
      pcDaMeta: 120,
      acimaMeta: true,
      diasComMeta: 2,
      vlrMetaPc: 4,
    }),
    rest({
      idRestaurante: 7,
      desRestaurante: 'Restaurante Sul',
      qtdKg: 35,
      metaKg: 40,
      diferencaKg: -5,
      pcDaMeta: 87.5,
      diasComMeta: 2,
      vlrMetaPc: 4,
    }),
  ],
  dias: [
    {
      dtaApontamento: '2025-01-14',
      qtdKg: 40,
      metaKg: 45,
      diferencaKg: -5,
      pcDaMeta: 88.89,
      acimaMeta: false,
    },
    {
      dtaApontamento: '2025-01-15',
      qtdKg: 55,
      metaKg: 45,
      diferencaKg: 10,
      pcDaMeta: 122.22,
      acimaMeta: true,
    },
  ],
  total: {
    qtdKg: 95,
    metaKg: 90,
    diferencaKg: 5,
    pcDaMeta: 105.56,
    acimaMeta: true,
    restaurantesAcima: 1,
    diasAcima: 1,
  },
  indicadores: INDICADORES,
};

const DAY_DETAIL: MetasDayResponse = {
  dtaApontamento: '2025-01-15',
  tipDesperdicio: 1,
  restaurantes: [
    rest({
      idRestaurante: 3,
      desRestaurante: 'Restaurante Centro',
      qtdKg: 33.5,
      metaKg: 25,
      diferencaKg: 8.5,
      pcDaMeta: 134,
      acimaMeta: true,
    }),
  ],
  itens: [
    {
      idItemVenda: 11,
      desItemVenda: 'Feijoada',
      idProduto: 21,
      desProduto: 'Feijão preto',
      qtdKg: 12.25,
      vlrCusto: 80,
      qtdApontamentos: 3,
    },
  ],
  total: {
    qtdKg: 33.5,
    metaKg: 25,
    diferencaKg: 8.5,
    pcDaMeta: 134,
    acimaMeta: true,
    restaurantesAcima: 1,
    diasAcima: 1,
  },
  indicadores: { ...INDICADORES, qtdKg: 33.5 },
};

const filters = {
  ...defaultDashFilters('2025-01-15', 4),
  dtaPeriodoIni: '2025-01-14',
  agrupamento: 8,
  itemVenda: 11,
};

/** A response held until release() (to see the loading flags). */
function held(response: MockResponse) {
  let release = () => {};
  const promise = new Promise<MockResponse>((resolve) => {
    release = () => resolve(response);
  });
  return { promise, release: () => release() };
}

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  localStorage.clear();
  table = { [DASH]: { body: DASHBOARD }, [DAY]: { body: DAY_DETAIL } };
  // routes() answers synchronously; a held response is awaited by the fetch mock's handler.
  fetchMock = mockFetch((url, init) => {
    const key = `${(init.method ?? 'GET').toUpperCase()} ${new URL(url, 'http://localhost').pathname}`;
    const r = table[key];
    return typeof r === 'function' ? r(init) : routes({ [key]: r ?? { status: 404 } })(url, init);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MetasDashPanel', () => {
  it('loads with the filters (default Bandeja) and renders indicators, both charts and the over-goal state', async () => {
    const main = held({ body: DASHBOARD });
    table[DASH] = () => main.promise;
    renderScreen('/home', <MetasDashPanel filters={filters} />);
    const view = screen.getByTestId('metas-dashboard');
    // The loading flag.
    await waitFor(() => expect(view.getAttribute('aria-busy')).toBe('true'));
    expect(within(view).getByRole('status').textContent).toContain(MSG.loading);
    main.release();
    await screen.findAllByText('Restaurante Sul');
    await waitFor(() => expect(view.getAttribute('aria-busy')).toBe('false'));

    expect(bodyOf(DASH)).toEqual({
      idGrupo: 4,
      dtaPeriodoIni: '2025-01-14',
      dtaPeriodoFim: '2025-01-15',
      tipDesperdicio: 1,
      codAgrupamento: 8,
      idItemVenda: 11,
      idProduto: null,
      idRestaurante: null,
    });
    expect(screen.getByRole('heading', { name: /Metas de desperdício — Bandeja/ })).toBeTruthy();
    // Indicators (R$ of the period) and the totals.
    expect(screen.getByText(/420,50/)).toBeTruthy();
    expect(screen.getAllByText('105,6%').length).toBeGreaterThan(0);
    // Two charts: per restaurant and per day, the actual split into within/over goal.
    const charts = screen.getAllByTestId('chart');
    expect(charts.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Realizado x meta por restaurante (Bandeja)',
      'Realizado x meta por dia (Bandeja)',
    ]);
    expect(charts[0].getAttribute('data-keys')).toBe('meta,dentro,acima');
    const centro = within(charts[0]).getByRole('button', { name: 'Restaurante Centro' });
    expect(centro.getAttribute('data-acima')).toBe('60');
    expect(
      within(charts[0]).getByRole('button', { name: 'Restaurante Sul' }).getAttribute('data-acima'),
    ).toBe('');
    // The table: the over-goal restaurant is flagged.
    const grid = screen.getByRole('table', { name: /por restaurante.*tabela/ });
    const centroRow = within(grid).getByText('Restaurante Centro').closest('tr') as HTMLElement;
    expect(within(centroRow).getByText('Acima da meta')).toBeTruthy();
    expect(within(centroRow).getByText('10,000 kg')).toBeTruthy();
    const sulRow = within(grid).getByText('Restaurante Sul').closest('tr') as HTMLElement;
    expect(within(sulRow).getByText('Dentro da meta')).toBeTruthy();
    // No day yet.
    expect(calls(DAY)).toHaveLength(0);
    expect(screen.queryByTestId('metas-day')).toBeNull();
  });

  it('clicking a day loads its detail with the day-level loading flag', async () => {
    const day = held({ body: DAY_DETAIL });
    table[DAY] = () => day.promise;
    renderScreen('/home', <MetasDashPanel filters={filters} />);
    const charts = await screen.findAllByTestId('chart');
    const view = screen.getByTestId('metas-dashboard');
    await waitFor(() => expect(view.getAttribute('aria-busy')).toBe('false'));

    fireEvent.click(within(charts[1]).getByRole('button', { name: '15/01/2025' }));
    const section = await screen.findByTestId('metas-day');
    await waitFor(() => expect(section.getAttribute('aria-busy')).toBe('true'));
    expect(within(section).getByRole('status').textContent).toContain('Carregando o dia...');
    // Only the day is loading: the dashboard's flag stays off.
    expect(view.getAttribute('aria-busy')).toBe('false');
    expect(bodyOf(DAY)).toEqual({ ...bodyOf(DASH), dtaApontamento: '2025-01-15' });

    day.release();
    await within(section).findByText('Feijoada');
    expect(section.getAttribute('aria-busy')).toBe('false');
    expect(within(section).getByRole('heading', { name: 'Detalhe do dia 15/01/2025' })).toBeTruthy();
    const rows = within(section).getByRole('table', { name: 'Restaurantes no dia' });
    const row = within(rows).getByText('Restaurante Centro').closest('tr') as HTMLElement;
    expect(within(row).getByText('33,500 kg')).toBeTruthy();
    expect(within(row).getByText('25,000 kg')).toBeTruthy();
    expect(within(row).getByText('8,500 kg')).toBeTruthy();
    expect(within(section).getByText('Feijão preto')).toBeTruthy();
    expect(within(section).getByText('12,250 kg')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Fechar detalhe' }));
    await waitFor(() => expect(screen.queryByTestId('metas-day')).toBeNull());
  });

  it('a response carrying exception is shown as an error and logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    table[DASH] = { body: { ...DASHBOARD, exception: 'Falha no cálculo das metas' } };
    renderScreen('/home', <MetasDashPanel filters={filters} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Falha no cálculo das metas');
    expect(screen.queryAllByTestId('chart')).toHaveLength(0);
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });

  it('a server error (400) is shown verbatim; an empty answer shows "Sem dados"', async () => {
    await expectRefusedPeriodShown(table, DASH, <MetasDashPanel filters={filters} />);
    cleanup();

    table[DASH] = { body: { ...DASHBOARD, restaurantes: [] } };
    renderScreen('/home', <MetasDashPanel filters={{ ...filters, tipDesperdicio: 2, restaurante: 3 }} />);
    await screen.findByText(MSG.noData);
    expect(bodyOf(DASH)).toMatchObject({ tipDesperdicio: 2, idRestaurante: 3 });
    expect(screen.getByRole('heading', { name: /Excedente de produção/ })).toBeTruthy();
  });

  it('starts with the day of daySelected open', async () => {
    renderScreen('/home', <MetasDashPanel filters={{ ...filters, daySelected: '2025-01-15' }} />);
    const section = await screen.findByTestId('metas-day');
    await within(section).findByText('Feijoada');
    expect(bodyOf(DAY).dtaApontamento).toBe('2025-01-15');
  });
});
