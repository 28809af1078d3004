import 'fake-indexeddb/auto';
import type { OutboxAnswer, OutboxTransport } from '@app/lib/outbox/transport';
import { MSG } from '@domain/messages';
import type { ApontamentoInput } from '@domain/schemas/appointments';
import { describe, expect, it, vi } from 'vitest';
import { freshTabletEachTest, loadOutboxModules } from '../../helpers/outbox-modules';

/**
 * The photos in the outbox: kept with their weighing in one transaction, uploaded only once the server has
 * the weighing, exactly once even when an answer is lost, paused by a 401, retried on network errors, 5xx
 * and 404, and held for the user on any other 4xx.
 */

vi.mock('@app/lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));

async function load() {
  return { ...(await loadOutboxModules()), ...(await import('@app/lib/photo-outbox')) };
}
type Mods = Awaited<ReturnType<typeof load>>;

const weighing = (qtdDesperdicio: number): Omit<ApontamentoInput, 'uuidApontamento' | 'dtaDispositivo'> => ({
  idRestaurante: 10,
  tipDesperdicio: 1,
  dtaApontamento: '2025-03-10',
  qtdDesperdicio,
});
const meta = (fotos: (Blob | null)[]) => ({ tipDesperdicio: 1, resumo: 'Bandeja · 10', fotos });
const jpeg = (n = 100) =>
  new Blob([new Uint8Array([0xff, 0xd8, 0xff, ...new Array(n).fill(1)])], { type: 'image/jpeg' });

type FotoMode = 'ok' | 'offline' | 'error500' | 'unauthorized' | 'forbidden' | 'lose-answer';

/** A server keeping weighings and photos by uuid (one photo per weighing, like the real one). */
class FakeServer {
  readonly weighings = new Set<string>();
  readonly photos = new Map<string, number>();
  readonly photoPuts: string[] = [];
  weighingsDown = false;
  fotoMode: FotoMode = 'ok';

  transportFor(m: Mods): OutboxTransport {
    const ok = (body: unknown): OutboxAnswer => ({ status: 200, body });
    return {
      validar: async (itens) => {
        if (this.weighingsDown) throw new m.ApiError(0, MSG.genericError, null, 'validar');
        return ok(itens.map((w) => ({ ...w, exception: null, idApontamentoSalvo: null })));
      },
      saveAll: async (itens) => {
        if (this.weighingsDown) throw new m.ApiError(0, MSG.genericError, null, 'saveAll');
        for (const w of itens) this.weighings.add(w.uuidApontamento ?? '');
        return ok(
          itens.map((w, i) => ({
            idApontamento: i + 1,
            uuidApontamento: w.uuidApontamento,
            dtaRegistro: new Date().toISOString(),
            precisaAprovacao: false,
          })),
        );
      },
      foto: async (uuid, blob) => {
        this.photoPuts.push(uuid);
        const fail = (status: number, message: string) => new m.ApiError(status, message, { message }, uuid);
        if (this.fotoMode === 'offline') throw fail(0, MSG.genericError);
        if (this.fotoMode === 'error500') throw fail(500, 'Internal Server Error');
        if (this.fotoMode === 'unauthorized') throw fail(401, MSG.invalidToken);
        if (this.fotoMode === 'forbidden') throw fail(403, 'Sem permissão para esta operação.');
        if (!this.weighings.has(uuid)) throw fail(404, 'Apontamento não encontrado');
        const created = !this.photos.has(uuid);
        if (created) this.photos.set(uuid, blob.size);
        if (this.fotoMode === 'lose-answer') {
          this.fotoMode = 'ok';
          throw fail(0, MSG.genericError);
        }
        return { status: created ? 201 : 200, body: { uuidApontamento: uuid } };
      },
    };
  }
}

let m: Mods;
let server: FakeServer;

const photoOf = (uuid: string | null | undefined) => m.localDb.photos.get(uuid ?? '');
/** Ends every backoff (as when the connection comes back) and replays. */
async function retryNow() {
  await m.localDb.photos.toCollection().modify((p) => {
    p.nextAttemptAt = 0;
  });
  await m.localDb.outbox.toCollection().modify((o) => {
    o.nextAttemptAt = 0;
  });
  return m.replayOutbox();
}

/** The server answers the save, then no longer knows the weighings; returns the usual transport. */
function forgetWeighingsOnSave(): OutboxTransport {
  const transport = server.transportFor(m);
  m.setOutboxTransport({
    ...transport,
    saveAll: async (itens) => {
      const answer = await transport.saveAll(itens);
      server.weighings.clear();
      return answer;
    },
  });
  return transport;
}

freshTabletEachTest(
  load,
  (loaded) => {
    m = loaded;
    server = new FakeServer();
    return server.transportFor(m);
  },
  { locks: false },
);

describe('photos in the outbox', () => {
  it('keeps each photo with its weighing (same transaction) and uploads it after the weighing', async () => {
    server.weighingsDown = true;
    const item = await m.enqueue([weighing(1), weighing(2)], meta([jpeg(), null]));
    await m.replayOutbox();
    const [withPhoto, without] = item.itens.map((w) => w.uuidApontamento);
    expect((await photoOf(withPhoto))?.status).toBe('waiting');
    expect(await photoOf(without)).toBeUndefined();
    // Never sent before its weighing.
    expect(server.photoPuts).toEqual([]);

    server.weighingsDown = false;
    const report = await retryNow();
    expect(report.photos).toBe(1);
    expect(server.photoPuts).toEqual([withPhoto]);
    expect(server.photos.get(withPhoto ?? '')).toBe(103);
    const sent = await photoOf(withPhoto);
    expect(sent?.status).toBe('sent');
    // The device no longer keeps the bytes once the server has them.
    expect(sent?.blob.size).toBe(0);
    expect(sent?.size).toBe(103);
  });

  it('a photo whose weighing was sent and then pruned from the queue is still sent, never dropped', async () => {
    server.weighingsDown = true;
    const item = await m.enqueue([weighing(1)], meta([jpeg()]));
    await m.replayOutbox();
    const uuid = item.itens[0].uuidApontamento ?? '';
    expect((await photoOf(uuid))?.status).toBe('waiting');
    // The weighing reached the server, but the round ended before the photos (the tablet went offline), and
    // the tablet came back more than a day later: the sent row is pruned before the photo goes.
    server.weighings.add(uuid);
    await m.localDb.outbox.update(item.id, {
      status: 'sent',
      sentAt: new Date(Date.now() - 2 * 24 * 3600_000).toISOString(),
    });
    expect(await m.pruneSent()).toBe(1);
    server.weighingsDown = false;
    await retryNow();
    expect((await photoOf(uuid))?.status).toBe('sent');
    expect(server.photos.has(uuid)).toBe(true);
  });

  it('a lost answer sends the photo again; the server still has exactly one', async () => {
    server.fotoMode = 'lose-answer';
    const item = await m.enqueue([weighing(1)], meta([jpeg()]));
    await m.replayOutbox();
    const uuid = item.itens[0].uuidApontamento ?? '';
    expect((await photoOf(uuid))?.status).toBe('pending');
    expect((await photoOf(uuid))?.attempts).toBe(1);
    await retryNow();
    expect((await photoOf(uuid))?.status).toBe('sent');
    expect(server.photoPuts).toEqual([uuid, uuid]);
    expect(server.photos.size).toBe(1);
    // Sent: never again.
    await retryNow();
    expect(server.photoPuts).toHaveLength(2);
  });

  it('network errors and 5xx retry with a backoff', async () => {
    const item = await m.enqueue([weighing(1)], meta([jpeg()]));
    server.fotoMode = 'error500';
    await m.replayOutbox();
    const uuid = item.itens[0].uuidApontamento ?? '';
    let p = await photoOf(uuid);
    expect(p?.status).toBe('pending');
    expect(p?.nextAttemptAt).toBeGreaterThan(Date.now());
    expect(p?.lastError).toMatch(/automaticamente/);
    server.fotoMode = 'offline';
    await retryNow();
    p = await photoOf(uuid);
    expect(p).toMatchObject({ status: 'pending', attempts: 2 });
    server.fotoMode = 'ok';
    await retryNow();
    expect((await photoOf(uuid))?.status).toBe('sent');
  });

  it('a 404 (the server does not know the weighing yet) is retried later, not shown as an error', async () => {
    const item = await m.enqueue([weighing(1)], meta([jpeg()]));
    const uuid = item.itens[0].uuidApontamento ?? '';
    // The server answers the save but does not know the weighing when the photo arrives (e.g. a replica lag).
    const transport = forgetWeighingsOnSave();
    await m.replayOutbox();
    expect(await photoOf(uuid)).toMatchObject({ status: 'pending', attempts: 1 });
    server.weighings.add(uuid);
    m.setOutboxTransport(transport);
    await retryNow();
    expect((await photoOf(uuid))?.status).toBe('sent');
  });

  it('a 404 that lasts (the weighing deleted on the server) stops sending and asks the worker', async () => {
    const item = await m.enqueue([weighing(1)], meta([jpeg()]));
    const uuid = item.itens[0].uuidApontamento ?? '';
    forgetWeighingsOnSave();
    await m.replayOutbox();
    for (let i = 1; i < m.PHOTO_NOT_FOUND_TRIES; i++) await retryNow();
    const photo = await photoOf(uuid);
    expect(photo).toMatchObject({ status: 'attention', attempts: m.PHOTO_NOT_FOUND_TRIES });
    expect(photo?.lastError).toMatch(/não tem o apontamento desta foto/);
    await retryNow();
    expect(server.photoPuts).toHaveLength(m.PHOTO_NOT_FOUND_TRIES);
  });

  it('a 401 pauses the queue with the photo untouched', async () => {
    const item = await m.enqueue([weighing(1)], meta([jpeg()]));
    server.fotoMode = 'unauthorized';
    const report = await m.replayOutbox();
    expect(report.paused).toBe(true);
    const p = await photoOf(item.itens[0].uuidApontamento);
    expect(p).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('any other 4xx waits for the user with the server message', async () => {
    const item = await m.enqueue([weighing(1)], meta([jpeg()]));
    server.fotoMode = 'forbidden';
    await m.replayOutbox();
    const uuid = item.itens[0].uuidApontamento ?? '';
    expect(await photoOf(uuid)).toMatchObject({
      status: 'attention',
      lastError: 'Sem permissão para esta operação.',
    });
    await retryNow();
    expect(server.photoPuts).toHaveLength(1);
    server.fotoMode = 'ok';
    await m.resendPhoto(uuid);
    await m.replayOutbox();
    expect((await photoOf(uuid))?.status).toBe('sent');
  });

  it('discarding a save discards its photos', async () => {
    server.weighingsDown = true;
    const item = await m.enqueue([weighing(1)], meta([jpeg()]));
    await m.discardItem(item.id);
    expect(await m.localDb.photos.count()).toBe(0);
  });
});

describe('photoOutcome: what an upload answer means', () => {
  it('2xx sent; 401 pause; 0/5xx/408/429 retry and stop; 404/409 retry and go on; other 4xx ask the user', async () => {
    const { photoOutcome } = await load();
    expect(photoOutcome(201, {}).kind).toBe('ok');
    expect(photoOutcome(200, {}).kind).toBe('ok');
    expect(photoOutcome(401, {}).kind).toBe('unauthorized');
    for (const s of [0, 500, 503, 408, 429])
      expect(photoOutcome(s, {})).toMatchObject({ kind: 'retry', stop: true });
    for (const s of [404, 409]) expect(photoOutcome(s, {})).toMatchObject({ kind: 'retry', stop: false });
    expect(photoOutcome(400, { message: 'O arquivo enviado não é uma foto JPEG, WebP ou PNG.' })).toEqual({
      kind: 'rejected',
      message: 'O arquivo enviado não é uma foto JPEG, WebP ou PNG.',
    });
  });
});
