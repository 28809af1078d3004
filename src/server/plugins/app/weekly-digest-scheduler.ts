import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CATCH_UP_DELAY_MS } from '../../core/daily-timer';
import { createMailer, type MailerOptions } from '../../core/mailer';
import type { PushSender } from '../../modules/push/public';
import { sendWeeklyDigests } from '../../modules/resumo-semanal/public';

/** How often the due digests are looked for: each unit's Monday 07:00 is met within this. */
export const DIGEST_CHECK_MS = 15 * 60_000;

export interface WeeklyDigestSchedulerOptions {
  enabled: boolean;
  mail: MailerOptions;
  /** Web Push (null when off): the digest's headline to the recipients' devices too. */
  push: PushSender | null;
}

/**
 * The weekly digest (with NOTIFICATIONS_SCHEDULE=on): shortly after start and every 15 minutes, the digests
 * due are sent (last week's, from Monday 07:00 in each unit's time zone), by e-mail and Web Push. Each unit's week is claimed in
 * app_routine_runs, so of several instances, and of several checks, exactly one sends it. Timers do not keep
 * the process alive and stop when the app closes; a failed check is logged and the next one still runs.
 */
export default fp(
  async (app: FastifyInstance, opts: WeeklyDigestSchedulerOptions) => {
    if (!opts.enabled) return;
    const mailer = createMailer(opts.mail, app.log);
    let running = false;
    const check = async () => {
      if (running) return;
      running = true;
      try {
        const enviados = await sendWeeklyDigests(app.db, mailer, { log: app.log, push: opts.push });
        if (enviados) app.log.info({ enviados }, 'resumos semanais enviados');
      } catch (err) {
        app.log.error({ err }, 'envio dos resumos semanais falhou');
      } finally {
        running = false;
      }
    };
    let first: ReturnType<typeof setTimeout> | undefined;
    let every: ReturnType<typeof setInterval> | undefined;
    app.addHook('onReady', async () => {
      first = setTimeout(() => void check(), CATCH_UP_DELAY_MS);
      first.unref();
      every = setInterval(() => void check(), DIGEST_CHECK_MS);
      every.unref();
    });
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(every);
    });
  },
  { name: 'weekly-digest-scheduler', dependencies: ['db'] },
);
