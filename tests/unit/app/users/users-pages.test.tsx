// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { BaseUsuariosFormPage } from '@app/features/users/components/base-usuarios-form-page';
import {
  BASE_USUARIOS_DELETE_CONFIRM,
  BASE_USUARIOS_DELETED,
  BaseUsuariosPage,
} from '@app/features/users/components/base-usuarios-page';
import { INITIAL_SESSION, setSession } from '@app/lib/session';
import { ACCESS_FLAGS, type AccessRecord } from '@domain/access';
import { MSG } from '@domain/messages';
import type { BaseUsuario } from '@domain/schemas/registers';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { fakeApi } from '../helpers/fake-api';
import { type MockResponse, routes } from '../helpers/fetch-mock';
import { renderRoutes } from '../helpers/render-screen';

const LIST = '/listNlBaseUsuarios';
const SEARCH = 'POST /api/nlBaseUsuarios/search';
const SAVE = 'POST /api/nlBaseUsuarios';

const usuario = (over: Partial<BaseUsuario> & { idUsuario: number }): BaseUsuario => ({
  desUsuario: `user${over.idUsuario}`,
  desPessoa: `Pessoa ${over.idUsuario}`,
  desEmail: `user${over.idUsuario}@empresa.com.br`,
  dtaCriacao: '2025-03-10T12:30:00.000Z',
  dtaAlteracao: '2025-03-11T08:05:00.000Z',
  ...over,
});

/** Signs in as user `idUsuario` of the list, with or without indRetAdm (the server's rights, mirrored). */
function signIn(idUsuario: number, admin: boolean) {
  const permission = {
    ...(Object.fromEntries(ACCESS_FLAGS.map((f) => [f, false])) as AccessRecord),
    indRetAdm: admin,
  };
  setSession({
    status: 'authenticated',
    account: {
      email: `user${idUsuario}@empresa.com.br`,
      auth: [],
      usuario: {
        idUsuario,
        desUsuario: `user${idUsuario}`,
        desPessoa: `Pessoa ${idUsuario}`,
        desEmail: `user${idUsuario}@empresa.com.br`,
      },
    },
    empresa: { idEmpresa: 1, desEmpresa: 'Empresa Um' },
    permission,
    message: null,
  });
}

let users: BaseUsuario[];
let saveAnswer: MockResponse;

const { stub, calls, bodyOf } = fakeApi();

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: LIST, element: <BaseUsuariosPage title="Usuários" /> },
      { path: '/formNlBaseUsuarios/:idUsuario', element: <BaseUsuariosFormPage title="Usuário" /> },
      { path: '/formNlBaseUsuarios', element: <BaseUsuariosFormPage title="Novo usuário" /> },
    ],
    path,
  );

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  signIn(1, true);
  users = [
    usuario({ idUsuario: 7, desPessoa: 'Maria Souza', desUsuario: 'maria.souza' }),
    usuario({ idUsuario: 8, desPessoa: 'João Pereira', desUsuario: 'joao.pereira' }),
  ];
  saveAnswer = { body: usuario({ idUsuario: 99 }) };
  stub((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    const method = (init.method ?? 'GET').toUpperCase();
    const one = /^\/api\/nlBaseUsuarios\/(\d+)$/.exec(path);
    if (one && method === 'GET') {
      const u = users.find((x) => x.idUsuario === Number(one[1]));
      // Even if a server sent the hash back, the form must not show it.
      return u
        ? { body: { ...u, desSenha: '$argon2id$hash' } }
        : { status: 404, body: { exception: MSG.userNotFound(one[1]) } };
    }
    if (one && method === 'DELETE') {
      users = users.filter((x) => x.idUsuario !== Number(one[1]));
      return { body: { deleted: 1 } };
    }
    return routes({
      [SEARCH]: (req) => {
        const search = (JSON.parse(String(req.body)).search ?? '').toLowerCase();
        return { body: users.filter((u) => `${u.desPessoa} ${u.desUsuario}`.toLowerCase().includes(search)) };
      },
      [SAVE]: () => saveAnswer,
    })(url, init);
  });
});
afterEach(() => {
  cleanup();
  setSession(INITIAL_SESSION);
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('users list', () => {
  it('lists the users with dd/MM/yyyy HH:mm dates, searches, and opens a user from its row', async () => {
    const router = renderAt(LIST);
    const row = within(await screen.findByTestId('usuario-7'));
    expect(row.getByText('Maria Souza')).toBeTruthy();
    expect(row.getByText('maria.souza')).toBeTruthy();
    expect(row.getByText('user7@empresa.com.br')).toBeTruthy();
    expect(row.getAllByText(/^\d{2}\/\d{2}\/2025 \d{2}:\d{2}$/)).toHaveLength(2);
    expect(bodyOf(SEARCH)).toEqual({ search: null });

    fireEvent.change(screen.getByLabelText('Pesquisar'), { target: { value: 'joão' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(screen.queryByTestId('usuario-7')).toBeNull());
    expect(bodyOf(SEARCH)).toEqual({ search: 'joão' });
    expect(screen.getByTestId('usuario-8')).toBeTruthy();

    fireEvent.click(within(screen.getByTestId('usuario-8')).getByText('joao.pereira'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/formNlBaseUsuarios/8'));
  });

  it("says 'Sem dados' when nobody matches", async () => {
    users = [];
    renderAt(LIST);
    expect(await screen.findByText(MSG.noData)).toBeTruthy();
  });

  it('deletes a user only after the confirmation', async () => {
    renderAt(LIST);
    await screen.findByTestId('usuario-7');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir usuário maria.souza' }));
    const confirm = BASE_USUARIOS_DELETE_CONFIRM({ desPessoa: 'Maria Souza', desUsuario: 'maria.souza' });
    expect(await screen.findByText(confirm)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText(confirm)).toBeNull());
    expect(calls('DELETE /api/nlBaseUsuarios/7')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Excluir usuário maria.souza' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(BASE_USUARIOS_DELETED)).toBeTruthy();
    expect(calls('DELETE /api/nlBaseUsuarios/7')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('usuario-7')).toBeNull());
    expect(screen.getByTestId('usuario-8')).toBeTruthy();
  });
});

describe('rights (as the server enforces them)', () => {
  it('a non-administrator may not create nor delete, and sees the others read-only', async () => {
    signIn(8, false);
    renderAt(LIST);
    await screen.findByTestId('usuario-7');
    expect(screen.queryByRole('link', { name: 'Novo usuário' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Excluir usuário/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Visualizar usuário maria.souza' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar usuário joao.pereira' })).toBeTruthy();
  });

  it("a non-administrator's view of another user has no editable field nor Salvar", async () => {
    signIn(8, false);
    renderAt('/formNlBaseUsuarios/7');
    await waitFor(() => expect(field(/^Nome/).value).toBe('Maria Souza'));
    expect(field(/^Nome/).readOnly).toBe(true);
    expect(screen.queryByLabelText(/^Senha/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.getByText(MSG.userAdminOnly)).toBeTruthy();
  });

  it('a non-administrator gets no creation form', async () => {
    signIn(8, false);
    renderAt('/formNlBaseUsuarios');
    expect(await screen.findByText(MSG.userAdminOnly)).toBeTruthy();
    expect(screen.queryByLabelText(/^Nome/)).toBeNull();
  });

  it('an administrator may not delete himself', async () => {
    signIn(7, true);
    renderAt(LIST);
    await screen.findByTestId('usuario-7');
    expect(screen.queryByRole('button', { name: 'Excluir usuário maria.souza' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Excluir usuário joao.pereira' })).toBeTruthy();
  });
});

describe('user form', () => {
  it('requires the password (and the other fields) to create, then saves and goes back to the list', async () => {
    const router = renderAt('/formNlBaseUsuarios');
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.loginPasswordRequired)).toBeTruthy();
    expect(screen.getAllByText(MSG.required)).toHaveLength(3);
    expect(calls(SAVE)).toHaveLength(0);

    type(/^Nome/, ' Ana Lima ');
    type(/^Usuário/, 'ana.lima');
    type(/^E-mail/, 'ana@');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.userEmailInvalid)).toBeTruthy();
    expect(calls(SAVE)).toHaveLength(0);

    type(/^E-mail/, 'ana.lima@empresa.com.br');
    type(/^Senha/, 's3cret!');
    await waitFor(() => expect(screen.queryByText(MSG.loginPasswordRequired)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.savedSuccessfully)).toBeTruthy();
    expect(bodyOf(SAVE)).toEqual({
      idUsuario: null,
      desPessoa: 'Ana Lima',
      desUsuario: 'ana.lima',
      desEmail: 'ana.lima@empresa.com.br',
      desSenha: 's3cret!',
    });
    // Saved: the form is clean, so leaving does not ask.
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(screen.queryByText(MSG.unsavedChanges)).toBeNull();
  });

  it('edits a user: the password is never shown and, left blank, is not sent (kept)', async () => {
    renderAt('/formNlBaseUsuarios/7');
    await waitFor(() => expect(field(/^Nome/).value).toBe('Maria Souza'));
    expect(field(/^Usuário/).value).toBe('maria.souza');
    expect(field(/^E-mail/).value).toBe('user7@empresa.com.br');
    expect(field(/^Senha/).value).toBe('');
    expect(document.body.innerHTML).not.toContain('argon2id');

    type(/^Nome/, 'Maria S. Souza');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.savedSuccessfully)).toBeTruthy();
    const sent = bodyOf(SAVE);
    expect(sent).toEqual({
      idUsuario: 7,
      desPessoa: 'Maria S. Souza',
      desUsuario: 'maria.souza',
      desEmail: 'user7@empresa.com.br',
    });
    expect('desSenha' in sent).toBe(false);
  });

  it('edits a user: a typed password is sent', async () => {
    renderAt('/formNlBaseUsuarios/7');
    await waitFor(() => expect(field(/^Nome/).value).toBe('Maria Souza'));
    type(/^Senha/, 'nova-senha');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.savedSuccessfully)).toBeTruthy();
    expect(bodyOf(SAVE)).toMatchObject({ idUsuario: 7, desSenha: 'nova-senha' });
  });

  it("shows 'Usuário de id {id} não existe' verbatim for an unknown id", async () => {
    renderAt('/formNlBaseUsuarios/99');
    expect(await screen.findByText('Usuário de id 99 não existe')).toBeTruthy();
    expect(screen.queryByLabelText(/^Nome/)).toBeNull();
  });

  it("shows the server's refusal and stays on the form", async () => {
    saveAnswer = { status: 400, body: { exception: MSG.userNameExists('maria.souza') } };
    const router = renderAt('/formNlBaseUsuarios/7');
    await waitFor(() => expect(field(/^Nome/).value).toBe('Maria Souza'));
    type(/^Nome/, 'Outra');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.userNameExists('maria.souza'))).toBeTruthy();
    expect(router.state.location.pathname).toBe('/formNlBaseUsuarios/7');
    expect(field(/^Nome/).value).toBe('Outra');
  });

  it('asks before leaving with unsaved changes', async () => {
    const router = renderAt('/formNlBaseUsuarios/7');
    await waitFor(() => expect(field(/^Nome/).value).toBe('Maria Souza'));
    type(/^Nome/, 'Mudou');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText(MSG.unsavedChanges)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByText(MSG.unsavedChanges)).toBeNull());
    expect(router.state.location.pathname).toBe('/formNlBaseUsuarios/7');
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
  });
});
