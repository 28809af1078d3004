import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { businessYesterday } from '../../core/business-time';
import { loggedRun, runDaily } from '../../core/daily-timer';
import { generateDivergenciasDesp } from '../../modules/re-tb-divergencias-desp/public';

/** The hour (São Paulo) of the daily run: the day before is over and nobody records at that time. */
export const DAILY_RUN_HOUR = 2;

/** The routine's name in app_routine_runs (keyed by the day examined). */
export const DIVERGENCES_ROUTINE = 'divergencias';

export interface DivergencesSchedulerOptions {
  enabled: boolean;
  /** Tests: another delay before the catch-up run. */
  catchUpDelayMs?: number;
}

/**
 * The daily divergence routine: when enabled, it examines yesterday (São Paulo) for every company
 * shortly after the app starts (catching up a night the server was down; the routine is idempotent) and then
 * every day at 02:00 São Paulo time, on one instance of those sharing the database (runDaily). Timers do not
 * keep the process alive and are cleared when the app closes; a failed run is logged and the next one is still
 * scheduled.
 */
export default fp(
  async (app: FastifyInstance, opts: DivergencesSchedulerOptions) => {
    if (!opts.enabled) return;
    runDaily(app, {
      routine: DIVERGENCES_ROUTINE,
      hour: DAILY_RUN_HOUR,
      firstRun: () => 'catch-up',
      catchUpDelayMs: opts.catchUpDelayMs,
      // The day examined: yesterday, São Paulo.
      dayOf: (now) => businessYesterday(now),
      run: loggedRun(
        app,
        (day) => generateDivergenciasDesp(app.db, { dtaInicial: day, dtaFinal: day }),
        'criadas',
        {
          done: 'rotina de divergências executada',
          failed: 'rotina de divergências falhou',
        },
      ),
    });
  },
  { name: 'divergences-scheduler', dependencies: ['db'] },
);
