// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { BaseUsuariosFormPage } from '@app/features/users/components/base-usuarios-form-page';
import { INITIAL_SESSION, setSession } from '@app/lib/session';
import { ACCESS_FLAGS, type AccessRecord } from '@domain/access';
import { MSG } from '@domain/messages';
import type { AccessRestaurant, UserAccess } from '@domain/schemas/user-access';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { type MockResponse, mockFetch, routes } from '../helpers/fetch-mock';
import { renderRoutes } from '../helpers/render-screen';

const NONE = Object.fromEntries(ACCESS_FLAGS.map((f) => [f, false])) as AccessRecord;
const PUT = 'PUT /api/nlBaseUsuarios/7/acessos';
const restaurantes: AccessRestaurant[] = [
  { idRestaurante: 1, desRestaurante: 'Cozinha Central', idGrupo: null, desGrupo: null, indInativo: 0 },
  { idRestaurante: 2, desRestaurante: 'Unidade Sul', idGrupo: 5, desGrupo: 'Região Sul', indInativo: 0 },
  { idRestaurante: 3, desRestaurante: 'Unidade Porto', idGrupo: 5, desGrupo: 'Região Sul', indInativo: 0 },
];

let access: UserAccess;
let putAnswer: MockResponse | null;
let fetchMock: ReturnType<typeof mockFetch>;

function renderForm() {
  setSession({
    status: 'authenticated',
    account: {
      email: 'admin@empresa.com.br',
      auth: [],
      usuario: { idUsuario: 1, desUsuario: 'admin', desPessoa: 'Admin', desEmail: 'admin@empresa.com.br' },
    },
    empresa: { idEmpresa: 1, desEmpresa: 'Empresa Um' },
    permission: { ...NONE, indRetAdm: true },
    message: null,
  });
  renderRoutes(
    [{ path: '/formNlBaseUsuarios/:idUsuario', element: <BaseUsuariosFormPage title="Usuário" /> }],
    '/formNlBaseUsuarios/7',
  );
}

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  access = { idUsuario: 7, temRegistro: true, flags: { ...NONE, indRetAdm: true }, restaurantes: [] };
  putAnswer = null;
  fetchMock = mockFetch(
    routes({
      'GET /api/nlBaseUsuarios/7': {
        body: {
          idUsuario: 7,
          desUsuario: 'maria',
          desPessoa: 'Maria Souza',
          desEmail: 'maria@empresa.com.br',
          dtaCriacao: '2025-03-10T12:30:00.000Z',
          dtaAlteracao: '2025-03-11T08:05:00.000Z',
        },
      },
      'GET /api/nlBaseUsuarios/7/acessos': () => ({ body: access }),
      'GET /api/nlBaseUsuarios/acessos/restaurantes': { body: restaurantes },
      'GET /api/nlBaseUsuarios/7/acessos/historico': {
        body: [
          {
            idHistorico: 1,
            dtaRegistro: '2025-03-11T08:05:00.000Z',
            desAutor: 'Admin',
            desAlteracao: 'Administrador (indRetAdm)',
            desAntes: 'Não',
            desDepois: 'Sim',
          },
        ],
      },
      [PUT]: (init) => {
        if (putAnswer) return putAnswer;
        const body = JSON.parse(String(init.body));
        access = { ...access, flags: body.flags, restaurantes: body.restaurantes };
        return { body: access };
      },
    }),
  );
});
afterEach(() => {
  cleanup();
  setSession(INITIAL_SESSION);
  notifications.clean();
  vi.unstubAllGlobals();
});

const puts = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET').toUpperCase() === 'PUT');

describe('access panel of the user form (administrators)', () => {
  it('shows the flags as labelled switches, the restaurants by group and the history', async () => {
    renderForm();
    const admin = (await screen.findByRole('switch', { name: /^Administrador/ })) as HTMLInputElement;
    expect(admin.checked).toBe(true);
    expect((screen.getByRole('switch', { name: /^Apontamentos/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Grupo Região Sul (2 restaurantes)')).toBeTruthy();
    expect(screen.getByText('1 - Cozinha Central')).toBeTruthy();
    expect(await screen.findByText('Administrador (indRetAdm)')).toBeTruthy();
    expect(screen.getByText('Não → Sim')).toBeTruthy();
  });

  it('grants a whole group at once and saves flags and restaurants', async () => {
    renderForm();
    fireEvent.click(await screen.findByRole('switch', { name: /^Apontamentos/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Grupo Região Sul (2 restaurantes)' }));
    expect(screen.getByText('2 restaurantes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar acessos' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0][1]?.body))).toEqual({
      flags: { ...NONE, indRetAdm: true, indApontamentos: true },
      restaurantes: [2, 3],
    });
  });

  it("shows the server's refusal (the last administrator) next to the buttons", async () => {
    putAnswer = {
      status: 400,
      body: { statusCode: 400, message: MSG.accessLastAdmin, exception: MSG.accessLastAdmin },
    };
    renderForm();
    fireEvent.click(await screen.findByRole('switch', { name: /^Administrador/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar acessos' }));
    const alert = await screen.findByTestId('acessos-erro');
    expect(alert.textContent).toContain(MSG.accessLastAdmin);
  });
});
