/**
 * The status area of an entry screen describes the worker's LATEST attempt at Salvar, never an older one: a save
 * that was blocked on the screen replaces the card of the weighing saved before it (a green 'Enviado' left under
 * a refusal reads, from across the kitchen, as 'saved'). Two saves of the same weight are told apart by the
 * time of each and the running count of the shift's weighings on the tablet.
 */

/** A save queued on the device: its outbox item tells what became of it. */
export interface SavedAttempt {
  kind: 'saved';
  /** The outbox item of the save. */
  id: string;
  /** Epoch ms of the attempt (the device's clock). */
  at: number;
  /** Gross and net kg of the save (all its weighings), and how many weighings it had. */
  bruto: number;
  liquido: number;
  count: number;
  /** The weighings of this screen's type saved on this tablet in the shift so far, this save's included. */
  shiftCount: number;
}

/** A Salvar that stored nothing, and why. */
export interface BlockedAttempt {
  kind: 'blocked';
  at: number;
  reason: string;
}

export type EntryAttempt = SavedAttempt | BlockedAttempt;

/** What the status area shows: nothing yet, a blocked attempt, or the outbox state of the saved one. */
export type AttemptState = 'none' | 'blocked' | 'stored' | 'sent' | 'refused';

/** The outbox states, as far as the status area tells them apart. */
type QueueStatus = 'pending' | 'sending' | 'attention' | 'sent';

/**
 * The state of the latest attempt. A saved attempt whose outbox item is not (or no longer) on the device shows
 * nothing rather than a guess.
 */
export function attemptState(
  attempt: EntryAttempt | null,
  item: { status: QueueStatus } | null | undefined,
): AttemptState {
  if (!attempt) return 'none';
  if (attempt.kind === 'blocked') return 'blocked';
  if (!item) return 'none';
  if (item.status === 'sent') return 'sent';
  if (item.status === 'attention') return 'refused';
  return 'stored';
}

/** A blocked attempt, replacing whatever the area showed. */
export const blockedAttempt = (reason: string, at: number = Date.now()): BlockedAttempt => ({
  kind: 'blocked',
  at,
  reason,
});

/** 'às 14:02:31' in the device's local time (seconds: two saves a few seconds apart differ). */
export function attemptTimeLabel(at: number): string {
  const d = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `às ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** 'Pesagens neste turno: 3'. */
export const shiftCountLabel = (n: number) => `Pesagens neste turno: ${n}`;

/**
 * Where the shift began, for the running count: the start of the device's current day (epoch ms). The outbox
 * keeps the day's weighings (sent ones are pruned only a day after they were sent), so it can count them.
 */
export function shiftStart(now: number = Date.now()): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** The labels of the shared entry fields, to name the ones a blocked save still needs. */
const FIELD_LABELS = {
  restaurante: 'Restaurante',
  data: 'Data',
  destino: 'Destino',
  balanca: 'Balança',
} as const;

/** Why a save was blocked by its shared fields: 'Corrija os campos destacados: Restaurante, Data.' */
export function fieldsBlockReason(errors: Partial<Record<keyof typeof FIELD_LABELS, string | null>>): string {
  const names = (Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[])
    .filter((k) => errors[k])
    .map((k) => FIELD_LABELS[k]);
  return `Corrija os campos destacados: ${names.join(', ')}.`;
}

/** Why an attempt stored nothing, when the screen itself stopped it. */
export const BLOCK_REASON = {
  outlierNotConfirmed: 'O peso fora do comum não foi confirmado.',
  deviceStoreFailed: 'Não foi possível guardar neste dispositivo. Tente novamente.',
} as const;
