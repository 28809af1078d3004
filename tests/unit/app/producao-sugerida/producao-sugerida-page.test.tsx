// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { ProducaoSugeridaPage } from '@app/features/producao-sugerida/components/producao-sugerida-page';
import { dayjs } from '@app/lib/dayjs';
import type { ProducaoSugerida } from '@domain/schemas/producao-sugerida';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { cleanupAfterEach, fetchCalls, renderScreen } from '../helpers/render-screen';

/** /producaoSugerida against a mocked API: the unit and tomorrow by default, the lines, the explanation, accepting. */

const GET = 'GET /api/v1/producaoSugerida';
const ACCEPT = 'POST /api/v1/producaoSugerida/aceitar';
const TOMORROW = dayjs().add(1, 'day').format('YYYY-MM-DD');

function answer(accepted: boolean): ProducaoSugerida {
  return {
    idRestaurante: 7,
    dtaCardapio: TOMORROW,
    dtaReferencia: dayjs().format('YYYY-MM-DD'),
    nivelServico: 0.9,
    nivelServicoTexto: 'falta em no máximo 1 de cada 10 dias',
    refeicoesPrevistas: 212,
    linhas: [
      {
        idKanban: 31,
        idItemVenda: 5,
        desItemVenda: 'Prato do dia',
        idProduto: 50,
        desProduto: 'Feijão carioca',
        codAgrupamento: 2,
        qtdPlanejada: accepted ? 18.25 : 24,
        qtdSugerida: 18.25,
        metodo: 'produto-restaurante',
        observacoes: {
          quantidade: 6,
          censuradas: 1,
          minPorRefeicaoKg: 0.07,
          maxPorRefeicaoKg: 0.095,
          dias: ['2026-11-16', '2026-11-09'],
        },
        explicacao: 'Consumo de 6 segundas-feiras neste restaurante.',
        economia: { kg: 5.75, valor: 28.75, co2e: 4.6 },
        aceita: accepted,
        qtdPlanejadaOriginal: accepted ? 24 : null,
      },
      {
        idKanban: 32,
        idItemVenda: 5,
        desItemVenda: 'Prato do dia',
        idProduto: 51,
        desProduto: 'Arroz branco',
        codAgrupamento: 2,
        qtdPlanejada: 30,
        qtdSugerida: 30,
        metodo: 'gramatura',
        observacoes: null,
        explicacao: 'Sem histórico: refeições previstas × gramatura do prato.',
        economia: { kg: 0, valor: 0, co2e: 0 },
        aceita: false,
        qtdPlanejadaOriginal: null,
      },
    ],
  };
}

let table: Record<string, MockResponse | ((init: RequestInit) => MockResponse)>;
let fetchMock: ReturnType<typeof mockFetch>;
let accepted: boolean;
const calls = (key: string) => fetchCalls(fetchMock).calls(key);
const bodyOf = (key: string) => fetchCalls(fetchMock).bodyOf(key);

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  localStorage.clear();
  accepted = false;
  table = {
    'GET /api/v1/reTbRestaurantes/lov/search': {
      body: [{ idRestaurante: 7, desRestaurante: 'Cozinha Central', idGrupo: 1 }],
    },
    [GET]: () => ({ body: answer(accepted) }),
    [ACCEPT]: () => {
      accepted = true;
      return { body: { aceitas: 1 } };
    },
  };
  fetchMock = mockFetch(routes(table));
});
cleanupAfterEach();

describe('Produção sugerida', () => {
  it("starts on the kitchen's one unit and tomorrow, and shows each line's plan, suggestion and saving", async () => {
    renderScreen('/producaoSugerida', <ProducaoSugeridaPage title="Produção sugerida" />);
    const lines = await screen.findAllByTestId('producao-sugerida-linha');
    const url = new URL(String(calls(GET)[0][0]), 'http://localhost');
    expect(url.searchParams.get('idRestaurante')).toBe('7');
    expect(url.searchParams.get('dtaCardapio')).toBe(TOMORROW);
    expect(url.searchParams.has('nivelServico')).toBe(false);
    expect(screen.getByText('falta em no máximo 1 de cada 10 dias')).toBeTruthy();
    const first = within(lines[0]);
    expect(first.getByText('Feijão carioca')).toBeTruthy();
    expect(first.getByText('24,000 kg')).toBeTruthy();
    expect(first.getByText('18,250 kg')).toBeTruthy();
    expect(first.getByText('−5,750 kg')).toBeTruthy();
    expect(lines[0].textContent).toMatch(/R\$\s28,75/);
    expect(within(lines[1]).getByText('Igual ao planejado')).toBeTruthy();
  });

  it('"Por quê?" opens the explanation (aria-expanded) and closes it again', async () => {
    renderScreen('/producaoSugerida', <ProducaoSugeridaPage title="Produção sugerida" />);
    const why = await screen.findByRole('button', { name: 'Por quê? Feijão carioca' });
    expect(why.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    const region = document.getElementById(String(why.getAttribute('aria-controls'))) as HTMLElement;
    expect(region.textContent).toContain('Consumo de 6 segundas-feiras neste restaurante.');
    expect(region.textContent).toContain('16/11/2026, 09/11/2026');
    expect(region.textContent).toContain('em 1 acabou antes do fim');
    fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('false');
  });

  it('accepts one line: the kanban gets the suggestion, the line shows it accepted with the original plan', async () => {
    renderScreen('/producaoSugerida', <ProducaoSugeridaPage title="Produção sugerida" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Aceitar sugestão: Feijão carioca' }));
    await screen.findByText('Sugestão aceita');
    expect(bodyOf(ACCEPT)).toEqual({
      idRestaurante: 7,
      dtaCardapio: TOMORROW,
      linhas: [{ idKanban: 31, qtdPlanejada: 18.25 }],
    });
    expect(screen.getAllByText('Plano original: 24,000 kg').length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Aceitar todas' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('"Aceitar todas" asks first; cancelled, nothing is sent', async () => {
    renderScreen('/producaoSugerida', <ProducaoSugeridaPage title="Produção sugerida" />);
    await screen.findAllByTestId('producao-sugerida-linha');
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar todas' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('1 linha passam a ser o planejado do kanban');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(ACCEPT)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar todas' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceitar todas' }));
    await screen.findByText('Sugestão aceita');
    expect(bodyOf(ACCEPT)).toMatchObject({ linhas: [{ idKanban: 31, qtdPlanejada: 18.25 }] });
  });

  it("shows the API's message for a day without a kanban", async () => {
    table[GET] = { status: 400, body: { statusCode: 400, message: 'Sem kanban para este dia' } };
    renderScreen('/producaoSugerida', <ProducaoSugeridaPage title="Produção sugerida" />);
    expect(await screen.findByText('Sem kanban para este dia')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
