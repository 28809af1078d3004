/**
 * How the outbox talks to the server: the HTTP transport (replaceable by a fake server in tests) and how an
 * answer is read — saved, refused per weighing, rejected, 401, or "try again later".
 */
import { ApiError, apiRequest, extractErrorMessage } from '@app/lib/api-client';
import { timeoutSignal } from '@app/lib/online';
import { FOTO_URL, type PhotoSend } from '@app/lib/photo-outbox';
import { MSG } from '@domain/messages';
import type { ApontamentoInput } from '@domain/schemas/appointments';
import type { FechamentoInput } from '@domain/schemas/kanban-closings';
import type { EnvioAtrasado } from '@domain/schemas/notifications';
import type { RefeicaoInput } from '@domain/schemas/refeicoes';

const VALIDAR_URL = '/api/v1/reTbDesperdiciosDet/validarApontamento';
const SAVE_ALL_URL = '/api/v1/reTbDesperdiciosDet/saveAll';
const LATE_SAVE_URL = '/api/v1/reTbNotificacoes/envioAtrasado';
const FECHAMENTOS_URL = '/api/v1/reTbKanbanProducao/fechamentos';
const REFEICOES_URL = '/api/v1/reTbRefeicoes';
/** The 4xx answers whose body the replayer reads (an array of per-item results, or an error object). */
export const ANSWERED_STATUSES: readonly number[] = [400, 409, 422];
/** 4xx answers that mean "try again later", not "this data is wrong". */
const TRANSIENT_4XX: readonly number[] = [408, 425, 429];

/** A photo upload that gets no answer in this time is a network failure. */
const PHOTO_TIMEOUT_MS = 30_000;
/** A send that gets no answer in this time (plus a little per weighing) is a network failure: dead Wi-Fi hangs. */
const CALL_TIMEOUT_MS = 20_000;
const CALL_TIMEOUT_PER_WEIGHING_MS = 20;

export const TEXT = {
  offline: 'Sem conexão com o servidor. O envio será repetido automaticamente.',
  serverError: 'O servidor não respondeu. O envio será repetido automaticamente.',
  unexpected: 'Resposta inesperada do servidor. O envio será repetido automaticamente.',
  refused: 'Apontamento recusado pelo servidor.',
  refusedClosing: 'Fechamento recusado pelo servidor.',
  refusedMeals: 'Refeições recusadas pelo servidor.',
} as const;

/** An answer of the server: 2xx, or a 4xx whose body is read (refusals). */
export interface OutboxAnswer {
  status: number;
  body: unknown;
}

/**
 * How the replayer talks to the server. A call resolves with the answer, or throws (ApiError: status 0 =
 * network error, 401, 5xx, other 4xx). Tests put a fake server here.
 */
export interface OutboxTransport {
  validar(itens: ApontamentoInput[]): Promise<OutboxAnswer>;
  saveAll(itens: ApontamentoInput[]): Promise<OutboxAnswer>;
  /** Sends closings of kanban lines (without it, closings stay queued as not reached). */
  fechamentos?: (fechamentos: FechamentoInput[]) => Promise<OutboxAnswer>;
  /** Sends meals typed per restaurant and day (without it, they stay queued as not reached). */
  refeicoes?: (refeicoes: RefeicaoInput[]) => Promise<OutboxAnswer>;
  /** Uploads a weighing's photo (without it, photos stay queued). */
  foto?: PhotoSend;
  /** Tells the server a save has waited over 24 hours (without it, nothing is told). Throws like the others. */
  lateSave?: (body: EnvioAtrasado) => Promise<unknown>;
}

async function httpCall(
  method: string,
  url: string,
  itens: readonly unknown[],
  body: unknown = itens,
): Promise<OutboxAnswer> {
  try {
    // acceptStatus would resolve a 400 like a 200; the status matters here (a 400 array = refusals), so the
    // 4xx answers are read from the ApiError, which carries both status and body.
    const signal = timeoutSignal(CALL_TIMEOUT_MS + itens.length * CALL_TIMEOUT_PER_WEIGHING_MS);
    const answer = await apiRequest<unknown>(method, url, { body, signal });
    return { status: 200, body: answer };
  } catch (error) {
    if (error instanceof ApiError && ANSWERED_STATUSES.includes(error.status))
      return { status: error.status, body: error.body };
    throw error;
  }
}

const httpTransport: OutboxTransport = {
  validar: (itens) => httpCall('PUT', VALIDAR_URL, itens),
  saveAll: (itens) => httpCall('POST', SAVE_ALL_URL, itens),
  fechamentos: (fechamentos) => httpCall('POST', FECHAMENTOS_URL, fechamentos, { fechamentos }),
  refeicoes: (refeicoes) => httpCall('POST', REFEICOES_URL, refeicoes, { refeicoes }),
  foto: async (uuid, blob, type) => ({
    status: 200,
    body: await apiRequest<unknown>('PUT', FOTO_URL(uuid), {
      body: blob,
      headers: { 'Content-Type': type },
      signal: timeoutSignal(PHOTO_TIMEOUT_MS),
    }),
  }),
  lateSave: (body) =>
    apiRequest<unknown>('POST', LATE_SAVE_URL, { body, signal: timeoutSignal(CALL_TIMEOUT_MS) }),
};

let transport: OutboxTransport = httpTransport;

/**
 * Replaces the transport; null restores the HTTP one.
 * @internal Tests only: they replay the outbox against a fake server.
 */
export function setOutboxTransport(t: OutboxTransport | null): void {
  transport = t ?? httpTransport;
}

/** The late-save report of the current transport (none: nothing is told). */
export function lateSaveSender(): OutboxTransport['lateSave'] {
  return transport.lateSave;
}

/** The photo upload of the current transport (none: photos stay queued). */
export function photoSender(): PhotoSend | undefined {
  return transport.foto;
}

export type Outcome =
  | { kind: 'ok'; body: unknown }
  | { kind: 'refused'; status: number; body: unknown[] }
  | { kind: 'rejected'; status: number; message: string }
  | { kind: 'unauthorized' }
  | { kind: 'transient'; message: string }
  /** The session changed company (or the queue paused) meanwhile: not sent. */
  | { kind: 'stale' };

function outcomeOf(status: number, body: unknown, message?: string): Outcome {
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 0) return { kind: 'transient', message: TEXT.offline };
  if (status >= 500 || TRANSIENT_4XX.includes(status))
    return { kind: 'transient', message: TEXT.serverError };
  if (status >= 200 && status < 300) return { kind: 'ok', body };
  if (status >= 400 && status < 500) {
    if (Array.isArray(body)) return { kind: 'refused', status, body };
    return { kind: 'rejected', status, message: extractErrorMessage(body, message || MSG.genericError) };
  }
  return { kind: 'transient', message: TEXT.unexpected };
}

export function callServer(method: 'validar' | 'saveAll', itens: ApontamentoInput[]): Promise<Outcome> {
  return outcomeOfCall(() => transport[method](itens));
}

/** The records each kind of kitchen records sends. */
interface RecordsOf {
  fechamentos: FechamentoInput;
  refeicoes: RefeicaoInput;
}

/**
 * Sends kitchen records (closings of kanban lines, meals typed per day); a transport without that kind answers
 * as an unreachable server.
 */
export function sendRecords<K extends keyof RecordsOf>(kind: K, records: RecordsOf[K][]): Promise<Outcome> {
  const send = transport[kind] as ((records: RecordsOf[K][]) => Promise<OutboxAnswer>) | undefined;
  if (!send) return Promise.resolve({ kind: 'transient', message: TEXT.offline });
  return outcomeOfCall(() => send(records));
}

async function outcomeOfCall(call: () => Promise<OutboxAnswer>): Promise<Outcome> {
  try {
    const answer = await call();
    return outcomeOf(answer.status, answer.body);
  } catch (error) {
    if (error instanceof ApiError) return outcomeOf(error.status, error.body, error.message);
    // Anything else (fetch aborted, a bug in a fake): keep the data and try later.
    return { kind: 'transient', message: TEXT.offline };
  }
}
