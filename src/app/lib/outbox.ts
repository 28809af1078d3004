/**
 * The outbox of waste saves and its replayer. Every save, online or not, is queued here first (IndexedDB via
 * local-db.ts) and sent by the replayer:
 *
 * - Each weighing gets a device-made uuidApontamento; the server keeps it unique per company, so sending a
 *   weighing again (a lost answer, two tabs) returns the stored record instead of a second row.
 * - One replayer at a time across tabs (Web Locks, an in-memory mutex in the tab).
 * - A round: the due items of the session's company, oldest first, up to ~500 weighings → validarApontamento
 *   once for all → the refused items wait for the user ('attention') → ONE saveAll for the rest (again without
 *   the owners of weighings saveAll refuses). Rounds repeat while due items remain.
 * - 401: the items go back untouched and the queue pauses until the next login. Network error / 5xx: back to
 *   pending with an exponential backoff. Any other 4xx: 'attention' with the server's message.
 * - The photos of the weighings (photo-outbox.ts) go after them, in the same exclusive run, once the server
 *   has stored their weighing.
 */

import { ApiError, apiRequest, extractErrorMessage } from '@app/lib/api-client';
import { getToken } from '@app/lib/auth-token';
import { localDb, type OutboxItem, type OutboxStatus } from '@app/lib/local-db';
import { pageVisible, subscribeReachable, timeoutSignal } from '@app/lib/online';
import {
  discardPhotosOf,
  earliestPhotoAttempt,
  FOTO_URL,
  makePhotosDue,
  type PhotoSend,
  photoItemsOf,
  pruneSentPhotos,
  uploadPhotos,
} from '@app/lib/photo-outbox';
import { displayNameOf, getSession, subscribeSession } from '@app/lib/session';
import { MSG } from '@domain/messages';
import type { Apontamento, ApontamentoInput, ApontamentoResultado } from '@domain/schemas/appointments';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';

export type { OutboxItem, OutboxStatus } from '@app/lib/local-db';

const VALIDAR_URL = '/api/v1/reTbDesperdiciosDet/validarApontamento';
const SAVE_ALL_URL = '/api/v1/reTbDesperdiciosDet/saveAll';
/** The 4xx answers whose body the replayer reads (an array of per-item results, or an error object). */
const ANSWERED_STATUSES: readonly number[] = [400, 409, 422];
/** 4xx answers that mean "try again later", not "this data is wrong". */
const TRANSIENT_4XX: readonly number[] = [408, 425, 429];

const LOCK_NAME = 'cd-outbox-replay';
const MAX_WEIGHINGS_PER_ROUND = 1000;
const BACKOFF_BASE_MS = 2_000;
/** While the app is visible a retry never waits longer than this; a hidden tab backs off further. */
const BACKOFF_MAX_VISIBLE_MS = 15_000;
const BACKOFF_MAX_MS = 5 * 60_000;
/** A photo upload that gets no answer in this time is a network failure. */
const PHOTO_TIMEOUT_MS = 30_000;
/** A send that gets no answer in this time (plus a little per weighing) is a network failure: dead Wi-Fi hangs. */
const CALL_TIMEOUT_MS = 20_000;
const CALL_TIMEOUT_PER_WEIGHING_MS = 20;
/** The timer never fires sooner than this (another tab may hold the replay lock for a while). */
const MIN_TIMER_MS = 2_000;
const DAY_MS = 24 * 60 * 60_000;

const ACTIVE_STATUSES: readonly OutboxStatus[] = ['pending', 'sending', 'attention'];

const TEXT = {
  offline: 'Sem conexão com o servidor. O envio será repetido automaticamente.',
  serverError: 'O servidor não respondeu. O envio será repetido automaticamente.',
  unexpected: 'Resposta inesperada do servidor. O envio será repetido automaticamente.',
  refused: 'Apontamento recusado pelo servidor.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Transport

/** An answer of the server: 2xx, or a 4xx whose body is read (refusals). */
export interface OutboxAnswer {
  status: number;
  body: unknown;
}

/**
 * How the replayer talks to the server. A call resolves with the answer, or throws (ApiError: status 0 =
 * network error, 401, 5xx, other 4xx). Tests put a fake server here.
 */
export interface OutboxTransport {
  validar(itens: ApontamentoInput[]): Promise<OutboxAnswer>;
  saveAll(itens: ApontamentoInput[]): Promise<OutboxAnswer>;
  /** Uploads a weighing's photo (without it, photos stay queued). */
  foto?: PhotoSend;
}

async function httpCall(method: string, url: string, itens: ApontamentoInput[]): Promise<OutboxAnswer> {
  try {
    // acceptStatus would resolve a 400 like a 200; the status matters here (a 400 array = refusals), so the
    // 4xx answers are read from the ApiError, which carries both status and body.
    const signal = timeoutSignal(CALL_TIMEOUT_MS + itens.length * CALL_TIMEOUT_PER_WEIGHING_MS);
    const body = await apiRequest<unknown>(method, url, { body: itens, signal });
    return { status: 200, body };
  } catch (error) {
    if (error instanceof ApiError && ANSWERED_STATUSES.includes(error.status))
      return { status: error.status, body: error.body };
    throw error;
  }
}

const httpTransport: OutboxTransport = {
  validar: (itens) => httpCall('PUT', VALIDAR_URL, itens),
  saveAll: (itens) => httpCall('POST', SAVE_ALL_URL, itens),
  foto: async (uuid, blob, type) => ({
    status: 200,
    body: await apiRequest<unknown>('PUT', FOTO_URL(uuid), {
      body: blob,
      headers: { 'Content-Type': type },
      signal: timeoutSignal(PHOTO_TIMEOUT_MS),
    }),
  }),
};

let transport: OutboxTransport = httpTransport;

/** Replaces the transport (tests); null restores the HTTP one. */
export function setOutboxTransport(t: OutboxTransport | null): void {
  transport = t ?? httpTransport;
}

type Outcome =
  | { kind: 'ok'; body: unknown }
  | { kind: 'refused'; status: number; body: unknown[] }
  | { kind: 'rejected'; status: number; message: string }
  | { kind: 'unauthorized' }
  | { kind: 'transient'; message: string }
  /** The session changed company (or the queue paused) meanwhile: not sent. */
  | { kind: 'stale' };

function outcomeOf(status: number, body: unknown, message?: string): Outcome {
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 0) return { kind: 'transient', message: TEXT.offline };
  if (status >= 500 || TRANSIENT_4XX.includes(status))
    return { kind: 'transient', message: TEXT.serverError };
  if (status >= 200 && status < 300) return { kind: 'ok', body };
  if (status >= 400 && status < 500) {
    if (Array.isArray(body)) return { kind: 'refused', status, body };
    return { kind: 'rejected', status, message: extractErrorMessage(body, message || MSG.genericError) };
  }
  return { kind: 'transient', message: TEXT.unexpected };
}

async function call(method: 'validar' | 'saveAll', itens: ApontamentoInput[]): Promise<Outcome> {
  try {
    const answer = await transport[method](itens);
    return outcomeOf(answer.status, answer.body);
  } catch (error) {
    if (error instanceof ApiError) return outcomeOf(error.status, error.body, error.message);
    // Anything else (fetch aborted, a bug in a fake): keep the data and try later.
    return { kind: 'transient', message: TEXT.offline };
  }
}

// ---------------------------------------------------------------------------------------------------------
// Session

/** The company the queue sends for: authenticated, with a token and a company; otherwise nothing is sent. */
function sendingCompany(): number | null {
  const s = getSession();
  if (s.status !== 'authenticated' || !s.empresa || !getToken()) return null;
  return s.empresa.idEmpresa;
}

// ---------------------------------------------------------------------------------------------------------
// Paused (401) store

let paused = false;
let pausedToken: string | null = null;
let sawLogoutSincePause = false;
let stopWatchingLogin: (() => void) | null = null;
const pausedListeners = new Set<() => void>();

function setPaused(value: boolean): void {
  if (paused === value) return;
  paused = value;
  for (const l of pausedListeners) l();
}

function subscribePaused(listener: () => void): () => void {
  pausedListeners.add(listener);
  return () => pausedListeners.delete(listener);
}

/** A 401: stop sending until the next login (a new session with a company). */
function pauseQueue(): void {
  if (paused) return;
  pausedToken = getToken();
  sawLogoutSincePause = sendingCompany() === null;
  setPaused(true);
  stopWatchingLogin?.();
  stopWatchingLogin = subscribeSession(() => {
    if (sendingCompany() === null) {
      sawLogoutSincePause = true;
      return;
    }
    if (sawLogoutSincePause || getToken() !== pausedToken) resumeQueue();
  });
}

function resumeQueue(): void {
  stopWatchingLogin?.();
  stopWatchingLogin = null;
  setPaused(false);
  kick();
}

// ---------------------------------------------------------------------------------------------------------
// Enqueue

let lastCreatedMs = 0;

/** A v4 uuid; crypto.randomUUID only exists in secure contexts (a LAN address over http has none). */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Queues a save: each weighing gets its uuidApontamento and dtaDispositivo; the user and company come from the
 * session. Written in one transaction, then a replay is started (not awaited).
 */
export async function enqueue(
  itens: Omit<ApontamentoInput, 'uuidApontamento' | 'dtaDispositivo'>[],
  meta: {
    tipDesperdicio: number;
    resumo: string;
    /** What each weighing is (the input or dish), in the same order: refusals then read '(Insumo ou prato: X) …'. */
    rotulos?: string[];
    /** The photo of each weighing (or null), in the same order: kept with it and uploaded after it. */
    fotos?: (Blob | null)[];
  },
): Promise<OutboxItem> {
  if (itens.length === 0) throw new Error(MSG.noWeighing);
  const session = getSession();
  if (!session.empresa) throw new Error(MSG.noCompanySelected);
  // Strictly increasing within the tab, so the queue keeps the order of the saves.
  lastCreatedMs = Math.max(Date.now(), lastCreatedMs + 1);
  const createdAt = new Date(lastCreatedMs).toISOString();
  const weighings = itens.map((w) => ({ ...w, uuidApontamento: newUuid(), dtaDispositivo: createdAt }));
  const rotulos: Record<string, string> = {};
  meta.rotulos?.forEach((r, i) => {
    if (r && weighings[i]) rotulos[weighings[i].uuidApontamento] = r;
  });
  const item: OutboxItem = {
    id: newUuid(),
    tipDesperdicio: meta.tipDesperdicio,
    itens: weighings,
    ...(meta.rotulos ? { rotulos } : {}),
    resumo: meta.resumo,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: Date.now(),
    lastError: null,
    itemErrors: {},
    refusalSeenAt: null,
    idUsuario: session.account?.usuario.idUsuario ?? null,
    usuario: displayNameOf(session),
    idEmpresa: session.empresa.idEmpresa,
    createdAt,
    receivedAt: null,
    sentAt: null,
    saved: null,
  };
  const photos = meta.fotos ? photoItemsOf(item, meta.fotos) : [];
  await localDb.transaction('rw', localDb.outbox, localDb.photos, async () => {
    await localDb.outbox.add(item);
    if (photos.length) await localDb.photos.bulkAdd(photos);
  });
  kick();
  return item;
}

// ---------------------------------------------------------------------------------------------------------
// Replay

export interface ReplayReport {
  /** Outbox items saved. */
  sent: number;
  /** Outbox items the server refused (they wait for the user). */
  attention: number;
  /** Outbox items left for a later attempt (network error / 5xx). */
  retry: number;
  /** The queue is paused by a 401 until the next login. */
  paused: boolean;
  /** Another tab holds the replay. */
  skipped?: boolean;
  /** Photos uploaded. */
  photos?: number;
}

const emptyReport = (): ReplayReport => ({ sent: 0, attention: 0, retry: 0, paused });

function byCreatedAt(a: OutboxItem, b: OutboxItem): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1;
}

/**
 * Takes the due items of the company ('sending' is left over from a killed tab of an older version). The claim
 * is in memory only: Web Locks (or the in-tab mutex) already make this the only replayer, and not rewriting
 * hundreds of rows before a send keeps a long queue's replay close to a plain saveAll.
 */
async function claimDue(idEmpresa: number): Promise<OutboxItem[]> {
  const now = Date.now();
  const rows = await localDb.outbox
    .where('[idEmpresa+status]')
    .anyOf([
      [idEmpresa, 'pending'],
      [idEmpresa, 'sending'],
    ])
    .toArray();
  const due = rows.filter((r) => r.status === 'sending' || r.nextAttemptAt <= now).sort(byCreatedAt);
  const batch: OutboxItem[] = [];
  let weighings = 0;
  for (const row of due) {
    if (batch.length > 0 && weighings + row.itens.length > MAX_WEIGHINGS_PER_ROUND) break;
    batch.push({ ...row, status: 'sending' });
    weighings += row.itens.length;
  }
  return batch;
}

/** The row is still the one that was sent: not discarded, sent or corrected (in this or another tab) meanwhile. */
function unchangedSince(row: OutboxItem | undefined, claimed: OutboxItem): row is OutboxItem {
  return (
    !!row &&
    (row.status === 'pending' || row.status === 'sending') &&
    row.attempts === claimed.attempts &&
    JSON.stringify(row.itens) === JSON.stringify(claimed.itens)
  );
}

/** Applies the result of a send to the items still as they were sent, in one transaction with bulk operations. */
async function settle(changes: [OutboxItem, Partial<OutboxItem>][]): Promise<void> {
  if (changes.length === 0) return;
  await localDb.transaction('rw', localDb.outbox, async () => {
    const rows = await localDb.outbox.bulkGet(changes.map(([item]) => item.id));
    const updated = rows.flatMap((row, i) =>
      unchangedSince(row, changes[i][0]) ? [{ ...row, ...changes[i][1] } as OutboxItem] : [],
    );
    if (updated.length > 0) await localDb.outbox.bulkPut(updated);
  });
}

/** The longest wait before a retry: short while the worker looks at the screen, longer in a hidden tab. */
const maxWaitMs = () => (pageVisible() ? BACKOFF_MAX_VISIBLE_MS : BACKOFF_MAX_MS);

function backoffMs(attempts: number): number {
  const max = maxWaitMs();
  const exp = Math.min(max, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = exp * (0.8 + Math.random() * 0.4);
  return Math.round(Math.min(max, jittered));
}

const uuidOf = (w: ApontamentoInput): string => w.uuidApontamento ?? '';

/** uuidApontamento → exception of the refused weighings in a per-item answer (stored ones are not refused). */
/**
 * The message of a refusal that came without a text: an item list says that some weighing diverged
 * (spec §8), a single weighing that the server refused it.
 */
function refusedWithoutText(item: OutboxItem): string {
  return item.rotulos ? MSG.divergenceGeneric : TEXT.refused;
}

function refusalsOf(results: unknown[], sent: ApontamentoInput[]): Map<string, string> {
  const refused = new Map<string, string>();
  results.forEach((value, index) => {
    if (!value || typeof value !== 'object') return;
    const r = value as Partial<ApontamentoResultado>;
    if (typeof r.exception !== 'string' || !r.exception.trim() || r.idApontamentoSalvo != null) return;
    const uuid = r.uuidApontamento ?? sent[index]?.uuidApontamento;
    if (uuid) refused.set(uuid, r.exception);
  });
  return refused;
}

interface RoundResult {
  sent: number;
  attention: number;
  retry: number;
  paused: boolean;
  /** Nothing more to do in this replay (server unreachable, 401, session changed). */
  stop: boolean;
}

/** One send of a batch of the company's items (claimed: 'sending'); every item ends settled or released. */
class Round {
  readonly result: RoundResult = { sent: 0, attention: 0, retry: 0, paused: false, stop: false };

  constructor(private readonly idEmpresa: number) {}

  /** Items are only ever sent with a session of their own company. */
  private call(method: 'validar' | 'saveAll', itens: ApontamentoInput[]): Promise<Outcome> {
    if (paused || sendingCompany() !== this.idEmpresa) return Promise.resolve({ kind: 'stale' });
    return call(method, itens);
  }

  async attention(
    items: OutboxItem[],
    message: (item: OutboxItem) => string,
    errors = new Map<string, string>(),
  ) {
    await settle(
      items.map((item) => {
        const itemErrors: Record<string, string> = {};
        for (const w of item.itens) {
          const e = errors.get(uuidOf(w));
          if (e) itemErrors[uuidOf(w)] = e;
        }
        return [
          item,
          {
            status: 'attention',
            lastError: message(item),
            itemErrors,
            nextAttemptAt: Date.now(),
            refusalSeenAt: null,
          },
        ];
      }),
    );
    this.result.attention += items.length;
  }

  async refused(items: OutboxItem[], refusals: Map<string, string>) {
    await this.attention(
      items,
      (item) => {
        // An item list names the weighing refused (spec §8): '(Insumo ou prato: X) exception'.
        const messages = item.itens
          .map((w) => {
            const refusal = refusals.get(uuidOf(w));
            const rotulo = item.rotulos?.[uuidOf(w)];
            return refusal && rotulo ? MSG.divergenceItem(rotulo, refusal) : refusal;
          })
          .filter((m): m is string => !!m);
        return [...new Set(messages)].join('\n') || refusedWithoutText(item);
      },
      refusals,
    );
  }

  async retry(items: OutboxItem[], message: string) {
    const now = Date.now();
    await settle(
      items.map((item) => {
        const attempts = item.attempts + 1;
        return [
          item,
          { status: 'pending', attempts, nextAttemptAt: now + backoffMs(attempts), lastError: message },
        ];
      }),
    );
    this.result.retry += items.length;
    this.result.stop = true;
  }

  /** Back to pending exactly as they were (a 401, or not reached). */
  async release(items: OutboxItem[]) {
    await settle(items.map((item) => [item, { status: 'pending' }]));
  }

  async unauthorized(items: OutboxItem[]) {
    await this.release(items);
    pauseQueue();
    this.result.paused = true;
    this.result.stop = true;
  }

  async stale(items: OutboxItem[]) {
    await this.release(items);
    this.result.stop = true;
  }

  async saved(items: OutboxItem[], rows: unknown[], sent: ApontamentoInput[]) {
    const byUuid = new Map<string, Apontamento>();
    const sameOrder = rows.length === sent.length;
    rows.forEach((value, index) => {
      if (!value || typeof value !== 'object') return;
      const row = value as Apontamento;
      const uuid = row.uuidApontamento ?? (sameOrder ? sent[index]?.uuidApontamento : null);
      if (uuid) byUuid.set(uuid, row);
    });
    const done: OutboxItem[] = [];
    const missing: OutboxItem[] = [];
    const sentAt = new Date().toISOString();
    const changes: [OutboxItem, Partial<OutboxItem>][] = [];
    for (const item of items) {
      const saved = item.itens.map((w) => byUuid.get(uuidOf(w)));
      if (saved.some((r) => !r)) {
        missing.push(item);
        continue;
      }
      const stored = saved as Apontamento[];
      const receivedAt = stored
        .map((r) => r.dtaRegistro)
        .reduce((a, b) => (b > a ? b : a), stored[0].dtaRegistro);
      changes.push([
        item,
        {
          status: 'sent',
          saved: stored.map(
            ({ idApontamento, uuidApontamento, dtaRegistro, precisaAprovacao, motivoAprovacao }) => ({
              idApontamento,
              uuidApontamento,
              dtaRegistro,
              precisaAprovacao,
              motivoAprovacao: motivoAprovacao ?? null,
            }),
          ),
          receivedAt,
          sentAt,
          lastError: null,
          itemErrors: {},
          nextAttemptAt: 0,
        },
      ]);
      done.push(item);
    }
    await settle(changes);
    this.result.sent += done.length;
    // Not confirmed by the answer: sent again later (the server returns the stored record).
    if (missing.length > 0) await this.retry(missing, TEXT.unexpected);
  }

  /** A non-array 4xx: with several items, each is sent alone to find the one the server rejects. */
  async rejected(items: OutboxItem[], outcome: Extract<Outcome, { kind: 'rejected' }>) {
    if (items.length === 1 || !ANSWERED_STATUSES.includes(outcome.status)) {
      await this.attention(items, () => outcome.message);
      return;
    }
    for (let i = 0; i < items.length; i++) {
      await this.send([items[i]]);
      if (this.result.stop) {
        await this.release(items.slice(i + 1));
        return;
      }
    }
  }

  async send(items: OutboxItem[]): Promise<void> {
    const all = items.flatMap((i) => i.itens);
    const validation = await this.call('validar', all);
    let toSave = items;
    switch (validation.kind) {
      case 'stale':
        return this.stale(items);
      case 'unauthorized':
        return this.unauthorized(items);
      case 'transient':
        return this.retry(items, validation.message);
      case 'rejected':
        return this.rejected(items, validation);
      case 'ok':
      case 'refused': {
        if (Array.isArray(validation.body)) {
          const refusals = refusalsOf(validation.body, all);
          const bad = items.filter((i) => i.itens.some((w) => refusals.has(uuidOf(w))));
          if (bad.length > 0) {
            await this.refused(bad, refusals);
            toSave = items.filter((i) => !bad.includes(i));
          }
        }
        // A 200 that is not an array: saveAll validates again and decides.
      }
    }

    while (toSave.length > 0) {
      const itens = toSave.flatMap((i) => i.itens);
      const answer = await this.call('saveAll', itens);
      switch (answer.kind) {
        case 'stale':
          return this.stale(toSave);
        case 'unauthorized':
          return this.unauthorized(toSave);
        case 'transient':
          return this.retry(toSave, answer.message);
        case 'rejected':
          return this.rejected(toSave, answer);
        case 'ok':
          if (!Array.isArray(answer.body)) return this.retry(toSave, TEXT.unexpected);
          return this.saved(toSave, answer.body, itens);
        case 'refused': {
          // Nothing was saved: flag the owners of the refused weighings and send the others again.
          const refusals = refusalsOf(answer.body, itens);
          const bad = toSave.filter((i) => i.itens.some((w) => refusals.has(uuidOf(w))));
          if (bad.length === 0) {
            return this.attention(toSave, refusedWithoutText);
          }
          await this.refused(bad, refusals);
          toSave = toSave.filter((i) => !bad.includes(i));
        }
      }
    }
  }
}

/** The performance measure of each replay that sent something (`npm run bench` reads it). */
export const REPLAY_MEASURE = 'cd-outbox-replay';

async function runRounds(): Promise<ReplayReport> {
  const report = emptyReport();
  const started = performance.now();
  let unreachable = false;
  for (;;) {
    if (paused) break;
    const idEmpresa = sendingCompany();
    if (idEmpresa === null) break;
    const batch = await claimDue(idEmpresa);
    if (batch.length === 0) break;
    const round = new Round(idEmpresa);
    await round.send(batch);
    report.sent += round.result.sent;
    report.attention += round.result.attention;
    report.retry += round.result.retry;
    // The server is unreachable, or the session ended: the rest waits for the next trigger.
    if (round.result.stop) {
      unreachable = round.result.retry > 0;
      break;
    }
    // The server takes saves again: whatever waits on its own backoff goes now, not on its timer.
    if (round.result.sent > 0) await makeAllDue(idEmpresa);
  }
  if (report.sent > 0) performance.measure(REPLAY_MEASURE, { start: started, detail: { sent: report.sent } });
  const idEmpresa = sendingCompany();
  const send = transport.foto;
  if (!paused && !unreachable && idEmpresa !== null && send) {
    const photos = await uploadPhotos(idEmpresa, {
      send,
      current: () => !paused && sendingCompany() === idEmpresa,
      unauthorized: pauseQueue,
      backoffMs,
    });
    report.photos = photos.sent;
  }
  report.paused = paused;
  return report;
}

/** One replayer across tabs (Web Locks); without them, the tab's own mutex (replayOutbox) is the guard. */
async function runExclusive(): Promise<ReplayReport> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return runRounds();
  return locks.request(LOCK_NAME, { ifAvailable: true }, (lock) =>
    lock ? runRounds() : { ...emptyReport(), skipped: true },
  );
}

let running: Promise<ReplayReport> | null = null;
let queued: Promise<ReplayReport> | null = null;

function startRun(): Promise<ReplayReport> {
  const run = runExclusive().finally(() => {
    if (running === run) running = null;
    void armTimer();
  });
  running = run;
  return run;
}

/**
 * Sends what is due. A call while this tab is already sending waits for that run and then one more (so what
 * was due at the call has been tried when it resolves); another tab sending → { skipped: true }.
 * `force` (the user's "Enviar agora") first ends the backoff of every pending item.
 */
export function replayOutbox(options: { force?: boolean } = {}): Promise<ReplayReport> {
  if (paused) return Promise.resolve(emptyReport());
  if (options.force)
    return makeAllDue()
      .catch(() => undefined)
      .then(() => replayOutbox());
  if (!running) return startRun();
  if (!queued) {
    const next = running.then(
      () => {
        queued = null;
        return paused ? emptyReport() : (running ?? startRun());
      },
      () => {
        queued = null;
        return running ?? startRun();
      },
    );
    queued = next;
  }
  return queued;
}

function kick(): void {
  replayOutbox().catch(() => {
    // A database failure: the items stay queued for the next trigger.
  });
}

// ---------------------------------------------------------------------------------------------------------
// Triggers

let started = false;
let stopOutbox: (() => void) | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let timerGeneration = 0;
let persistRequested = false;

function clearTimer(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

/** Re-arms the timer for the earliest backoff of the company's queue. */
async function armTimer(): Promise<void> {
  const generation = ++timerGeneration;
  clearTimer();
  if (!started || paused) return;
  const idEmpresa = sendingCompany();
  if (idEmpresa === null) return;
  let earliest = Number.POSITIVE_INFINITY;
  try {
    await localDb.outbox
      .where('[idEmpresa+status]')
      .anyOf([
        [idEmpresa, 'pending'],
        [idEmpresa, 'sending'],
      ])
      .each((row) => {
        earliest = Math.min(earliest, row.nextAttemptAt);
      });
    earliest = Math.min(earliest, await earliestPhotoAttempt(idEmpresa));
  } catch {
    return;
  }
  if (generation !== timerGeneration || !started || earliest === Number.POSITIVE_INFINITY) return;
  const delay = Math.min(maxWaitMs(), Math.max(MIN_TIMER_MS, earliest - Date.now()));
  timer = setTimeout(() => {
    timer = null;
    kick();
  }, delay);
}

/** The connection is back: the backoff no longer applies (to one company's items, or to all). */
async function makeAllDue(idEmpresa?: number): Promise<void> {
  await makePhotosDue(idEmpresa);
  const now = Date.now();
  const rows =
    idEmpresa === undefined
      ? localDb.outbox.where('status').equals('pending')
      : localDb.outbox.where('[idEmpresa+status]').equals([idEmpresa, 'pending']);
  await rows
    .filter((row) => row.nextAttemptAt > now)
    .modify((row) => {
      row.nextAttemptAt = now;
    });
}

/**
 * Starts the replayer: at start-up, when the browser comes back online, when the tab becomes visible, when the
 * session becomes ready (login, company chosen), and on a timer for the next backoff. Idempotent; returns the
 * stop function.
 */
export function startOutbox(): () => void {
  if (started && stopOutbox) return stopOutbox;
  started = true;

  if (!persistRequested) {
    persistRequested = true;
    try {
      const persist = typeof navigator !== 'undefined' ? navigator.storage?.persist : undefined;
      if (persist) void persist.call(navigator.storage).catch(() => false);
    } catch {
      // persistence is best effort
    }
  }

  const onOnline = () => {
    makeAllDue()
      .catch(() => undefined)
      .then(kick);
  };
  const onVisibility = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'visible') onOnline();
  };
  let readyFor = sendingCompany();
  const onSession = () => {
    const now = sendingCompany();
    if (now !== null && now !== readyFor) kick();
    readyFor = now;
  };

  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  const unsubscribe = subscribeSession(onSession);
  // The server answers again after lie-fi or an outage: the whole queue goes at once — at most once per
  // BACKOFF_MAX_VISIBLE_MS, so a slow server whose sends time out while its probe answers is not flooded.
  let lastWayBack = 0;
  const unsubscribeReachable = subscribeReachable(() => {
    if (Date.now() - lastWayBack < BACKOFF_MAX_VISIBLE_MS) return kick();
    lastWayBack = Date.now();
    onOnline();
  });

  pruneSent().catch(() => undefined);
  pruneSentPhotos().catch(() => undefined);
  kick();

  const stop = () => {
    if (stopOutbox !== stop) return;
    started = false;
    stopOutbox = null;
    timerGeneration++;
    clearTimer();
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
    unsubscribe();
    unsubscribeReachable();
  };
  stopOutbox = stop;
  return stop;
}

// ---------------------------------------------------------------------------------------------------------
// User actions

/** Sends an item again after the user corrected it (the weighings keep their uuids). */
export async function resendItem(id: string, itens?: ApontamentoInput[]): Promise<void> {
  await localDb.transaction('rw', localDb.outbox, async () => {
    const row = await localDb.outbox.get(id);
    if (!row || row.status === 'sent') return;
    const next = (itens ?? row.itens).map((w) => ({
      ...w,
      uuidApontamento: w.uuidApontamento ?? newUuid(),
      dtaDispositivo: w.dtaDispositivo ?? row.createdAt,
    }));
    await localDb.outbox.update(id, {
      itens: next,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: Date.now(),
      lastError: null,
      itemErrors: {},
      refusalSeenAt: null,
    });
  });
  kick();
}

/** The worker saw the refusal alert of these items: the entry screens stop interrupting with them. */
export async function acknowledgeRefusals(ids: readonly string[]): Promise<void> {
  const now = Date.now();
  await localDb.outbox
    .where('id')
    .anyOf([...ids])
    .modify((row) => {
      if (row.status === 'attention') row.refusalSeenAt = now;
    });
}

/** Removes an item from the queue (the UI asks for confirmation first). */
export async function discardItem(id: string): Promise<void> {
  await localDb.transaction('rw', localDb.outbox, localDb.photos, async () => {
    await localDb.outbox.delete(id);
    await discardPhotosOf(id);
  });
}

/** Removes the items sent more than `olderThanMs` ago; returns how many. */
export async function pruneSent(olderThanMs: number = DAY_MS): Promise<number> {
  const limit = Date.now() - olderThanMs;
  return localDb.outbox
    .where('status')
    .equals('sent')
    .filter((row) => Date.parse(row.sentAt ?? row.createdAt) < limit)
    .delete();
}

// ---------------------------------------------------------------------------------------------------------
// Reading

export interface OutboxCounts {
  /** pending + sending. */
  pending: number;
  attention: number;
}

function activeItems(idEmpresa: number | null) {
  return idEmpresa === null
    ? localDb.outbox.where('status').anyOf(ACTIVE_STATUSES as OutboxStatus[])
    : localDb.outbox.where('[idEmpresa+status]').anyOf(ACTIVE_STATUSES.map((s) => [idEmpresa, s]));
}

async function listItems(idEmpresa: number | null): Promise<OutboxItem[]> {
  return (await activeItems(idEmpresa).toArray()).sort(byCreatedAt);
}

/** Counts of the company's queue (every company's when none is given). */
export async function getOutboxCounts(idEmpresa: number | null = null): Promise<OutboxCounts> {
  const counts: OutboxCounts = { pending: 0, attention: 0 };
  await activeItems(idEmpresa).each((row) => {
    if (row.status === 'attention') counts.attention++;
    else counts.pending++;
  });
  return counts;
}

/** Nothing waits to be sent or corrected, in any company (the service-worker update gate). */
export async function isOutboxEmpty(): Promise<boolean> {
  return (await activeItems(null).count()) === 0;
}

const currentCompany = () => getSession().empresa?.idEmpresa ?? null;

function useCurrentCompany(): number | null {
  return useSyncExternalStore(subscribeSession, currentCompany, currentCompany);
}

const NO_COUNTS: OutboxCounts = { pending: 0, attention: 0 };
const NO_ITEMS: OutboxItem[] = [];

/** The items not yet sent of the session's company (all companies without one), oldest first. */
export function useOutboxItems(): OutboxItem[] {
  const idEmpresa = useCurrentCompany();
  return useLiveQuery(() => listItems(idEmpresa), [idEmpresa], NO_ITEMS);
}

/** { pending (pending + sending), attention } of the session's company (all companies without one). */
export function useOutboxCounts(): OutboxCounts {
  const idEmpresa = useCurrentCompany();
  return useLiveQuery(() => getOutboxCounts(idEmpresa), [idEmpresa], NO_COUNTS);
}

const isPaused = () => paused;

/** The queue is paused by a 401 until the next login. */
export function useOutboxPaused(): boolean {
  return useSyncExternalStore(subscribePaused, isPaused, isPaused);
}

/** One queued save as it is now (live): undefined while loading or once discarded/pruned. */
export function useOutboxItem(id: string | null): OutboxItem | undefined {
  return useLiveQuery(() => (id ? localDb.outbox.get(id) : undefined), [id]);
}

/** The company's refused items whose alert the worker has not acknowledged yet, oldest first. */
export function useUnseenRefusals(): OutboxItem[] {
  const idEmpresa = useCurrentCompany();
  return useLiveQuery(
    async () =>
      idEmpresa === null
        ? NO_ITEMS
        : (await localDb.outbox.where('[idEmpresa+status]').equals([idEmpresa, 'attention']).toArray())
            .filter((row) => !row.refusalSeenAt)
            .sort(byCreatedAt),
    [idEmpresa],
    NO_ITEMS,
  );
}
