/**
 * Reading the scale in real Chromium against the real server: a simulated USB-serial Filizola scale (Web
 * Serial, ENQ → STX weight ETX) and a simulated USB HID POS scale (WebHID) are injected into the page; the
 * unstable readings are shown and never fill the quantity, the stable weight does, and the save stores it
 * as read from the scale. A paired scale reconnects by itself after a reload; a browser without the APIs says
 * so once and the weight is typed.
 */
import type { BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openKitchenTray } from '../../bench/kitchen-tray';
import { addReadScale, type ReadScale, userOfToken } from '../../kit/read-scale';
import { signIn } from '../../kit/sign-in';
import { apiCall, isoDay } from '../helpers/api';
import {
  browserSuite,
  choose,
  newSession,
  openInputsEntry,
  openTrayEntry,
  watchedSession,
} from '../helpers/browser';
import { fakeHidScale, fakeSerialScale, noScaleApis } from '../helpers/fake-scale';
import { addTwoInputs, quantity } from '../helpers/kitchen-entry';

const suite = browserSuite('cozinha@demo.com.br');
const STX = '\x02';
const ETX = '\x03';

interface Row {
  idApontamento: number;
  qtdDesperdicio: number;
  tipOrigemPeso?: string;
}

let admin = '';
let idRestaurante = 0;
const scales: ReadScale[] = [];

/** The kitchen user's first restaurant (the one openTrayEntry picks), read once through the page. */
async function firstRestaurant(): Promise<number> {
  const { page, context } = await newSession(suite.browser);
  const { idRestaurante: id } = await openKitchenTray(page);
  await context.close();
  return id;
}

beforeAll(async () => {
  const base = inject('baseUrl');
  admin = await signIn(base, 'admin@demo.com.br');
  idRestaurante = await firstRestaurant();
  const idUsuario = userOfToken(suite.token);
  for (const [tipProtocolo, name] of [
    ['FILIZOLA', 'Zzz Balança serial simulada'],
    ['HID', 'Zzz Balança USB simulada'],
  ])
    scales.push(await addReadScale(base, admin, { idRestaurante, idUsuario, tipProtocolo, name }));
}, 180_000);
afterAll(async () => {
  for (const s of scales) await s.remove();
});

const rowsToday = () =>
  apiCall<Row[]>(suite.token, 'POST', '/api/v1/reTbDesperdiciosDet/searchAllForConsultaApontamentos', {
    idRestaurante,
    dtaApontamentoIni: isoDay(0),
    dtaApontamentoFim: isoDay(0),
  });

/**
 * A new session (a failing test keeps a screenshot under `name`) whose pages get `fakeScale`: a simulated scale,
 * or none of the scale APIs.
 */
async function scaleSession(name: string, fakeScale: (context: BrowserContext) => Promise<void>) {
  const session = await watchedSession(suite.browser, name);
  await fakeScale(session.context);
  return session;
}

async function openWithScale(page: Page, name: string) {
  await openTrayEntry(page, 0);
  await choose(page, 'Balança', name);
}

/** Salvar, then the stored row of this save (by its quantity, new since `before`). */
async function saveAndFind(page: Page, before: Row[], kg: number): Promise<Row> {
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect
    .poll(() => page.getByTestId('entry-saved').getAttribute('data-state'), { timeout: 30_000 })
    .toBe('sent');
  const known = new Set(before.map((r) => r.idApontamento));
  let found: Row | undefined;
  await expect
    .poll(async () => {
      found = (await rowsToday()).find((r) => !known.has(r.idApontamento) && r.qtdDesperdicio === kg);
      return !!found;
    })
    .toBe(true);
  return found!;
}

describe('reading the scale on the tray screen', () => {
  it('Web Serial (Filizola ENQ/STX): unstable is shown and not used, the stable weight fills the field and is saved as read', async () => {
    const { page, context } = await scaleSession('scale-serial', (c) =>
      fakeSerialScale(c, {
        unstable: `${STX}IIIII${ETX}`,
        stable: `${STX}01234${ETX}`,
        unstablePolls: 6,
      }),
    );
    await openWithScale(page, 'Zzz Balança serial simulada');
    const readout = page.getByTestId('scale-readout');
    await expect.poll(() => readout.getAttribute('data-connection')).toBe('unpaired');
    await page.getByTestId('scale-pair').click();
    // Unstable first: shown, the field stays empty.
    await expect.poll(() => page.getByTestId('scale-status').getAttribute('data-status')).toBe('unstable');
    expect(await page.getByTestId('scale-status').textContent()).toBe('instável — aguarde');
    expect(await quantity(page).inputValue()).toBe('');
    // Then stable: 'estável', and the field holds the weight in pt-BR.
    await expect
      .poll(() => page.getByTestId('scale-status').textContent(), { timeout: 10_000 })
      .toBe('estável');
    await expect.poll(() => quantity(page).inputValue()).toBe('1,234');
    expect(await page.getByTestId('entry-origem').textContent()).toBe('Peso lido da balança');
    // The line settings of the protocol were used, and ENQ polled.
    expect(
      await page.evaluate(() => (window as unknown as { __scaleOpenedWith: unknown }).__scaleOpenedWith),
    ).toEqual({
      baudRate: 9600,
      dataBits: 8,
      parity: 'none',
      stopBits: 1,
    });
    const before = await rowsToday();
    const row = await saveAndFind(page, before, 1.234);
    expect(row.tipOrigemPeso).toBe('L');
    // The tray left on the scale does not refill the field after Salvar.
    await page.waitForTimeout(600);
    expect(await quantity(page).inputValue()).toBe('');

    // Typing stays the fallback: a typed weight is saved as typed.
    await quantity(page).fill('2,5');
    expect(await page.getByTestId('entry-origem').count()).toBe(0);
    const typed = await saveAndFind(page, await rowsToday(), 2.5);
    expect(typed.tipOrigemPeso).toBe('D');

    // The cable pulled: the disconnect is shown; plugged in again, it reconnects by itself.
    await page.evaluate(() => (window as unknown as { __unplugScale: () => void }).__unplugScale());
    await expect
      .poll(() => page.getByTestId('scale-readout').getAttribute('data-connection'))
      .toBe('disconnected');
    expect(await page.getByTestId('scale-message').textContent()).toMatch(/^Balança desconectada/);
    await page.evaluate(() => (window as unknown as { __plugScale: () => void }).__plugScale());
    await expect
      .poll(() => page.getByTestId('scale-readout').getAttribute('data-connection'))
      .toBe('connected');

    // A reload reconnects to the paired port by itself (no tap).
    await page.reload();
    await choose(page, 'Balança', 'Zzz Balança serial simulada').catch(() => {});
    await expect
      .poll(() => page.getByTestId('scale-readout').getAttribute('data-connection'), { timeout: 20_000 })
      .toBe('connected');
    await context.close();
  });

  it('WebHID (HID POS scale): motion is shown, the stable weight in grams fills the field in kg and is saved as read', async () => {
    const { page, context } = await scaleSession('scale-hid', (c) =>
      fakeHidScale(c, {
        unstableReports: 5,
        unstable: [3, 2, 0, 0x10, 0x27], // in motion, 10000 g
        stable: [4, 2, 0, 0xc4, 0x09], // stable, 2500 g
      }),
    );
    await openWithScale(page, 'Zzz Balança USB simulada');
    await page.getByTestId('scale-pair').click();
    expect(await page.evaluate(() => (window as unknown as { __hidFilters: unknown }).__hidFilters)).toEqual([
      { usagePage: 0x8d },
    ]);
    await expect.poll(() => page.getByTestId('scale-status').getAttribute('data-status')).toBe('unstable');
    expect(await quantity(page).inputValue()).toBe('');
    await expect.poll(() => quantity(page).inputValue(), { timeout: 10_000 }).toBe('2,5');
    expect(await page.getByTestId('scale-status').textContent()).toBe('estável');
    const row = await saveAndFind(page, await rowsToday(), 2.5);
    expect(row.tipOrigemPeso).toBe('L');
    await context.close();
  });

  it('the item list: the stable weight fills the focused line, read; a line typed by hand is typed', async () => {
    const { page, context } = await scaleSession('scale-list', (c) =>
      fakeHidScale(c, {
        unstableReports: 3,
        unstable: [3, 3, -3 & 0xff, 0x10, 0x27],
        stable: [4, 3, -3 & 0xff, 0xee, 0x02],
      }),
    );
    await openTrayEntry(page, 0);
    await openInputsEntry(page, idRestaurante);
    const quantities = await addTwoInputs(page);
    await quantities.nth(0).fill('0,4');
    await choose(page, 'Balança', 'Zzz Balança USB simulada');
    await quantities.nth(1).focus();
    await page.getByTestId('scale-pair').click();
    // 750 g stable (unit kg, exponent −3): the focused second line, not the typed first one.
    await expect.poll(() => quantities.nth(1).inputValue(), { timeout: 10_000 }).toBe('0,75');
    expect(await quantities.nth(0).inputValue()).toBe('0,4');
    const before = await rowsToday();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .poll(() => page.getByTestId('entry-saved').getAttribute('data-state'), { timeout: 30_000 })
      .toBe('sent');
    const known = new Set(before.map((r) => r.idApontamento));
    await expect
      .poll(async () => (await rowsToday()).filter((r) => !known.has(r.idApontamento)).length)
      .toBe(2);
    const fresh = (await rowsToday()).filter((r) => !known.has(r.idApontamento));
    expect(fresh.map((r) => [r.qtdDesperdicio, r.tipOrigemPeso]).sort()).toEqual([
      [0.4, 'D'],
      [0.75, 'L'],
    ]);
    await context.close();
  });

  it('a browser without Web Serial says so once, and the weight is typed', async () => {
    const { page, context } = await scaleSession('scale-unsupported', noScaleApis);
    await openWithScale(page, 'Zzz Balança serial simulada');
    const notice = page.getByText('Leitura da balança indisponível');
    await expect.poll(() => notice.count()).toBe(1);
    expect(await page.getByTestId('scale-readout').count()).toBe(0);
    // Choosing another scale and back does not repeat it.
    await choose(page, 'Balança', 'Zzz Balança USB simulada');
    await choose(page, 'Balança', 'Zzz Balança serial simulada');
    await page.waitForTimeout(500);
    expect(await notice.count()).toBeLessThanOrEqual(1);
    await quantity(page).fill('0,75');
    const row = await saveAndFind(page, await rowsToday(), 0.75);
    expect(row.tipOrigemPeso).toBe('D');
    await context.close();
  });
});
