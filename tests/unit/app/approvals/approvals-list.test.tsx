// @vitest-environment jsdom
import 'fake-indexeddb/auto';

import { DespApontPage } from '@app/features/approvals/components/desp-apont-page';
import { HistoricoAprovPage } from '@app/features/approvals/components/historico-aprov-page';
import { setPageSize } from '@app/lib/settings';
import { toIsoLocal } from '@domain/dates';
import { MSG } from '@domain/messages';
import type { ApontamentoDetalhe, HistoricoItem } from '@domain/schemas/approvals';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { expectTextsShown } from '../helpers/expect-texts';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { cleanupAfterEach, renderRoutes } from '../helpers/render-screen';

const FIND_ALL = 'POST /api/v1/reTbDespApont/findAll';
const HISTORY = 'POST /api/v1/reTbHistoricoAprov/findAll';
const RESTAURANTES = 'GET /api/v1/reTbRestaurantes/lov/search';

/** Tare and net of a fixture: no container (tare 0, net = gross) unless the patch says otherwise. */
const netOf = (p: { qtdDesperdicio?: number; qtdTara?: number }, gross: number) => {
  const qtdTara = p.qtdTara ?? 0;
  return { qtdTara, qtdLiquido: Math.round(((p.qtdDesperdicio ?? gross) - qtdTara) * 1000) / 1000 };
};

function pendente(id: number, patch: Partial<ApontamentoDetalhe> = {}): ApontamentoDetalhe {
  return {
    idApontamento: id,
    uuidApontamento: null,
    idRestaurante: 3,
    idSatelite: null,
    tipDesperdicio: 1,
    dtaApontamento: '2025-03-10',
    qtdDesperdicio: 2.5,
    ...netOf(patch, 2.5),
    idProduto: null,
    idItemVenda: 20,
    idAgrupamento: null,
    idInsumo: null,
    idDestino: 5,
    idRecipiente: null,
    idBal: null,
    idUsuario: 11,
    dtaRegistro: '2025-03-10T14:30:00',
    dtaDispositivo: null,
    precisaAprovacao: true,
    motivoAprovacao: null,
    minQtd: 0.8,
    maxQtd: 1.2,
    mediaQtd: 1,
    txtJustificativa: null,
    notificar: true,
    transferido: false,
    desRestaurante: 'Restaurante Central',
    codSatelite: null,
    desSatelite: null,
    desItem: 'Bandeja almoço',
    desDestino: 'Compostagem',
    desRecipiente: null,
    desBalanca: null,
    desUsuario: 'cozinha',
    indStatusAprov: 0,
    vlrCusto: null,
    ...patch,
  };
}

function historico(idHistorico: number, patch: Partial<HistoricoItem> = {}): HistoricoItem {
  return {
    idHistorico,
    idApontamento: 42,
    idUsuario: 2,
    desAprovador: 'Ana Aprovadora',
    dthAnalise: '2025-03-11T09:05:00',
    indDecisao: 1,
    txtJustificativa: 'Evento extra',
    idRestaurante: 3,
    desRestaurante: 'Restaurante Central',
    tipDesperdicio: 2,
    dtaApontamento: '2025-03-10',
    qtdDesperdicio: 0.5,
    ...netOf(patch, 0.5),
    minQtd: 0.8,
    maxQtd: 1.2,
    mediaQtd: 1,
    desItem: 'Arroz',
    desUsuario: 'cozinha',
    ...patch,
  };
}

const page = <T,>(content: T[], totalElements = content.length) => ({
  body: { content, totalElements, page: 0, size: 10 },
});

type Answer = MockResponse | ((body: Record<string, unknown>) => MockResponse);

function server(table: Record<string, Answer>) {
  const bodies: Record<string, Record<string, unknown>[]> = {};
  const all: Record<string, Answer> = { [RESTAURANTES]: { body: [] }, ...table };
  mockFetch(
    routes(
      Object.fromEntries(
        Object.entries(all).map(([key, answer]) => [
          key,
          (init: RequestInit) => {
            const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
            bodies[key] ??= [];
            bodies[key].push(body);
            return typeof answer === 'function' ? answer(body) : answer;
          },
        ]),
      ),
    ),
  );
  return bodies;
}

const renderAt = (element: ReactNode, path: string) =>
  renderRoutes(
    [
      { path, element },
      { path: '/reApontDesperdicios/aprovacao/:id', element: <p>Detalhe</p> },
    ],
    path,
  );

beforeAll(() => installDomPolyfills());
cleanupAfterEach(() => setPageSize(10));

describe('approvals list', () => {
  const renderList = () =>
    renderAt(<DespApontPage title="Aprovação de apontamentos" />, '/reApontDesperdicios/aprovacao');
  /** The list opened on a server answering these pending appointments; the request bodies it received. */
  const listPending = (...pending: ReturnType<typeof pendente>[]) => {
    const bodies = server({ [FIND_ALL]: page(pending) });
    return { bodies, router: renderList() };
  };

  it('shows each pending appointment as a card with its range and a link to analyse it', async () => {
    const { bodies, router } = listPending(
      pendente(42),
      pendente(43, { qtdDesperdicio: 0.5, idRestaurante: 4, desRestaurante: 'Filial' }),
      pendente(44, { qtdDesperdicio: 1.5, qtdTara: 0.5 }),
    );
    const card = await screen.findByTestId('aprovacao-42');
    expectTextsShown(
      [
        '3 - Restaurante Central',
        'Bandeja',
        '10/03/2025',
        /Bandeja almoço/,
        '2,500 kg',
        'acima do máximo',
        'Registrado por cozinha em 10/03/2025 14:30',
      ],
      card,
    );
    const other = screen.getByTestId('aprovacao-43');
    expect(within(other).getByText('4 - Filial')).toBeTruthy();
    expect(within(other).getByText('abaixo do mínimo')).toBeTruthy();
    // Gross, tare and net, labelled; the range is the net's.
    expectTextsShown(['Bruto 2,500 kg', 'Tara 0,000 kg', 'Líquido'], card);
    const inCuba = screen.getByTestId('aprovacao-44');
    expectTextsShown(['Bruto 1,500 kg', 'Tara 0,500 kg', '1,000 kg', 'dentro da faixa'], inCuba);
    expect(bodies[FIND_ALL]![0]).toMatchObject({
      page: 0,
      size: 10,
      idRestaurante: null,
      tipDesperdicio: null,
    });

    fireEvent.click(within(card).getByRole('link', { name: 'Analisar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reApontDesperdicios/aprovacao/42'));
  });

  it('keeps the order of the server (oldest first) and shows when each weighing was made', async () => {
    listPending(
      // Weighed offline at 08:10, received at 14:30: the weighing's time is shown.
      pendente(50, { dtaDispositivo: '2025-03-10T08:10:00' }),
      pendente(47),
    );
    const first = await screen.findByTestId('aprovacao-50');
    expect(within(first).getByText('Registrado por cozinha em 10/03/2025 08:10')).toBeTruthy();
    expect(screen.getByTestId('ordem-aprovacao').textContent).toContain('mais antiga para a mais recente');
    const ids = screen.getAllByTestId(/^aprovacao-\d+$/).map((el) => el.dataset.testid);
    expect(ids).toEqual(['aprovacao-50', 'aprovacao-47']);
  });

  it('shows the reason of an approval that is not the tolerance', async () => {
    listPending(pendente(44, { motivoAprovacao: 'Data do apontamento com mais de 7 dias' }), pendente(45));
    const card = await screen.findByTestId('aprovacao-44');
    expect(within(card).getByText('Motivo: Data do apontamento com mais de 7 dias')).toBeTruthy();
    expect(within(screen.getByTestId('aprovacao-45')).queryByText(/Motivo:/)).toBeNull();
  });

  it('asks for the page size of the settings and filters by waste type from the first page', async () => {
    setPageSize(25);
    const { bodies } = listPending(pendente(42));
    await screen.findByTestId('aprovacao-42');
    expect(bodies[FIND_ALL]![0]).toMatchObject({ page: 0, size: 25 });
    fireEvent.click(screen.getByLabelText('Tipo de desperdício'));
    fireEvent.click(await screen.findByRole('option', { name: 'Excedente de produção' }));
    await waitFor(() =>
      expect(bodies[FIND_ALL]!.at(-1)).toMatchObject({ tipDesperdicio: 2, page: 0, size: 25 }),
    );
  });

  it("says 'Sem dados' when nothing is pending", async () => {
    listPending();
    expect(await screen.findByText(MSG.noData)).toBeTruthy();
  });

  it('shows a 403 answer as an alert in the page', async () => {
    server({ [FIND_ALL]: { status: 403, body: { exception: MSG.approvalNoPermission } } });
    renderList();
    const alert = await screen.findByTestId('erro-aprovacao');
    expect(alert.textContent).toContain(MSG.approvalNoPermission);
    expect(screen.queryByTestId(/^aprovacao-\d+$/)).toBeNull();
  });
});

describe('approval history', () => {
  const renderHistory = () =>
    renderAt(<HistoricoAprovPage title="Histórico de aprovações" />, '/reApontDesperdicios/historicoAprov');

  it('asks for the last 30 days and shows who decided what, when and on which appointment', async () => {
    const bodies = server({
      [HISTORY]: page([
        historico(9),
        historico(10, { indDecisao: 2, idApontamento: 77, txtJustificativa: null }),
      ]),
    });
    renderHistory();
    const entry = await screen.findByTestId('historico-9');
    expect(entry.textContent).toContain('#42');
    expectTextsShown(
      [
        'Ana Aprovadora',
        '11/03/2025 09:05',
        'Aprovado',
        'Evento extra',
        '3 - Restaurante Central',
        'abaixo do mínimo',
        'Registrado por cozinha',
      ],
      entry,
    );
    expect(screen.getByTestId('historico-10').textContent).toContain('#77');
    expect(within(screen.getByTestId('historico-10')).getByText('Reprovado')).toBeTruthy();

    const today = new Date();
    const from = new Date(today);
    from.setDate(today.getDate() - 30);
    expect(bodies[HISTORY]![0]).toMatchObject({
      dthAnaliseIni: toIsoLocal(from),
      dthAnaliseFim: toIsoLocal(today),
      indDecisao: null,
      page: 0,
      size: 10,
    });
  });

  it('filters by decision', async () => {
    const bodies = server({ [HISTORY]: page([historico(9)]) });
    renderHistory();
    await screen.findByTestId('historico-9');
    fireEvent.click(screen.getByLabelText('Decisão'));
    fireEvent.click(await screen.findByRole('option', { name: 'Reprovado' }));
    await waitFor(() => expect(bodies[HISTORY]!.at(-1)).toMatchObject({ indDecisao: 2, page: 0 }));
  });

  it("shows 'Erro ao buscar histórico de aprovações' when loading fails", async () => {
    server({ [HISTORY]: { status: 500, body: { exception: 'boom' } } });
    renderHistory();
    expect(await screen.findByText(MSG.historyLoadFailed, {}, { timeout: 5000 })).toBeTruthy();
  });
});
