import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { businessDayOf } from '../../core/business-time';
import { loggedRun, runDaily } from '../../core/daily-timer';
import type { PhotosService } from '../../modules/re-tb-desperdicios-det/public';

/** The hour (São Paulo) of the daily run. */
export const PHOTO_RETENTION_HOUR = 3;

/** The routine's name in app_routine_runs (keyed by the day it runs). */
export const PHOTO_RETENTION_ROUTINE = 'fotos-retencao';

export interface PhotoRetentionOptions {
  enabled: boolean;
  photos: PhotosService;
  catchUpDelayMs?: number;
}

/**
 * The daily photo retention: deletes the photos older than each company's RE-Fotos seq 1 days, shortly after
 * the app starts (a day the server was down is caught up) and then every day at 03:00 São Paulo time, on one
 * instance of those sharing the database (runDaily).
 */
export default fp(
  async (app: FastifyInstance, opts: PhotoRetentionOptions) => {
    if (!opts.enabled) return;
    runDaily(app, {
      routine: PHOTO_RETENTION_ROUTINE,
      hour: PHOTO_RETENTION_HOUR,
      firstRun: () => 'catch-up',
      catchUpDelayMs: opts.catchUpDelayMs,
      dayOf: (now) => businessDayOf(now),
      run: loggedRun(app, () => opts.photos.deleteExpired(), 'apagadas', {
        done: 'rotina de retenção de fotos executada',
        failed: 'rotina de retenção de fotos falhou',
      }),
    });
  },
  { name: 'photo-retention-scheduler', dependencies: ['db'] },
);
