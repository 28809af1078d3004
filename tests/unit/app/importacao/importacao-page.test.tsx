// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { ImportacaoPage } from '@app/features/importacao/components/importacao-page';
import {
  formatFileSize,
  type ImportacaoResultado,
  type ImportacaoTipo,
  resultMessage,
} from '@app/features/importacao/utils/importacao';
import { INVALID_TOKEN_EVENT } from '@app/lib/api-client';
import { TOKEN_STORAGE_KEY } from '@app/lib/auth-token';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { mockFetch, routes } from '../helpers/fetch-mock';
import { makeToken } from '../helpers/jwt';
import { cleanupAfterEach, fetchCalls, renderScreen } from '../helpers/render-screen';

const PATH = '/importacao';

const TIPOS: ImportacaoTipo[] = [
  {
    tipo: 'grupos',
    descricao: 'Grupos de restaurantes: o código e o nome de cada grupo.',
    colunas: [
      { nome: 'idGrupo', obrigatoria: true, descricao: 'Código do grupo', exemplo: '10' },
      { nome: 'desGrupo', obrigatoria: true, descricao: 'Nome do grupo', exemplo: 'Grupo Sul' },
    ],
  },
  {
    tipo: 'restaurantes',
    descricao: 'Restaurantes e a que grupo pertencem.',
    colunas: [
      { nome: 'idRestaurante', obrigatoria: true, descricao: 'Código do restaurante', exemplo: '101' },
      { nome: 'desRestaurante', obrigatoria: true, descricao: 'Nome do restaurante', exemplo: 'Matriz' },
      { nome: 'codAgrupamento', obrigatoria: false, descricao: 'Agrupamento do cardápio', exemplo: 'A1' },
    ],
  },
];

const resultado = (over: Partial<ImportacaoResultado> = {}): ImportacaoResultado => ({
  linhas: 1250,
  inseridas: 1000,
  alteradas: 200,
  inalteradas: 50,
  erros: [],
  ...over,
});

interface XhrAnswer {
  status: number;
  body?: unknown;
}

/** XMLHttpRequest as the upload uses it: the test answers each request (or lets `answer` do it at once). */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answer: ((xhr: FakeXhr) => XhrAnswer) | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answer;
    if (answer) setTimeout(() => this.respond(answer(this)), 0);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond({ status, body }: XhrAnswer) {
    if (this.aborted) return;
    this.upload.onload?.();
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
  get path() {
    return new URL(this.url, 'http://localhost');
  }
}

let previewAnswer: XhrAnswer;
let importAnswer: XhrAnswer;
let fetchMock: ReturnType<typeof mockFetch>;

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, makeToken(7200));
  FakeXhr.sent = [];
  previewAnswer = { status: 200, body: resultado() };
  importAnswer = { status: 200, body: resultado() };
  FakeXhr.answer = (xhr) => (xhr.path.searchParams.get('simular') === '1' ? previewAnswer : importAnswer);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  fetchMock = mockFetch(
    routes({
      'GET /api/v1/importacao': { body: TIPOS },
      'GET /api/v1/importacao/grupos/modelo': { body: 'idGrupo;desGrupo\n' },
    }),
  );
});
cleanupAfterEach(() => localStorage.clear());

const render = () => renderScreen(PATH, <ImportacaoPage title="Importação de dados" />);

async function chooseTipo(label: string) {
  fireEvent.click(await screen.findByRole('combobox', { name: 'Tipo de dado' }));
  fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
}

function chooseFile(
  file = new File(['idGrupo;desGrupo\n10;Grupo Sul\n'], 'grupos.csv', { type: 'text/csv' }),
) {
  fireEvent.change(screen.getByLabelText('Escolher arquivo'), { target: { files: [file] } });
  return file;
}

const importButton = () => screen.getByRole('button', { name: 'Importar' }) as HTMLButtonElement;

/** The screen with a file of 'Grupos de restaurantes' chosen (the default CSV unless `file`). */
async function chooseGroupsFile(file?: File) {
  render();
  await chooseTipo('Grupos de restaurantes');
  chooseFile(file);
}

/** The default CSV of groups chosen and its preview without errors: 'Importar' enabled. */
async function previewGroupsFile() {
  await chooseGroupsFile();
  await waitFor(() => expect(importButton().disabled).toBe(false));
}

describe('the import screen', () => {
  it('choosing a kind shows its description and columns, the required ones marked', async () => {
    render();
    expect(importButton().disabled).toBe(true);
    await chooseTipo('Restaurantes');
    expect(screen.getByText('Restaurantes e a que grupo pertencem.')).toBeTruthy();
    const columns = screen.getByRole('list', { name: 'Colunas do arquivo' });
    const items = within(columns).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('idRestaurante')).toBeTruthy();
    expect(within(items[0]).getByText('Obrigatória')).toBeTruthy();
    expect(within(items[2]).getByText('codAgrupamento')).toBeTruthy();
    expect(within(items[2]).getByText('Opcional')).toBeTruthy();
    expect(within(items[2]).getByText('A1')).toBeTruthy();
    expect(screen.getByText('3 colunas, 2 obrigatórias')).toBeTruthy();
  });

  it('downloads the template with the session token', async () => {
    const createObjectURL = vi.fn(() => 'blob:modelo');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render();
    await chooseTipo('Grupos de restaurantes');
    fireEvent.click(screen.getByRole('button', { name: 'Baixar modelo' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
    const [call] = fetchCalls(fetchMock).calls('GET /api/v1/importacao/grupos/modelo');
    expect(new Headers(call[1]?.headers).get('Authorization')).toMatch(/^Bearer /);
  });

  it('a preview with errors lists Linha, Coluna and Motivo and disables the import, saying why', async () => {
    previewAnswer = {
      status: 200,
      body: resultado({
        linhas: 3,
        inseridas: 1,
        alteradas: 0,
        inalteradas: 0,
        erros: [
          { linha: 4, coluna: 'desGrupo', mensagem: 'Informe o nome do grupo' },
          { linha: 2, coluna: 'idGrupo', mensagem: 'Código não é um número' },
        ],
      }),
    };
    await chooseGroupsFile();

    const table = await screen.findByRole('table', { name: 'Linhas recusadas' });
    const [xhr] = FakeXhr.sent;
    expect(xhr.method).toBe('POST');
    expect(xhr.path.pathname).toBe('/api/v1/importacao/grupos');
    expect(xhr.path.searchParams.get('simular')).toBe('1');
    expect(xhr.headers.Authorization).toMatch(/^Bearer /);
    expect((xhr.body?.get('arquivo') as File).name).toBe('grupos.csv');

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Linha', 'Coluna', 'Motivo']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['2', 'idGrupo', 'Código não é um número'],
      ['4', 'desGrupo', 'Informe o nome do grupo'],
    ]);
    expect(importButton().disabled).toBe(true);
    expect(screen.getByText(/Importação bloqueada: 2 erros em 2 linhas/)).toBeTruthy();
    expect(importButton().getAttribute('aria-describedby')).toBe('importacao-motivo');
  });

  it('pages a preview with hundreds of refused lines', async () => {
    const erros = Array.from({ length: 300 }, (_, i) => ({
      linha: i + 2,
      coluna: 'idGrupo',
      mensagem: `Erro ${i + 2}`,
    }));
    previewAnswer = { status: 200, body: resultado({ linhas: 300, erros }) };
    await chooseGroupsFile();
    const table = await screen.findByRole('table', { name: 'Linhas recusadas' });
    expect(within(table).getAllByRole('row').length).toBeLessThanOrEqual(101);
    expect(screen.getByText('300 registros')).toBeTruthy();
  });

  it('a preview without errors shows the totals in pt-BR and enables the import; confirming shows the result', async () => {
    await previewGroupsFile();
    expect(screen.getByText('1.250')).toBeTruthy();
    expect(screen.getByText('1.000')).toBeTruthy();
    expect(screen.getByText('A inserir')).toBeTruthy();
    expect(screen.getByText('A alterar')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Linhas recusadas' })).toBeNull();
    expect(screen.getByText('grupos.csv')).toBeTruthy();

    fireEvent.click(importButton());
    expect(
      await screen.findByText('1.250 linhas importadas: 1.000 inseridas, 200 alteradas, 50 inalteradas'),
    ).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(2);
    expect(FakeXhr.sent[1].path.pathname).toBe('/api/v1/importacao/grupos');
    expect(FakeXhr.sent[1].path.searchParams.has('simular')).toBe(false);
    expect(screen.getByText(/^Em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/)).toBeTruthy();
  });

  it('an import that changes nothing says so', async () => {
    previewAnswer = {
      status: 200,
      body: resultado({ linhas: 12, inseridas: 0, alteradas: 0, inalteradas: 12 }),
    };
    importAnswer = previewAnswer;
    await previewGroupsFile();
    fireEvent.click(importButton());
    expect(await screen.findByText('O arquivo não trouxe alterações: nada foi alterado')).toBeTruthy();
  });

  it('shows the server message of a 413 as it is', async () => {
    previewAnswer = { status: 413, body: { message: 'O arquivo passa do limite de 5 MB.' } };
    await chooseGroupsFile();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('O arquivo passa do limite de 5 MB.')).toBeTruthy();
    expect(within(alert).getByText('Não foi possível conferir o arquivo')).toBeTruthy();
    expect(importButton().disabled).toBe(true);
  });

  it('shows the server message of a 429 on import, and the refused lines of a 400', async () => {
    importAnswer = { status: 429, body: { message: 'Outra importação está em andamento. Aguarde.' } };
    await previewGroupsFile();
    fireEvent.click(importButton());
    expect(await screen.findByText('Outra importação está em andamento. Aguarde.')).toBeTruthy();
    // The preview still stands: the import may be tried again.
    expect(importButton().disabled).toBe(false);

    importAnswer = {
      status: 400,
      body: {
        message: 'O arquivo tem erros',
        ...resultado({ erros: [{ linha: 7, coluna: 'idGrupo', mensagem: 'Grupo duplicado' }] }),
      },
    };
    fireEvent.click(importButton());
    const table = await screen.findByRole('table', { name: 'Linhas recusadas' });
    expect(within(table).getByText('Grupo duplicado')).toBeTruthy();
    expect(screen.getByText('A importação foi recusada: nada foi gravado.')).toBeTruthy();
    expect(screen.getByText('O arquivo tem erros')).toBeTruthy();
    expect(importButton().disabled).toBe(true);
  });

  it('shows upload progress, then Processando…, and lets the user cancel', async () => {
    FakeXhr.answer = null;
    await chooseGroupsFile(new File(['x'.repeat(4096)], 'grupos.xlsx'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [xhr] = FakeXhr.sent;
    xhr.progress(1024, 4096);
    expect(await screen.findByText('Conferindo o arquivo: enviando 25% (1 KB de 4 KB)')).toBeTruthy();
    xhr.upload.onload?.();
    expect(await screen.findByText('Conferindo o arquivo: processando…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar envio' }));
    expect(xhr.aborted).toBe(true);
    expect(await screen.findByText('Envio cancelado.')).toBeTruthy();
    expect(screen.queryByText('Conferindo o arquivo: processando…')).toBeNull();
    expect(importButton().disabled).toBe(true);

    // The same file can be sent again.
    FakeXhr.answer = () => previewAnswer;
    fireEvent.click(screen.getByRole('button', { name: 'Conferir de novo' }));
    await waitFor(() => expect(importButton().disabled).toBe(false));
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('refuses a file that is not .csv or .xlsx without sending it', async () => {
    await chooseGroupsFile(new File(['x'], 'grupos.pdf'));
    expect(await screen.findByText('Escolha um arquivo .csv ou .xlsx.')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('a 401 of the upload ends the session as any call does', async () => {
    previewAnswer = { status: 401, body: { message: 'Token inválido/não existe' } };
    const invalid = vi.fn();
    window.addEventListener(INVALID_TOKEN_EVENT, invalid);
    await chooseGroupsFile();
    await waitFor(() => expect(invalid).toHaveBeenCalledTimes(1));
    window.removeEventListener(INVALID_TOKEN_EVENT, invalid);
  });

  it('shows loading, then says when there is no kind to import', async () => {
    fetchMock = mockFetch(routes({ 'GET /api/v1/importacao': { body: [] } }));
    render();
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(await screen.findByText('Nenhum tipo de dado disponível para importação.')).toBeTruthy();
  });

  it('says when the kinds cannot be loaded, in pt-BR', async () => {
    fetchMock = mockFetch(
      routes({ 'GET /api/v1/importacao': { status: 403, body: { message: 'Acesso negado' } } }),
    );
    render();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Não foi possível carregar os tipos de dado')).toBeTruthy();
    expect(within(alert).getByText('Acesso negado')).toBeTruthy();
  });
});

describe('import texts', () => {
  it('sizes and results in pt-BR', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(123 * 1024 * 1024)).toBe('123 MB');
    expect(resultMessage(resultado({ linhas: 1, inseridas: 1, alteradas: 0, inalteradas: 0 }))).toBe(
      '1 linha importada: 1 inserida, 0 alteradas, 0 inalteradas',
    );
  });
});
