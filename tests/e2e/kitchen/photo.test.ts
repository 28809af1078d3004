/**
 * The photo of the waste, in real Chromium against the real server: taken on the tray screen (the camera
 * input given a 12 MP JPEG with EXIF, or Chromium's fake camera in the app's camera view), reduced on the tablet, kept offline with its weighing, sent once the
 * network returns, and seen by the approver on a 375×812 phone, who asks for a new weighing (after confirming). And a
 * lost upload answer: the photo is sent again and the server still holds one.
 */
import { REWEIGH_REASON } from '@app/features/approvals/components/request-reweigh-button';
import { formatDecimalBR } from '@domain/numbers';
import { FOTO_ALVO_BYTES } from '@domain/rules/photos';
import type { MediaQtd } from '@domain/schemas/appointments';
import type { ApontamentoAnalise } from '@domain/schemas/approvals';
import type { Page } from 'playwright';
import { chromium } from 'playwright';
import { describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../kit/server-process';
import { drawJpeg, EXIF_MARKER, imageSize, withExif } from '../../kit/test-photo';
import { apiCall, apiLogin, isoDay, rowsOf, type StoredRow } from '../helpers/api';
import {
  browserSuite,
  cacheHas,
  goOffline,
  goOnline,
  signedInSession,
  unexpectedErrors,
} from '../helpers/browser';
import { traySession } from '../helpers/kitchen-entry';

const suite = browserSuite('cozinha@demo.com.br');
const FOTO = (uuid: string) => `/api/v1/reTbDesperdiciosDet/foto/${uuid}`;

/** The photo as the server returns it (status, type, bytes). */
async function fetchPhoto(token: string, uuid: string) {
  const res = await fetch(`${inject('baseUrl')}${FOTO(uuid)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/** Takes a photo on the entry screen: the camera input gets the file, the thumbnail shows the reduced one. */
async function takePhoto(page: Page, jpeg: Buffer) {
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await page.getByTestId('photo-thumb').waitFor({ timeout: 30_000 });
}

async function newRows(token: string, idRestaurante: number, before: StoredRow[]) {
  return (await rowsOf(token, idRestaurante, isoDay())).filter(
    (r) => !before.some((b) => b.idApontamento === r.idApontamento),
  );
}

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The kitchen's tablet on the tray screen (see traySession), with the restaurant's rows of today before the test's. */
async function kitchenAtTray(...args: Parameters<typeof traySession>) {
  const kitchen = await traySession(...args);
  return { ...kitchen, before: await rowsOf(suite.token, kitchen.idRestaurante, isoDay()) };
}

/**
 * Three times the restaurant's usual tray (out of tolerance, so it goes to the approver), once the restaurant's
 * lookups are kept on the device (before the network goes).
 */
async function outOfToleranceQtd(page: Page, idRestaurante: number): Promise<number> {
  const media = await suite.call<MediaQtd>('PUT', '/api/v1/reTbDesperdiciosDet/findMediaQtd', {
    idRestaurante,
    tipDesperdicio: 1,
    dtaApontamento: isoDay(),
  });
  const qtd = Math.round(media.mediaQtd * 3 * 1000) / 1000;
  expect(qtd).toBeGreaterThan(media.maxQtd);
  for (const key of [`parametros:${idRestaurante}`, `recipientes:${idRestaurante}`])
    await expect.poll(() => cacheHas(page, key), { timeout: 60_000 }).toBe(true);
  return qtd;
}

/** Waits until the tablet says the photo was sent. */
async function photoSent(page: Page) {
  await expect
    .poll(() => page.getByTestId('photo-status').getAttribute('data-state'), { timeout: 60_000 })
    .toBe('sent');
}

/** The one weighing the test added to the restaurant today, and its photo as the server returns it (200). */
async function addedWithPhoto(idRestaurante: number, before: StoredRow[]) {
  const added = await newRows(suite.token, idRestaurante, before);
  expect(added).toHaveLength(1);
  const stored = await fetchPhoto(suite.token, added[0].uuidApontamento ?? '');
  expect(stored.status).toBe(200);
  return { added: added[0], stored };
}

/** The approver on a 375×812 phone, on the weighing's detail once its photo has loaded. */
async function approverSeesPhoto(screenshot: string, idApontamento: number) {
  const phone = await signedInSession(suite.browser, 'aprovador@demo.com.br', {
    screenshot,
    viewport: { width: 375, height: 812 },
  });
  await phone.page.goto(`/reApontDesperdicios/aprovacao/${idApontamento}`);
  const img = phone.page.getByTestId('waste-photo');
  await img.waitFor({ timeout: 30_000 });
  await expect
    .poll(() =>
      img.evaluate((el: Element) =>
        (el as HTMLImageElement).complete ? (el as HTMLImageElement).naturalWidth : 0,
      ),
    )
    .toBeGreaterThan(0);
  return phone;
}

describe('the photo of the waste', () => {
  it('taken offline, reaches the approver on the phone, who asks for a new weighing (confirmed)', async () => {
    const kitchen = await kitchenAtTray(suite.browser, 'photo-offline-kitchen', 2);
    const { page, context, idRestaurante, before } = kitchen;
    const qtd = await outOfToleranceQtd(page, idRestaurante);

    const original = withExif(await drawJpeg(page, 4000, 3000), 6);
    expect(original.includes(EXIF_MARKER)).toBe(true);

    // What the console showed before the network went: nothing.
    expect(unexpectedErrors(kitchen.errors)).toEqual([]);
    const offlineFrom = kitchen.errors.length;
    await goOffline(context);
    await takePhoto(page, original);
    await page.getByRole('textbox', { name: /^Quantidade bruta/ }).fill(formatDecimalBR(qtd));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByTestId('entry-saved').textContent()).toMatch(/^Guardado no tablet/);
    await expect.poll(() => page.getByTestId('photo-status').getAttribute('data-state')).toBe('waiting');
    // The form is ready for the next tray: no photo left over.
    expect(await page.getByTestId('photo-thumb').count()).toBe(0);

    await goOnline(context);
    await photoSent(page);
    await expect.poll(() => page.getByTestId('entry-saved').getAttribute('data-state')).toBe('sent');
    // What the server holds: small, WebP, upright (the EXIF rotation applied), without the EXIF.
    const { added, stored } = await addedWithPhoto(idRestaurante, before);
    expect(stored.type).toBe('image/webp');
    expect(stored.bytes.length).toBeLessThanOrEqual(FOTO_ALVO_BYTES);
    expect(stored.bytes.includes(EXIF_MARKER)).toBe(false);
    const size = await imageSize(page, stored.bytes);
    expect(size.height).toBeGreaterThan(size.width);
    expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(1280);
    // From then on, only the calls the cut network failed: the API's, failed by the browser (disconnected) or,
    // for the lookups the service worker answers, by the worker with nothing cached (the browser says ERR_FAILED).
    expect(
      unexpectedErrors(kitchen.errors.slice(offlineFrom)).filter(
        (e) =>
          !/^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED) \(.*\/api\/|Failed to fetch/.test(
            e,
          ),
      ),
    ).toEqual([]);
    await context.close();

    // The approver, on a phone.
    const phone = await approverSeesPhoto('photo-approver-phone', added.idApontamento);
    const p = phone.page;
    expect(await p.getByTestId('approval-tare').isVisible()).toBe(true);
    expect(await fitsWidth(p)).toBe(true);
    await p.getByRole('button', { name: 'Pedir nova pesagem' }).click();
    // Irreversible: it is confirmed first.
    await p
      .getByRole('dialog', { name: 'Pedir nova pesagem' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await expect.poll(() => p.getByText('Nova pesagem pedida').first().isVisible()).toBe(true);
    const approverToken = await apiLogin('aprovador@demo.com.br');
    const after = await apiCall<ApontamentoAnalise>(
      approverToken,
      'POST',
      `/api/v1/reTbDespApont/findById/${added.idApontamento}`,
      {},
    );
    expect(after.indStatusAprov).toBe(2);
    expect(after.historico.at(-1)?.txtJustificativa).toBe(REWEIGH_REASON);
    expect(unexpectedErrors(phone.errors)).toEqual([]);
    await phone.context.close();
  });

  it('a lost upload answer: the photo is sent again and the server keeps one', async () => {
    const { page, context, idRestaurante, before } = await kitchenAtTray(
      suite.browser,
      'photo-lost-answer',
      1,
    );
    // The first PUT reaches the server, but its answer never reaches the tablet.
    const statuses: number[] = [];
    await context.route('**/api/v1/reTbDesperdiciosDet/foto/**', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      const response = await route.fetch();
      statuses.push(response.status());
      if (statuses.length === 1) return route.abort('connectionreset');
      return route.fulfill({ response });
    });
    await takePhoto(page, await drawJpeg(page, 2000, 1500));
    await page.getByRole('textbox', { name: /^Quantidade bruta/ }).fill('1,5');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await photoSent(page);
    // Stored by the first send; the second is answered with the stored photo (200), nothing new written.
    expect(statuses).toEqual([201, 200]);
    await addedWithPhoto(idRestaurante, before);
    await context.close();
  });

  it("taken with the tablet's camera inside the app (Chromium's fake camera), offline, reaches the approver", async () => {
    // A browser whose camera is Chromium's test pattern, allowed without asking.
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    });
    try {
      const { page, context, idRestaurante, before } = await kitchenAtTray(
        browser,
        'photo-fake-camera',
        0,
        (c) => c.grantPermissions(['camera']),
      );
      const qtd = await outOfToleranceQtd(page, idRestaurante);

      await goOffline(context);
      await page.getByRole('button', { name: 'Tirar foto' }).click();
      const video = page.getByTestId('camera-video');
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 })
        .toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Capturar' }).click();
      await page.getByTestId('photo-thumb').waitFor({ timeout: 30_000 });
      // The camera is closed once the photo is taken.
      await expect.poll(() => video.count()).toBe(0);
      await page.getByRole('textbox', { name: /^Quantidade bruta/ }).fill(formatDecimalBR(qtd));
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect.poll(() => page.getByTestId('photo-status').getAttribute('data-state')).toBe('waiting');

      await goOnline(context);
      await photoSent(page);
      const { added, stored } = await addedWithPhoto(idRestaurante, before);
      expect(stored.type).toBe('image/webp');
      expect(stored.bytes.length).toBeLessThanOrEqual(FOTO_ALVO_BYTES);
      await context.close();

      // The approver, on a phone: the detail of the weighing shows the camera's photo.
      const phone = await approverSeesPhoto('photo-fake-camera-approver', added.idApontamento);
      expect(unexpectedErrors(phone.errors)).toEqual([]);
      await phone.context.close();
    } finally {
      await browser.close();
    }
  });
});
