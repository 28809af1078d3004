/**
 * Photo figures on real Chromium against the real server (prints them, asserts nothing):
 * - a 12 MP camera JPEG (4000×3000, with EXIF) reduced on the device: the size it ends at and the time it
 *   takes (decode + orient + resize + encode), p50/p95;
 * - the upload of the reduced photo through the outbox (PUT …/foto/{uuid}), p50/p95.
 * Target: at most 200 KB.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer } from '../kit/server-process';
import { drawJpeg, withExif } from '../kit/test-photo';
import { openKitchenTray } from './kitchen-tray';

const ROUNDS = 6;

if (!existsSync('dist/index.html')) execSync('npm run build', { stdio: 'inherit' });
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'pt-BR' });
const page = await context.newPage();

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const line = (label: string, value: string) => console.log(`${label.padEnd(58)} ${value}`);
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
  line(
    'compressão no dispositivo, p50',
    `${pct(
      compress.map((c) => c.ms),
      50,
    ).toFixed(0)} ms`,
  );
  line(
    'compressão no dispositivo, p95',
    `${pct(
      compress.map((c) => c.ms),
      95,
    ).toFixed(0)} ms`,
  );
  line(`envio da foto (${upload.length}×, PUT …/foto/{uuid}), p50`, `${pct(upload, 50).toFixed(0)} ms`);
  line('envio da foto, p95', `${pct(upload, 95).toFixed(0)} ms`);
} finally {
  await browser.close();
  await server.stop();
}
