// @vitest-environment jsdom

import { DespApontDetailPage } from '@app/features/approvals/components/desp-apont-detail-page';
import { REWEIGH_REASON } from '@app/features/approvals/components/request-reweigh-button';
import { INITIAL_SESSION, setSession } from '@app/lib/session';
import { ACCESS_FLAGS, type AccessRecord } from '@domain/access';
import { MSG } from '@domain/messages';
import type { ApontamentoAnalise } from '@domain/schemas/approvals';

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { grossTareNet } from '../../../kit/factories/gross-tare-net';
import { installDomPolyfills } from '../helpers/dom';
import { expectTextsShown } from '../helpers/expect-texts';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { cleanupAfterEach, renderRoutes } from '../helpers/render-screen';

const ID = 42;
const ME = 7;
const FIND = `POST /api/v1/reTbDespApont/findById/${ID}`;
const CHECK = `POST /api/v1/reTbDespApont/checarPermissaoDeAnalise/${ID}/${ME}`;
const APROVAR = `POST /api/v1/reTbDespApont/${ID}/aprovar`;
const REPROVAR = `POST /api/v1/reTbDespApont/${ID}/reprovar`;

function apontamento(patch: Partial<ApontamentoAnalise> = {}): ApontamentoAnalise {
  return {
    idApontamento: ID,
    uuidApontamento: null,
    idRestaurante: 3,
    idSatelite: null,
    tipDesperdicio: 2,
    dtaApontamento: '2025-03-10',
    ...grossTareNet(patch, 1),
    idProduto: 10,
    idItemVenda: 20,
    idAgrupamento: null,
    idInsumo: null,
    idDestino: 5,
    idRecipiente: 6,
    idBal: 8,
    idUsuario: 11,
    dtaRegistro: '2025-03-10T14:30:00',
    dtaDispositivo: null,
    precisaAprovacao: false,
    motivoAprovacao: null,
    minQtd: 0.8,
    maxQtd: 1.2,
    mediaQtd: 1,
    txtJustificativa: null,
    notificar: false,
    transferido: false,
    desRestaurante: 'Restaurante Central',
    codSatelite: null,
    desSatelite: null,
    desItem: 'Arroz branco',
    desDestino: 'Compostagem',
    desRecipiente: 'Cuba grande',
    desBalanca: 'Balança 1',
    desUsuario: 'cozinha',
    indStatusAprov: 0,
    vlrCusto: 12.5,
    historico: [],
    podeAnalisar: true,
    ...patch,
  };
}

/** Beyond max, and the restaurant requires approval: the justification dialog opens. */
const OUT_OF_TOLERANCE = { qtdDesperdicio: 2.5, precisaAprovacao: true } as const;

const access = (): AccessRecord => ({
  ...(Object.fromEntries(ACCESS_FLAGS.map((f) => [f, false])) as AccessRecord),
  indApontamentos: true,
});

interface Server {
  calls: string[];
  bodies: Record<string, unknown[]>;
}

function server(table: Record<string, MockResponse | (() => MockResponse)>): Server {
  const calls: string[] = [];
  const bodies: Record<string, unknown[]> = {};
  const handler = routes(
    Object.fromEntries(
      Object.entries(table).map(([key, answer]) => [
        key,
        (init: RequestInit) => {
          calls.push(key);
          bodies[key] ??= [];
          bodies[key].push(init.body ? JSON.parse(String(init.body)) : undefined);
          return typeof answer === 'function' ? answer() : answer;
        },
      ]),
    ),
  );
  mockFetch(handler);
  return { calls, bodies };
}

const renderDetail = () =>
  renderRoutes(
    [
      { path: '/reApontDesperdicios/aprovacao/:id', element: <DespApontDetailPage title="Aprovação" /> },
      { path: '/reApontDesperdicios/aprovacao', element: <p>Lista de aprovação</p> },
    ],
    `/reApontDesperdicios/aprovacao/${ID}`,
  );

beforeAll(() => {
  installDomPolyfills();
  // jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
});
beforeEach(() => {
  setSession({
    ...INITIAL_SESSION,
    status: 'authenticated',
    account: {
      email: 'aprovador@empresa.com',
      auth: [],
      usuario: {
        idUsuario: ME,
        desUsuario: 'aprovador',
        desPessoa: 'Ana Aprovadora',
        desEmail: 'aprovador@empresa.com',
      },
    },
    empresa: { idEmpresa: 1, desEmpresa: 'Empresa Um' },
    permission: access(),
  });
});
cleanupAfterEach(() => setSession(INITIAL_SESSION));

const PERMITTED: MockResponse = { body: { podeAnalisar: true, exception: null } };

/** The detail of `apontamento(patch)` open, its analysis permitted; `answers` for the decision routes. */
function openPermitted(patch: Partial<ApontamentoAnalise>, answers: Record<string, MockResponse>) {
  const s = server({ [FIND]: { body: apontamento(patch) }, [CHECK]: PERMITTED, ...answers });
  return { s, router: renderDetail() };
}

/** Clicks the decision button once it shows, and waits for the dialog it opens. */
async function openDialog(button: string, dialog: string) {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
}

describe('approval detail', () => {
  it('shows every field, the quantity against its range, the cost and the analyses', async () => {
    server({
      [FIND]: {
        body: apontamento({
          ...OUT_OF_TOLERANCE,
          idSatelite: 4,
          codSatelite: 'S1',
          desSatelite: 'Satélite Norte',
          historico: [
            {
              idHistorico: 9,
              idApontamento: ID,
              idUsuario: 2,
              desAprovador: 'Fulano',
              dthAnalise: '2025-03-11T09:05:00',
              indDecisao: 2,
              txtJustificativa: 'Peso errado',
            },
          ],
        }),
      },
    });
    renderDetail();
    expect(await screen.findByText('3 - Restaurante Central')).toBeTruthy();
    expectTextsShown([
      'S1 - Satélite Norte',
      'Excedente de produção',
      '10/03/2025',
      'Arroz branco',
      'Compostagem',
      'Cuba grande',
      'Balança 1',
      '2,500 kg',
      'acima do máximo',
      'máx 1,200 kg',
      'mín 0,800 kg',
      'média 1,000 kg',
      /R\$\s12,50/,
      'cozinha em 10/03/2025 14:30',
    ]);
    expect(screen.getByTestId('status-aprov').textContent).toBe('Pendente');
    const analise = screen.getByTestId('analise-9');
    expectTextsShown(['Reprovado', 'por Fulano em 11/03/2025 09:05', 'Peso errado'], analise);
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe(
      '/reApontDesperdicios/aprovacao',
    );
  });

  it('within tolerance asks to confirm (no justification field), then sends the automatic one', async () => {
    const { s, router } = openPermitted({}, { [APROVAR]: { body: apontamento({ indStatusAprov: 1 }) } });
    const dialog = await openDialog('Aprovar', 'Aprovar apontamento');
    expect(within(dialog).getByText(new RegExp(MSG.approveConfirm(ID).replace('?', '\\?')))).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(s.calls).toEqual([FIND, CHECK]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reApontDesperdicios/aprovacao'));
    expect(s.calls).toEqual([FIND, CHECK, APROVAR]);
    expect(s.bodies[APROVAR]).toEqual([{ justificativa: MSG.approvalAutoJustification }]);
    expect(await screen.findByText(MSG.approved)).toBeTruthy();
    expect(await screen.findByText('Lista de aprovação')).toBeTruthy();
  });

  it('shows gross, tare and net, and judges the net: above max gross but within on net needs no justification', async () => {
    // Gross 1,650 kg in a container of 0,500 kg: 1,150 kg net, within [0,8; 1,2].
    const within_ = { qtdDesperdicio: 1.65, qtdTara: 0.5, precisaAprovacao: true } as const;
    const s = server({
      [FIND]: { body: apontamento(within_) },
      [CHECK]: PERMITTED,
      [APROVAR]: { body: apontamento({ ...within_, indStatusAprov: 1 }) },
    });
    renderDetail();
    expect(await screen.findByText('Bruto 1,650 kg')).toBeTruthy();
    expectTextsShown(['Tara 0,500 kg', 'Líquido', '1,150 kg', 'dentro da faixa']);
    expect(screen.queryByTestId('desvio-tolerancia')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar apontamento' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(MSG.approved)).toBeTruthy();
    expect(s.bodies[APROVAR]).toEqual([{ justificativa: MSG.approvalAutoJustification }]);
  });

  it('a rejection without required justification is confirmed first; Cancelar sends nothing', async () => {
    const { s } = openPermitted(
      { qtdDesperdicio: 2.5, precisaAprovacao: false },
      { [REPROVAR]: { body: apontamento({ indStatusAprov: 2 }) } },
    );
    let dialog = await openDialog('Reprovar', 'Reprovar apontamento');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(s.calls).not.toContain(REPROVAR);
    fireEvent.click(screen.getByRole('button', { name: 'Reprovar' }));
    dialog = await screen.findByRole('dialog', { name: 'Reprovar apontamento' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(MSG.rejected)).toBeTruthy();
    expect(s.bodies[REPROVAR]).toEqual([{ justificativa: MSG.approvalAutoJustification }]);
    expect(s.calls).not.toContain(APROVAR);
  });

  it('asks for a required justification when the quantity is out of tolerance', async () => {
    const { s, router } = openPermitted(OUT_OF_TOLERANCE, {
      [APROVAR]: { body: apontamento({ ...OUT_OF_TOLERANCE, indStatusAprov: 1 }) },
    });
    const dialog = await openDialog('Aprovar', 'Aprovar apontamento');
    expect(s.calls).toEqual([FIND, CHECK]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText(MSG.justificationRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Justificativa' }), {
      target: { value: '   ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText(MSG.justificationRequired)).toBeTruthy();
    expect(s.calls).not.toContain(APROVAR);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Justificativa' }), {
      target: { value: '  Evento extra no almoço ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reApontDesperdicios/aprovacao'));
    expect(s.bodies[APROVAR]).toEqual([{ justificativa: 'Evento extra no almoço' }]);
    expect(await screen.findByText(MSG.approved)).toBeTruthy();
  });

  it("titles the dialog 'Reprovar apontamento' and sends to reprovar; 'Cancelar' sends nothing", async () => {
    const { s } = openPermitted(OUT_OF_TOLERANCE, {
      [REPROVAR]: { body: apontamento({ ...OUT_OF_TOLERANCE, indStatusAprov: 2 }) },
    });
    let dialog = await openDialog('Reprovar', 'Reprovar apontamento');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(s.calls).not.toContain(REPROVAR);

    fireEvent.click(screen.getByRole('button', { name: 'Reprovar' }));
    dialog = await screen.findByRole('dialog', { name: 'Reprovar apontamento' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Justificativa' }), {
      target: { value: 'Pesagem duplicada' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(MSG.rejected)).toBeTruthy();
    expect(s.bodies[REPROVAR]).toEqual([{ justificativa: 'Pesagem duplicada' }]);
  });

  it('stops before approving when the permission check refuses, showing its message', async () => {
    const s = server({
      [FIND]: { body: apontamento(OUT_OF_TOLERANCE) },
      [CHECK]: { body: { podeAnalisar: false, exception: MSG.approvalNoPermission } },
      [APROVAR]: { body: apontamento({ indStatusAprov: 1 }) },
    });
    const router = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Aprovar' }));
    expect((await screen.findByTestId('analise-recusada')).textContent).toContain(MSG.approvalNoPermission);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(s.calls).toEqual([FIND, CHECK]);
    expect(router.state.location.pathname).toBe(`/reApontDesperdicios/aprovacao/${ID}`);
  });

  it('on 409 shows the server message under the failure title and reloads the appointment', async () => {
    const conflict = MSG.alreadyAnalysed(ID, 'aprovado', 'Fulano', '11/03/2025 09:05');
    let analysed = false;
    const s = server({
      [FIND]: () => ({ body: apontamento({ indStatusAprov: analysed ? 1 : 0 }) }),
      [CHECK]: PERMITTED,
      [APROVAR]: () => {
        analysed = true;
        return { status: 409, body: { exception: conflict } };
      },
    });
    const router = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar apontamento' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(conflict)).toBeTruthy();
    expect(screen.getByText(MSG.approveFailed)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('status-aprov').textContent).toBe('Aprovado'));
    expect(screen.queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(s.calls.filter((c) => c === FIND)).toHaveLength(2);
    expect(router.state.location.pathname).toBe(`/reApontDesperdicios/aprovacao/${ID}`);
  });

  it('shows the rejection failure title when reprovar fails', async () => {
    server({
      [FIND]: { body: apontamento() },
      [CHECK]: PERMITTED,
      [REPROVAR]: { status: 500, body: { exception: 'Falha inesperada' } },
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Reprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprovar apontamento' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(MSG.rejectFailed)).toBeTruthy();
    expect(screen.getByText('Falha inesperada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reprovar' })).toBeTruthy();
  });

  it('offers no action on an analysed appointment or without approval rights', async () => {
    server({ [FIND]: { body: apontamento({ indStatusAprov: 1 }) } });
    renderDetail();
    expect(await screen.findByText('Aprovado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reprovar' })).toBeNull();
    cleanup();

    server({ [FIND]: { body: apontamento({ podeAnalisar: false }) } });
    renderDetail();
    expect(await screen.findByText(MSG.approvalNoPermission)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprovar' })).toBeNull();
  });

  it("shows 'Erro ao buscar apontamento' with a retry when loading fails", async () => {
    let fail = true;
    server({
      [FIND]: () =>
        fail
          ? { status: 404, body: { exception: 'Apontamento 42 não encontrado(a)' } }
          : { body: apontamento() },
    });
    renderDetail();
    expect(await screen.findByText(MSG.appointmentLoadFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('3 - Restaurante Central')).toBeTruthy();
    expect(screen.queryByText(MSG.appointmentLoadFailed)).toBeNull();
  });
});

describe("the approver's informed choice", () => {
  it('shows the tare used and, without a photo, says so without asking the server for one', async () => {
    const s = server({
      [FIND]: { body: apontamento({ qtdDesperdicio: 2.5, qtdTara: 1.15, temFoto: false }) },
    });
    renderDetail();
    expect((await screen.findByTestId('approval-tare')).textContent).toBe('Cuba grande (1,150 kg)');
    expect(screen.getByTestId('waste-photo-none').textContent).toMatch('Sem foto deste apontamento.');
    expect(s.calls.some((c) => c.includes('/foto/'))).toBe(false);
  });

  it('loads the photo only when the detail opens, and a failed load offers a retry', async () => {
    const uuid = '6f1c9a52-2b7e-4d1a-9c33-0d4b8f3e2a11';
    const s = server({
      [FIND]: { body: apontamento({ uuidApontamento: uuid, temFoto: true }) },
      [`GET /api/v1/reTbDesperdiciosDet/foto/${uuid}`]: { status: 503, body: { message: 'fora' } },
    });
    renderDetail();
    expect(await screen.findByTestId('waste-photo-error', {}, { timeout: 5000 })).toBeTruthy();
    expect(s.calls.filter((c) => c.includes('/foto/')).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it("'Pedir nova pesagem' asks for confirmation (no justification): Cancelar sends nothing, Confirmar rejects with its reason", async () => {
    const { s, router } = openPermitted(OUT_OF_TOLERANCE, {
      [REPROVAR]: { body: apontamento({ ...OUT_OF_TOLERANCE, indStatusAprov: 2 }) },
    });
    let dialog = await openDialog('Pedir nova pesagem', 'Pedir nova pesagem');
    expect(within(dialog).getByText(MSG.reweighConfirm(ID, REWEIGH_REASON))).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(s.calls).not.toContain(REPROVAR);

    fireEvent.click(screen.getByRole('button', { name: 'Pedir nova pesagem' }));
    dialog = await screen.findByRole('dialog', { name: 'Pedir nova pesagem' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reApontDesperdicios/aprovacao'));
    expect(s.bodies[REPROVAR]).toEqual([{ justificativa: REWEIGH_REASON }]);
  });

  it('shows the net quantity and how far it lies beyond the tolerance at the top of the detail', async () => {
    server({ [FIND]: { body: apontamento(OUT_OF_TOLERANCE) } });
    renderDetail();
    const top = await screen.findByTestId('quantidade-topo');
    expect(within(top).getByText('2,500 kg')).toBeTruthy();
    // 2,5 kg net against a max of 1,2 kg: 1,3 kg (108 %) above it.
    expect(within(top).getByTestId('desvio-tolerancia').textContent).toBe(
      '+1,300 kg acima do máximo (+108%)',
    );
  });
});
