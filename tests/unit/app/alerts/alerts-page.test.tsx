// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { AlertasPage } from '@app/features/alerts/components/alertas-page';
import { MSG } from '@domain/messages';
import { ALERT_MSG, type Alerta } from '@domain/schemas/alerts';

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { pickOption } from '../helpers/pick-option';
import { cleanupAfterEach, fetchCalls, renderScreen } from '../helpers/render-screen';

const PATH = '/reTbAlertas';
const BASE = '/api/v1/reTbAlertas';
const LIST = `GET ${BASE}`;
const CREATE = `POST ${BASE}`;
const DELETE = `DELETE ${BASE}`;
const STATUS0 = `PUT ${BASE}/indStatus/0`;
const NOTIFY1 = `PUT ${BASE}/indNotificar/1`;
const EMAIL_OFF = `PUT ${BASE}/email/deactivate/`;

const alerta = (over: Partial<Alerta> & Pick<Alerta, 'idAlerta' | 'desAlerta'>): Alerta => ({
  tipAlerta: 0,
  tipRegra: 0,
  idGrupo: null,
  desGrupo: null,
  idUsuario: null,
  desPessoa: null,
  tipDesperdicio: null,
  vlrLimite: null,
  indStatus: 1,
  indNotificar: 1,
  indEmail: 0,
  dtaCriacao: '2025-03-10T10:00:00.000Z',
  ...over,
});

let list: Alerta[];
let listAnswer: () => MockResponse;
let createAnswer: (body: Record<string, unknown>) => MockResponse;
let fetchMock: ReturnType<typeof mockFetch>;
const calls = () => fetchCalls(fetchMock);

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  list = [
    alerta({
      idAlerta: 1,
      desAlerta: 'Unidades paradas',
      tipAlerta: 2,
      idGrupo: 3,
      desGrupo: 'Grupo Sul',
      indEmail: 1,
    }),
    alerta({
      idAlerta: 2,
      desAlerta: 'Bandeja acima da meta',
      tipAlerta: 1,
      tipRegra: 1,
      idUsuario: 9,
      desPessoa: 'Ana Lima',
      tipDesperdicio: 1,
      vlrLimite: 12.5,
      indNotificar: 0,
    }),
  ];
  listAnswer = () => ({ body: list });
  createAnswer = (body) => ({ body: alerta({ idAlerta: 3, desAlerta: String(body.desAlerta) }) });
  fetchMock = mockFetch(
    routes({
      [LIST]: () => listAnswer(),
      [CREATE]: (init) => createAnswer(JSON.parse(String(init.body))),
      [STATUS0]: { body: { updated: 1 } },
      [NOTIFY1]: { body: { updated: 1 } },
      [EMAIL_OFF]: { body: { updated: 1 } },
      [DELETE]: { body: { deleted: 1 } },
      'GET /api/v1/reTbGruposRestaurantes/lov': {
        body: [
          { idGrupo: 3, desGrupo: 'Grupo Sul' },
          { idGrupo: 4, desGrupo: 'Grupo Norte' },
        ],
      },
      'GET /api/nlBaseUsuarios': {
        body: [{ idUsuario: 9, desUsuario: 'ana.lima', desPessoa: 'Ana Lima', desEmail: 'ana@x.com' }],
      },
    }),
  );
});
cleanupAfterEach();

const render = () => renderScreen(PATH, <AlertasPage title="Alertas" />);
const row = (id: number) => within(screen.getByTestId(`alerta-${id}`));
const switchOf = (label: string) => screen.getByRole('switch', { name: label }) as HTMLInputElement;

describe('the alerts screen', () => {
  it('lists the alerts with type icon, target, rule and switches', async () => {
    render();
    await screen.findByTestId('alerta-1');
    expect(row(1).getByText('Unidades paradas')).toBeTruthy();
    expect(row(1).getByRole('img', { name: 'Crítico' })).toBeTruthy();
    expect(row(1).getByText('Grupo: Grupo Sul')).toBeTruthy();
    expect(row(1).getByText('Unidade sem apontamento ontem')).toBeTruthy();
    expect(row(2).getByRole('img', { name: 'Atenção' })).toBeTruthy();
    expect(row(2).getByText('Usuário: Ana Lima')).toBeTruthy();
    expect(row(2).getByText('Desperdício acima da meta · Bandeja · limite 12,5 kg')).toBeTruthy();

    expect(switchOf('Ativo: Unidades paradas').checked).toBe(true);
    expect(switchOf('Notificar: Bandeja acima da meta').checked).toBe(false);
    expect(switchOf('E-mail: Unidades paradas').checked).toBe(true);
    // E-mail can only be turned off.
    expect(switchOf('E-mail: Bandeja acima da meta').disabled).toBe(true);
  });

  it('the switches call the API for the row and reload the list', async () => {
    render();
    await screen.findByTestId('alerta-1');
    const loads = calls().calls(LIST).length;

    fireEvent.click(switchOf('Ativo: Unidades paradas'));
    await waitFor(() => expect(calls().calls(STATUS0)).toHaveLength(1));
    expect(calls().bodyOf(STATUS0)).toEqual({ idAlertas: [1] });
    await waitFor(() => expect(calls().calls(LIST).length).toBe(loads + 1));

    fireEvent.click(switchOf('Notificar: Bandeja acima da meta'));
    await waitFor(() => expect(calls().calls(NOTIFY1)).toHaveLength(1));
    expect(calls().bodyOf(NOTIFY1)).toEqual({ idAlertas: [2] });

    fireEvent.click(switchOf('E-mail: Unidades paradas'));
    await waitFor(() => expect(calls().calls(EMAIL_OFF)).toHaveLength(1));
    expect(calls().bodyOf(EMAIL_OFF)).toEqual({ idAlertas: [1] });
    await waitFor(() => expect(calls().calls(LIST).length).toBe(loads + 3));
  });

  it('a refused switch shows the server text', async () => {
    fetchMock = mockFetch(
      routes({
        [LIST]: () => listAnswer(),
        [STATUS0]: { status: 404, body: { exception: ALERT_MSG.notFound } },
      }),
    );
    render();
    await screen.findByTestId('alerta-1');
    fireEvent.click(switchOf('Ativo: Unidades paradas'));
    expect(await screen.findByText(ALERT_MSG.notFound)).toBeTruthy();
  });

  it('deletes only after the confirmation', async () => {
    render();
    await screen.findByTestId('alerta-1');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir alerta Bandeja acima da meta' }));
    expect(await screen.findByText(ALERT_MSG.deleteConfirm)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText(ALERT_MSG.deleteConfirm)).toBeNull());
    expect(calls().calls(DELETE)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Excluir alerta Bandeja acima da meta' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(ALERT_MSG.deleted)).toBeTruthy();
    expect(calls().bodyOf(DELETE)).toEqual({ idAlertas: [2] });
  });

  it('creates an alert: validation messages first, then the body sent, the toast and the reload', async () => {
    render();
    await screen.findByTestId('alerta-1');
    fireEvent.click(screen.getByRole('button', { name: 'Novo alerta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Novo alerta' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByText(ALERT_MSG.desAlertaRequired)).toBeTruthy();
    expect(dialog.getByText(ALERT_MSG.targetRequired)).toBeTruthy();
    expect(calls().calls(CREATE)).toHaveLength(0);

    fireEvent.change(dialog.getByRole('textbox', { name: /Descrição/ }), {
      target: { value: 'Pendências antigas' },
    });
    await pickOption('Regra', 'Apontamentos pendentes há mais de um dia');
    await pickOption('Tipo', 'Crítico');
    await pickOption('Grupo', /Grupo Norte/);
    await waitFor(() => expect(dialog.queryByText(ALERT_MSG.targetRequired)).toBeNull());
    fireEvent.click(dialog.getByRole('switch', { name: 'Enviar e-mail' }));
    const loads = calls().calls(LIST).length;
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(ALERT_MSG.created)).toBeTruthy();
    expect(calls().bodyOf(CREATE)).toEqual({
      desAlerta: 'Pendências antigas',
      tipAlerta: 2,
      tipRegra: 2,
      idGrupo: 4,
      idUsuario: null,
      tipDesperdicio: null,
      vlrLimite: null,
      indStatus: 1,
      indNotificar: 1,
      indEmail: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo alerta' })).toBeNull());
    await waitFor(() => expect(calls().calls(LIST).length).toBeGreaterThan(loads));
  });

  it("shows the server's refusal inside the dialog", async () => {
    createAnswer = () => ({ status: 400, body: { exception: ALERT_MSG.userNotFound(9) } });
    render();
    await screen.findByTestId('alerta-1');
    fireEvent.click(screen.getByRole('button', { name: 'Novo alerta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Novo alerta' }));
    fireEvent.change(dialog.getByRole('textbox', { name: /Descrição/ }), { target: { value: 'Meu alerta' } });
    await pickOption('Usuário', /Ana Lima/);
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByText(ALERT_MSG.userNotFound(9))).toBeTruthy();
    expect(calls().bodyOf(CREATE)).toMatchObject({ idUsuario: 9, idGrupo: null });
    expect(screen.getByRole('dialog', { name: 'Novo alerta' })).toBeTruthy();
  });

  it('shows "Sem dados" when there is no alert, and the error with a retry when the load fails', async () => {
    listAnswer = () => ({ body: [] });
    render();
    expect(await screen.findByText(MSG.noData)).toBeTruthy();
    cleanup();

    listAnswer = () => ({ status: 400, body: { exception: 'Falha no banco' } });
    render();
    expect(await screen.findByText('Falha no banco')).toBeTruthy();
    expect(screen.getByText(ALERT_MSG.loadFailed)).toBeTruthy();
    listAnswer = () => ({ body: list });
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByTestId('alerta-1');
  });
});
