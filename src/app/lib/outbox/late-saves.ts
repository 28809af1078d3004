/**
 * Saves that have waited in the outbox more than 24 hours without being stored (refused and not corrected, or
 * never sent) are told to the server once each, when the tablet reaches it: the unit's approvers get a
 * notification (POST /api/v1/reTbNotificacoes/envioAtrasado, idempotent by the save's uuid). Telling never
 * changes the save itself: it stays queued exactly as it was, and only `lateReportedAt` is set on its row.
 */
import { ApiError } from '@app/lib/api-client';
import { localDb, type OutboxItem } from '@app/lib/local-db';
import type { OutboxTransport } from '@app/lib/outbox/transport';
import { isLateSave } from '@domain/rules/late-saves';
import type { EnvioAtrasado } from '@domain/schemas/notifications';

/** The unstored saves of the company that are late and not told yet, oldest first. */
async function lateUntold(idEmpresa: number, now: number): Promise<OutboxItem[]> {
  const rows = await localDb.outbox
    .where('[idEmpresa+status]')
    .anyOf([
      [idEmpresa, 'pending'],
      [idEmpresa, 'sending'],
      [idEmpresa, 'attention'],
    ])
    .toArray();
  return rows
    .filter((r) => !r.lateReportedAt && r.itens.length > 0 && isLateSave(r.createdAt, now))
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
}

function reportOf(row: OutboxItem): EnvioAtrasado {
  const first = row.itens[0];
  return {
    uuid: row.id,
    idRestaurante: first.idRestaurante,
    tipDesperdicio: row.tipDesperdicio || first.tipDesperdicio,
    dtaApontamento: first.dtaApontamento,
    dthRegistro: row.createdAt,
    qtdPesagens: row.itens.length,
    motivo: row.lastError?.slice(0, 500) ?? null,
  };
}

/** A 4xx the server will answer again the same way (bad data, another company's unit): told as far as it can be. */
const final = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 425, 429].includes(error.status);

/**
 * Tells the server each late save not told yet. Stops at the first network error or 5xx (tried again at the
 * next replay), and on a 401 (`unauthorized`). Returns how many were told.
 */
export async function reportLateSaves(
  idEmpresa: number,
  send: NonNullable<OutboxTransport['lateSave']>,
  opts: { current: () => boolean; unauthorized: () => void; now?: number },
): Promise<number> {
  let told = 0;
  for (const row of await lateUntold(idEmpresa, opts.now ?? Date.now())) {
    if (!opts.current()) break;
    try {
      await send(reportOf(row));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        opts.unauthorized();
        break;
      }
      if (!final(error)) break;
    }
    // Only the flag: the row's data and state are the replayer's.
    await localDb.outbox.update(row.id, { lateReportedAt: Date.now() });
    told++;
  }
  return told;
}
