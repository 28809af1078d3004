/**
 * Waste-entry figures on real Chromium against the real server (prints them, asserts nothing):
 * - from pressing 'Salvar' to the weighing stored on the device (p50/p95, ms), offline;
 * - replaying 500 queued weighings (validarApontamento + saveAll through the outbox) once online;
 * - a single direct saveAll of 500 weighings, and the ratio between the two.
 * Targets: p95 under 30 ms; replay within 1.3× the direct saveAll.
 */
import type { Page } from 'playwright';
import { companyOfToken, outboxRow, outboxRowsOf, putOutboxRows } from '../kit/outbox-rows';
import { pct, printer, serverContext, startChromiumBench } from './chromium-bench';
import { openKitchenTray } from './kitchen-tray';

const SAVES = 60;
const REPLAY = 500;

const { server, browser } = await startChromiumBench();
const context = await serverContext(browser, server);
const page = await context.newPage();

const line = printer();

/** Outbox rows not yet sent, read straight from IndexedDB. */
const unsent = async (p: Page) => (await outboxRowsOf(p)).filter((r) => r.status !== 'sent').length;

try {
  // Log in as the kitchen user and open the tray screen.
  const { idRestaurante, token } = await openKitchenTray(page);
  const idEmpresa = companyOfToken(token);

  // 1. Pressing Salvar → stored on the device (offline, so nothing else competes).
  await context.route('**/api/**', (r) => r.abort('internetdisconnected'));
  await context.setOffline(true);
  const qtd = page.getByRole('textbox', { name: /^Quantidade bruta/ });
  for (let i = 0; i < SAVES; i++) {
    await qtd.fill(`${1 + (i % 9)},${100 + i}`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForFunction(() => {
      const el = document.querySelector<HTMLInputElement>('input[inputmode="decimal"]');
      return el?.value === '';
    });
  }
  const durations = await page.evaluate(() =>
    performance.getEntriesByName('cd-entry-stored').map((e) => e.duration),
  );
  line(
    `salvar → guardado no dispositivo (${durations.length} pesagens), p50`,
    `${pct(durations, 50).toFixed(1)} ms`,
  );
  line('salvar → guardado no dispositivo, p95', `${pct(durations, 95).toFixed(1)} ms`);

  // 2. 500 more queued weighings, then the network comes back: time until the outbox is empty.
  const today = new Date().toISOString().slice(0, 10);
  await putOutboxRows(
    page,
    Array.from({ length: REPLAY }, (_, i) =>
      outboxRow(
        idEmpresa,
        `bench ${i}`,
        { idRestaurante, dtaApontamento: today, qtdDesperdicio: 1 + (i % 17) / 10 },
        i,
      ),
    ),
  );
  const queued = await unsent(page);
  // Warm the server's appointment path first (JIT, caches), so both measurements see a running server.
  const direct = (n: number) =>
    fetch(`${server.baseUrl}/api/v1/reTbDesperdiciosDet/saveAll`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(
        Array.from({ length: n }, (_, i) => ({
          uuidApontamento: crypto.randomUUID(),
          idRestaurante,
          tipDesperdicio: 1,
          dtaApontamento: today,
          qtdDesperdicio: 1 + (i % 17) / 10,
        })),
      ),
    });
  for (let i = 0; i < 3; i++) await direct(200);
  await page.evaluate(() => performance.clearMeasures('cd-outbox-replay'));
  if (process.env.BENCH_TRACE) page.on('console', (m) => m.text().startsWith('T ') && console.log(m.text()));
  const t0 = performance.now();
  if (process.env.BENCH_TRACE)
    page.on('requestfinished', (r) => {
      const t = r.timing();
      console.log(
        `  ${(performance.now() - t0).toFixed(0)} ms ${r.method()} ${r.url().split('/').pop()} ${t.responseEnd.toFixed(0)} ms`,
      );
    });
  await context.unroute('**/api/**');
  await context.setOffline(false);
  while ((await unsent(page)) > 0) {
    if (performance.now() - t0 > 300_000) throw new Error('a fila não esvaziou em 5 minutos');
    await new Promise((r) => setTimeout(r, 25));
  }
  const wallMs = performance.now() - t0;
  // The outbox records its measure once the last round has settled.
  await page.waitForFunction(() => performance.getEntriesByName('cd-outbox-replay').length > 0);
  // The replay itself, as the outbox measures it in the page (claim, validarApontamento, saveAll, settle).
  const replays = await page.evaluate(() =>
    performance.getEntriesByName('cd-outbox-replay').map((e) => ({
      ms: e.duration,
      sent: (e as PerformanceMeasure).detail?.sent as number,
    })),
  );
  const replayMs = replays.reduce((sum, r) => sum + r.ms, 0);
  const sent = replays.reduce((sum, r) => sum + r.sent, 0);
  line(
    `reenvio da fila (${sent} de ${queued} itens, em ${replays.length} reenvio(s))`,
    `${replayMs.toFixed(0)} ms`,
  );
  line('  da volta da rede até a fila vazia (visto pelo Playwright)', `${wallMs.toFixed(0)} ms`);

  // 3. The same volume sent straight to saveAll, in one call from the same page.
  const directMs = await page.evaluate(
    async ({ n, idRestaurante, today, token }) => {
      const body = Array.from({ length: n }, (_, i) => ({
        uuidApontamento: crypto.randomUUID(),
        idRestaurante,
        tipDesperdicio: 1,
        dtaApontamento: today,
        qtdDesperdicio: 1 + (i % 17) / 10,
      }));
      const t = performance.now();
      const res = await fetch('/api/v1/reTbDesperdiciosDet/saveAll', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      await res.json();
      if (!res.ok) throw new Error(`saveAll direto: ${res.status}`);
      return performance.now() - t;
    },
    { n: queued, idRestaurante, today, token },
  );
  line(`saveAll direto dos mesmos ${queued} itens (da mesma página)`, `${directMs.toFixed(0)} ms`);
  line('reenvio ÷ saveAll direto (meta ≤ 1,3)', (replayMs / directMs).toFixed(2));
} finally {
  await browser.close();
  await server.stop();
}
