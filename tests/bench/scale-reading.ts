/**
 * Reading the scale, on real Chromium against the real server (prints, asserts nothing): a simulated
 * USB-serial Filizola scale (Web Serial, polled with ENQ every 250 ms) is paired on the tray screen and cycles
 * unstable → stable through a series of weights; for each, the time from its first stable frame complete on
 * the port to the quantity field filled with it (the page's 'cd-scale-filled' mark), p50/p95.
 */
import { fakeSerialScale } from '../e2e/helpers/fake-scale';
import { addReadScale, userOfToken } from '../kit/read-scale';
import { signIn } from '../kit/sign-in';
import { pct, printer, startChromiumBench } from './chromium-bench';
import { openKitchenTray } from './kitchen-tray';

const WEIGHTS = 30;
const STX = '\x02';
const ETX = '\x03';

const { server, browser } = await startChromiumBench();
const line = printer();

try {
  // The kitchen user's restaurant, then a Filizola scale there.
  const probe = await browser.newContext({ baseURL: server.baseUrl, locale: 'pt-BR' });
  const { idRestaurante, token } = await openKitchenTray(await probe.newPage());
  await probe.close();
  const admin = await signIn(server.baseUrl, 'admin@demo.com.br');
  const name = 'Zzz Balança de bancada';
  await addReadScale(server.baseUrl, admin, {
    idRestaurante,
    idUsuario: userOfToken(token),
    tipProtocolo: 'FILIZOLA',
    name,
  });

  const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'pt-BR' });
  const cycle = Array.from(
    { length: WEIGHTS },
    (_, i) => `${STX}${String(1000 + i * 37).padStart(5, '0')}${ETX}`,
  );
  await fakeSerialScale(context, {
    unstable: `${STX}IIIII${ETX}`,
    stable: cycle[0],
    unstablePolls: 2,
    whole: true,
    cycle,
  });
  const page = await context.newPage();
  await openKitchenTray(page);
  const input = page.getByRole('combobox', { name: 'Balança' });
  await input.click();
  await input.fill(name);
  await page.getByRole('listbox').filter({ visible: true }).getByRole('option', { name }).first().click();
  await page.waitForFunction(
    (n) =>
      document
        .querySelector<HTMLInputElement>('input[aria-label="Balança"], input[name="Balança"]')
        ?.value.includes(n) ?? true,
    name,
  );
  await page.locator('[data-testid="scale-readout"][data-connection="unpaired"]').waitFor();
  // A tap pairs the port (again if the first one landed while the picker was closing).
  for (let i = 0; i < 20 && !(await page.evaluate(() => localStorage.getItem('fake-serial-granted'))); i++) {
    await page
      .getByTestId('scale-pair')
      .click({ timeout: 2_000 })
      .catch(() => {});
    await page.waitForTimeout(250);
  }
  await page
    .waitForFunction((n) => performance.getEntriesByName('cd-scale-filled').length >= n, WEIGHTS, {
      timeout: WEIGHTS * 1_500 + 10_000,
    })
    .catch(async (error) => {
      console.log(
        await page.evaluate(() => ({
          filled: performance.getEntriesByName('cd-scale-filled').length,
          requests: (window as unknown as { __scaleRequests: number }).__scaleRequests,
          stable: (window as unknown as { __scaleStableTimes?: number[] }).__scaleStableTimes?.length,
          readout: document.querySelector('[data-testid="scale-readout"]')?.textContent,
          field: document.querySelector<HTMLInputElement>('input[inputmode="decimal"]')?.value,
          granted: localStorage.getItem('fake-serial-granted'),
          api: typeof (navigator as unknown as { serial?: { requestPort?: unknown } }).serial?.requestPort,
          opened: JSON.stringify((window as unknown as { __scaleOpenedWith?: unknown }).__scaleOpenedWith),
        })),
      );
      throw error;
    });
  const { stable, filled } = await page.evaluate(() => ({
    stable: (window as unknown as { __scaleStableTimes: number[] }).__scaleStableTimes,
    filled: performance.getEntriesByName('cd-scale-filled').map((e) => e.startTime),
  }));
  // Each fill follows its own stable frame: pair each fill with the last stable frame before it.
  const delays = filled.map((f) => f - Math.max(...stable.filter((s) => s <= f)));
  line(
    `balança serial: quadro estável → campo preenchido (${delays.length}), p50`,
    `${pct(delays, 50).toFixed(1)} ms`,
  );
  line('balança serial: quadro estável → campo preenchido, p95', `${pct(delays, 95).toFixed(1)} ms`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
