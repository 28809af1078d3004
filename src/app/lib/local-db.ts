/**
 * The ONE wrapper of IndexedDB (Dexie) for the app: the outbox of waste saves (every save goes through it,
 * online or not, see outbox/) and a generic cache of lookups for offline use (offline-query.ts).
 *
 * Schema history (never edit a released version, add a new one):
 * - v1: outbox(id, status, createdAt, idEmpresa), cache(key).
 * - v2: outbox gains the compound index [idEmpresa+status] (the replayer's and the pending list's query),
 *       cache gains refreshAt (cacheClearExpired); the upgrade fills any field missing on old outbox rows.
 * - v3: photos(uuidApontamento, outboxId, [idEmpresa+status]): the photo of a weighing, uploaded once the
 *       weighing is on the server (photo-outbox.ts).
 */
import type { Apontamento, ApontamentoInput } from '@domain/schemas/appointments';
import type { FechamentoInput } from '@domain/schemas/kanban-closings';
import type { RefeicaoInput } from '@domain/schemas/refeicoes';
import { Dexie, type EntityTable, type Transaction } from 'dexie';

const LOCAL_DB_NAME = 'controle-desperdicios';

export type OutboxStatus = 'pending' | 'sending' | 'attention' | 'sent';

/**
 * What an outbox row carries: weighings (`itens`, the default, rows of older versions included), the kitchen's
 * closings of kanban lines (`fechamentos`) or the meals typed per restaurant and day (`refeicoes`); `itens` is
 * empty for the last two. Each kind has its own send. A new kind adds an optional field, not an index: no new
 * schema version.
 */
export type OutboxKind = 'pesagens' | 'fechamentos' | 'refeicoes';
export const outboxKindOf = (row: Pick<OutboxItem, 'kind'>): OutboxKind => row.kind ?? 'pesagens';

export interface OutboxItem {
  /** uuid of the queued save (crypto.randomUUID()). */
  id: string;
  tipDesperdicio: number;
  /** Each with its own uuidApontamento and dtaDispositivo (device ISO time); empty for closings. */
  itens: ApontamentoInput[];
  /** 'fechamentos' for closings of kanban lines; unset: weighings. */
  kind?: OutboxKind;
  /** The closings (kind 'fechamentos'), each with its own uuidFechamento and dtaDispositivo. */
  fechamentos?: FechamentoInput[];
  /** The meals typed per restaurant and day (kind 'refeicoes'), each with its own uuidRefeicao. */
  refeicoes?: RefeicaoInput[];
  /** What the pending list shows, e.g. 'Bandeja · 3 - Restaurante X · 1,25 kg'. */
  resumo: string;
  status: OutboxStatus;
  attempts: number;
  /** Epoch ms; backoff. */
  nextAttemptAt: number;
  /** The server's message when 'attention' (or the last transient error). */
  lastError: string | null;
  /** uuidApontamento (uuidFechamento, uuidRefeicao) → exception. */
  itemErrors: Record<string, string>;
  /** uuidApontamento → what was weighed (item lists), to name it in a refusal. */
  rotulos?: Record<string, string>;
  /** Who made it. */
  idUsuario: number | null;
  usuario: string;
  idEmpresa: number;
  /** Device time (ISO). */
  createdAt: string;
  /** Server receipt: dtaRegistro of the saved rows. */
  receivedAt: string | null;
  sentAt: string | null;
  /** What the server stored for each weighing (kept short: a long queue settles in one quick write). */
  saved: SavedRef[] | null;
  /**
   * When the worker acknowledged the refusal alert of an 'attention' item (epoch ms); unset while it has not
   * been seen, so the entry screens interrupt with it. Cleared whenever the item is refused again.
   */
  refusalSeenAt?: number | null;
  /**
   * When the server was told that this save has waited more than 24 hours without being stored (epoch ms;
   * late-saves.ts): it is told once. Unset until then.
   */
  lateReportedAt?: number | null;
}

/** The server's record of a sent weighing, as the outbox keeps it. */
type SavedRef = Pick<
  Apontamento,
  'idApontamento' | 'uuidApontamento' | 'dtaRegistro' | 'precisaAprovacao'
> & { motivoAprovacao?: string | null };

export type PhotoStatus = 'waiting' | 'pending' | 'attention' | 'sent';

/**
 * The photo of one weighing, kept on the device until the server has it. 'waiting': its weighing is not on
 * the server yet; 'pending': to upload (with a backoff); 'attention': the server refused it (not a 401,
 * 404/409, 5xx or network error); 'sent': uploaded (kept a day for the status lines, then pruned).
 */
export interface PhotoItem {
  uuidApontamento: string;
  /** The outbox item of its weighing. */
  outboxId: string;
  idEmpresa: number;
  blob: Blob;
  /** image/webp or image/jpeg. */
  type: string;
  size: number;
  status: PhotoStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

interface CacheEntry<T = unknown> {
  key: string;
  value: T;
  /** Epoch ms of the write. */
  updatedAt: number;
  /** Epoch ms after which the entry is stale. */
  refreshAt: number;
}

/** The stores of each schema version (Dexie syntax: primary key first, then indexes). */
const LOCAL_DB_SCHEMA = {
  1: { outbox: 'id, status, createdAt, idEmpresa', cache: 'key' },
  2: { outbox: 'id, status, createdAt, idEmpresa, [idEmpresa+status]', cache: 'key, refreshAt' },
  3: {
    outbox: 'id, status, createdAt, idEmpresa, [idEmpresa+status]',
    cache: 'key, refreshAt',
    photos: 'uuidApontamento, outboxId, status, [idEmpresa+status]',
  },
} as const;
/**
 * The local database's schema version (the outbox test checks an upgrade reaches it).
 * @public
 */
export const LOCAL_DB_VERSION = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** An outbox row with every missing field set to its default (rows written by older versions). */
function withOutboxDefaults(row: Partial<OutboxItem> & { id: string }): OutboxItem {
  const itens = Array.isArray(row.itens) ? row.itens : [];
  return {
    id: row.id,
    tipDesperdicio: row.tipDesperdicio ?? itens[0]?.tipDesperdicio ?? 0,
    itens,
    resumo: row.resumo ?? '',
    // A row caught mid-send is sent again (the server deduplicates by uuidApontamento).
    status: row.status === 'sending' ? 'pending' : (row.status ?? 'pending'),
    attempts: row.attempts ?? 0,
    nextAttemptAt: row.nextAttemptAt ?? 0,
    lastError: row.lastError ?? null,
    itemErrors: row.itemErrors ?? {},
    idUsuario: row.idUsuario ?? null,
    usuario: row.usuario ?? '',
    idEmpresa: row.idEmpresa ?? 0,
    createdAt: row.createdAt ?? new Date(0).toISOString(),
    receivedAt: row.receivedAt ?? null,
    sentAt: row.sentAt ?? null,
    saved: row.saved ?? null,
  };
}

async function upgradeToV2(tx: Transaction): Promise<void> {
  await tx
    .table('outbox')
    .toCollection()
    .modify((row: Partial<OutboxItem> & { id: string }) => {
      Object.assign(row, withOutboxDefaults(row));
    });
}

/**
 * Dexie's debug mode (async stack traces: a console task per transaction and per promise callback) switches
 * itself on for any page served from localhost or 127.0.0.1, which is where a trial of `npm start` runs. It
 * costs every read and write of the outbox and the lookups; only a development build keeps it.
 */
Dexie.debug = import.meta.env.DEV;

export class LocalDb extends Dexie {
  outbox!: EntityTable<OutboxItem, 'id'>;
  cache!: EntityTable<CacheEntry, 'key'>;
  photos!: EntityTable<PhotoItem, 'uuidApontamento'>;

  constructor(name: string = LOCAL_DB_NAME) {
    super(name);
    this.version(1).stores(LOCAL_DB_SCHEMA[1]);
    this.version(2).stores(LOCAL_DB_SCHEMA[2]).upgrade(upgradeToV2);
    this.version(3).stores(LOCAL_DB_SCHEMA[3]);
  }
}

/** A connection to the local database (tests open a fresh one per name). */
export function openLocalDb(name: string = LOCAL_DB_NAME): LocalDb {
  return new LocalDb(name);
}

/** The app's database. Dexie opens it on first use. */
export const localDb: LocalDb = openLocalDb();

export async function cacheGet<T>(key: string, db: LocalDb = localDb): Promise<CacheEntry<T> | undefined> {
  return (await db.cache.get(key)) as CacheEntry<T> | undefined;
}

/** Keeps `value` under `key`; stale after `refreshAt` (default: one day from now). */
export async function cachePut(
  key: string,
  value: unknown,
  refreshAt?: number,
  db: LocalDb = localDb,
): Promise<void> {
  const now = Date.now();
  await db.cache.put({ key, value, updatedAt: now, refreshAt: refreshAt ?? now + DAY_MS });
}

/** Removes the given entries (e.g. a restaurant's parameters after an administrator changed them). */
export async function cacheDelete(keys: readonly string[], db: LocalDb = localDb): Promise<void> {
  if (keys.length) await db.cache.bulkDelete([...keys]);
}

/**
 * Removes the entries whose refresh date has passed; returns how many.
 * @internal Tests only: nothing in the app calls it yet (an expired entry is refreshed, not removed).
 */
export async function cacheClearExpired(db: LocalDb = localDb): Promise<number> {
  return db.cache.where('refreshAt').below(Date.now()).delete();
}

/** The entries whose key starts with `prefix` (the admin dialog lists the cached parameters). */
export async function cacheEntries<T = unknown>(
  prefix: string,
  db: LocalDb = localDb,
): Promise<CacheEntry<T>[]> {
  return (await db.cache.where('key').startsWith(prefix).toArray()) as CacheEntry<T>[];
}

/** Removes the entries whose key starts with `prefix`; returns how many. */
export async function cacheDeleteByPrefix(prefix: string, db: LocalDb = localDb): Promise<number> {
  return db.cache.where('key').startsWith(prefix).delete();
}
