/**
 * The ONE data-access contract of the register screens (react-admin style): a resource lists its rows,
 * saves a batch (saveAll: null ids are inserted, the others updated) and deletes by ids; lifecycle hooks
 * add a register's own server checks before a save or a delete. `restResource` builds one from the paths
 * of spec §7, so a register states only its paths and body keys.
 */
import { ApiError, api, getErrorMessage } from '@app/lib/api-client';
import type { RowError, SaveAllError } from '@domain/schemas/registers';

/** Filter values of a register screen (a restaurant, a date 'yyyy-MM-dd'…), by field. */
export type FilterValue = number | string | null;
export type RegisterFilters = Record<string, FilterValue>;
/** A filter's value as an id (null when blank or not a number). */
export const idFilter = (value: FilterValue | undefined): number | null =>
  typeof value === 'number' ? value : null;

/** Messages of one row: by field, `row` for the row as a whole. */
export type RowErrors = Readonly<Record<string, string>>;

export type SaveOutcome<Row = unknown> =
  /** The rows saved, in the order sent. */
  | { ok: true; saved: readonly Row[] }
  /** Nothing saved: `exception` is the server's first message, `errors` the refused rows by payload index. */
  | { ok: false; exception: string; errors: readonly RowError[] };

interface RemoveOutcome {
  /** The ids deleted. */
  deleted: readonly number[];
  /** The ids refused (shown with `message`); the ids neither deleted nor refused stay staged. */
  blocked: readonly number[];
  /** Why, shown as is. */
  message?: string;
}

export interface RegisterResource<Row, Item = Partial<Row>> {
  /** The query key prefix of its lists ('registers', key…). */
  key: string;
  list(filters: RegisterFilters): Promise<Row[]>;
  saveAll(items: Item[]): Promise<SaveOutcome<Row>>;
  /** `rows`: the stored rows of `ids` (a register deleting by another key reads it from them). */
  remove(ids: number[], rows: readonly Row[]): Promise<RemoveOutcome>;
  /** Server look-ups before a save (a serial in use…): messages by payload index; empty to go on. */
  beforeSave?(items: Item[]): Promise<ReadonlyMap<number, RowErrors>>;
  /** Server look-ups before a delete (a scale in use…): the ids that must stay, and why. */
  beforeDelete?(ids: number[], rows: readonly Row[]): Promise<Omit<RemoveOutcome, 'deleted'>>;
}

interface RestResourceSpec<Row, Item> {
  key: string;
  /** '/api/v1/reTbBalancasUnidades'. */
  base: string;
  /** Default GET base with the filters as query; POST sends them as the body. */
  list?: { method?: 'GET' | 'POST'; path?: string };
  /** Default POST base + '/saveAll' with the items. */
  save?: { path?: string };
  /**
   * Default DELETE base with `{ [bodyKey]: ids }`; `perId` calls DELETE base/{id} once per id;
   * `blockedFromAnswer` reads the ids the server did not delete (byIds answers them).
   */
  remove?: {
    path?: string;
    bodyKey?: string;
    /** The body's values: default the ids (plate weights send their rows' idGrupo). */
    valuesOf?: (ids: readonly number[], rows: readonly Row[]) => readonly number[];
    perId?: boolean;
    blockedFromAnswer?: (answer: unknown) => number[];
    blockedMessage?: (ids: readonly number[]) => string | null;
  };
  beforeSave?: RegisterResource<Row, Item>['beforeSave'];
  beforeDelete?: RegisterResource<Row, Item>['beforeDelete'];
}

function toSaveOutcome(error: unknown): SaveOutcome<never> {
  if (error instanceof ApiError && error.status === 400) {
    const body = error.body as Partial<SaveAllError> | null;
    const errors = Array.isArray(body?.errors) ? body.errors : [];
    return { ok: false, exception: getErrorMessage(error), errors };
  }
  throw error;
}

/** A 400 of a delete: nothing deleted; the body names the refused ids (else all of them are). */
function refusedDelete(error: unknown, ids: readonly number[]): RemoveOutcome {
  if (!(error instanceof ApiError) || error.status !== 400) throw error;
  const named = (error.body as { blocked?: unknown } | null)?.blocked;
  const blocked = Array.isArray(named) ? named.filter((id): id is number => ids.includes(id)) : ids;
  return { deleted: [], blocked, message: getErrorMessage(error) };
}

/** One DELETE per id: each refusal stands alone. */
async function removeEach(
  ids: readonly number[],
  call: (id: number) => Promise<unknown>,
): Promise<RemoveOutcome> {
  const deleted: number[] = [];
  const blocked: number[] = [];
  const messages = new Set<string>();
  for (const id of ids) {
    try {
      await call(id);
      deleted.push(id);
    } catch (error) {
      const refused = refusedDelete(error, [id]);
      blocked.push(id);
      if (refused.message) messages.add(refused.message);
    }
  }
  return { deleted, blocked, message: [...messages].join(' ') || undefined };
}

const present = (filters: RegisterFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== null && v !== undefined));

export function restResource<Row, Item = Partial<Row>>(
  spec: RestResourceSpec<Row, Item>,
): RegisterResource<Row, Item> {
  const url = (path = '') => `${spec.base}${path}`;
  return {
    key: spec.key,
    list(filters) {
      const path = url(spec.list?.path);
      return spec.list?.method === 'POST'
        ? api.post<Row[]>(path, filters)
        : api.get<Row[]>(path, { params: present(filters) });
    },
    async saveAll(items) {
      try {
        const saved = await api.post<Row[] | undefined>(url(spec.save?.path ?? '/saveAll'), items);
        return { ok: true, saved: Array.isArray(saved) ? saved : [] };
      } catch (error) {
        return toSaveOutcome(error);
      }
    },
    async remove(ids, rows) {
      const r = spec.remove ?? {};
      try {
        if (r.perId) return await removeEach(ids, (id) => api.delete(url(`${r.path ?? ''}/${id}`)));
        const values = r.valuesOf ? r.valuesOf(ids, rows) : ids;
        const answer = await api.delete(url(r.path), { body: r.bodyKey ? { [r.bodyKey]: values } : values });
        const blocked = r.blockedFromAnswer?.(answer) ?? [];
        return {
          deleted: ids.filter((id) => !blocked.includes(id)),
          blocked,
          message: (blocked.length && r.blockedMessage?.(blocked)) || undefined,
        };
      } catch (error) {
        return refusedDelete(error, ids);
      }
    },
    beforeSave: spec.beforeSave,
    beforeDelete: spec.beforeDelete,
  };
}
