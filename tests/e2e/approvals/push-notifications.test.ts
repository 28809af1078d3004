/**
 * Web Push on the supervisor's phone, in real Chromium against the real server: a push delivered to the
 * service worker through the DevTools protocol (as a push service would) becomes a notification, and opening
 * it takes the app to the weighing's approval; the user menu opts the device in and out at 375×812.
 */

import { createECDH, randomBytes } from 'node:crypto';
import { approvalPushTitle, approvalPushUrl } from '@domain/rules/push';
import type { ApontamentoDetalhe, Page as Paged } from '@domain/schemas/approvals';
import type { BrowserContext, CDPSession, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from '../helpers/api';
import { axeFindings, describeFindings } from '../helpers/axe';
import { browserSuite, signedInSession, unexpectedErrors, waitForServiceWorker } from '../helpers/browser';
import { typeDate } from '../helpers/date-field';

const suite = browserSuite();
const PHONE = { width: 375, height: 812 };

/** The service worker registration of the page's origin, as DevTools sees it. */
async function registrationOf(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const r = registrations.find((x) => x.scopeURL.startsWith(origin) && !x.isDeleted);
      if (r) resolve(r.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
    }));
  });

/**
 * The approver on a phone (a failing test keeps a screenshot under `screenshot`), notifications allowed for the
 * app's origin, once the service worker controls the page.
 */
async function approverPhone(screenshot: string) {
  const session = await signedInSession(suite.browser, 'aprovador@demo.com.br', {
    screenshot,
    viewport: PHONE,
  });
  const origin = new URL(session.page.url()).origin;
  await session.context.grantPermissions(['notifications'], { origin });
  await waitForServiceWorker(session.page);
  return { ...session, origin };
}

/** Delivers a push with `payload` to the registration, as the push service would. */
const deliverPush = (cdp: CDPSession, origin: string, registrationId: string, payload: object) =>
  cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });

/**
 * Opens the shown notification tagged `tag`: the worker's notificationclick handler, run by the page's
 * OPEN_NOTIFICATION message.
 */
const openNotification = (page: Page, tag: string) =>
  page.evaluate(
    (t) => navigator.serviceWorker.controller?.postMessage({ type: 'OPEN_NOTIFICATION', tag: t }),
    tag,
  );

/** The answer of the app's push call `path` ('subscribe', 'unsubscribe'). */
const pushAnswer = (page: Page, path: string) =>
  page.waitForResponse((r) => r.url().endsWith(`/api/v1/push/${path}`));

describe('push notifications', () => {
  it('a push shows the notification, and opening it goes to the weighing to approve', async () => {
    const token = await apiLogin('aprovador@demo.com.br');
    const queue = await apiCall<Paged<ApontamentoDetalhe>>(token, 'POST', '/api/v1/reTbDespApont/findAll', {
      page: 0,
      size: 1,
    });
    const first = queue.content[0];
    expect(first, 'the demo has weighings pending for the aprovador').toBeTruthy();

    const { context, page, errors, origin } = await approverPhone('push-delivery');
    const cdp = await context.newCDPSession(page);
    const registrationId = await registrationOf(cdp, origin);

    // What the server sends for one weighing of the unit (the same functions make it).
    const payload = {
      title: approvalPushTitle(1, first.desRestaurante),
      body: 'Toque para analisar o apontamento.',
      url: approvalPushUrl(first.idRestaurante, [first]),
      tag: `aprovacao-e2e-${first.idRestaurante}`,
    };
    await deliverPush(cdp, origin, registrationId, payload);
    await expect
      .poll(() => shownNotifications(page), { timeout: 15_000 })
      .toEqual([
        {
          title: `1 apontamento aguardando aprovação em ${first.desRestaurante}`,
          body: 'Toque para analisar o apontamento.',
          tag: payload.tag,
          data: { url: `/reApontDesperdicios/aprovacao/${first.idApontamento}` },
        },
      ]);

    // Opening it (the worker's notificationclick handler, run for the shown notification by the page's
    // OPEN_NOTIFICATION message): the open window goes to the weighing's analysis.
    await openNotification(page, payload.tag);
    await page.waitForURL(`**/reApontDesperdicios/aprovacao/${first.idApontamento}`, { timeout: 15_000 });
    await expect
      .poll(() => page.getByText(`Apontamento #${first.idApontamento}`).first().isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await shownNotifications(page)).toEqual([]);

    // A push of several weighings of the unit opens its queue, filtered by the unit.
    const several = {
      ...payload,
      title: approvalPushTitle(3, first.desRestaurante),
      url: approvalPushUrl(first.idRestaurante, [first, first, first]),
    };
    await deliverPush(cdp, origin, registrationId, several);
    await expect.poll(async () => (await shownNotifications(page)).length, { timeout: 15_000 }).toBe(1);
    await openNotification(page, payload.tag);
    await page.waitForURL(`**/reApontDesperdicios/aprovacao?idRestaurante=${first.idRestaurante}`, {
      timeout: 15_000,
    });
    const restaurante = page.getByRole('combobox', { name: 'Restaurante' });
    await expect.poll(() => restaurante.inputValue(), { timeout: 15_000 }).toContain(first.desRestaurante);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the user menu opts this phone in and out (375×812)', async () => {
    const { context, page, errors } = await approverPhone('push-opt-in');
    const endpoint = await standInPushService(context, page);

    const menu = page.getByRole('button', { name: 'Menu do usuário' });
    const optIn = page.getByRole('menuitem', { name: 'Receber notificações neste aparelho' });
    const optOut = page.getByRole('menuitem', { name: 'Parar notificações neste aparelho' });
    await menu.click();
    await expect.poll(() => optIn.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect((await optIn.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    // Mantine's menu itself puts its focus guard (a role="presentation" div with tabindex) among the items, which
    // axe reports on the dropdown with or without this item: that one finding is not this screen's.
    const findings = (await axeFindings(page)).filter(
      (f) => !(f.id === 'aria-required-children' && f.targets.every((t) => t.endsWith('-dropdown'))),
    );
    expect(describeFindings('menu do usuário', findings)).toBe('');

    const subscribed = pushAnswer(page, 'subscribe');
    await optIn.click();
    const sub = await subscribed;
    expect(sub.status()).toBe(200);
    expect(sub.request().postDataJSON().endpoint).toBe(endpoint);
    await expect.poll(() => optOut.isEnabled()).toBe(true);
    await expect
      .poll(() => page.getByText('Pronto: este aparelho receberá as notificações').isVisible())
      .toBe(true);

    // Opting out: the server forgets the device (it was this user's in this company).
    const unsubscribed = pushAnswer(page, 'unsubscribe');
    await optOut.click();
    expect(await (await unsubscribed).json()).toEqual({ ok: true });
    await expect.poll(() => optIn.isEnabled()).toBe(true);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('"Sair" forgets this device: the server drops it and the browser unsubscribes (a shared tablet)', async () => {
    const { context, page, errors } = await approverPhone('push-sign-out');
    await standInPushService(context, page);
    const menu = page.getByRole('button', { name: 'Menu do usuário' });
    await menu.click();
    const optIn = page.getByRole('menuitem', { name: 'Receber notificações neste aparelho' });
    await expect.poll(() => optIn.isEnabled(), { timeout: 15_000 }).toBe(true);
    const subscribed = pushAnswer(page, 'subscribe');
    await optIn.click();
    expect((await subscribed).status()).toBe(200);

    const unsubscribed = pushAnswer(page, 'unsubscribe');
    await page.keyboard.press('Escape');
    await menu.click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    expect(await (await unsubscribed).json()).toEqual({ ok: true });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          return (await reg?.pushManager.getSubscription()) ?? null;
        }),
      )
      .toBeNull();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the approval list with nothing pending offers the notifications (375×812)', async () => {
    const { context, page, errors } = await approverPhone('push-empty-state');
    await standInPushService(context, page);
    await page.goto('/reApontDesperdicios/aprovacao');
    // Nothing pending from a year ahead on: the list is empty.
    const ahead = new Date(Date.now() + 365 * 86_400_000);
    const br = [ahead.getDate(), ahead.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/');
    await typeDate(page, 'Data inicial', `${br}/${ahead.getFullYear()}`);
    const card = page.getByTestId('push-opt-in-card');
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    // The date picker's calendar closed (its own controls are not this screen's).
    await page.getByRole('heading', { name: 'Apontamentos pendentes' }).click();
    await expect.poll(() => page.locator('.mantine-DateInput-calendarHeaderControl').count()).toBe(0);
    expect(describeFindings('aprovação vazia', await axeFindings(page))).toBe('');
    const button = card.getByRole('button', { name: 'Ativar notificações' });
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    // Its label fits the phone's width.
    expect(
      await button.evaluate((b) => {
        const label = b.querySelector<HTMLElement>('.mantine-Button-label');
        return !!label && label.scrollWidth <= label.clientWidth;
      }),
    ).toBe(true);
    const subscribed = pushAnswer(page, 'subscribe');
    await button.click();
    expect((await subscribed).status()).toBe(200);
    await expect
      .poll(() => card.getByRole('button', { name: 'Desativar notificações' }).isVisible())
      .toBe(true);
    await card.getByRole('button', { name: 'Desativar notificações' }).click();
    await expect.poll(() => button.isVisible()).toBe(true);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

/**
 * Chromium under test has no push service to subscribe with (no FCM): the browser's PushManager is stood in
 * by a subscription with a real P-256 key and auth secret; the page, the server and the permission are real.
 * Answers the subscription's endpoint (an https address nothing listens on).
 */
async function standInPushService(context: BrowserContext, page: Page): Promise<string> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const sub = {
    endpoint: `https://127.0.0.1:9/push/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  const install = (s: typeof sub) => {
    let current: unknown = null;
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      current = {
        endpoint: s.endpoint,
        options: { applicationServerKey: options?.applicationServerKey, userVisibleOnly: true },
        toJSON: () => ({ endpoint: s.endpoint, keys: s.keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      return current as PushSubscription;
    };
  };
  await context.addInitScript(install, sub);
  await page.evaluate(install, sub);
  return sub.endpoint;
}
