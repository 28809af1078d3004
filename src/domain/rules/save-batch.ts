/**
 * The decision over a batch of weighings to save (spec §7 Appointments, saveAll and validarApontamento), in
 * one call and without I/O: item by item, a replay of a stored uuid, a repeat of a uuid already in the batch,
 * an edit of a stored appointment, or a new weighing checked by the rules; the entry-mode switches to persist;
 * the new rows and the edits to write. What the batch refers to was loaded before (SaveBatch).
 */
import { MSG } from '../messages';
import type { ApontamentoInput, ApontamentoResultado } from '../schemas/appointments';
import { type BatchContext, type KanbanLookup, todayByRestaurant } from './batch-context';
import { type CheckOptions, checkWeighing, type EntryCheck, kanbanNeeded } from './entry-check';
import type { ParamUpdate } from './entry-params';

/** The columns of a stored appointment the decision reads (a row of re_tb_desperdicios_det). */
export interface StoredWeighing {
  idApontamento: number;
  idLocal: string | null;
  idRestaurante: number;
  idSatelite: number | null;
  tipDesperdicio: number;
  dtaApontamento: string;
  qtdDesperdicio: number;
  qtdTara: number;
  idProduto: number | null;
  idItemVenda: number | null;
  idAgrupamento: number | null;
  idInsumo: number | null;
  idDestino: number | null;
  idRecipiente: number | null;
  idBal: number | null;
  txtJustificativa: string | null;
  tipOrigemPeso: string;
  minQtd: number | null;
  maxQtd: number | null;
  mediaQtd: number | null;
  precisaAprovacao: boolean;
  motivoAprovacao: string | null;
  notificar: boolean;
}

/** A batch to decide, with everything it refers to. */
export interface SaveBatch<R extends StoredWeighing> {
  items: readonly ApontamentoInput[];
  context: BatchContext;
  /** The stored appointments of the batch's uuids (lower case): those items are replays. */
  stored: ReadonlyMap<string, R>;
  /** The stored appointments the edits (idApontamento > 0) point at, of the caller's company. */
  editRows: ReadonlyMap<number, R>;
  /** Verdicts given moments ago to these very weighings (validarApontamento): not checked again. */
  reused: ReadonlyMap<ApontamentoInput, EntryCheck>;
  source?: CheckOptions['source'];
  /** Imported history (see CheckOptions.imported): its rows are stored as imported. */
  imported?: boolean;
  /** The instant of the decision: each restaurant's 'today' is its day in the restaurant's time zone. */
  now: Date;
}

/** What is decided of one item (same order as sent). */
export interface ItemVerdict<R extends StoredWeighing> {
  input: ApontamentoInput;
  /** Normalized uuid (lower case), or null. */
  uuid: string | null;
  result: ApontamentoResultado;
  /** The stored row when the uuid was already saved (a replay): nothing else was checked. */
  stored: R | null;
  /** The rule check, for the first occurrence of a new weighing and for edits; null for replays and repeats. */
  check: EntryCheck | null;
  /** An edit (idApontamento > 0): the stored row and the weighing it becomes. */
  edit: { row: R; weighing: ApontamentoInput } | null;
}

export interface BatchDecision<R extends StoredWeighing> {
  items: ItemVerdict<R>[];
  /** Some item has an exception: nothing is saved. */
  refused: boolean;
  /** The entry-mode expiry switches found, one per restaurant (saved even when the batch is refused). */
  paramUpdates: Map<number, ParamUpdate[]>;
  /** The new weighings to insert: the first occurrence of each uuid not stored yet (or without uuid). */
  inserts: ItemVerdict<R>[];
  /** The edits to apply: the last edit of an appointment repeated in the batch is the one applied. */
  edits: ItemVerdict<R>[];
  /** The batch is imported history: its new rows are stored as imported. */
  imported: boolean;
}

export const lowerUuid = (u: string | null | undefined) => (u ? u.toLowerCase() : null);
export const isEdit = (i: ApontamentoInput) => (i.idApontamento ?? 0) > 0;

/**
 * The weighing an edit makes of a stored appointment: only quantity, destination, container, date and the
 * weight's origin come from the item; restaurant, type and what was weighed stay as stored. The grouping of an item weighing was
 * derived from its product at entry, so (as for a new entry) it does not narrow the reference.
 */
export function editedWeighing(row: StoredWeighing, input: ApontamentoInput): ApontamentoInput {
  return {
    idApontamento: row.idApontamento,
    uuidApontamento: row.idLocal,
    idRestaurante: row.idRestaurante,
    idSatelite: row.idSatelite,
    tipDesperdicio: row.tipDesperdicio,
    dtaApontamento: input.dtaApontamento,
    qtdDesperdicio: input.qtdDesperdicio,
    idProduto: row.idProduto,
    idItemVenda: row.idItemVenda,
    idAgrupamento: row.idItemVenda && row.idProduto ? null : row.idAgrupamento,
    idInsumo: row.idInsumo,
    idDestino: input.idDestino ?? null,
    idRecipiente: input.idRecipiente ?? null,
    idBal: row.idBal,
    txtJustificativa: row.txtJustificativa,
    tipOrigemPeso: input.tipOrigemPeso,
  };
}

/** The weighings of the batch the decision checks (the load reads what they refer to): new ones and edits. */
export function weighingsToCheck<R extends StoredWeighing>(
  items: readonly ApontamentoInput[],
  editRows: ReadonlyMap<number, R>,
  reused: ReadonlyMap<ApontamentoInput, EntryCheck>,
): ApontamentoInput[] {
  const fresh = items.filter((i) => !isEdit(i) && !reused.has(i));
  const edited = new Map<ApontamentoInput, ApontamentoInput>();
  for (const i of items) {
    const row = isEdit(i) ? editRows.get(i.idApontamento!) : undefined;
    if (row) edited.set(i, editedWeighing(row, i));
  }
  return [...fresh, ...edited.values()];
}

/** How one item is decided: the walk over the batch both the kanban lookups and the decision follow. */
type Step<R extends StoredWeighing> =
  | { kind: 'gone'; input: ApontamentoInput }
  | { kind: 'edit'; input: ApontamentoInput; row: R; weighing: ApontamentoInput; opts: CheckOptions }
  | { kind: 'replay'; input: ApontamentoInput; uuid: string; row: R }
  | { kind: 'repeat'; input: ApontamentoInput; uuid: string }
  | { kind: 'new'; input: ApontamentoInput; uuid: string | null; reused: EntryCheck | undefined };

function stepsOf<R extends StoredWeighing>(b: SaveBatch<R>): Step<R>[] {
  const seen = new Set<string>();
  return b.items.map((input): Step<R> => {
    if (isEdit(input)) {
      const row = b.editRows.get(input.idApontamento!);
      if (!row) return { kind: 'gone', input };
      // The same container keeps the tare it was saved with; another one takes the register's, now.
      const weighing = editedWeighing(row, input);
      const keptTareKg = weighing.idRecipiente === row.idRecipiente ? Number(row.qtdTara) : undefined;
      return {
        kind: 'edit',
        input,
        row,
        weighing,
        opts: { edit: true, storedDate: row.dtaApontamento, keptTareKg },
      };
    }
    const uuid = lowerUuid(input.uuidApontamento);
    const row = uuid ? b.stored.get(uuid) : undefined;
    if (uuid && row) return { kind: 'replay', input, uuid, row };
    if (uuid && seen.has(uuid)) return { kind: 'repeat', input, uuid };
    if (uuid) seen.add(uuid);
    return { kind: 'new', input, uuid, reused: b.reused.get(input) };
  });
}

/** The kanbans the decision of the batch reads, each once, in the order its checks meet them. */
export function kanbanLookupsOf<R extends StoredWeighing>(b: SaveBatch<R>): KanbanLookup[] {
  const todayOf = todayByRestaurant(b.context, b.now);
  const out = new Map<string, KanbanLookup>();
  for (const s of stepsOf(b)) {
    if (s.kind !== 'new' || s.reused) continue;
    const lookup = kanbanNeeded(b.context, s.input, todayOf(s.input.idRestaurante), { source: b.source });
    if (lookup && !out.has(lookup.key)) out.set(lookup.key, lookup);
  }
  return [...out.values()];
}

function resultOf(input: ApontamentoInput, c: EntryCheck): ApontamentoResultado {
  const v = c.verdict;
  return {
    ...input,
    exception: c.exception,
    avisos: v.avisos,
    minQtd: c.hasReference ? v.minQtd : null,
    maxQtd: c.hasReference ? v.maxQtd : null,
    mediaQtd: c.hasReference ? v.mediaQtd : null,
    precisaAprovacao: c.exception ? false : v.precisaAprovacao,
    motivoAprovacao: c.exception ? null : v.motivoAprovacao,
    idApontamentoSalvo: null,
  };
}

/** An item refused without a check (its exception only). */
export function refusedOf(input: ApontamentoInput, exception: string): ApontamentoResultado {
  return {
    ...input,
    exception,
    avisos: [],
    minQtd: null,
    maxQtd: null,
    mediaQtd: null,
    precisaAprovacao: false,
    motivoAprovacao: null,
    idApontamentoSalvo: null,
  };
}

/** A replay answers what is stored. */
function replayOf(input: ApontamentoInput, r: StoredWeighing): ApontamentoResultado {
  return {
    ...input,
    exception: null,
    avisos: [],
    minQtd: r.minQtd === null ? null : Number(r.minQtd),
    maxQtd: r.maxQtd === null ? null : Number(r.maxQtd),
    mediaQtd: r.mediaQtd === null ? null : Number(r.mediaQtd),
    precisaAprovacao: r.precisaAprovacao,
    motivoAprovacao: r.motivoAprovacao,
    idApontamentoSalvo: r.idApontamento,
  };
}

/**
 * Decides a batch: replays (uuid already stored) come back as stored, a uuid repeated in the batch is
 * checked once, edits (idApontamento > 0) are checked as the weighing they make of the stored row of the
 * caller's company, everything else goes through the rules (or keeps the verdict it was just given).
 */
export function decideBatch<R extends StoredWeighing>(b: SaveBatch<R>): BatchDecision<R> {
  const todayOf = todayByRestaurant(b.context, b.now);
  const paramUpdates = new Map<number, ParamUpdate[]>();
  const check = (w: ApontamentoInput, opts: CheckOptions) => {
    const c = checkWeighing(b.context, w, todayOf(w.idRestaurante), opts);
    if (c.verdict.paramUpdates.length) paramUpdates.set(w.idRestaurante, c.verdict.paramUpdates);
    return c;
  };
  const firstByUuid = new Map<string, ItemVerdict<R>>();
  const items = stepsOf(b).map((s): ItemVerdict<R> => {
    const { input } = s;
    const none = { input, uuid: null, stored: null, check: null, edit: null };
    switch (s.kind) {
      case 'gone':
        return { ...none, result: refusedOf(input, MSG.notFoundRef('Apontamento', input.idApontamento!)) };
      case 'edit': {
        const c = check(s.weighing, s.opts);
        return { ...none, result: resultOf(input, c), check: c, edit: { row: s.row, weighing: s.weighing } };
      }
      case 'replay':
        return { ...none, uuid: s.uuid, result: replayOf(input, s.row), stored: s.row };
      case 'repeat': {
        const first = firstByUuid.get(s.uuid)!;
        return { ...none, uuid: s.uuid, result: { ...first.result, ...input } };
      }
    }
    // A new weighing: checked, unless it keeps the verdict it was just given.
    const c = s.reused ?? check(input, { source: b.source, imported: b.imported });
    const e = { ...none, uuid: s.uuid, result: resultOf(input, c), check: c };
    if (s.uuid) firstByUuid.set(s.uuid, e);
    return e;
  });
  const edits = new Map<number, ItemVerdict<R>>();
  const inserts: ItemVerdict<R>[] = [];
  for (const e of items) {
    if (e.edit) edits.set(e.edit.row.idApontamento, e);
    else if (e.check) inserts.push(e);
  }
  return {
    items,
    refused: items.some((e) => e.result.exception),
    paramUpdates,
    inserts,
    edits: [...edits.values()],
    imported: !!b.imported,
  };
}
