/**
 * Lie-fi on real Chromium against the real server (prints figures, asserts nothing): the Wi-Fi stays up
 * ('online' for the browser) while no request to the API passes — Playwright aborts them by route. Three trays
 * are saved during the outage (at its start, middle and end); then requests pass again, and the time until the
 * LAST of them is stored on the server is measured, for outages of 30 s, 2 min and 10 min.
 * Target: within 5 s after the network returns, for each outage.
 * BENCH_LIEFI_OUTAGES=30,120,600 (seconds) chooses the outages.
 */
import { printer, serverContext, startChromiumBench } from './chromium-bench';
import { openKitchenTray } from './kitchen-tray';

const OUTAGES_S = (process.env.BENCH_LIEFI_OUTAGES ?? '30,120,600').split(',').map(Number);
const TARGET_S = 5;

const { server, browser } = await startChromiumBench();
const context = await serverContext(browser, server);
const page = await context.newPage();
const line = printer(64);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The quantities the server holds for the restaurant today (a direct call, outside the browser). */
async function storedQuantities(token: string, idRestaurante: number, day: string): Promise<number[]> {
  const res = await fetch(`${server.baseUrl}/api/v1/reTbDesperdiciosDet/searchAllForConsultaApontamentos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ idRestaurante, dtaApontamentoIni: day, dtaApontamentoFim: day }),
  });
  return ((await res.json()) as { qtdDesperdicio: number }[]).map((r) => Number(r.qtdDesperdicio));
}

async function saveTray(qtd: string) {
  await page.getByRole('textbox', { name: /^Quantidade bruta/ }).fill(qtd);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.waitForFunction(() => {
    const el = document.querySelector<HTMLInputElement>('input[inputmode="decimal"]');
    return el?.value === '';
  });
}

try {
  const { idRestaurante, token } = await openKitchenTray(page);
  const now = new Date();
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');

  let serial = 0;
  for (const outage of OUTAGES_S) {
    await context.route('**/api/**', (route) => route.abort());
    const weights: number[] = [];
    const saveOne = async () => {
      serial++;
      const kg = 2 + serial / 1000;
      weights.push(kg);
      await saveTray(kg.toFixed(3).replace('.', ','));
    };
    const started = Date.now();
    await saveOne();
    await sleep((outage * 1000) / 2 - (Date.now() - started));
    await saveOne();
    await sleep(outage * 1000 - 1000 - (Date.now() - started));
    await saveOne();
    await sleep(outage * 1000 - (Date.now() - started));
    const header = await page.getByTestId('connection-status').textContent();
    const back = Date.now();
    await context.unroute('**/api/**');
    let lastAt = Number.NaN;
    while (Date.now() - back < 120_000) {
      const stored = await storedQuantities(token, idRestaurante, day);
      if (weights.every((w) => stored.some((s) => Math.abs(s - w) < 0.0005))) {
        lastAt = Date.now() - back;
        break;
      }
      await sleep(100);
    }
    line(`queda de ${outage} s: cabeçalho durante a queda`, `'${header}'`);
    line(
      `queda de ${outage} s: última das 3 pesagens no servidor após a volta (meta ≤ ${TARGET_S} s)`,
      Number.isNaN(lastAt) ? 'não chegou em 120 s' : `${(lastAt / 1000).toFixed(1)} s`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
