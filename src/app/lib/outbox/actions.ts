/**
 * What the app does with the queue: queue a save (weighings, closings of kanban lines, meals typed per day),
 * correct and send again, acknowledge a refusal, discard.
 */
import { localDb, type OutboxItem } from '@app/lib/local-db';
import { kick } from '@app/lib/outbox/replayer';
import { discardPhotosOf, photoItemsOf } from '@app/lib/photo-outbox';
import { displayNameOf, getSession } from '@app/lib/session';
import { TIP_DESPERDICIO } from '@domain/constants';
import { MSG } from '@domain/messages';
import type { ApontamentoInput } from '@domain/schemas/appointments';
import type { FechamentoInput } from '@domain/schemas/kanban-closings';
import type { RefeicaoInput } from '@domain/schemas/refeicoes';

let lastCreatedMs = 0;

/** A v4 uuid; crypto.randomUUID only exists in secure contexts (a LAN address over http has none). */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * What every queued item starts with: pending from now, made by the session's user in its company at a device
 * time strictly increasing within the tab (so the queue keeps the order of the saves).
 */
function newItem(resumo: string) {
  const session = getSession();
  if (!session.empresa) throw new Error(MSG.noCompanySelected);
  lastCreatedMs = Math.max(Date.now(), lastCreatedMs + 1);
  const createdAt = new Date(lastCreatedMs).toISOString();
  const fields = {
    id: newUuid(),
    resumo,
    status: 'pending' as const,
    attempts: 0,
    nextAttemptAt: Date.now(),
    lastError: null,
    itemErrors: {},
    refusalSeenAt: null,
    idUsuario: session.account?.usuario.idUsuario ?? null,
    usuario: displayNameOf(session),
    idEmpresa: session.empresa.idEmpresa,
    createdAt,
    receivedAt: null,
    sentAt: null,
    saved: null,
  };
  return { createdAt, fields };
}

/** uuid → what the record is (in the same order), to name it in a refusal; nothing without labels. */
function rotulosOf(uuids: string[], labels: string[] | undefined): Pick<OutboxItem, 'rotulos'> {
  if (!labels) return {};
  const rotulos: Record<string, string> = {};
  labels.forEach((r, i) => {
    if (r && uuids[i]) rotulos[uuids[i]] = r;
  });
  return { rotulos };
}

/**
 * Queues a save: each weighing gets its uuidApontamento and dtaDispositivo; the user and company come from the
 * session. Written in one transaction, then a replay is started (not awaited).
 */
export async function enqueue(
  itens: Omit<ApontamentoInput, 'uuidApontamento' | 'dtaDispositivo'>[],
  meta: {
    tipDesperdicio: number;
    resumo: string;
    /** What each weighing is (the input or dish), in the same order: refusals then read '(Insumo ou prato: X) …'. */
    rotulos?: string[];
    /** The photo of each weighing (or null), in the same order: kept with it and uploaded after it. */
    fotos?: (Blob | null)[];
  },
): Promise<OutboxItem> {
  if (itens.length === 0) throw new Error(MSG.noWeighing);
  const { createdAt, fields } = newItem(meta.resumo);
  const weighings = itens.map((w) => ({ ...w, uuidApontamento: newUuid(), dtaDispositivo: createdAt }));
  const item: OutboxItem = {
    ...fields,
    tipDesperdicio: meta.tipDesperdicio,
    itens: weighings,
    ...rotulosOf(
      weighings.map((w) => w.uuidApontamento),
      meta.rotulos,
    ),
  };
  const photos = meta.fotos ? photoItemsOf(item, meta.fotos) : [];
  await localDb.transaction('rw', localDb.outbox, localDb.photos, async () => {
    await localDb.outbox.add(item);
    if (photos.length) await localDb.photos.bulkAdd(photos);
  });
  kick();
  return item;
}

/** Sends an item again after the user corrected it (the weighings keep their uuids). */
export async function resendItem(id: string, itens?: ApontamentoInput[]): Promise<void> {
  await localDb.transaction('rw', localDb.outbox, async () => {
    const row = await localDb.outbox.get(id);
    if (!row || row.status === 'sent') return;
    const next = (itens ?? row.itens).map((w) => ({
      ...w,
      uuidApontamento: w.uuidApontamento ?? newUuid(),
      dtaDispositivo: w.dtaDispositivo ?? row.createdAt,
    }));
    await localDb.outbox.update(id, {
      itens: next,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: Date.now(),
      lastError: null,
      itemErrors: {},
      refusalSeenAt: null,
    });
  });
  kick();
}

/** The worker saw the refusal alert of these items: the entry screens stop interrupting with them. */
export async function acknowledgeRefusals(ids: readonly string[]): Promise<void> {
  const now = Date.now();
  await localDb.outbox
    .where('id')
    .anyOf([...ids])
    .modify((row) => {
      if (row.status === 'attention') row.refusalSeenAt = now;
    });
}

/** Removes an item from the queue (the UI asks for confirmation first). */
export async function discardItem(id: string): Promise<void> {
  await localDb.transaction('rw', localDb.outbox, localDb.photos, async () => {
    await localDb.outbox.delete(id);
    await discardPhotosOf(id);
  });
}

/**
 * Queues closings of kanban lines (one outbox item): each gets its uuidFechamento and the device instant it was
 * made (dtaDispositivo, the closing made last on a device is the one in force). `rotulos`: what each line is,
 * in the same order, to name it in a refusal.
 */
export async function enqueueClosings(
  fechamentos: Omit<FechamentoInput, 'uuidFechamento' | 'dtaDispositivo'>[],
  meta: { resumo: string; rotulos?: string[] },
): Promise<OutboxItem> {
  if (fechamentos.length === 0) throw new Error(MSG.noData);
  const { createdAt, fields } = newItem(meta.resumo);
  const closings = fechamentos.map((f) => ({ ...f, uuidFechamento: newUuid(), dtaDispositivo: createdAt }));
  return queueRecords({
    ...fields,
    kind: 'fechamentos',
    tipDesperdicio: TIP_DESPERDICIO.ExcedenteDeProducao,
    itens: [],
    fechamentos: closings,
    ...rotulosOf(
      closings.map((f) => f.uuidFechamento),
      meta.rotulos,
    ),
  });
}

/** Stores an item of kitchen records (no photos) and starts a replay (not awaited). */
async function queueRecords(item: OutboxItem): Promise<OutboxItem> {
  await localDb.outbox.add(item);
  kick();
  return item;
}

/**
 * Queues meals typed per restaurant and day (one outbox item): each record gets its uuidRefeicao (the server
 * applies it exactly once) and the device instant it was typed (dtaDispositivo: of a day's records, the one
 * typed last is in force). `rotulos`: what each record is (the day), in the same order, to name it in a refusal.
 */
export async function enqueueMeals(
  refeicoes: Omit<RefeicaoInput, 'uuidRefeicao' | 'dtaDispositivo'>[],
  meta: { resumo: string; rotulos?: string[] },
): Promise<OutboxItem> {
  if (refeicoes.length === 0) throw new Error(MSG.noData);
  const { createdAt, fields } = newItem(meta.resumo);
  const records = refeicoes.map((r) => ({ ...r, uuidRefeicao: newUuid(), dtaDispositivo: createdAt }));
  return queueRecords({
    ...fields,
    kind: 'refeicoes',
    tipDesperdicio: 0,
    itens: [],
    refeicoes: records,
    ...rotulosOf(
      records.map((r) => r.uuidRefeicao),
      meta.rotulos,
    ),
  });
}
