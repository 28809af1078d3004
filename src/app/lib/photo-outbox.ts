/**
 * The photos of the weighings in the outbox (local-db.ts 'photos'). A photo is written with its weighing in
 * the same transaction (enqueue), waits until the server has stored the weighing, and is then uploaded once:
 * PUT /api/v1/reTbDesperdiciosDet/foto/{uuidApontamento} with the image as the body. The server keeps one
 * photo per weighing, so a send whose answer was lost is sent again and answered with the stored photo.
 *
 * - 2xx: 'sent'. 401: back untouched and the queue pauses (the outbox's pause). Network error, 5xx, 408/425/429,
 *   and 404/409 (the server does not know the weighing yet): retried with a backoff. Any other 4xx: 'attention'
 *   with the server's message (the worker sees it with the weighing).
 * The outbox's replayer calls uploadPhotos inside its own exclusive run, after the weighings.
 */
import { ApiError, extractErrorMessage } from '@app/lib/api-client';
import { localDb, type OutboxItem, type PhotoItem, type PhotoStatus } from '@app/lib/local-db';
import { makeRowsDue, pruneSentRows } from '@app/lib/outbox/queued-rows';
import { useLiveQuery } from 'dexie-react-hooks';

export const FOTO_URL = (uuid: string) => `/api/v1/reTbDesperdiciosDet/foto/${encodeURIComponent(uuid)}`;

/** The performance measure of each photo upload (`npm run bench` reads it). */
const PHOTO_UPLOAD_MEASURE = 'cd-photo-upload';

const RETRY_STATUSES: readonly number[] = [404, 408, 409, 425, 429];
/**
 * A photo is sent only once the server stored its weighing: a 404 that lasts this many tries means the
 * weighing is gone (deleted in maintenance), and the photo waits for the worker instead of being sent again
 * and again.
 */
export const PHOTO_NOT_FOUND_TRIES = 5;

const TEXT = {
  offline: 'Sem conexão com o servidor. A foto será enviada automaticamente.',
  serverError: 'O servidor não respondeu. A foto será enviada automaticamente.',
  notYet: 'O servidor ainda não tem o apontamento desta foto. Ela será enviada automaticamente.',
  gone: 'O servidor não tem o apontamento desta foto (foi excluído?). Envie de novo ou descarte a foto.',
  refused: 'Foto recusada pelo servidor.',
} as const;

type PhotoOutcome =
  | { kind: 'ok' }
  | { kind: 'unauthorized' }
  | { kind: 'retry'; message: string; stop: boolean; notFound?: boolean }
  | { kind: 'rejected'; message: string };

/** What an upload's answer (or its failure) means for the photo. */
export function photoOutcome(status: number, body: unknown): PhotoOutcome {
  if (status >= 200 && status < 300) return { kind: 'ok' };
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 0) return { kind: 'retry', message: TEXT.offline, stop: true };
  if (status >= 500) return { kind: 'retry', message: TEXT.serverError, stop: true };
  if (status === 404 || status === 409)
    return { kind: 'retry', message: TEXT.notYet, stop: false, notFound: true };
  if (RETRY_STATUSES.includes(status)) return { kind: 'retry', message: TEXT.serverError, stop: true };
  return { kind: 'rejected', message: extractErrorMessage(body, TEXT.refused) };
}

/** Sends one photo; resolves with the answer's status and body, or throws (ApiError status 0: no answer). */
export type PhotoSend = (
  uuidApontamento: string,
  blob: Blob,
  type: string,
) => Promise<{ status: number; body: unknown }>;

interface UploadContext {
  send: PhotoSend;
  /** The session still sends for this company and the queue is not paused. */
  current: () => boolean;
  /** A 401: the queue pauses until the next login. */
  unauthorized: () => void;
  backoffMs: (attempts: number) => number;
}

/** The photos of `item`'s weighings to keep with it (in enqueue's transaction). */
export function photoItemsOf(item: OutboxItem, fotos: readonly (Blob | null | undefined)[]): PhotoItem[] {
  return item.itens.flatMap((w, i) => {
    const blob = fotos[i];
    if (!blob || !w.uuidApontamento) return [];
    return [
      {
        uuidApontamento: w.uuidApontamento,
        outboxId: item.id,
        idEmpresa: item.idEmpresa,
        blob,
        type: blob.type || 'image/jpeg',
        size: blob.size,
        status: 'waiting' as const,
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
        createdAt: item.createdAt,
        sentAt: null,
      },
    ];
  });
}

/**
 * 'waiting' photos whose weighing the server stored become 'pending'. A weighing's row may be gone from the
 * queue only because it was sent (and pruned a day later): discarding an item removes its photos with it
 * (discardItem), so a photo without its row is one whose weighing the server has, and it is sent too.
 */
async function promoteWaiting(idEmpresa: number): Promise<void> {
  await localDb.transaction('rw', localDb.photos, localDb.outbox, async () => {
    const waiting = await localDb.photos.where('[idEmpresa+status]').equals([idEmpresa, 'waiting']).toArray();
    if (waiting.length === 0) return;
    const items = await localDb.outbox.bulkGet([...new Set(waiting.map((p) => p.outboxId))]);
    const byId = new Map(items.flatMap((i) => (i ? [[i.id, i] as const] : [])));
    const now = Date.now();
    const ready: string[] = [];
    for (const p of waiting) {
      const item = byId.get(p.outboxId);
      if (!item || item.status === 'sent') ready.push(p.uuidApontamento);
    }
    if (ready.length)
      await localDb.photos
        .where('uuidApontamento')
        .anyOf(ready)
        .modify((p) => {
          p.status = 'pending';
          p.nextAttemptAt = now;
        });
  });
}

async function settle(uuid: string, attempts: number, patch: Partial<PhotoItem>): Promise<void> {
  await localDb.transaction('rw', localDb.photos, async () => {
    const row = await localDb.photos.get(uuid);
    // Discarded, or settled by another tab meanwhile.
    if (!row || row.status !== 'pending' || row.attempts !== attempts) return;
    await localDb.photos.update(uuid, patch);
  });
}

interface PhotoReport {
  sent: number;
  retry: number;
  attention: number;
  /** Stop the replay (401, server unreachable, session changed). */
  stop: boolean;
}

/** Uploads the company's due photos, oldest first, one at a time. */
export async function uploadPhotos(idEmpresa: number, ctx: UploadContext): Promise<PhotoReport> {
  const report: PhotoReport = { sent: 0, retry: 0, attention: 0, stop: false };
  await promoteWaiting(idEmpresa);
  const now = Date.now();
  const due = (await localDb.photos.where('[idEmpresa+status]').equals([idEmpresa, 'pending']).toArray())
    .filter((p) => p.nextAttemptAt <= now)
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  for (const photo of due) {
    if (!ctx.current()) {
      report.stop = true;
      break;
    }
    const started = performance.now();
    let outcome: PhotoOutcome;
    try {
      const answer = await ctx.send(photo.uuidApontamento, photo.blob, photo.type);
      outcome = photoOutcome(answer.status, answer.body);
    } catch (error) {
      outcome =
        error instanceof ApiError
          ? photoOutcome(error.status, error.body)
          : { kind: 'retry', message: TEXT.offline, stop: true };
    }
    switch (outcome.kind) {
      case 'ok':
        performance.measure(PHOTO_UPLOAD_MEASURE, { start: started, detail: { bytes: photo.size } });
        // The bytes are on the server now: the device keeps only the record (pruned after a day).
        await settle(photo.uuidApontamento, photo.attempts, {
          status: 'sent',
          sentAt: new Date().toISOString(),
          lastError: null,
          blob: new Blob([], { type: photo.type }),
        });
        report.sent++;
        break;
      case 'unauthorized':
        ctx.unauthorized();
        report.stop = true;
        return report;
      case 'retry': {
        const attempts = photo.attempts + 1;
        if (outcome.notFound && attempts >= PHOTO_NOT_FOUND_TRIES) {
          await settle(photo.uuidApontamento, photo.attempts, {
            status: 'attention',
            attempts,
            lastError: TEXT.gone,
          });
          report.attention++;
          break;
        }
        await settle(photo.uuidApontamento, photo.attempts, {
          attempts,
          nextAttemptAt: Date.now() + ctx.backoffMs(attempts),
          lastError: outcome.message,
        });
        report.retry++;
        if (outcome.stop) {
          report.stop = true;
          return report;
        }
        break;
      }
      case 'rejected':
        await settle(photo.uuidApontamento, photo.attempts, {
          status: 'attention',
          attempts: photo.attempts + 1,
          lastError: outcome.message,
        });
        report.attention++;
        break;
    }
  }
  return report;
}

/** The earliest retry of the company's pending photos (epoch ms), for the replayer's timer. */
export async function earliestPhotoAttempt(idEmpresa: number): Promise<number> {
  let earliest = Number.POSITIVE_INFINITY;
  await localDb.photos
    .where('[idEmpresa+status]')
    .anyOf([
      [idEmpresa, 'pending'],
      [idEmpresa, 'waiting'],
    ])
    .each((p) => {
      earliest = Math.min(earliest, p.status === 'waiting' ? Number.POSITIVE_INFINITY : p.nextAttemptAt);
    });
  return earliest;
}

/** The backoff of the pending photos ends (the connection is back, or "Enviar agora"). */
export async function makePhotosDue(idEmpresa?: number): Promise<void> {
  return makeRowsDue(localDb.photos, idEmpresa);
}

/** Removes the photos uploaded more than `olderThanMs` ago (and their bytes); returns how many. */
export async function pruneSentPhotos(olderThanMs?: number): Promise<number> {
  return pruneSentRows(localDb.photos, olderThanMs);
}

/** Sends a refused photo again (the worker's 'Reenviar foto'). */
export async function resendPhoto(uuid: string): Promise<void> {
  await localDb.photos.update(uuid, { status: 'pending', nextAttemptAt: Date.now(), lastError: null });
}

/** Removes a photo from the queue (its weighing stays). */
export async function discardPhoto(uuid: string): Promise<void> {
  await localDb.photos.delete(uuid);
}

/** Removes the photos of an outbox item (the item is being discarded). */
export async function discardPhotosOf(outboxId: string): Promise<void> {
  await localDb.photos.where('outboxId').equals(outboxId).delete();
}

interface PhotoState {
  uuidApontamento: string;
  status: PhotoStatus;
  lastError: string | null;
  size: number;
}

const NO_PHOTOS: PhotoState[] = [];

/** The photos of one outbox item, live (without their bytes); never another item's while the query changes. */
export function useOutboxPhotos(outboxId: string | null): PhotoState[] {
  const result = useLiveQuery(
    async () => ({
      outboxId,
      photos: outboxId
        ? (await localDb.photos.where('outboxId').equals(outboxId).toArray()).map(
            ({ uuidApontamento, status, lastError, size }) => ({ uuidApontamento, status, lastError, size }),
          )
        : NO_PHOTOS,
    }),
    [outboxId],
  );
  return result && result.outboxId === outboxId ? result.photos : NO_PHOTOS;
}

interface QueuedPhoto extends PhotoState {
  createdAt: string;
  attempts: number;
}

const NO_QUEUED: QueuedPhoto[] = [];

/** The company's photos whose weighing is on the server but which are not yet: to send, or refused. */
export function useQueuedPhotos(idEmpresa: number | null): QueuedPhoto[] {
  return useLiveQuery(
    async () =>
      idEmpresa === null
        ? NO_QUEUED
        : (
            await localDb.photos
              .where('[idEmpresa+status]')
              .anyOf([
                [idEmpresa, 'pending'],
                [idEmpresa, 'attention'],
              ])
              .toArray()
          )
            .map(({ uuidApontamento, status, lastError, size, createdAt, attempts }) => ({
              uuidApontamento,
              status,
              lastError,
              size,
              createdAt,
              attempts,
            }))
            .sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1)),
    [idEmpresa],
    NO_QUEUED,
  );
}
