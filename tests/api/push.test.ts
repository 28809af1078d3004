import { PUSH_WINDOW_MS } from '@domain/rules/push';
import { pushPayload } from '@domain/schemas/push';
import { createMailer } from '@server/core/mailer';
import { appRoutineRuns, appSettings } from '@server/db/schema/platform';
import { pushInscricoes } from '@server/db/schema/push';
import { pushSender } from '@server/modules/push/push-sender';
import { vapidKeysOf } from '@server/modules/push/vapid-settings';
import { webPushClient } from '@server/modules/push/web-push-client';
import { sendWeeklyDigests } from '@server/modules/resumo-semanal/service';
import { eq, like } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { call, type Fixture, freshUnit, pending, reference, setupFixture } from './helpers/approval-fixtures';
import {
  decrypt,
  type FakePushService,
  type FakeSubscription,
  startPushService,
  vapidOf,
} from './helpers/push-service';

/**
 * Web Push to the approvers' devices: the subscription routes, the approval pushes (decrypted by a push service
 * on 127.0.0.1 as the browser would), their batching per unit and window, the removal of a subscription the
 * push service no longer knows, the weekly digest's push and where the VAPID keys come from.
 */

const PUSH = '/api/v1/push';
const vapid = webpush.generateVAPIDKeys();

let f: Fixture;
let ps: FakePushService;
let unit: number;
let unitLabel: string;
let phone: FakeSubscription;

beforeAll(async () => {
  // The whole file runs inside one push window, from a minute after its start (the clock goes on from there).
  const now = Date.now();
  vi.useFakeTimers({
    toFake: ['Date'],
    now: now - (now % PUSH_WINDOW_MS) + 60_000,
    shouldAdvanceTime: true,
  });
  ps = await startPushService();
  f = await setupFixture({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:suporte@example.com',
    PUSH_LOOPBACK_HTTP: '1',
  });
  unitLabel = `Universidade (Butantã) ${Date.now()}`;
  unit = await freshUnit(f, ['aprovador'], unitLabel);
  await reference(f, unit);
  phone = ps.subscription('aprovador');
});
afterAll(async () => {
  await f?.t.close();
  await ps?.close();
  vi.useRealTimers();
});

const db = () => f.t.database.db;
const sender = () => {
  const s = f.t.app.push.sender;
  if (!s) throw new Error('push desligado');
  return s;
};
const subscribe = (token: string, body: unknown) => call(f, 'POST', `${PUSH}/subscribe`, token, body);
const subsOf = (endpoint: string) =>
  db().select().from(pushInscricoes).where(eq(pushInscricoes.desEndpoint, endpoint));
/** The pushes the push service got for `sub`, decrypted and checked against the payload schema. */
const pushesTo = (sub: FakeSubscription) =>
  ps.received
    .filter((r) => r.path === new URL(sub.endpoint).pathname)
    .map((r) => pushPayload.parse(JSON.parse(decrypt(sub, r.body))));

describe('subscription routes', () => {
  it('give the VAPID public key to a signed-in user only', async () => {
    const res = await call(f, 'GET', `${PUSH}/publicKey`, f.token.cozinha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: vapid.publicKey });
    expect((await f.t.app.inject({ method: 'GET', url: `${PUSH}/publicKey` })).statusCode).toBe(401);
  });

  it('refuse bad subscriptions with a 400 in pt-BR', async () => {
    const bad = [
      [{}, 'Informe o endereço da inscrição'],
      [{ endpoint: 'nada', keys: phone.keys }, 'O endereço da inscrição precisa ser uma URL'],
      [{ endpoint: phone.endpoint }, 'Informe as chaves da inscrição'],
      [
        { endpoint: phone.endpoint, keys: { ...phone.keys, auth: 'abc' } },
        'a chave auth tem tamanho inválido',
      ],
      [{ endpoint: phone.endpoint, keys: { ...phone.keys, p256dh: '***' } }, 'precisa estar em base64url'],
      [
        { endpoint: 'http://push.example.com/x', keys: phone.keys },
        'O endereço da inscrição precisa ser https.',
      ],
    ] as const;
    for (const [body, message] of bad) {
      const res = await subscribe(f.token.aprovador, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const anonymous = await f.t.app.inject({
      method: 'POST',
      url: `${PUSH}/subscribe`,
      payload: { endpoint: phone.endpoint, keys: phone.keys },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keep one row per device for the user and company that opted in; only they can opt it out', async () => {
    const other = ps.subscription('outro');
    expect((await subscribe(f.token.cozinha, { endpoint: other.endpoint, keys: other.keys })).json()).toEqual(
      {
        ok: true,
      },
    );
    // The same device opting in again, for another user, takes the row over.
    expect((await subscribe(f.token.gestor, { endpoint: other.endpoint, keys: other.keys })).statusCode).toBe(
      200,
    );
    let rows = await subsOf(other.endpoint);
    expect(rows.map((r) => [r.idUsuario, r.idEmpresa])).toEqual([[f.id.gestor, f.companyA]]);
    // Another user, or the same admin in another company, does not remove it.
    const byOther = await call(f, 'POST', `${PUSH}/unsubscribe`, f.token.cozinha, {
      endpoint: other.endpoint,
    });
    expect(byOther.json()).toEqual({ ok: false });
    const otherCompany = await call(f, 'POST', `${PUSH}/unsubscribe`, f.tokenB, { endpoint: other.endpoint });
    expect(otherCompany.json()).toEqual({ ok: false });
    expect(await subsOf(other.endpoint)).toHaveLength(1);
    const mine = await call(f, 'POST', `${PUSH}/unsubscribe`, f.token.gestor, { endpoint: other.endpoint });
    expect(mine.json()).toEqual({ ok: true });
    rows = await subsOf(other.endpoint);
    expect(rows).toHaveLength(0);
    expect((await call(f, 'POST', `${PUSH}/unsubscribe`, f.token.gestor, {})).statusCode).toBe(400);
  });
});

describe('approval pushes', () => {
  it('tell the approver of the unit, once per unit and window, what waits and where', async () => {
    expect(
      (await subscribe(f.token.aprovador, { endpoint: phone.endpoint, keys: phone.keys })).statusCode,
    ).toBe(200);
    // A user who is no approver of the unit, subscribed too, is not told.
    const bystander = ps.subscription('gestor');
    await subscribe(f.token.gestor, { endpoint: bystander.endpoint, keys: bystander.keys });

    const first = await pending(f, unit);
    await sender().settled();
    const name = unitLabel;
    expect(pushesTo(phone)).toEqual([
      {
        title: `1 apontamento aguardando aprovação em ${name}`,
        body: 'Toque para analisar o apontamento.',
        url: `/reApontDesperdicios/aprovacao/${first.idApontamento}`,
        tag: `aprovacao-${f.companyA}-${unit}`,
      },
    ]);
    expect(pushesTo(bystander)).toEqual([]);

    // RFC 8030/8292: a TTL, an urgency, a topic, and a VAPID JWT for the push service's origin, signed
    // with the server's key.
    const [req] = ps.received.filter((r) => r.path === new URL(phone.endpoint).pathname);
    expect(req.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(req.headers.ttl)).toBeGreaterThan(0);
    expect(req.headers.urgency).toBe('high');
    expect(req.headers.topic).toBe(`aprov-${f.companyA}-${unit}`);
    const { claims, k } = vapidOf(req.headers);
    expect(k).toBe(vapid.publicKey);
    expect(claims.aud).toBe(ps.origin);
    expect(claims.sub).toBe('mailto:suporte@example.com');

    // A second weighing of the unit in the same 10 minutes: no second push.
    await pending(f, unit);
    await sender().settled();
    expect(pushesTo(phone)).toHaveLength(1);
    const claimed = await db()
      .select({ rotina: appRoutineRuns.rotina })
      .from(appRoutineRuns)
      .where(like(appRoutineRuns.rotina, `push-aprovacao:${f.companyA}:${unit}:%`));
    expect(claimed).toHaveLength(1);

    // The next window tells both, and opens the unit's queue.
    await sender().approvalsPending(f.companyA, [unit], new Date(Date.now() + PUSH_WINDOW_MS));
    expect(pushesTo(phone).at(-1)).toEqual({
      title: `2 apontamentos aguardando aprovação em ${name}`,
      body: 'Toque para ver a fila da unidade.',
      url: `/reApontDesperdicios/aprovacao?idRestaurante=${unit}`,
      tag: `aprovacao-${f.companyA}-${unit}`,
    });
  });

  it('tell what came after the push of a window at the start of the next one, from any instance', async () => {
    const other = await freshUnit(f, ['aprovador'], `Unidade do aviso seguinte ${Date.now()}`);
    await reference(f, other);
    const watch = ps.subscription('aprovador-2');
    await subscribe(f.token.aprovador, { endpoint: watch.endpoint, keys: watch.keys });
    // This instance pushes the first weighing of the window.
    const first = await pending(f, other);
    await sender().settled();
    expect(pushesTo(watch).map((p) => p.url)).toEqual([
      `/reApontDesperdicios/aprovacao/${first.idApontamento}`,
    ]);
    // Another instance gets the second one in the same window: it leaves a follow-up for the next window.
    const waits: { run: () => void; ms: number }[] = [];
    const keys = {
      publicKey: vapid.publicKey,
      privateKey: vapid.privateKey,
      subject: 'mailto:suporte@example.com',
    };
    const second = pushSender(db(), webPushClient(keys), pino({ level: 'silent' }), (run, ms) => {
      waits.push({ run, ms });
      return setTimeout(() => undefined, 0);
    });
    await pending(f, other);
    await sender().settled();
    expect(await second.approvalsPending(f.companyA, [other])).toBe(0);
    expect(waits).toHaveLength(1);
    const untilNextWindow = PUSH_WINDOW_MS - (Date.now() % PUSH_WINDOW_MS);
    expect(waits[0].ms).toBeGreaterThan(0);
    expect(waits[0].ms).toBeLessThanOrEqual(untilNextWindow);
    // The next window comes: both weighings, in one push.
    vi.setSystemTime(Date.now() + untilNextWindow + 1000);
    waits[0].run();
    await second.settled();
    expect(pushesTo(watch).at(-1)).toEqual({
      title: expect.stringMatching(/^2 apontamentos aguardando aprovação em Unidade do aviso seguinte/),
      body: 'Toque para ver a fila da unidade.',
      url: `/reApontDesperdicios/aprovacao?idRestaurante=${other}`,
      tag: `aprovacao-${f.companyA}-${other}`,
    });
    await second.close();
  });

  it('remove a subscription the push service answers 410 for', async () => {
    const before = pushesTo(phone).length;
    ps.status = 410;
    try {
      await sender().approvalsPending(f.companyA, [unit], new Date(Date.now() + 2 * PUSH_WINDOW_MS));
    } finally {
      ps.status = 201;
    }
    expect(ps.received.filter((r) => r.path === new URL(phone.endpoint).pathname)).toHaveLength(before + 1);
    expect(await subsOf(phone.endpoint)).toEqual([]);
    // Nothing goes to it afterwards.
    await sender().approvalsPending(f.companyA, [unit], new Date(Date.now() + 3 * PUSH_WINDOW_MS));
    expect(ps.received.filter((r) => r.path === new URL(phone.endpoint).pathname)).toHaveLength(before + 1);
  });
});

describe('the weekly digest', () => {
  it('goes to the subscribed recipients as a push with its headline that opens the digest', async () => {
    const tablet = ps.subscription('resumo');
    await subscribe(f.token.aprovador, { endpoint: tablet.endpoint, keys: tablet.keys });
    // A Monday far ahead, 10:30 UTC (07:30 in São Paulo): last week's digest is due.
    const weeks = 1000 + Math.floor(Math.random() * 5000);
    const monday = new Date(Date.UTC(2040, 0, 2) + weeks * 7 * 86_400_000);
    const now = new Date(monday.getTime() + 10.5 * 3600_000);
    const mailer = createMailer(
      {
        from: 'Controle <nao-responda@example.com>',
        transport: { sendMail: async () => ({}) } as unknown as Transporter,
      },
      pino({ level: 'silent' }),
    );
    await sendWeeklyDigests(db(), mailer, { now, idEmpresa: f.companyA, push: sender() });
    // The aprovador approves other units of the demo too: each digest is a push of its own.
    const digest = pushesTo(tablet).find((p) => p.tag === `resumo-${f.companyA}-${unit}`);
    if (!digest) throw new Error('sem o push do resumo da unidade');
    const week = new Date(monday.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
    expect(digest.title).toMatch(new RegExp(`^Resumo semanal de ${unitLabel.replace(/[()]/g, '\\$&')}: `));
    expect(digest.body).toMatch(/^Desperdício: .+ kg · Custo: R\$/);
    expect(digest.body).toContain('2 apontamentos aguardando aprovação');
    expect(digest.url).toBe(`/resumoSemanal?idRestaurante=${unit}&semana=${week}`);
  });
});

describe('VAPID keys', () => {
  const log = () => ({ info: vi.fn(), warn: vi.fn() });
  const env = { SMTP_FROM: 'Controle <nao-responda@example.com>' };

  it('are made once and kept in the embedded database when not set', async () => {
    await db().delete(appSettings).where(eq(appSettings.chave, 'vapid_keys'));
    const a = await vapidKeysOf(db(), 'pglite', env, log());
    const b = await vapidKeysOf(db(), 'pglite', env, log());
    expect(a?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(b).toEqual(a);
    expect(a?.subject).toBe('mailto:nao-responda@example.com');
    const [kept] = await db().select().from(appSettings).where(eq(appSettings.chave, 'vapid_keys'));
    expect(JSON.parse(kept.valor).publicKey).toBe(a?.publicKey);
  });

  it('turn push off on PostgreSQL without the settings, saying so', async () => {
    const l = log();
    expect(await vapidKeysOf(db(), 'postgres', env, l)).toBeNull();
    expect(l.warn.mock.calls[0][1]).toContain('notificações push desligadas');
    expect(l.warn.mock.calls[0][1]).toContain('VAPID_PUBLIC_KEY');
    const set = await vapidKeysOf(
      db(),
      'postgres',
      { ...env, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
      log(),
    );
    expect(set?.publicKey).toBe(vapid.publicKey);
  });
});
