import 'fake-indexeddb/auto';
import { ApiError } from '@app/lib/api-client';
import { localDb, type OutboxItem } from '@app/lib/local-db';
import { reportLateSaves } from '@app/lib/outbox/late-saves';
import { isLateSave, LATE_SAVE_MS, waitedFor } from '@domain/rules/late-saves';
import type { EnvioAtrasado } from '@domain/schemas/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-03-10T12:00:00.000Z');

function row(id: string, hoursAgo: number, over: Partial<OutboxItem> = {}): OutboxItem {
  const createdAt = new Date(NOW - hoursAgo * HOUR).toISOString();
  return {
    id,
    tipDesperdicio: 1,
    itens: [
      {
        uuidApontamento: `w-${id}`,
        dtaDispositivo: createdAt,
        idRestaurante: 5,
        tipDesperdicio: 1,
        dtaApontamento: '2026-03-09',
        qtdDesperdicio: 1.25,
      } as OutboxItem['itens'][number],
    ],
    resumo: `Bandeja ${id}`,
    status: 'attention',
    attempts: 1,
    nextAttemptAt: 0,
    lastError: 'Quantidade acima do máximo permitido para Bandeja (50 kg)',
    itemErrors: {},
    idUsuario: 7,
    usuario: 'Maria',
    idEmpresa: 3,
    createdAt,
    receivedAt: null,
    sentAt: null,
    saved: null,
    ...over,
  };
}

const opts = { current: () => true, unauthorized: vi.fn(), now: NOW };

beforeEach(async () => {
  await localDb.outbox.clear();
  opts.unauthorized.mockClear();
});

describe('isLateSave', () => {
  it('is late after more than 24 hours', () => {
    expect(isLateSave(NOW - LATE_SAVE_MS, NOW)).toBe(false);
    expect(isLateSave(NOW - LATE_SAVE_MS - 1, NOW)).toBe(true);
    expect(isLateSave(new Date(NOW - 30 * HOUR).toISOString(), NOW)).toBe(true);
    expect(isLateSave('not a date', NOW)).toBe(false);
    expect(waitedFor(NOW - 30 * HOUR, NOW)).toBe('há 30 horas');
    expect(waitedFor(NOW - 73 * HOUR, NOW)).toBe('há 3 dias');
  });
});

describe('reportLateSaves: the server is told once per late, unstored save', () => {
  it('tells the late unstored saves of the company, once, and changes nothing else in them', async () => {
    await localDb.outbox.bulkPut([
      row('late-refused', 30),
      row('late-pending', 26, { status: 'pending', lastError: null }),
      row('recent', 2),
      row('late-sent', 40, { status: 'sent' }),
      row('other-company', 40, { idEmpresa: 9 }),
      row('told', 40, { lateReportedAt: NOW - HOUR }),
    ]);
    const before = await localDb.outbox.toArray();
    const sent: EnvioAtrasado[] = [];
    const send = vi.fn(async (body: EnvioAtrasado) => {
      sent.push(body);
    });
    expect(await reportLateSaves(3, send, opts)).toBe(2);
    expect(sent.map((b) => b.uuid)).toEqual(['late-refused', 'late-pending']);
    expect(sent[0]).toEqual({
      uuid: 'late-refused',
      idRestaurante: 5,
      tipDesperdicio: 1,
      dtaApontamento: '2026-03-09',
      dthRegistro: new Date(NOW - 30 * HOUR).toISOString(),
      qtdPesagens: 1,
      motivo: 'Quantidade acima do máximo permitido para Bandeja (50 kg)',
    });
    // Nothing lost, nothing changed but the flag.
    const after = await localDb.outbox.toArray();
    expect(after).toHaveLength(before.length);
    for (const r of after) {
      const { lateReportedAt, ...rest } = r;
      const { lateReportedAt: was, ...restBefore } = before.find((b) => b.id === r.id)!;
      expect(rest).toEqual(restBefore);
      expect(!!lateReportedAt).toBe(['late-refused', 'late-pending', 'told'].includes(r.id));
      if (r.id === 'told') expect(lateReportedAt).toBe(was);
    }
    // Told already: not again.
    expect(await reportLateSaves(3, send, opts)).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a network error or a 5xx stops and leaves the save to be told at the next replay', async () => {
    await localDb.outbox.bulkPut([row('a', 30), row('b', 29)]);
    const down = vi.fn(async () => {
      throw new ApiError(0, 'offline', null, '/api');
    });
    expect(await reportLateSaves(3, down, opts)).toBe(0);
    expect(down).toHaveBeenCalledTimes(1);
    const err = vi.fn(async () => {
      throw new ApiError(503, 'indisponível', null, '/api');
    });
    expect(await reportLateSaves(3, err, opts)).toBe(0);
    expect((await localDb.outbox.toArray()).every((r) => !r.lateReportedAt)).toBe(true);
  });

  it('a 401 pauses; a 4xx the server will repeat (another unit, bad data) is not asked again', async () => {
    await localDb.outbox.bulkPut([row('a', 30)]);
    const unauthorized = vi.fn(async () => {
      throw new ApiError(401, 'sessão', null, '/api');
    });
    expect(await reportLateSaves(3, unauthorized, opts)).toBe(0);
    expect(opts.unauthorized).toHaveBeenCalledTimes(1);
    expect((await localDb.outbox.get('a'))?.lateReportedAt).toBeFalsy();
    const notFound = vi.fn(async () => {
      throw new ApiError(404, 'Restaurante 5 não encontrado(a)', null, '/api');
    });
    expect(await reportLateSaves(3, notFound, opts)).toBe(1);
    expect(await reportLateSaves(3, notFound, opts)).toBe(0);
    expect(notFound).toHaveBeenCalledTimes(1);
  });
});
