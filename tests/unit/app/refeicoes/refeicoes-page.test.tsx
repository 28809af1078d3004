// @vitest-environment jsdom
import { addDays, mondayOf } from '@domain/dates';
import 'fake-indexeddb/auto';
import { RefeicoesPage } from '@app/features/refeicoes/components/refeicoes-page';
import { dayjs } from '@app/lib/dayjs';
import { localDb } from '@app/lib/local-db';
import { MSG } from '@domain/messages';
import type { RefeicoesPeriodo } from '@domain/schemas/refeicoes';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { cleanupAfterEach, fetchCalls, renderScreen } from '../helpers/render-screen';

/** /refeicoes against a mocked API: the unit's week, its states (loading, error), the fields' checks. */

const GET = 'GET /api/v1/reTbRefeicoes';
const TODAY = dayjs().format('YYYY-MM-DD');
const MONDAY = mondayOf(TODAY);

function week(): RefeicoesPeriodo {
  return {
    idRestaurante: 7,
    dtaIni: MONDAY,
    dtaFim: addDays(MONDAY, 6),
    hoje: TODAY,
    dias: Array.from({ length: 7 }, (_, i) => ({
      dtaRefeicao: addDays(MONDAY, i),
      qtdRefeicoes: i === 0 ? 300 : null,
      qtdPlanejadas: i === 0 ? 310 : null,
      qtdSatelites: i === 0 ? 40 : 0,
      qtdTotal: i === 0 ? 340 : null,
    })),
  };
}

let table: Record<string, MockResponse | ((init: RequestInit) => MockResponse)>;
let fetchMock: ReturnType<typeof mockFetch>;

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  localStorage.clear();
  table = {
    'GET /api/v1/reTbRestaurantes/lov/search': {
      body: [{ idRestaurante: 7, desRestaurante: 'Cozinha Central', idGrupo: 1 }],
    },
    [GET]: () => ({ body: week() }),
  };
  fetchMock = mockFetch(routes(table));
});
cleanupAfterEach();

describe('Refeições', () => {
  it("starts on the kitchen's one unit and this week: a row per day with its served, planned, satellites and total", async () => {
    renderScreen('/refeicoes', <RefeicoesPage title="Refeições" />);
    const monday = await screen.findByTestId(`refeicoes-dia-${MONDAY}`);
    const url = new URL(String(fetchCalls(fetchMock).calls(GET)[0][0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      idRestaurante: '7',
      dtaIni: MONDAY,
      dtaFim: addDays(MONDAY, 6),
    });
    const row = within(monday);
    expect(row.getByText('Segunda-feira')).toBeTruthy();
    expect(row.getByText(MONDAY.split('-').reverse().join('/'))).toBeTruthy();
    expect((row.getByLabelText(/^Servidas/) as HTMLInputElement).value).toBe('300');
    expect((row.getByLabelText(/^Planejadas/) as HTMLInputElement).value).toBe('310');
    expect(row.getByTestId('refeicoes-satelites').textContent).toBe('40');
    expect(row.getByTestId('refeicoes-total').textContent).toBe('340');
    // The total follows what is typed.
    fireEvent.change(row.getByLabelText(/^Servidas/), { target: { value: '1.000' } });
    expect(row.getByTestId('refeicoes-total').textContent).toBe('1.040');
    expect(screen.getByText(MSG.unsavedCount(1))).toBeTruthy();
    const sunday = within(screen.getByTestId(`refeicoes-dia-${addDays(MONDAY, 6)}`));
    expect((sunday.getByLabelText(/^Servidas/) as HTMLInputElement).disabled).toBe(
      addDays(MONDAY, 6) > TODAY,
    );
  });

  it('a value typed wrong is shown on its field when saving, and nothing is queued', async () => {
    renderScreen('/refeicoes', <RefeicoesPage title="Refeições" />);
    const row = within(await screen.findByTestId(`refeicoes-dia-${MONDAY}`));
    fireEvent.change(row.getByLabelText(/^Planejadas/), { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await row.findByText(MSG.refeicoesInvalida('Refeições planejadas'))).toBeTruthy();
    expect(await screen.findByText('Corrija os valores destacados antes de salvar.')).toBeTruthy();
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('says so when the week has nothing recorded', async () => {
    const empty = week();
    empty.dias[0] = {
      ...empty.dias[0],
      qtdRefeicoes: null,
      qtdPlanejadas: null,
      qtdSatelites: 0,
      qtdTotal: null,
    };
    table[GET] = { body: empty };
    renderScreen('/refeicoes', <RefeicoesPage title="Refeições" />);
    expect(await screen.findByText('Nenhuma refeição registrada nesta semana.')).toBeTruthy();
    expect(screen.getAllByTestId(/^refeicoes-dia-/)).toHaveLength(7);
  });

  it("a refused read shows the server's message and a retry", async () => {
    table[GET] = { status: 400, body: { statusCode: 400, message: MSG.refeicoesPeriodoLongo(62) } };
    renderScreen('/refeicoes', <RefeicoesPage title="Refeições" />);
    expect(await screen.findByText(MSG.refeicoesPeriodoLongo(62))).toBeTruthy();
    table[GET] = () => ({ body: week() });
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId(`refeicoes-dia-${MONDAY}`)).toBeTruthy();
  });

  it('without a single unit, asks for the restaurant', async () => {
    table['GET /api/v1/reTbRestaurantes/lov/search'] = {
      body: [
        { idRestaurante: 7, desRestaurante: 'Cozinha Central', idGrupo: 1 },
        { idRestaurante: 8, desRestaurante: 'Filial', idGrupo: 1 },
      ],
    };
    renderScreen('/refeicoes', <RefeicoesPage title="Refeições" />);
    expect(await screen.findByText('Escolha o restaurante.')).toBeTruthy();
    expect(fetchCalls(fetchMock).calls(GET)).toHaveLength(0);
  });
});
