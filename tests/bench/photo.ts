/**
 * Photo figures on real Chromium against the real server (prints them, asserts nothing):
 * - a 12 MP camera JPEG (4000×3000, with EXIF) reduced on the device: the size it ends at and the time it
 *   takes (decode + orient + resize + encode), p50/p95;
 * - the upload of the reduced photo through the outbox (PUT …/foto/{uuid}), p50/p95.
 * Target: at most 200 KB.
 */
import { drawJpeg, withExif } from '../kit/test-photo';
import { pct, printer, serverContext, startChromiumBench } from './chromium-bench';
import { openKitchenTray } from './kitchen-tray';

const ROUNDS = 6;

const { server, browser } = await startChromiumBench();
const context = await serverContext(browser, server);
const page = await context.newPage();

const line = printer();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

try {
  await openKitchenTray(page);
  const original = withExif(await drawJpeg(page, 4000, 3000), 6);
  const qtd = page.getByRole('textbox', { name: /^Quantidade bruta/ });
  for (let i = 0; i < ROUNDS; i++) {
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: `IMG_${i}.jpg`, mimeType: 'image/jpeg', buffer: original });
    await page.getByTestId('photo-thumb').waitFor({ timeout: 60_000 });
    await qtd.fill(`${1 + i},250`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForFunction((n) => performance.getEntriesByName('cd-photo-upload').length >= n, i + 1, {
      timeout: 60_000,
    });
  }
  const compress = await page.evaluate(() =>
    performance.getEntriesByName('cd-photo-compress').map((e) => ({
      ms: e.duration,
      ...((e as PerformanceMeasure).detail as { bytes: number; width: number; height: number; type: string }),
    })),
  );
  const upload = await page.evaluate(() =>
    performance.getEntriesByName('cd-photo-upload').map((e) => e.duration),
  );
  const sizes = compress.map((c) => c.bytes);
  line('foto original (câmera de 12 MP, JPEG com EXIF)', `${kb(original.length)}, 4000×3000`);
  line(
    `foto reduzida no dispositivo (${compress.length}×), tamanho máx. (meta ≤ 200 KB)`,
    `${kb(Math.max(...sizes))}, ${compress[0].width}×${compress[0].height} ${compress[0].type}`,
  );
  const compressMs = compress.map((c) => c.ms);
  for (const p of [50, 95]) line(`compressão no dispositivo, p${p}`, `${pct(compressMs, p).toFixed(0)} ms`);
  line(`envio da foto (${upload.length}×, PUT …/foto/{uuid}), p50`, `${pct(upload, 50).toFixed(0)} ms`);
  line('envio da foto, p95', `${pct(upload, 95).toFixed(0)} ms`);
} finally {
  await browser.close();
  await server.stop();
}
