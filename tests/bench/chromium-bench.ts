/** What the Chromium benches share: the real server on the build, a browser, and how figures are printed. */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH, type ServerProcess, startServer } from '../kit/server-process';

/** The real server on the build (built first if there is none) and Chromium. */
export async function startChromiumBench(): Promise<{ server: ServerProcess; browser: Browser }> {
  if (!existsSync('dist/index.html')) execSync('npm run build', { stdio: 'inherit' });
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return { server, browser };
}

/** A pt-BR browser context on the server. */
export function serverContext(browser: Browser, server: ServerProcess): Promise<BrowserContext> {
  return browser.newContext({ baseURL: server.baseUrl, locale: 'pt-BR' });
}

/** The p-th percentile of `xs` (nearest rank). */
export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** Prints a figure: its label padded to `width`, then the value. */
export const printer =
  (width = 58) =>
  (label: string, value: string) =>
    console.log(`${label.padEnd(width)} ${value}`);
