/**
 * Lighthouse mobile (the default mobile preset: emulated phone, simulated slow 4G and 4× CPU) of the login
 * page, the tray entry screen and the home screen, against the real built server; prints the performance
 * score with FCP / LCP / TBT, and the accessibility score (with the failed audits when below 100), of each page
 * (median of RUNS cold loads); asserts nothing. Targets: performance ≥ 90, accessibility 100.
 *
 * Each load gets a fresh Chromium profile. The signed-in screens need a session: the user (the kitchen user on
 * the tray, the administrator on home, where the dashboards show) signs in through the API and its token is put
 * in the origin's localStorage (from a non-app URL, so neither the service worker nor the app's files are
 * cached), then Lighthouse loads the screen keeping that storage.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer } from '../kit/server-process';
import { signIn } from '../kit/sign-in';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Where to keep each run's full report (JSON), to read the audits behind a score. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const TRAY_PATH = '/reApontDesperdicios/bandeja';
const HOME_PATH = '/home';
/** Which pages to audit: 'login', 'tray', 'home' (all three by default), comma-separated. */
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? 'login,tray,home').split(',');

interface Figures {
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; ~1000+ is a desktop). */
  benchmarkIndex: number;
  score: number;
  /** The accessibility score, 0–100. */
  accessibility: number;
  /** The accessibility audits that failed. */
  failed: string[];
  fcp: number;
  lcp: number;
  tbt: number;
}

/** A cold load; a failed trace (Lighthouse's NO_NAVSTART and the like, on a busy machine) is tried again. */
async function audit(url: string, token?: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, token);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${url}: ${(error as Error).message}; tentando de novo`);
    }
  }
}

/** One cold Lighthouse load of `url` in a fresh Chromium; `token` signs the page in first. */
async function auditOnce(url: string, token?: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    if (token) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(new URL('/version.json', url).href);
      await page.evaluate((t) => localStorage.setItem('id_token', t), token);
      await page.close();
      await browser.close();
    }
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Keeps the token; the HTTP cache holds only version.json, so the load is still cold.
      disableStorageReset: Boolean(token),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`lighthouse não devolveu resultado para ${url}`);
    const { lhr } = result;
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replaceAll('/', '_') || '_'}-${Date.now()}.json`;
      writeFileSync(join(REPORT_DIR, name), JSON.stringify(lhr, null, 1));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const final = lhr.finalDisplayedUrl;
    const asked = new URL(url).pathname;
    if (token && !final.endsWith(asked)) throw new Error(`${asked} redirecionou para ${final}`);
    const a11y = lhr.categories.accessibility;
    const ms = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      benchmarkIndex: lhr.environment.benchmarkIndex,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((a11y.score ?? 0) * 100),
      failed: a11y.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
    };
  } finally {
    chrome.kill();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

function print(label: string, runs: Figures[]) {
  const scores = runs.map((r) => r.score).join(', ');
  console.log(
    `${`Lighthouse mobile, ${label}`.padEnd(44)} desempenho ${median(runs.map((r) => r.score))} ` +
      `(execuções: ${scores}); FCP ${(median(runs.map((r) => r.fcp)) / 1000).toFixed(1)} s, ` +
      `LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(1)} s, ` +
      `TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms ` +
      `(benchmarkIndex ${Math.round(median(runs.map((r) => r.benchmarkIndex)))})`,
  );
  const failed = [...new Set(runs.flatMap((r) => r.failed))];
  console.log(
    `${`Lighthouse mobile, ${label}`.padEnd(44)} acessibilidade ${median(runs.map((r) => r.accessibility))} ` +
      `(execuções: ${runs.map((r) => r.accessibility).join(', ')})` +
      (failed.length ? `; auditorias reprovadas: ${failed.join(', ')}` : ''),
  );
}

if (!existsSync('dist/index.html')) execSync('npm run build', { stdio: 'inherit' });
const server = await startServer();
try {
  if (PAGES.includes('login')) {
    const login: Figures[] = [];
    for (let i = 0; i < RUNS; i++) login.push(await audit(`${server.baseUrl}/`));
    print('login (/)', login);
  }
  if (PAGES.includes('tray')) {
    const token = await signIn(server.baseUrl, 'cozinha@demo.com.br');
    const tray: Figures[] = [];
    for (let i = 0; i < RUNS; i++) tray.push(await audit(`${server.baseUrl}${TRAY_PATH}`, token));
    print(`bandeja (${TRAY_PATH})`, tray);
  }
  if (PAGES.includes('home')) {
    const token = await signIn(server.baseUrl, 'admin@demo.com.br');
    const home: Figures[] = [];
    for (let i = 0; i < RUNS; i++) home.push(await audit(`${server.baseUrl}${HOME_PATH}`, token));
    print(`início (${HOME_PATH})`, home);
  }
} finally {
  await server.stop();
}
