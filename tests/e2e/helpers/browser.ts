import { findRoute } from '@domain/access';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright';
import { afterAll, beforeAll, expect, inject, onTestFailed, vi } from 'vitest';
import { committedValue, describeChoice, holdsChoice } from '../../kit/select-value';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../kit/server-process';
import { apiCall, apiLogin } from './api';

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/** A test file's Chromium (and API token), set by the file's beforeAll. */
export interface BrowserSuite {
  readonly browser: Browser;
  /** The API token of the suite's user ('' without one). */
  readonly token: string;
  /** A call to the real server with that token; throws with the answer on a non-2xx status. */
  call<T>(method: string, url: string, body?: unknown): Promise<T>;
}

/**
 * Launches Chromium before the file's tests (then, given `apiUser`, signs that user in to the API for direct
 * calls) and closes it after them. Call it once, at the top level of a test file.
 */
export function browserSuite(apiUser?: string): BrowserSuite {
  let browser: Browser | undefined;
  let token = '';
  beforeAll(async () => {
    browser = await launch();
    if (apiUser) token = await apiLogin(apiUser);
  });
  afterAll(async () => browser?.close());
  return {
    get browser() {
      if (!browser) throw new Error('browserSuite: the browser is launched in beforeAll');
      return browser;
    },
    get token() {
      return token;
    },
    call: <T>(method: string, url: string, body?: unknown) => apiCall<T>(token, method, url, body),
  };
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/** A new browser context on the demo server of the e2e setup, or on `baseURL` (a test's own server). */
export async function newSession(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  baseURL: string = inject('baseUrl'),
): Promise<Session> {
  // A tablet in a demo restaurant: São Paulo's clock, whatever the machine's.
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  // A Content-Security-Policy violation is reported as a console error, so the tests that check the console
  // catch anything the policy blocks (Chromium reports some, eval for one, only as an event).
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    ),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // "Failed to load resource" does not name the resource: its location does.
    const url = msg.location().url;
    errors.push(
      msg.text().startsWith('Failed to load resource') && url ? `${msg.text()} (${url})` : msg.text(),
    );
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

/** A new session (see newSession) whose failing test keeps a screenshot of its page under `name`. */
export async function watchedSession(
  browser: Browser,
  name: string,
  viewport?: { width: number; height: number },
  baseURL?: string,
): Promise<Session> {
  const session = await newSession(browser, viewport, baseURL);
  screenshotOnFailure(session.page, name);
  return session;
}

/** Console errors that are the expected outcome of a refused call (the browser logs failed fetches). */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter(
    (e) => !/Failed to load resource: the server responded with a status of (401|403|429)/.test(e),
  );
}

/** Console errors other than the failed calls of a dead network (a test that cuts it on purpose). */
export function errorsBesidesDeadNetwork(errors: string[]): string[] {
  return unexpectedErrors(errors).filter((e) => !/Failed to load resource|net::ERR_FAILED/.test(e));
}

export async function fillLogin(page: Page, username: string, password: string) {
  await page.goto('/');
  await page.getByLabel('E-mail/Usuário AD').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * After the login form: a user with several companies picks one by its name (or the first one) on
 * 'Selecione uma empresa'; a user with exactly one goes straight in (no picker). Ends on /home.
 */
export async function enterCompany(page: Page, company?: string) {
  const picker = page.getByText('Selecione uma empresa').first();
  await expect
    .poll(async () => (await picker.isVisible()) || new URL(page.url()).pathname === '/home', {
      timeout: 15_000,
    })
    .toBe(true);
  if (await picker.isVisible()) {
    await page.getByLabel('Empresa', { exact: true }).click();
    const option = company ? page.getByRole('option', { name: company }) : page.getByRole('option').first();
    await option.click();
    await page.getByRole('button', { name: 'Entrar' }).click();
  }
  await page.waitForURL('**/home', { timeout: 15_000 });
}

/** Logs in through the UI and enters the company (picked by its name, or the first one, when asked). */
export async function loginAndPickCompany(page: Page, username: string, company?: string, password = 'demo') {
  await fillLogin(page, username, password);
  await enterCompany(page, company);
}

/**
 * A new browser session in which `username` has signed in and picked the company (by name, or the first
 * one); with `screenshot`, a failing test keeps a screenshot of the page under that name.
 */
export async function signedInSession(
  browser: Browser,
  username: string,
  opts: {
    company?: string;
    screenshot?: string;
    viewport?: { width: number; height: number };
    /** Another server than the demo one of the e2e setup. */
    baseURL?: string;
    /** The user's password ('demo', the demo users', by default). */
    password?: string;
  } = {},
): Promise<Session> {
  const session = await newSession(browser, opts.viewport, opts.baseURL);
  if (opts.screenshot) screenshotOnFailure(session.page, opts.screenshot);
  await loginAndPickCompany(session.page, username, opts.company, opts.password);
  return session;
}

interface PageWatch {
  consoleLines: string[];
  read: () => Promise<{ url: string; tree: string }>;
  /** What the page showed just before its context was closed. */
  lastState: { url: string; tree: string } | null;
}
const watched = new WeakMap<Page, PageWatch>();

/** The page's console and its last state, recorded from the first call on (once per page). */
function watch(page: Page): PageWatch {
  const w = watched.get(page);
  if (w) return w;
  const consoleLines: string[] = [];
  page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => consoleLines.push(`pageerror: ${e.message}`));
  const read = async () => ({
    url: page.url(),
    tree: await page
      .locator('body')
      .ariaSnapshot({ timeout: 2_000 })
      .catch(() => '(indisponível)'),
  });
  const watch: PageWatch = { consoleLines, read, lastState: null };
  const context = page.context();
  const close = context.close.bind(context);
  context.close = async (options) => {
    if (!page.isClosed()) watch.lastState = await read();
    return close(options);
  };
  watched.set(page, watch);
  return watch;
}

/**
 * When the current test fails: keeps a full-page screenshot in test-results/, and prints the page's address, what
 * it showed (its accessibility tree) and its console, so that a failure on a CI machine can be read from the log.
 * A test that closes its context in `finally` closes it before vitest reports the failure: the page's last state
 * is read just before that close. Called again for the same page (a later test), it covers that test too.
 */
export function screenshotOnFailure(page: Page, name: string): void {
  const w = watch(page);
  onTestFailed(async () => {
    const open = !page.isClosed();
    if (open) await page.screenshot({ path: `test-results/${name}.png`, fullPage: true }).catch(() => {});
    const state = open ? await w.read() : w.lastState;
    if (!state) return;
    console.log(
      [
        `[e2e] ${name}: a página em ${state.url} mostrava:`,
        state.tree.slice(0, 6_000),
        `[e2e] ${name}: console (últimas 40 linhas):`,
        ...w.consoleLines.slice(-40),
      ].join('\n'),
    );
  });
}

/**
 * One try at taking `option` of the select `input`, its list opened by `open` when closed. The option already
 * chosen (the screen's default, or an earlier try whose click took although it was reported as failed) is kept:
 * the list is closed and the field left, which shows the choice's label instead of a search. Any other is
 * clicked. Passes once the field holds a choice (showing `text`, when given): a click the list swallowed (it
 * closed or re-rendered as the screen finished loading) chose nothing, and the caller tries again.
 */
async function takeOption(input: Locator, option: Locator, open: () => Promise<void>, text?: string) {
  if (!(await option.isVisible())) await open();
  if ((await option.getAttribute('aria-selected', { timeout: 3_000 })) === 'true') {
    await input.press('Escape');
    await input.blur();
  } else {
    await option.click({ timeout: 3_000 });
  }
  // A typed search already shows `text`: only the committed value tells that the click took.
  await expect.poll(() => holdsChoice(input, text), { timeout: 2_000 }).toBe(true);
}

/** Picks, in a list-of-values input named `label`, the option whose text contains `text`. */
export async function choose(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  const option = page
    .getByRole('listbox')
    .filter({ visible: true })
    .getByRole('option', { name: text })
    .first();
  const search = async () => {
    await input.click();
    await input.fill(text);
  };
  await vi.waitFor(() => takeOption(input, option, search, text), { timeout: 30_000, interval: 250 });
  await expect.poll(() => input.inputValue()).toContain(text);
  expect(await committedValue(input), await describeChoice(input)).not.toBe('');
}

/** Waits until a service worker controls the page; on timeout, fails naming the registration's state. */
export async function waitForServiceWorker(page: Page, timeout = 60_000): Promise<void> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
      timeout,
    });
  } catch (error) {
    const state = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return {
        registration: !!r,
        installing: r?.installing?.state ?? null,
        waiting: r?.waiting?.state ?? null,
        active: r?.active?.state ?? null,
        controller: navigator.serviceWorker.controller?.state ?? null,
      };
    });
    throw new Error(`no service worker controls the page: ${JSON.stringify(state)}`, { cause: error });
  }
}

/**
 * Takes the n-th option of a list-of-values picker once it is enabled. A list that closes while its options
 * load (the screen re-renders as the background sync fills the caches) is opened again.
 */
export async function pick(page: Page, label: string, nth = 0): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await expect.poll(() => input.isEnabled()).toBe(true);
  const option = page.getByRole('listbox').filter({ visible: true }).getByRole('option').nth(nth);
  await vi.waitFor(() => takeOption(input, option, () => input.click()), { timeout: 30_000, interval: 250 });
  await expect.poll(() => input.inputValue()).not.toBe('');
  expect(await committedValue(input), await describeChoice(input)).not.toBe('');
}

/** Takes the first option unless the screen already chose one (a remembered or only choice). */
export async function pickIfEmpty(page: Page, label: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await expect.poll(() => input.isEnabled()).toBe(true);
  if (!(await holdsChoice(input))) await pick(page, label);
}

/**
 * Shows the sidebar's menu: beside the page it starts collapsed below the xl breakpoint (the default 1280 px
 * viewport), and the choice is kept for the session's later pages.
 */
export async function showMenu(page: Page): Promise<void> {
  const expand = page.getByRole('button', { name: 'Expandir menu' });
  if (await expand.isVisible()) await expand.click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link').first().waitFor();
}

/**
 * Waits for the screen titled `title` (its h1). The address changes at the tap, before the screen's code has
 * arrived: what the test does next must land on the new screen.
 */
export async function screenShown(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor({ timeout: 15_000 });
}

/**
 * The kitchen leader (cozinha) on a kitchen screen of a restaurant: signed in, the service worker ready, the
 * screen at `path` shown (its title from the route table) and its second restaurant picked. A screenshot is kept
 * under `name` if the test fails.
 */
export async function kitchenScreen(browser: Browser, path: string, name: string): Promise<Session> {
  const session = await signedInSession(browser, 'cozinha@demo.com.br', { screenshot: name });
  await waitForServiceWorker(session.page);
  await session.page.goto(path);
  await screenShown(session.page, findRoute(path)?.title ?? path);
  await pick(session.page, 'Restaurante', 1);
  return session;
}

/** The header's count of this device's pending saves. */
export const pendingCount = (page: Page) => page.getByTestId('pending-count').getAttribute('data-count');

/** Logs in as cozinha, waits for the service worker, opens the tray screen and chooses restaurant n. */
export async function openTrayEntry(page: Page, restaurantIndex: number): Promise<number> {
  await loginAndPickCompany(page, 'cozinha@demo.com.br');
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'Bandeja' }).first().click();
  await page.waitForURL('**/reApontDesperdicios/bandeja');
  await screenShown(page, 'Bandeja');
  await pick(page, 'Restaurante', restaurantIndex);
  const restaurante = page.getByRole('combobox', { name: 'Restaurante' });
  const idRestaurante = Number(await committedValue(restaurante));
  expect(idRestaurante, await describeChoice(restaurante)).toBeGreaterThan(0);
  await expect.poll(() => restaurante.inputValue()).toMatch(new RegExp(`^${idRestaurante} - `));
  await pickIfEmpty(page, 'Destino');
  await pickIfEmpty(page, 'Balança');
  return idRestaurante;
}

/** Whether the app's IndexedDB lookup cache holds a key ending with `suffix`. */
export function cacheHas(page: Page, suffix: string): Promise<boolean> {
  return page.evaluate(
    (s) =>
      new Promise<boolean>((resolve) => {
        const req = indexedDB.open('controle-desperdicios');
        req.onerror = () => resolve(false);
        req.onsuccess = () => {
          const db = req.result;
          try {
            const keys = db.transaction('cache').objectStore('cache').getAllKeys();
            keys.onsuccess = () => {
              resolve((keys.result as IDBValidKey[]).some((k) => String(k).endsWith(s)));
              db.close();
            };
          } catch {
            db.close();
            resolve(false);
          }
        };
      }),
    suffix,
  );
}

/** Offline as a tablet that lost its Wi-Fi: setOffline does not cut the service worker's own fetches, so every API call is aborted too. */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

/** Back online after goOffline. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/api/**');
  await context.setOffline(false);
}

/**
 * From an entry screen, opens 'Pré-preparo por insumo' through the menu, waits for its own list screen (the router
 * keeps the previous screen up while the next one loads) on `idRestaurante`, and picks a destination if none is.
 */
export async function openInputsEntry(page: Page, idRestaurante: number): Promise<void> {
  await showMenu(page);
  await page.getByRole('link', { name: 'Pré-preparo por insumo' }).first().click();
  await page.waitForURL('**/reApontDesperdicios/preparoInsumo');
  await page.getByRole('combobox', { name: 'Insumo' }).waitFor();
  await expect
    .poll(() => page.getByRole('combobox', { name: 'Restaurante' }).inputValue())
    .toMatch(new RegExp(`^${idRestaurante} - `));
  await pickIfEmpty(page, 'Destino');
}
