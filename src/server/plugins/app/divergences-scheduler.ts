import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { businessInstant, businessWallClock, businessYesterday } from '../../lib/business-time';
import { generateDivergences } from '../../services/divergences-service';

/** The hour (São Paulo) of the daily run: the day before is over and nobody records at that time. */
export const DAILY_RUN_HOUR = 2;
/** The catch-up run waits this long after the app is ready, so that it never delays the start. */
export const CATCH_UP_DELAY_MS = 5_000;

/**
 * Milliseconds from `now` to the next `hour`:00 in São Paulo, strictly after `now` (at exactly that time,
 * the next day's). At most a day (plus an hour across a change of offset).
 */
export function msUntilNextRun(now: Date, hour = DAILY_RUN_HOUR): number {
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

export interface DivergencesSchedulerOptions {
  enabled: boolean;
  /** Tests: another delay before the catch-up run. */
  catchUpDelayMs?: number;
}

/**
 * The daily divergence routine (issue 6): when enabled, it examines yesterday (São Paulo) for every company
 * shortly after the app starts (catching up a night the server was down; the routine is idempotent) and then
 * every day at 02:00 São Paulo time. Timers do not keep the process alive and are cleared when the app
 * closes; a failed run is logged and the next one is still scheduled.
 */
export default fp(
  async (app: FastifyInstance, opts: DivergencesSchedulerOptions) => {
    if (!opts.enabled) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let closing = false;

    const run = (why: 'catch-up' | 'daily') => {
      const day = businessYesterday();
      running = generateDivergences(app.db, { dtaInicial: day, dtaFinal: day })
        .then((criadas) => app.log.info({ day, criadas, why }, 'rotina de divergências executada'))
        .catch((err) => app.log.error({ err, day, why }, 'rotina de divergências falhou'))
        .finally(() => {
          running = undefined;
        });
      return running;
    };

    const schedule = (delay: number, why: 'catch-up' | 'daily') => {
      if (closing) return;
      timer = setTimeout(() => {
        void run(why).then(() => {
          // A timer may fire a moment early: plan from a second later so today's 02:00 is not taken again.
          schedule(msUntilNextRun(new Date(Date.now() + 1000)) + 1000, 'daily');
        });
      }, delay);
      timer.unref();
    };

    app.addHook('onReady', async () => {
      schedule(opts.catchUpDelayMs ?? CATCH_UP_DELAY_MS, 'catch-up');
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'divergences-scheduler', dependencies: ['db'] },
);
