// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { DesafioDashPanel } from '@app/features/dashboards/components/desafio-dash-panel';
import { LabelsEditorModal } from '@app/features/dashboards/components/labels-editor-modal';
import { todaySaoPaulo } from '@app/features/dashboards/lib/group-cache';
import { MSG } from '@domain/messages';
import { defaultDashFilters } from '@domain/rules/dashboards';
import type { DesafioDash, Label } from '@domain/schemas/dash-desafio';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPanelTable } from '../helpers/dash-panel';
import { installDomPolyfills } from '../helpers/dom';
import { fakeApi } from '../helpers/fake-api';
import { cleanupAfterEach, renderScreen } from '../helpers/render-screen';

/** The Desafio dashboard and its label editor, against a mocked API. */

const DASH = 'POST /api/v1/desafioDash';
const FIND = 'POST /api/v1/reTbLabels/find';
const SAVE = 'POST /api/v1/reTbLabels/saveAll';
const { table, serve, calls, bodyOf } = fakeApi();

const lbl = (idLabel: number, desLabel: string, defaultValue: string, desValor: string | null): Label => ({
  idLabel,
  desLabel,
  desTela: 'Desafio',
  defaultValue,
  desValor,
  idEmpresa: 1,
});
const LABELS = [
  lbl(1, 'titulo', 'Desafio da semana', 'Desafio Desperdício Zero'),
  lbl(2, 'legendaPeriodoAtual', 'Semana do desafio', null),
  lbl(3, 'legendaPeriodoAnterior', 'Semana anterior', 'Semana passada'),
];

const per = (qtdKg: number, vlrCusto = 0, refeicoes = 0, gPorRefeicao: number | null = null) => ({
  qtdKg,
  vlrCusto,
  refeicoes,
  gPorRefeicao,
});
const DASHBOARD: DesafioDash = {
  restaurantes: [
    {
      posicao: 1,
      idRestaurante: 7,
      desRestaurante: 'Restaurante Sul',
      anterior: per(80),
      desafio: per(70, 350.5, 1000, 70),
      variationPc: -12.5,
      reducaoPc: 12.5,
    },
    {
      posicao: 2,
      idRestaurante: 3,
      desRestaurante: 'Restaurante Centro',
      anterior: per(100),
      desafio: per(110, 500, 0, null),
      variationPc: 10,
      reducaoPc: -10,
    },
  ],
  totais: { anterior: per(180), desafio: per(180, 850.5, 1000, 180), variationPc: 0, reducaoPc: 0 },
  indicadores: {
    qtdKg: 180,
    vlrCusto: 850.5,
    qtdApontamentos: 42,
    refeicoes: 1000,
    gPorRefeicao: 180,
    restoIngestaPc: 5,
    sobraLimpaPorPessoaG: 20,
  },
};

const filters = { ...defaultDashFilters('2025-01-15', 4) };

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  localStorage.clear();
  serve({ [DASH]: { body: DASHBOARD }, [FIND]: { body: LABELS }, [SAVE]: { body: LABELS } });
});
cleanupAfterEach(() => vi.restoreAllMocks());

describe('DesafioDashPanel', () => {
  it('loads the challenge against the previous week and renders the labels, indicators, chart and ranking', async () => {
    const ranking = await renderPanelTable(<DesafioDashPanel filters={filters} />, 'Ranking de redução');
    expect(bodyOf(DASH)).toEqual({
      idGrupo: 4,
      dtaPeriodoDesafioIni: '2025-01-20',
      dtaPeriodoDesafioFim: '2025-01-26',
      dtaPeriodoAnteriorIni: '2025-01-06',
      dtaPeriodoAnteriorFim: '2025-01-12',
    });
    expect(bodyOf(FIND)).toEqual({ desTela: 'Desafio', desLabel: null });
    // Stored value, else the default; a label not stored shows the built-in text.
    expect(await screen.findByRole('heading', { name: 'Desafio Desperdício Zero' })).toBeTruthy();
    expect(screen.getByText('Compare o desperdício desta semana com o da semana anterior')).toBeTruthy();
    expect(screen.getByText('Semana passada: 06/01/2025 a 12/01/2025')).toBeTruthy();
    expect(screen.getByText('Semana do desafio: 20/01/2025 a 26/01/2025')).toBeTruthy();

    const rows = within(ranking).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual([
      'Restaurante Sul',
      'Restaurante Centro',
    ]);
    const first = within(rows[0]);
    expect(first.getByText('1º')).toBeTruthy();
    expect(first.getByText('80,000 kg')).toBeTruthy();
    expect(first.getByText('70,000 kg')).toBeTruthy();
    expect(first.getByText(/350,50/)).toBeTruthy();
    expect(first.getByText('70 g')).toBeTruthy();
    expect(first.getByText('redução de 12,5%')).toBeTruthy();
    expect(within(rows[1]).getByText('aumento de 10,0%')).toBeTruthy();
    expect(within(ranking).getByText('Semana passada (kg)')).toBeTruthy();

    expect(screen.getByTestId('indicators')).toBeTruthy();
    expect(screen.getByTestId('chart').getAttribute('aria-label')).toContain(
      'Semana passada e Semana do desafio',
    );
  });

  it("by default (the previous week against the coming one) says when the challenge starts: no 0 kg, no 'em andamento'", async () => {
    // What the server answers for a challenge week not begun: nothing recorded, a 100% reduction.
    const none = per(0);
    table[DASH] = {
      body: {
        ...DASHBOARD,
        restaurantes: DASHBOARD.restaurantes.map((r) => ({
          ...r,
          desafio: none,
          variationPc: -100,
          reducaoPc: 100,
        })),
        totais: { anterior: per(180), desafio: none, variationPc: -100, reducaoPc: 100 },
        indicadores: { ...DASHBOARD.indicadores, qtdKg: 0, vlrCusto: 0, qtdApontamentos: 0 },
      },
    };
    const f = defaultDashFilters(todaySaoPaulo(), 4);
    const [y, m, d] = (f.Desafio.dtaPeriodoDesafioIni as string).split('-');
    const startsOn = `Começa em ${d}/${m}`;
    const ranking = await renderPanelTable(<DesafioDashPanel filters={f} />, 'Ranking de redução');
    expect(within(ranking).getAllByText(startsOn)).toHaveLength(2);
    // The two badges of the ranking, the group's badge and the group's challenge figure.
    expect(screen.getAllByText(startsOn)).toHaveLength(4);
    expect(screen.queryByText('em andamento')).toBeNull();
    expect(screen.queryByText(/redução de 100,0%/)).toBeNull();
    // The previous week's kg stay; the challenge's columns read '–', never 0 kg.
    const first = within(within(ranking).getAllByRole('row')[1]);
    expect(first.getByText('80,000 kg')).toBeTruthy();
    expect(first.queryByText('0,000 kg')).toBeNull();
    // No position, and none of the challenge's kg, R$ and g/refeição.
    expect(first.getAllByText('–')).toHaveLength(4);
    // No indicators of a period not begun, and the reason.
    expect(screen.queryByTestId('indicators')).toBeNull();
    expect(screen.getByTestId('desafio-nao-iniciado').textContent).toContain(`começa em ${d}/${m}/${y}`);
  });

  it("a challenge that has begun and is not over reads 'em andamento' until its last day", async () => {
    const today = todaySaoPaulo();
    const f = defaultDashFilters(today, 4);
    const running = {
      ...f,
      Desafio: { dtaPeriodoDesafioIni: today, dtaPeriodoDesafioFim: today },
    };
    const ranking = await renderPanelTable(<DesafioDashPanel filters={running} />, 'Ranking de redução');
    expect(within(ranking).getAllByText('em andamento')).toHaveLength(2);
    expect(screen.queryByText(/^Começa em/)).toBeNull();
    expect(screen.getByTestId('desafio-em-andamento').textContent).toMatch(
      /^O desafio vai até \d\d\/\d\d\/\d{4}/,
    );
    expect(screen.getByTestId('indicators')).toBeTruthy();
  });

  it('shows the server’s exception and logs the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    table[DASH] = { status: 400, body: { exception: MSG.dashEndBeforeStart } };
    table[FIND] = { body: [] };
    renderScreen('/home', <DesafioDashPanel filters={filters} />);
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.dashEndBeforeStart);
    expect(warn).toHaveBeenCalled();
    // Without stored labels, the built-in texts.
    expect(screen.getByRole('heading', { name: 'Desafio da semana' })).toBeTruthy();
  });

  it('says Sem dados when the group has no waste in either period', async () => {
    table[DASH] = {
      body: {
        ...DASHBOARD,
        restaurantes: [],
        totais: { ...DASHBOARD.totais, anterior: per(0), desafio: per(0) },
      },
    };
    renderScreen('/home', <DesafioDashPanel filters={filters} />);
    expect(await screen.findByText(MSG.noData)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('LabelsEditorModal', () => {
  const open = () => renderScreen('/home', <LabelsEditorModal opened onClose={() => {}} />);

  it('lists the Desafio labels with default and value, saves them all and says so', async () => {
    open();
    const titulo = (await screen.findByLabelText('Valor de titulo')) as HTMLInputElement;
    expect(titulo.value).toBe('Desafio Desperdício Zero');
    expect(screen.getByText('Semana do desafio')).toBeTruthy();
    fireEvent.change(titulo, { target: { value: 'Desafio de Janeiro' } });
    fireEvent.change(screen.getByLabelText('Valor de legendaPeriodoAnterior'), { target: { value: ' ' } });
    const findsBefore = calls(FIND).length;
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.labelsSaved)).toBeTruthy();
    expect(bodyOf(SAVE).map((l: Label) => [l.idLabel, l.desValor])).toEqual([
      [1, 'Desafio de Janeiro'],
      [2, null],
      [3, null],
    ]);
    // The labels reload.
    await waitFor(() => expect(calls(FIND).length).toBeGreaterThan(findsBefore));
  });

  it('says it could not save when saveAll fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    table[SAVE] = { status: 500, body: { exception: 'falhou' } };
    open();
    await screen.findByLabelText('Valor de titulo');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.labelsSaveFailed)).toBeTruthy();
    expect(screen.queryByText(MSG.labelsSaved)).toBeNull();
  });
});
