// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { ResumoSemanalPage } from '@app/features/dashboards/components/resumo-semanal-page';
import { INITIAL_SESSION, type SessionState, setSession } from '@app/lib/session';
import { ACCESS_FLAGS, type AccessRecord } from '@domain/access';
import type { ResumoSemanal } from '@domain/schemas/resumo-semanal';
import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { mockFetch, routes } from '../helpers/fetch-mock';
import { fetchCalls, renderScreen } from '../helpers/render-screen';

/** /resumoSemanal: only the links the user may open; the last restaurant chosen, per user and company. */

const access = (...flags: (keyof AccessRecord)[]): AccessRecord => ({
  ...(Object.fromEntries(ACCESS_FLAGS.map((f) => [f, false])) as AccessRecord),
  ...Object.fromEntries(flags.map((f) => [f, true])),
});

const signedIn = (
  permission: AccessRecord,
  email = 'gestor@empresa.com',
  idEmpresa = 3,
): Partial<SessionState> => ({
  status: 'authenticated',
  account: {
    email,
    auth: [],
    usuario: { idUsuario: 1, desUsuario: 'gestor', desPessoa: 'Gestor', desEmail: email },
  },
  empresa: { idEmpresa, desEmpresa: 'Empresa Três' },
  permission,
  message: null,
});

const semana = { qtdKg: 10, vlrCusto: 50, refeicoes: 100, gPorRefeicao: 100, qtdApontamentos: 4, co2eKg: 1 };
const DIGEST: ResumoSemanal = {
  idRestaurante: 7,
  desRestaurante: 'Restaurante Sul',
  semana: '2026-11-23',
  semanaFim: '2026-11-29',
  atual: semana,
  anterior: semana,
  metaKg: null,
  qtdKgComMeta: 0,
  itens: [],
  sobreproducao: [
    { desItem: 'Frango (Prato do dia)', qtdKgEvitavel: 12.5, vlrEvitavel: 250, qtdSugeridaMedia: 30.25 },
  ],
  pendentesAprovacao: 3,
  porDia: Array.from({ length: 7 }, (_, i) => ({ dta: `2026-11-${23 + i}`, qtdKg: 1 })),
};

let fetchMock: ReturnType<typeof mockFetch>;
const digestCalls = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/api/v1/resumoSemanal?'))
    .map(([url]) => String(url));

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  localStorage.clear();
  fetchMock = mockFetch(
    routes({
      'GET /api/v1/resumoSemanal': { body: DIGEST },
      'GET /api/v1/resumoSemanal/inscricao': { body: { indResumoSemanal: 1 } },
      'GET /api/v1/reTbRestaurantes/lov/findById/7': {
        body: { idRestaurante: 7, desRestaurante: 'Restaurante Sul', idGrupo: null },
      },
      'GET /api/v1/reTbRestaurantes/lov/search': { body: [] },
    }),
  );
});
afterEach(() => {
  cleanup();
  notifications.clean();
  setSession(INITIAL_SESSION);
  vi.unstubAllGlobals();
});

/** The page opened without a restaurant in the address (the remembered one, if any, is shown). */
const open = () => renderScreen('/resumoSemanal', <ResumoSemanalPage title="Resumo semanal" />);

describe('ResumoSemanalPage', () => {
  it("a manager without indApontamentos sees the pending count but no 'Ver aprovações'", async () => {
    setSession(signedIn(access('indRelatorios')));
    localStorage.setItem('resumoSemanalRestaurante', JSON.stringify({ 'gestor@empresa.com|3': 7 }));
    open();
    expect((await screen.findByTestId('weekly-digest')).textContent).toContain('Aguardando aprovação: 3');
    expect(screen.queryByRole('link', { name: 'Ver aprovações' })).toBeNull();
    // The items produced above what was needed, with the recommended quantity.
    const sobras = screen.getByTestId('sobreproducao').textContent ?? '';
    expect(sobras).toContain('Frango (Prato do dia): 12,500 kg evitáveis');
    expect(sobras).toContain('sugestão: 30,250 kg por dia');
  });

  it('an approver (indApontamentos) gets the link to the approvals', async () => {
    setSession(signedIn(access('indApontamentos')));
    localStorage.setItem('resumoSemanalRestaurante', JSON.stringify({ 'gestor@empresa.com|3': 7 }));
    open();
    await screen.findByTestId('weekly-digest');
    expect(screen.getByRole('link', { name: 'Ver aprovações' }).getAttribute('href')).toBe(
      '/reApontDesperdicios/aprovacao',
    );
  });

  it('opened without a restaurant, shows the one this user last chose for this company; not another’s', async () => {
    localStorage.setItem(
      'resumoSemanalRestaurante',
      JSON.stringify({ 'gestor@empresa.com|3': 7, 'outro@empresa.com|3': 9 }),
    );
    setSession(signedIn(access('indRelatorios')));
    open();
    await screen.findByTestId('weekly-digest');
    expect(digestCalls().every((u) => u.includes('idRestaurante=7'))).toBe(true);
    cleanup();

    // Another company of the same user: nothing remembered there.
    setSession(signedIn(access('indRelatorios'), 'gestor@empresa.com', 4));
    open();
    expect(await screen.findByText('Escolha um restaurante para ver o resumo da semana.')).toBeTruthy();
    await waitFor(() =>
      expect(fetchCalls(fetchMock).calls('GET /api/v1/resumoSemanal/inscricao').length).toBeGreaterThan(0),
    );
  });
});
