import type { FastifyInstance } from 'fastify';
import { businessInstant, businessWallClock } from './business-time';
import { claimRoutineRun, finishRoutineRun } from './routine-runs';

/** A catch-up run waits this long after the app is ready, so that it never delays the start. */
export const CATCH_UP_DELAY_MS = 5_000;

/**
 * Milliseconds from `now` to the next `hour`:00 in São Paulo, strictly after `now` (at exactly that time,
 * the next day's). At most a day (plus an hour across a change of offset).
 */
export function msUntilNextRun(now: Date, hour: number): number {
  const t = now.getTime();
  const { year: y, month: m, day: d } = businessWallClock(now);
  let next = businessInstant(y, m, d, hour);
  if (next <= t) {
    const tomorrow = new Date(Date.UTC(y, m - 1, d + 1));
    next = businessInstant(
      tomorrow.getUTCFullYear(),
      tomorrow.getUTCMonth() + 1,
      tomorrow.getUTCDate(),
      hour,
    );
  }
  return next - t;
}

/** Why a daily routine runs: the catch-up shortly after start, or the daily time. */
export type DailyRunReason = 'catch-up' | 'daily';

export interface DailyTimerOptions {
  /** The routine's name in app_routine_runs. */
  routine: string;
  /** The hour (São Paulo) of the daily run. */
  hour: number;
  /** Decided when the app is ready: a catch-up run soon, or the first run at the next `hour`:00. */
  firstRun: (now: Date) => DailyRunReason;
  /** The delay of the catch-up run (tests: another one); CATCH_UP_DELAY_MS by default. */
  catchUpDelayMs?: number;
  /** The day ('YYYY-MM-DD') a run at `now` is for: the routine runs once for it, on one instance. */
  dayOf: (now: Date) => string;
  /** One run for `day`; it logs its own outcome and answers whether it succeeded (a rejection is a failure). */
  run: (why: DailyRunReason, day: string) => Promise<boolean>;
}

/**
 * One run, if this instance claims it (app_routine_runs): of several instances sharing the database, or of
 * a catch-up after a restart the same day, only the first runs the day's routine. A failed run is recorded
 * as such, so a later catch-up may take it again.
 */
async function runOnce(app: FastifyInstance, opts: DailyTimerOptions, why: DailyRunReason): Promise<void> {
  const day = opts.dayOf(new Date());
  const log = { routine: opts.routine, day, why };
  try {
    if (!(await claimRoutineRun(app.db, opts.routine, day))) {
      app.log.info(log, 'rotina diária já executada (ou em execução) para o dia: nada a fazer');
      return;
    }
  } catch (err) {
    app.log.error({ ...log, err }, 'rotina diária: falha ao reservar a execução');
    return;
  }
  const ok = await opts.run(why, day).catch((err) => {
    app.log.error({ ...log, err }, 'rotina diária falhou');
    return false;
  });
  await finishRoutineRun(app.db, opts.routine, day, ok).catch((err) =>
    app.log.error({ ...log, err }, 'rotina diária: falha ao registrar o fim da execução'),
  );
}

/**
 * Runs a routine every day at `hour`:00 São Paulo time, from when the app is ready (after a catch-up run
 * when `firstRun` asks for one), once per day across instances (runOnce). Timers do not keep the process
 * alive; closing the app clears the timer and waits for a run under way. The next run is planned once the
 * previous one ends, whatever its outcome.
 */
export function runDaily(app: FastifyInstance, opts: DailyTimerOptions): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closing = false;

  const schedule = (delay: number, why: DailyRunReason) => {
    if (closing) return;
    timer = setTimeout(() => {
      running = runOnce(app, opts, why).finally(() => {
        running = undefined;
      });
      void running.then(() => {
        // A timer may fire a moment early: plan from a second later so today's run is not taken again.
        schedule(msUntilNextRun(new Date(Date.now() + 1000), opts.hour) + 1000, 'daily');
      });
    }, delay);
    timer.unref();
  };

  app.addHook('onReady', async () => {
    const now = new Date();
    if (opts.firstRun(now) === 'catch-up') schedule(opts.catchUpDelayMs ?? CATCH_UP_DELAY_MS, 'catch-up');
    else schedule(msUntilNextRun(now, opts.hour), 'daily');
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
}

/**
 * A `run` for runDaily that logs its outcome: `work` for the day, then `messages.done` with what it answered
 * (under `resultKey`) or `messages.failed` with the error; it answers whether the work succeeded.
 */
export function loggedRun<T>(
  app: FastifyInstance,
  work: (day: string) => Promise<T>,
  resultKey: string,
  messages: { done: string; failed: string },
): DailyTimerOptions['run'] {
  return (why, day) =>
    work(day).then(
      (result) => {
        app.log.info({ day, [resultKey]: result, why }, messages.done);
        return true;
      },
      (err) => {
        app.log.error({ err, day, why }, messages.failed);
        return false;
      },
    );
}
