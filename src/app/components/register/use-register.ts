/**
 * The state of a register screen (spec §4 staged edits): the rows from the server plus the staged edits,
 * new rows (temporary ids -1, -2, …) and deletions; the errors of each row (local rules, then the server's
 * refusal); save-all (null for temporary ids, only the rows with something to send); the unsaved-changes
 * guard. The screen (RegisterPage) only draws it.
 */
import {
  type AnyRow,
  idOf,
  localErrors,
  type RegisterConfig,
  ROW_MESSAGE,
  toSaveItem,
} from '@app/components/register/register-config';
import type {
  FilterValue,
  RegisterFilters,
  RegisterResource,
  RowErrors,
  SaveOutcome,
} from '@app/components/register/register-resource';
import type { Draft, RegisterLine, UseRegister } from '@app/components/register/register-state';
import type { LovOption } from '@app/components/ui/lov-select';
import { useUnsavedChangesGuard } from '@app/hooks/use-unsaved-changes-guard';
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError, notifyInfo, notifySuccess } from '@app/lib/notify';
import { applyPatch, type Patch, useStagedEdits, useStagedSnapshot } from '@app/lib/staged-edits';
import { nextTempId } from '@domain/constants';
import { MSG } from '@domain/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

const NO_FILTERS: RegisterFilters = {};
const noContext = () => undefined;

/** A register's rows for another screen (its options, its rules): the same query as its own screen. */
export function useResourceRows<Row>(
  resource: RegisterResource<Row, never>,
  filters: RegisterFilters = NO_FILTERS,
): { rows: Row[] | undefined; loading: boolean } {
  const query = useQuery({
    queryKey: registerListKey(resource.key, filters),
    queryFn: () => resource.list(filters),
    staleTime: 60_000,
  });
  return { rows: query.data, loading: query.isPending };
}

/** A register's rows as list-of-values options; `toOption` must be stable (a module-level function). */
export function useResourceOptions<Row>(
  resource: RegisterResource<Row, never>,
  toOption: (row: Row) => LovOption,
  filters: RegisterFilters = NO_FILTERS,
): { options: LovOption[] | undefined; loading: boolean } {
  const { rows, loading } = useResourceRows(resource, filters);
  const options = useMemo(() => rows?.map(toOption), [rows, toOption]);
  return { options, loading };
}

const registerListKey = (key: string, filters?: RegisterFilters) =>
  filters ? ['registers', key, 'list', filters] : ['registers', key];

const NO_ERRORS: ReadonlyMap<number, RowErrors> = new Map();

const sameErrors = (a: RowErrors | undefined, b: RowErrors | undefined) =>
  a === b ||
  (!!a &&
    !!b &&
    Object.keys(a).length === Object.keys(b).length &&
    Object.keys(a).every((k) => a[k] === b[k]));

function sameLine<Row>(a: RegisterLine<Row>, b: RegisterLine<Row>): boolean {
  return (
    a.patch === b.patch &&
    a.removed === b.removed &&
    a.isNew === b.isNew &&
    (a.isNew || a.row === b.row) &&
    sameErrors(a.errors, b.errors)
  );
}

/** The list with the saved rows: updated ones in place, inserted ones after. */
function withSaved<Row extends AnyRow>(
  config: { idField: keyof Row & string },
  rows: readonly Row[],
  saved: readonly Row[],
): Row[] {
  const byId = new Map(saved.map((r) => [idOf(config, r), r]));
  const kept = rows.map((r) => byId.get(idOf(config, r)) ?? r);
  const known = new Set(rows.map((r) => idOf(config, r)));
  return [...kept, ...saved.filter((r) => !known.has(idOf(config, r)))];
}

const firstMessage = (errors: ReadonlyMap<number, RowErrors>) =>
  [...errors.values()].flatMap((e) => Object.values(e))[0];

export function useRegister<Row extends AnyRow, Item, Ctx>(
  config: RegisterConfig<Row, Item, Ctx>,
): UseRegister<Row> {
  const { resource } = config;
  const useRuleContext = config.useRuleContext ?? noContext;
  const ctx = useRuleContext() as Ctx;
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<RegisterFilters>(() =>
    Object.fromEntries((config.filters ?? []).map((f) => [f.field, f.initial?.() ?? null])),
  );
  const query = useQuery({
    queryKey: registerListKey(resource.key, filters),
    queryFn: () => resource.list(filters),
  });
  const stored = query.data;
  const byId = useMemo(() => new Map((stored ?? []).map((r) => [idOf(config, r), r])), [stored, config]);

  const store = useStagedEdits<number, Row>((id) => byId.get(id));
  const snap = useStagedSnapshot(store);
  // Changes to rows that a reload no longer returns (deleted meanwhile) are dropped; new rows stay.
  useEffect(() => {
    if (!stored) return;
    const { changes, added, removed } = store.snapshot();
    for (const id of [...changes.keys(), ...removed])
      if (!byId.has(id) && !added.includes(id)) store.discard(id);
  }, [stored, byId, store]);
  const guard = useUnsavedChangesGuard(store.count() > 0);
  const [serverErrors, setServerErrors] = useState(NO_ERRORS);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);

  // The rows as they will be after the save: new ones first (the latest on top), then the stored ones.
  // A line whose row, patch and messages did not change is the previous object (its table row is memoized).
  const previous = useRef(new Map<number, RegisterLine<Row>>());
  const lines = useMemo(() => {
    const draft = [
      ...[...snap.added].reverse().map((id) => {
        const patch = snap.changes.get(id);
        const row = { ...patch, [config.idField]: id } as Row;
        return { id, row, isNew: true, changed: false, removed: false, patch };
      }),
      ...(stored ?? []).map((r) => {
        const id = idOf(config, r);
        const patch = snap.changes.get(id);
        return {
          id,
          row: applyPatch(r, patch),
          isNew: false,
          changed: !!patch,
          removed: snap.removed.has(id),
          patch,
        };
      }),
    ];
    const alive = draft.filter((l) => !l.removed).map((l) => l.row);
    const next = draft.map((l): RegisterLine<Row> => {
      const pending = (l.isNew || l.changed) && !l.removed;
      const local = pending ? localErrors(config, l.row, alive, ctx, attempted) : {};
      const server = serverErrors.get(l.id);
      const errors = server || Object.keys(local).length ? { ...local, ...server } : undefined;
      const line = { ...l, errors };
      const before = previous.current.get(l.id);
      return before && sameLine(before, line) ? before : line;
    });
    previous.current = new Map(next.map((l) => [l.id, l]));
    return next;
  }, [snap, stored, config, ctx, attempted, serverErrors]);

  const clearServerError = useCallback((id: number) => {
    setServerErrors((prev) => {
      if (!prev.has(id)) return prev;
      const next = new Map(prev);
      next.delete(id);
      return next;
    });
  }, []);

  const add = useCallback(() => {
    const id = nextTempId(store.snapshot().added);
    store.add(id, config.newRow(filters) as Patch<Row>);
    return id;
  }, [store, config, filters]);

  const addRows = useCallback(
    (drafts: readonly Draft<Row>[]) =>
      [...drafts]
        .reverse()
        .map((draft) => {
          const id = nextTempId(store.snapshot().added);
          store.add(id, draft as Patch<Row>);
          return id;
        })
        .reverse(),
    [store],
  );

  const update = useCallback(
    (id: number, patch: Patch<Row>) => {
      store.stage(id, (config.expandPatch?.(patch) ?? patch) as Patch<Row>);
      clearServerError(id);
    },
    [store, clearServerError, config],
  );
  const remove = useCallback(
    (id: number) => {
      store.remove(id);
      clearServerError(id);
    },
    [store, clearServerError],
  );
  const restore = useCallback((id: number) => store.restore(id), [store]);

  const discardAll = useCallback(() => {
    store.clear();
    setServerErrors(NO_ERRORS);
    setAttempted(false);
  }, [store]);

  const setFilter = useCallback(
    async (field: string, value: FilterValue) => {
      if (filters[field] === value) return;
      if (!(await guard.confirmLeave())) return;
      discardAll();
      setFilters((f) => ({ ...f, [field]: value }));
    },
    [filters, guard, discardAll],
  );

  /** Deletes the staged deletions; the refused ones come back, with why. True when any was deleted. */
  async function deleteStaged(ids: number[], refused: Map<number, RowErrors>): Promise<boolean> {
    const rowsOf = (of: readonly number[]) => of.map((id) => byId.get(id)).filter((r): r is Row => !!r);
    const checked = (await resource.beforeDelete?.(ids, rowsOf(ids))) ?? { blocked: [] };
    const allowed = ids.filter((id) => !checked.blocked.includes(id));
    const answer = allowed.length
      ? await resource.remove(allowed, rowsOf(allowed))
      : { deleted: [], blocked: [] };
    const blocked = [...checked.blocked, ...answer.blocked];
    for (const id of answer.deleted) store.discard(id);
    if (!blocked.length) return answer.deleted.length > 0;
    const message =
      [checked.message, answer.message].filter(Boolean).join(' ') || MSG.cannotDelete(blocked.join(', '));
    for (const id of blocked) {
      store.restore(id);
      refused.set(id, { [ROW_MESSAGE]: message });
    }
    notifyError(message);
    return answer.deleted.length > 0;
  }

  /** The server's refusal of a saveAll, on the rows it names (by payload index). */
  function refusedRows(outcome: Extract<SaveOutcome, { ok: false }>, ids: readonly number[]) {
    const refused = new Map<number, RowErrors>();
    const columns = new Set(config.columns.map((c) => c.field as string));
    for (const e of outcome.errors) {
      const id = ids[e.index];
      if (id === undefined) continue;
      const field = e.field && columns.has(e.field) ? e.field : ROW_MESSAGE;
      refused.set(id, { ...refused.get(id), [field]: e.message });
    }
    // A refusal that names no row belongs to the only row sent.
    if (!refused.size && ids.length === 1) refused.set(ids[0], { [ROW_MESSAGE]: outcome.exception });
    return refused;
  }

  async function save(): Promise<boolean> {
    if (store.count() === 0) {
      notifyInfo(config.nothingToSave ?? MSG.nothingToSave);
      return false;
    }
    setAttempted(true);
    const alive = lines.filter((l) => !l.removed).map((l) => l.row);
    const pending = lines.filter((l) => (l.isNew || l.changed) && !l.removed);
    const local = new Map<number, RowErrors>();
    for (const l of pending) {
      const errors = localErrors(config, l.row, alive, ctx, true);
      if (Object.keys(errors).length) local.set(l.id, errors);
    }
    if (local.size) {
      notifyError(firstMessage(local));
      return false;
    }

    const items = pending.map((l) => toSaveItem(config, l.row));
    const ids = pending.map((l) => l.id);
    const toDelete = [...store.snapshot().removed];
    let refused = new Map<number, RowErrors>();
    let written = false;
    setSaving(true);
    try {
      if (items.length && resource.beforeSave) {
        for (const [index, errors] of await resource.beforeSave(items)) refused.set(ids[index], errors);
        if (refused.size) {
          notifyError(firstMessage(refused));
          return false;
        }
      }
      if (toDelete.length) written = await deleteStaged(toDelete, refused);
      if (items.length) {
        const outcome = await resource.saveAll(items);
        if (!outcome.ok) {
          refused = new Map([...refused, ...refusedRows(outcome, ids)]);
          notifyError(outcome.exception);
          return false;
        }
        // The saved rows show at once (new ones with their ids); the reload brings the rest.
        queryClient.setQueryData<Row[]>(registerListKey(resource.key, filters), (old) =>
          old ? withSaved(config, old, outcome.saved) : old,
        );
        for (const id of ids) store.discard(id);
        written = true;
      }
      if (!refused.size) setAttempted(false);
      if (written) notifySuccess(MSG.registersSaved);
      return refused.size === 0;
    } catch (error) {
      if (ids.length === 1 && !toDelete.length)
        refused.set(ids[0], { [ROW_MESSAGE]: getErrorMessage(error) });
      notifyError(getErrorMessage(error));
      return false;
    } finally {
      setServerErrors(refused);
      setSaving(false);
      // The data reloads after anything was written (a refused saveAll may follow accepted deletions).
      if (written) void queryClient.invalidateQueries({ queryKey: ['registers'] });
    }
  }

  return {
    lines,
    loading: query.isPending,
    error: stored ? null : query.error,
    reload: () => void query.refetch(),
    filters,
    setFilter,
    count: store.count(),
    saving,
    add,
    addRows,
    update,
    remove,
    restore,
    discardAll,
    save,
  };
}
