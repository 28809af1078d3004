import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { businessToday, businessWallClock } from '../../core/business-time';
import { runDaily } from '../../core/daily-timer';
import { createMailer, type MailerOptions } from '../../core/mailer';
import { runNotificationRoutineAll } from '../../modules/re-tb-notificacoes/public';

/** The hour (São Paulo) of the daily notification run: yesterday is over and the divergences (02:00) are in. */
export const NOTIFICATIONS_RUN_HOUR = 7;

/** The routine's name in app_routine_runs (keyed by the day of the run). */
export const NOTIFICATIONS_ROUTINE = 'notificacoes';

export interface NotificationsSchedulerOptions {
  enabled: boolean;
  mail: MailerOptions;
  /** Tests: another delay before the catch-up run. */
  catchUpDelayMs?: number;
}

/**
 * The daily notification routine (env NOTIFICATIONS_SCHEDULE): every company's active alerts at
 * 07:00 São Paulo, saving and e-mailing. A server started after 07:00 catches the day up shortly after it is
 * ready (the routine creates each day's notifications once, so a run already made adds nothing), on one
 * instance of those sharing the database (runDaily). Timers do
 * not keep the process alive and are cleared when the app closes; a failed run is logged and the next one is
 * still scheduled. Same timer as the divergences scheduler (runDaily).
 */
export default fp(
  async (app: FastifyInstance, opts: NotificationsSchedulerOptions) => {
    if (!opts.enabled) return;
    const mailer = createMailer(opts.mail, app.log);
    runDaily(app, {
      routine: NOTIFICATIONS_ROUTINE,
      hour: NOTIFICATIONS_RUN_HOUR,
      firstRun: (now) => (businessWallClock(now).hour >= NOTIFICATIONS_RUN_HOUR ? 'catch-up' : 'daily'),
      catchUpDelayMs: opts.catchUpDelayMs,
      // The day of the run (the notifications' key is that day).
      dayOf: (now) => businessToday(now),
      run: (why) =>
        runNotificationRoutineAll(app.db, mailer, app.log).then(
          (criadas) => {
            app.log.info({ criadas, why }, 'rotina diária de notificações executada');
            return true;
          },
          (err) => {
            app.log.error({ err, why }, 'rotina diária de notificações falhou');
            return false;
          },
        ),
    });
  },
  { name: 'notifications-scheduler', dependencies: ['db'] },
);
