/**
 * A company starts from an empty database, in real Chromium against its own real server (built, embedded
 * database, DEMO_DATA=0): the first administrator is created by the command line, imports the company's
 * master data from the sample files, configures what entry needs through the screens, creates a kitchen user
 * with the access and the scale link entry asks for; that user then records a tray weighing and a production
 * surplus list, and the server holds both. Everything a new customer does on day one, and nothing seeded.
 *
 * What entry turned out to need, all on screens (no API shortcut was necessary):
 * - restaurant × waste type links (the setup wizard): the entry screens list only restaurants with the type;
 * - the Apontamentos access (the user's form): a new user has none;
 * - the kanbans of the day (import): the surplus list offers only today's kanban items.
 * And what makes the weighings complete rather than possible: the scale and its restaurant (scale register,
 * scales × units), the user's restaurant/scale link (which also narrows what the user sees) and the
 * destination-waste links. No parameter is needed: without them a restaurant's entry is open on the web.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dayInZone } from '@domain/time-zones';
import type { Page } from 'playwright';
import { afterAll, describe, expect, it, onTestFailed, vi } from 'vitest';
import { type ServerProcess, startServer } from '../../kit/server-process';
import { apiLogin } from '../helpers/api';
import {
  browserSuite,
  choose,
  fillLogin,
  newSession,
  type Session,
  screenshotOnFailure,
  unexpectedErrors,
} from '../helpers/browser';

const suite = browserSuite();

const COMPANY = 'Restaurantes Primeiro Dia';
const ADMIN = { email: 'gestora@primeirodia.com.br', password: 'Primeiro-Dia-2026' };
const COOK = {
  name: 'Cozinha Centro',
  user: 'cozinha.centro',
  email: 'cozinha.centro@primeirodia.com.br',
  password: 'Cozinha-Centro-2026',
};
const RESTAURANT = 'Restaurante Centro'; // R001 of samples/importacao/restaurantes.csv
const CONTAINER = 'Cuba da bandeja';
const DESTINATION = 'Compostagem'; // a suggestion of the setup wizard
const SCALE = { serial: 'BAL-CENTRO-01', name: 'Balança da cozinha' };
const SAMPLES = 'samples/importacao';
/** The kinds in dependency order (a restaurant names its group, a kanban its restaurant, product, …). */
const KINDS = [
  ['grupos', 'Grupos de restaurantes'],
  ['restaurantes', 'Restaurantes'],
  ['gruposPratos', 'Grupos de pratos'],
  ['itensVenda', 'Itens de venda'],
  ['agrupamentos', 'Agrupamentos'],
  ['produtos', 'Produtos'],
  ['kanbans', 'Kanbans de produção'],
  ['refeicoes', 'Refeições'],
] as const;
/** Kinds whose sample carries fixed dates: imported with today's (São Paulo) date instead. */
const DATED = new Set(['kanbans', 'refeicoes']);

const todayIso = dayInZone(new Date(), 'America/Sao_Paulo'); // yyyy-MM-dd
const todayBR = todayIso.split('-').reverse().join('/'); // dd/MM/yyyy

const workDir = mkdtempSync(join(tmpdir(), 'cd-empty-db-'));
const dataDir = join(workDir, 'data');
let server: ServerProcess | undefined;
const sessions: Session[] = [];

afterAll(async () => {
  for (const s of sessions) await s.context.close().catch(() => {});
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

/** A browser session on this test's server, closed after the test; a failure keeps a screenshot. */
async function session(name: string): Promise<Session> {
  if (!server) throw new Error('server not started');
  const s = await newSession(suite.browser, { width: 1280, height: 800 }, server.baseUrl);
  screenshotOnFailure(s.page, `empty-database-${name}`);
  sessions.push(s);
  return s;
}

/** Logs in through the login screen: with the only company, the user goes straight in (no picker). */
async function login(page: Page, username: string, password: string) {
  await fillLogin(page, username, password);
  await page.waitForURL('**/home', { timeout: 15_000 });
  await expect.poll(() => page.getByText(COMPANY).first().isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await page.getByText('Selecione uma empresa').count()).toBe(0);
}

async function apiCall<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server!.baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** The sample file of a kind; a dated one rewritten with today's date (the entry looks up today's kanbans). */
function sampleFile(kind: string): string {
  const source = join(SAMPLES, `${kind}.csv`);
  if (!DATED.has(kind)) return source;
  const copy = join(workDir, `${kind}.csv`);
  writeFileSync(copy, readFileSync(source, 'utf8').replace(/\d{2}\/\d{2}\/\d{4}/g, todayBR));
  return copy;
}

/** On /importacao: chooses the kind and the file, waits for a clean preview, imports, reads the result. */
async function importKind(page: Page, kind: string, label: string): Promise<string> {
  const again = page.getByRole('button', { name: 'Importar outro arquivo' });
  if (await again.isVisible()) await again.click();
  // (an exact option: 'Restaurantes' is also part of 'Grupos de restaurantes')
  const tipo = page.getByRole('combobox', { name: 'Tipo de dado' });
  const option = page.getByRole('option', { name: label, exact: true });
  await vi.waitFor(
    async () => {
      if (!(await option.isVisible())) await tipo.click();
      await option.click({ timeout: 3_000 });
    },
    { timeout: 30_000, interval: 250 },
  );
  await expect.poll(() => tipo.inputValue()).toBe(label);
  await page.getByLabel('Escolher arquivo').setInputFiles(sampleFile(kind));
  // The preview: no refused line, so the import is allowed.
  await expect
    .poll(() => page.getByText('Nenhuma linha recusada').isVisible(), { timeout: 30_000 })
    .toBe(true);
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const done = page.getByText(/linhas? importadas?:/);
  await expect.poll(() => done.isVisible(), { timeout: 30_000 }).toBe(true);
  return (await done.textContent()) ?? '';
}

/**
 * On a register screen: adds one row per `fills` entry (temporary ids -1, -2, …), fills each, saves all and
 * waits for the success message.
 */
async function addRegisterRows(page: Page, path: string, fills: ((id: number) => Promise<void>)[]) {
  await page.goto(path);
  const add = page.getByRole('button', { name: 'Adicionar' });
  await expect.poll(() => add.isEnabled(), { timeout: 30_000 }).toBe(true);
  for (const [i, fill] of fills.entries()) {
    await add.click();
    await expect.poll(() => page.getByTestId(`row-${-(i + 1)}`).textContent()).toContain('Novo');
    await fill(-(i + 1));
  }
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect
    .poll(() => page.getByText('Registros salvos com sucesso').first().isVisible(), { timeout: 15_000 })
    .toBe(true);
}

interface StoredRow {
  idApontamento: number;
  idDestino: number | null;
  idBal: number | null;
  idUsuario: number | null;
  qtdDesperdicio: number;
  tipDesperdicio: number;
  idItemVenda: number | null;
  idProduto: number | null;
}

/**
 * The day's steps, in order, each a test with its own time limit (the whole day takes about a minute alone
 * and more on a loaded machine). A step after a failed one (an assertion or its time limit) fails at once,
 * naming that one, rather than on state the failed step never made. A failed step keeps a screenshot, the
 * accessibility tree and the console of each open page.
 */
let failedStep: string | undefined;
let steps = 0;
function step(name: string, fn: () => Promise<void>) {
  const index = ++steps;
  it(name, async () => {
    if (failedStep) throw new Error(`not run: the step "${failedStep}" failed`);
    // Also on a timeout, when fn is still running: the next step must not start on its half-made state.
    onTestFailed(() => {
      failedStep ??= name;
    });
    // The sessions opened by earlier steps (one opened in this step is covered by session()).
    for (const [i, s] of sessions.entries())
      screenshotOnFailure(s.page, `empty-database-step${index}-${i + 1}`);
    await fn();
  });
}

let admin: Session;
let adminToken: string;
let centro: { idRestaurante: number; desRestaurante: string };

describe('a company starts from an empty database', () => {
  step(
    'admin:create makes the first administrator; the server starts on that database with nothing seeded',
    async () => {
      // The first administrator, by the real command line, on an embedded database no server uses yet.
      const created = spawnSync(
        process.execPath,
        [
          'scripts/admin-create.mjs',
          '--email',
          ADMIN.email,
          '--password',
          ADMIN.password,
          '--empresa',
          COMPANY,
        ],
        { env: { ...process.env, DATA_DIR: dataDir, DEMO_DATA: '0', DATABASE_URL: '' }, encoding: 'utf8' },
      );
      expect(created.status, `${created.stdout}\n${created.stderr}`).toBe(0);
      // The server on that same database (extraEnv's DATA_DIR replaces the temporary one startServer makes).
      // With the default limits: a first setup (a preview and an import per kind, every kind in a row) fits in
      // IMPORT_RATE_LIMIT's minute.
      server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: '0' }, { built: true });

      // The administrator logs in through the login screen.
      admin = await session('admin');
      await login(admin.page, ADMIN.email, ADMIN.password);
      adminToken = await apiLogin(ADMIN.email, { password: ADMIN.password, base: server!.baseUrl });
      // Nothing seeded: the company starts with no restaurant at all.
      expect(
        await apiCall<unknown[]>(adminToken, 'GET', '/api/v1/reTbRestaurantes/lov/search?qtd=100'),
      ).toEqual([]);
    },
  );

  step("the administrator imports the company's master data from the sample files", async () => {
    const { page } = admin;
    await page.goto('/importacao');
    for (const [kind, label] of KINDS) {
      const result = await importKind(page, kind, label);
      expect(result, kind).toMatch(/inseridas?/);
      expect(result, kind).not.toMatch(/^0 /);
    }
    const restaurants = await apiCall<{ idRestaurante: number; desRestaurante: string }[]>(
      adminToken,
      'GET',
      '/api/v1/reTbRestaurantes/lov/search?qtd=100',
    );
    expect(restaurants.map((r) => r.desRestaurante).sort()).toEqual([
      'Cozinha Manaus',
      'Restaurante Centro',
      'Restaurante Porto',
    ]);
    centro = restaurants.find((r) => r.desRestaurante === RESTAURANT)!;
  });

  step('the setup wizard, the scale and its restaurant, and the destination of each waste type', async () => {
    const { page } = admin;
    // The setup wizard: tray and production surplus for every restaurant, a destination, a container.
    await page.goto('/reTbInicializaDesperdicios');
    const next = page.getByRole('button', { name: 'Próximo' });
    await next.click(); // Registros existentes
    // Nomes de recipientes: one of the company's own, typed in (checked once added).
    await page.getByRole('textbox', { name: 'Outro recipiente' }).fill(CONTAINER);
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: CONTAINER }).isChecked()).toBe(true);
    await next.click();
    await next.click(); // Insumos monitorados: none
    await page.getByRole('checkbox', { name: '1 - Bandeja' }).check();
    await page.getByRole('checkbox', { name: '2 - Excedente de produção' }).check();
    await next.click();
    await page.getByRole('checkbox', { name: DESTINATION }).check();
    await next.click();
    await page.getByRole('button', { name: 'Concluir' }).click();
    // Done when all four inserts ran ('Voltar ao início' only shows then): tray and surplus for the three
    // restaurants, the destination, the container.
    await page.getByRole('button', { name: 'Voltar ao início' }).waitFor({ timeout: 30_000 });
    const summary = await page.getByRole('table', { name: 'Resumo' }).first().innerText();
    expect(summary).toMatch(/Desperdícios por restaurante\s+6\s+0/);
    expect(summary).toMatch(/Destinos\s+1\s+0/);
    expect(summary).toMatch(/Recipientes\s+1\s+0/);

    // The scale, and the restaurant it stands in.
    await addRegisterRows(page, '/listReTbCadBalancas', [
      async (id) => {
        await page.getByRole('textbox', { name: `Serial da linha ${id}` }).fill(SCALE.serial);
        await page.getByRole('textbox', { name: `Descrição da linha ${id}` }).fill(SCALE.name);
      },
    ]);
    await addRegisterRows(page, '/listReTbBalancasUnidades', [
      async (id) => {
        await choose(page, `Restaurante da linha ${id}`, RESTAURANT);
        await choose(page, `Balança da linha ${id}`, SCALE.name);
      },
    ]);
    // The wizard's destinations are names only: which one each waste type of a restaurant goes to is the
    // destination-waste register (without it, entry offers no destination and the destinations dashboard
    // has nothing to show).
    await addRegisterRows(
      page,
      '/listReTbDestDesperdicios',
      ['Bandeja', 'Excedente de produção'].map((tipo) => async (id: number) => {
        await choose(page, `Restaurante da linha ${id}`, RESTAURANT);
        await choose(page, `Destino da linha ${id}`, DESTINATION);
        await choose(page, `Tipo de desperdício da linha ${id}`, tipo);
      }),
    );
  });

  step(
    "the kitchen user: created on the users' form, granted Apontamentos, linked to the scale",
    async () => {
      const { page } = admin;
      await page.goto('/formNlBaseUsuarios');
      await page.getByRole('textbox', { name: /^Nome/ }).fill(COOK.name);
      await page.getByRole('textbox', { name: /^Usuário/ }).fill(COOK.user);
      await page.getByRole('textbox', { name: /^E-mail/ }).fill(COOK.email);
      await page.locator('input[autocomplete="new-password"]').fill(COOK.password);
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      await page.waitForURL('**/listNlBaseUsuarios');
      await page.getByLabel('Pesquisar', { exact: true }).fill(COOK.user);
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      const row = page.getByRole('row').filter({ hasText: COOK.email });
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
      await row.getByRole('cell').first().click();
      await page.waitForURL('**/formNlBaseUsuarios/*');
      await expect
        .poll(() => page.getByText('Apontamentos', { exact: true }).isVisible(), { timeout: 15_000 })
        .toBe(true);
      const apontamentos = page.getByRole('switch', { name: /^Apontamentos/ });
      await apontamentos.check({ force: true });
      await expect.poll(() => apontamentos.isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Salvar acessos' }).click();
      await expect
        .poll(() => page.getByTestId('historico-acessos').getByText('Não → Sim').isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);

      await addRegisterRows(page, '/listReTbRestBalancasUsuarios', [
        async (id) => {
          await choose(page, `Restaurante da linha ${id}`, RESTAURANT);
          await choose(page, `Balança da linha ${id}`, SCALE.name);
          await choose(page, `Usuário da linha ${id}`, COOK.name);
        },
      ]);
      expect(unexpectedErrors(admin.errors)).toEqual([]);
    },
  );

  step(
    'the kitchen user records a tray weighing and a surplus list on a tablet; the server keeps both',
    async () => {
      // A tray weighing…
      const cook = await session('cook');
      const tablet = cook.page;
      await login(tablet, COOK.email, COOK.password);
      await tablet.goto('/reApontDesperdicios/bandeja');
      // Only the restaurant and scale of the user's link: both are filled by themselves.
      await expect
        .poll(() => tablet.getByRole('combobox', { name: 'Restaurante' }).inputValue(), { timeout: 30_000 })
        .toContain(RESTAURANT);
      await expect
        .poll(() => tablet.getByRole('combobox', { name: 'Balança' }).inputValue(), { timeout: 30_000 })
        .toContain(SCALE.name);
      await expect
        .poll(() => tablet.getByRole('combobox', { name: 'Destino' }).inputValue(), { timeout: 30_000 })
        .toContain(DESTINATION);
      await tablet.getByRole('textbox', { name: /^Quantidade bruta/ }).fill('2,35');
      await tablet.getByRole('button', { name: 'Salvar' }).click();
      await expect
        .poll(() => tablet.getByTestId('entry-saved').getAttribute('data-state'), { timeout: 60_000 })
        .toBe('sent');

      // …and a production surplus list from today's imported kanbans.
      await tablet.goto('/reApontDesperdicios/excedente');
      const itemPicker = 'Item de venda / produto ou agrupamento';
      await tablet.getByRole('combobox', { name: itemPicker }).waitFor({ timeout: 30_000 });
      await expect
        .poll(() => tablet.getByRole('combobox', { name: 'Restaurante' }).inputValue(), { timeout: 30_000 })
        .toContain(RESTAURANT);
      await expect
        .poll(() => tablet.getByRole('combobox', { name: 'Destino' }).inputValue(), { timeout: 30_000 })
        .toContain(DESTINATION);
      const item = 'Frango grelhado / Peito de frango';
      await choose(tablet, itemPicker, item);
      await tablet.getByRole('button', { name: 'Adicionar' }).click();
      await tablet.getByRole('textbox', { name: `Quantidade de ${item}` }).fill('1,2');
      await tablet.getByRole('button', { name: 'Salvar' }).click();
      await expect
        .poll(() => tablet.getByTestId('entry-saved').getAttribute('data-state'), { timeout: 60_000 })
        .toBe('sent');
      expect(unexpectedErrors(cook.errors)).toEqual([]);

      // The server holds both, as the administrator reads them.
      const stored = await apiCall<StoredRow[]>(
        adminToken,
        'POST',
        '/api/v1/reTbDesperdiciosDet/searchAllForConsultaApontamentos',
        { idRestaurante: centro.idRestaurante, dtaApontamentoIni: todayIso, dtaApontamentoFim: todayIso },
      );
      expect(stored.map((r) => [r.tipDesperdicio, Number(r.qtdDesperdicio)]).sort()).toEqual([
        [1, 2.35],
        [2, 1.2],
      ]);
      // Both under the kitchen user, the scale and the destination configured above; the surplus under the
      // kanban's sale item and product.
      expect(new Set(stored.map((r) => r.idUsuario)).size).toBe(1);
      for (const r of stored) {
        expect(r.idBal).not.toBeNull();
        expect(r.idDestino).not.toBeNull();
      }
      const surplus = stored.find((r) => r.tipDesperdicio === 2);
      expect(surplus?.idItemVenda).not.toBeNull();
      expect(surplus?.idProduto).not.toBeNull();
    },
  );
});
