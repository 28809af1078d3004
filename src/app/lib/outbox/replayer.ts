/**
 * The outbox of waste saves and its replayer. Every save, online or not, is queued first (IndexedDB via
 * local-db.ts, actions.ts) and sent by the replayer:
 *
 * - Each weighing gets a device-made uuidApontamento; the server keeps it unique per company, so sending a
 *   weighing again (a lost answer, two tabs) returns the stored record instead of a second row.
 * - One replayer at a time across tabs (Web Locks, an in-memory mutex in the tab).
 * - A round (round.ts): the due items of the session's company, oldest first, up to ~500 weighings →
 *   validarApontamento once for all → the refused items wait for the user ('attention') → ONE saveAll for the
 *   rest (again without the owners of weighings saveAll refuses). Rounds repeat while due items remain.
 * - 401: the items go back untouched and the queue pauses until the next login (pause.ts). Network error /
 *   5xx: back to pending with an exponential backoff, retried on a timer. Any other 4xx: 'attention' with the
 *   server's message.
 * - The kitchen's closings of kanban lines and the meals typed per day (records-round.ts) travel in the same
 *   queue, after the weighings, with the same states, retries and pause.
 * - The photos of the weighings (photo-outbox.ts) go after them, in the same exclusive run, once the server
 *   has stored their weighing; then the saves still not stored after 24 hours are told once (late-saves.ts).
 */

import type { OutboxKind } from '@app/lib/local-db';
import { connection } from '@app/lib/online';
import { backoffMs, maxWaitMs } from '@app/lib/outbox/backoff';
import { reportLateSaves } from '@app/lib/outbox/late-saves';
import { isPaused, pauseQueue, sendingCompany } from '@app/lib/outbox/pause';
import { CLOSINGS, MEALS, RecordsRound } from '@app/lib/outbox/records-round';
import { Round } from '@app/lib/outbox/round';
import { claimDue, earliestAttemptAt, makeAllDue } from '@app/lib/outbox/store';
import { lateSaveSender, photoSender } from '@app/lib/outbox/transport';
import { uploadPhotos } from '@app/lib/photo-outbox';

const LOCK_NAME = 'cd-outbox-replay';
const OUTBOX_KINDS: readonly OutboxKind[] = ['pesagens', 'fechamentos', 'refeicoes'];
/** The timer never fires sooner than this (another tab may hold the replay lock for a while). */
const MIN_TIMER_MS = 2_000;

interface ReplayReport {
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
  /** Late saves told to the server. */
  lateTold?: number;
}

const emptyReport = (): ReplayReport => ({ sent: 0, attention: 0, retry: 0, paused: isPaused() });

/** A 401: the queue pauses until the next login, then sends again. */
const pause = () => pauseQueue(kick);

/** The performance measure of each replay that sent something (`npm run bench` reads it). */
const REPLAY_MEASURE = 'cd-outbox-replay';

async function runRounds(): Promise<ReplayReport> {
  const report = emptyReport();
  const started = performance.now();
  let unreachable = false;
  // The weighings first, then the kitchen's closings of kanban lines, then the meals: each kind has its own send.
  kinds: for (const kind of OUTBOX_KINDS) {
    for (;;) {
      if (isPaused()) break kinds;
      const idEmpresa = sendingCompany();
      if (idEmpresa === null) break kinds;
      const batch = await claimDue(idEmpresa, kind);
      if (batch.length === 0) break;
      const round =
        kind === 'fechamentos'
          ? new RecordsRound(idEmpresa, pause, CLOSINGS)
          : kind === 'refeicoes'
            ? new RecordsRound(idEmpresa, pause, MEALS)
            : new Round(idEmpresa, pause);
      await round.send(batch);
      report.sent += round.result.sent;
      report.attention += round.result.attention;
      report.retry += round.result.retry;
      // The server is unreachable, or the session ended: the rest waits for the next trigger.
      if (round.result.stop) {
        unreachable = round.result.retry > 0;
        break kinds;
      }
      // The server takes saves again: whatever waits on its own backoff goes now, not on its timer.
      if (round.result.sent > 0) await makeAllDue(idEmpresa);
    }
  }
  if (report.sent > 0) performance.measure(REPLAY_MEASURE, { start: started, detail: { sent: report.sent } });
  const idEmpresa = sendingCompany();
  const send = photoSender();
  if (!isPaused() && !unreachable && idEmpresa !== null && send) {
    const photos = await uploadPhotos(idEmpresa, {
      send,
      current: () => !isPaused() && sendingCompany() === idEmpresa,
      unauthorized: pause,
      backoffMs,
    });
    report.photos = photos.sent;
  }
  // With the server reached: the saves still not stored after 24 hours are told to the unit's approvers.
  const tell = lateSaveSender();
  if (!isPaused() && !unreachable && idEmpresa !== null && tell && connection() !== 'offline') {
    report.lateTold = await reportLateSaves(idEmpresa, tell, {
      current: () => !isPaused() && sendingCompany() === idEmpresa,
      unauthorized: pause,
    }).catch(() => 0);
  }
  report.paused = isPaused();
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
  if (isPaused()) return Promise.resolve(emptyReport());
  if (options.force)
    return makeAllDue()
      .catch(() => undefined)
      .then(() => replayOutbox());
  if (!running) return startRun();
  if (!queued) {
    const next = running.then(
      () => {
        queued = null;
        return isPaused() ? emptyReport() : (running ?? startRun());
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

export function kick(): void {
  replayOutbox().catch(() => {
    // A database failure: the items stay queued for the next trigger.
  });
}

// ---------------------------------------------------------------------------------------------------------
// The retry timer

let timerOn = false;
let timer: ReturnType<typeof setTimeout> | null = null;
let timerGeneration = 0;

function clearTimer(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

/** Turns the retry timer on (the outbox started) or off (stopped: a pending timer is dropped). */
export function setRetryTimer(on: boolean): void {
  timerOn = on;
  if (on) return;
  timerGeneration++;
  clearTimer();
}

/** Re-arms the timer for the earliest backoff of the company's queue. */
async function armTimer(): Promise<void> {
  const generation = ++timerGeneration;
  clearTimer();
  if (!timerOn || isPaused()) return;
  const idEmpresa = sendingCompany();
  if (idEmpresa === null) return;
  let earliest: number;
  try {
    earliest = await earliestAttemptAt(idEmpresa);
  } catch {
    return;
  }
  if (generation !== timerGeneration || !timerOn || earliest === Number.POSITIVE_INFINITY) return;
  const delay = Math.min(maxWaitMs(), Math.max(MIN_TIMER_MS, earliest - Date.now()));
  timer = setTimeout(() => {
    timer = null;
    kick();
  }, delay);
}
