import { randomUUID } from 'node:crypto';
import { isIsoDate } from '@domain/dates';
import { MSG } from '@domain/messages';
import { cost, origemAfterEdit, tolerance } from '@domain/rules/appointments';
import { STATUS_APROV, statusAfterEdit } from '@domain/rules/approvals';
import {
  type Apontamento,
  type ApontamentoInput,
  type ApontamentoResultado,
  CONSULTA_MAX_ROWS,
  type ConsultaApontamentosBody,
  type FindMediaQtdBody,
  type InsumoLov,
  type MediaQtd,
} from '@domain/schemas/appointments';
import type { ApontamentoDetalhe } from '@domain/schemas/approvals';
import { and, asc, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { insertReturning } from '../../core/bulk';
import { invalid, notFound } from '../../core/domain-errors';
import { weighingRefusals, weighingReplays, weighingsSaved } from '../../core/metrics';
import { isCompanyRestaurante } from '../../core/restaurant-scope';
import { retried, transaction } from '../../core/transaction';
import type { Db } from '../../db/client';
import { numericOrNull } from '../../db/numeric';
import { reTbDespCustos, reTbDesperdiciosDet } from '../../db/schema/appointments';
import { reTbDespInsumos, reTbInsumos } from '../../db/schema/registers';
import { type DetalheRow, selectDetalhes, toApontamento, toDetalhe } from '../re-tb-desp-apont/public';
import {
  deleteApprovalNotifications,
  notifyApprovers,
  type PendingAppointment,
} from '../re-tb-notificacoes/public';
import { DEFER_RESUMO_DELTAS, deferResumoDeltas, mergeResumoDeltas } from '../rollup/public';
import {
  type CheckOptions,
  type EntryCheck,
  EntryChecker,
  loadEntryParams,
  loadReference,
} from './entry-checks';
import { VerdictMemo } from './verdict-memo';

type Row = typeof reTbDesperdiciosDet.$inferSelect;
type NewRow = typeof reTbDesperdiciosDet.$inferInsert;

/** What a check of a batch gives back, item by item (same order as sent). */
interface Evaluated {
  input: ApontamentoInput;
  /** Normalized uuid (lower case), or null. */
  uuid: string | null;
  result: ApontamentoResultado;
  /** The stored row when the uuid was already saved (a replay): nothing else was checked. */
  stored: Row | null;
  /** The rule check, for the first occurrence of a new weighing and for edits; null for replays and repeats. */
  check: EntryCheck | null;
  /** An edit (idApontamento > 0): the stored row and the weighing it becomes. */
  edit: { row: Row; weighing: ApontamentoInput } | null;
}

export type SaveOutcome =
  /** `pendingUnits`: the units where this save left weighings waiting for approval (new or edited). */
  { ok: true; saved: Apontamento[]; pendingUnits: number[] } | { ok: false; results: ApontamentoResultado[] };

/** How a batch is saved: `source` 'app' is the scale app's path (integration records; see CheckOptions). */
export interface SaveOptions {
  source?: CheckOptions['source'];
  /**
   * `db` is the caller's open transaction (the integration intake): the rollup deltas are applied at its commit,
   * as every other write's, instead of being left for a merge after a commit that is not saveAll's.
   */
  withinCallerTransaction?: boolean;
  /**
   * History brought by the import (POST /importacao/apontamentos): stored with ind_importado, not sent to
   * approval for its age (the date window) nor checked against the entry mode; every other rule applies.
   */
  imported?: boolean;
}

/**
 * The accepted verdicts of the last validarApontamento calls of this instance: the outbox sends the same
 * weighings to saveAll right after, which reuses them instead of checking everything a second time.
 */
const validated = new VerdictMemo<EntryCheck>();
type MemoUse = 'fill' | 'use';

const lower = (u: string | null | undefined) => (u ? u.toLowerCase() : null);

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

function refusedOf(input: ApontamentoInput, exception: string): ApontamentoResultado {
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

function replayOf(input: ApontamentoInput, r: Row): ApontamentoResultado {
  const a = toApontamento(r);
  return {
    ...input,
    exception: null,
    avisos: [],
    minQtd: a.minQtd,
    maxQtd: a.maxQtd,
    mediaQtd: a.mediaQtd,
    precisaAprovacao: a.precisaAprovacao,
    motivoAprovacao: a.motivoAprovacao,
    idApontamentoSalvo: a.idApontamento,
  };
}

const isEdit = (i: ApontamentoInput) => (i.idApontamento ?? 0) > 0;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The weighing an edit makes of a stored appointment: only quantity, destination, container, date and the
 * weight's origin come from the item; restaurant, type and what was weighed stay as stored. The grouping of an item weighing was
 * derived from its product at entry, so (as for a new entry) it does not narrow the reference.
 */
function editedWeighing(row: Row, input: ApontamentoInput): ApontamentoInput {
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

/** Stored appointments an edit pointed at were deleted meanwhile: the batch is refused. */
class EditTargetsGone extends Error {
  constructor(readonly ids: number[]) {
    super('edit targets gone');
  }
}

/** The cost of an appointment: NET quantity (gross − tare) × cost per kg. */
const costOf = (qtdLiquido: number, custoKg: number) => ({
  vlrCustoKg: custoKg,
  vlrCusto: cost(qtdLiquido, custoKg),
});

/** The cost row of a stored appointment (one per appointment). */
const costRow = (r: Row, custoKg: number) => ({
  idEmpresa: r.idEmpresa,
  idApontamento: r.idApontamento,
  idRestaurante: r.idRestaurante,
  dtaApontamento: r.dtaApontamento,
  ...costOf(Number(r.qtdLiquido), custoKg),
});

const pendingOf = (r: Row): PendingAppointment => ({
  idApontamento: r.idApontamento,
  idRestaurante: r.idRestaurante,
  tipDesperdicio: r.tipDesperdicio,
  dtaApontamento: r.dtaApontamento,
  qtdLiquido: Number(r.qtdLiquido),
  minQtd: numericOrNull(r.minQtd),
  maxQtd: numericOrNull(r.maxQtd),
});

/** Waste appointments (spec §7 Appointments): the server is the authority on every rule of §4/§5. */
export function desperdiciosDetService(db: Db) {
  const t = reTbDesperdiciosDet;

  async function storedByUuid(q: Db, idEmpresa: number, uuids: string[]): Promise<Map<string, Row>> {
    const out = new Map<string, Row>();
    if (!uuids.length) return out;
    const rows = await q
      .select()
      .from(t)
      .where(and(eq(t.idEmpresa, idEmpresa), inArray(t.idLocal, uuids)));
    for (const r of rows) if (r.idLocal) out.set(r.idLocal, r);
    return out;
  }

  async function storedById(idEmpresa: number, ids: number[]): Promise<Map<number, Row>> {
    if (!ids.length) return new Map();
    const rows = await db
      .select()
      .from(t)
      .where(and(eq(t.idEmpresa, idEmpresa), inArray(t.idApontamento, ids)));
    return new Map(rows.map((r) => [r.idApontamento, r]));
  }

  /**
   * Checks a batch: replays (uuid already stored) come back as stored, a uuid repeated in the batch is
   * checked once, edits (idApontamento > 0) are checked as the weighing they make of the stored row of the
   * caller's company, everything else goes through the rules. The entry-mode expiry switch is saved here.
   */
  async function evaluate(
    idEmpresa: number,
    items: readonly ApontamentoInput[],
    opts: SaveOptions = {},
    memo?: MemoUse,
  ): Promise<Evaluated[]> {
    const fresh = items.filter((i) => !isEdit(i));
    const uuids = [...new Set(fresh.map((i) => lower(i.uuidApontamento)).filter((u): u is string => !!u))];
    const editIds = [...new Set(items.filter(isEdit).map((i) => i.idApontamento!))];
    const editRows = await storedById(idEmpresa, editIds);
    const edited = new Map<ApontamentoInput, ApontamentoInput>();
    for (const i of items) {
      const row = isEdit(i) ? editRows.get(i.idApontamento!) : undefined;
      if (row) edited.set(i, editedWeighing(row, i));
    }
    // Verdicts validarApontamento just gave to these very weighings (the web's saves only). A uuid found
    // stored below answers as stored whatever its verdict.
    const reused = new Map<ApontamentoInput, EntryCheck>();
    if (memo === 'use' && opts.source !== 'app' && !opts.imported)
      for (const i of fresh) {
        const uuid = lower(i.uuidApontamento);
        const check = uuid ? validated.take(idEmpresa, uuid, i) : undefined;
        if (check) reused.set(i, check);
      }
    const checker = new EntryChecker(db, idEmpresa, new Date());
    // What the batch refers to and which of its uuids are stored already, in one statement; the stored rows
    // themselves only when there are any (a replay). A replay is prepared too (its references included) and
    // then answered as stored: a resent batch costs those reads, a first send saves a statement.
    const replays = await checker.prepare(
      [...fresh.filter((i) => !reused.has(i)), ...edited.values()],
      uuids,
    );
    const stored = await storedByUuid(db, idEmpresa, [...replays]);

    const firstByUuid = new Map<string, Evaluated>();
    const out: Evaluated[] = [];
    for (const input of items) {
      if (isEdit(input)) {
        const row = editRows.get(input.idApontamento!);
        const weighing = edited.get(input);
        if (!row || !weighing) {
          const result = refusedOf(input, MSG.notFoundRef('Apontamento', input.idApontamento!));
          out.push({ input, uuid: null, result, stored: null, check: null, edit: null });
          continue;
        }
        // The same container keeps the tare it was saved with; another one takes the register's, now.
        const keptTareKg = weighing.idRecipiente === row.idRecipiente ? Number(row.qtdTara) : undefined;
        const check = await checker.check(weighing, {
          edit: true,
          storedDate: row.dtaApontamento,
          keptTareKg,
        });
        out.push({
          input,
          uuid: null,
          result: resultOf(input, check),
          stored: null,
          check,
          edit: { row, weighing },
        });
        continue;
      }
      const uuid = lower(input.uuidApontamento);
      const row = uuid ? stored.get(uuid) : undefined;
      if (row) {
        out.push({ input, uuid, result: replayOf(input, row), stored: row, check: null, edit: null });
        continue;
      }
      const first = uuid ? firstByUuid.get(uuid) : undefined;
      if (first) {
        out.push({
          input,
          uuid,
          result: { ...first.result, ...input },
          stored: null,
          check: null,
          edit: null,
        });
        continue;
      }
      const check =
        reused.get(input) ?? (await checker.check(input, { source: opts.source, imported: opts.imported }));
      if (memo === 'fill' && uuid && !check.exception) validated.remember(idEmpresa, uuid, input, check);
      const e: Evaluated = { input, uuid, result: resultOf(input, check), stored: null, check, edit: null };
      if (uuid) firstByUuid.set(uuid, e);
      out.push(e);
    }
    await checker.persistParamUpdates();
    return out;
  }

  function newRow(
    idEmpresa: number,
    idUsuario: number,
    now: Date,
    e: Evaluated,
    uuid: string,
    imported: boolean,
  ): NewRow & { idLocal: string } {
    const { input: w, check } = e;
    const v = check!.verdict;
    const ref = check!.hasReference;
    return {
      idEmpresa,
      idLocal: uuid,
      idRestaurante: w.idRestaurante,
      idSatelite: w.idSatelite ?? null,
      tipDesperdicio: w.tipDesperdicio,
      dtaApontamento: w.dtaApontamento,
      // Rounded here to 3 decimals, as edits are (round3; an exact tie of a 4th decimal may round the other
      // way than numeric would): what is stored is this value, and the cost is worked out from it.
      qtdDesperdicio: round3(w.qtdDesperdicio),
      qtdTara: round3(check!.qtdTara),
      idProduto: w.idProduto ?? null,
      idAgrupamento: check!.idAgrupamento,
      idPrato: check!.idPrato,
      idInsumo: w.idInsumo ?? null,
      idItemVenda: w.idItemVenda ?? null,
      idDestino: w.idDestino ?? null,
      idRecipiente: w.idRecipiente ?? null,
      idBal: w.idBal ?? null,
      idUsuario,
      dtaRegistro: now,
      dtaDispositivo: w.dtaDispositivo ? new Date(w.dtaDispositivo) : null,
      precisaAprovacao: v.precisaAprovacao,
      motivoAprovacao: v.motivoAprovacao,
      indStatusAprov: v.precisaAprovacao ? STATUS_APROV.Pendente : null,
      minQtd: ref ? v.minQtd : null,
      maxQtd: ref ? v.maxQtd : null,
      mediaQtd: ref ? v.mediaQtd : null,
      txtJustificativa: w.txtJustificativa ?? null,
      notificar: v.precisaAprovacao,
      transferido: false,
      tipOrigemPeso: w.tipOrigemPeso ?? 'D',
      indImportado: imported,
    };
  }

  /**
   * Inserts the new weighings (ON CONFLICT on the uuid: a concurrent save wins) and the cost rows of those
   * written, in one statement. `defer`: the same statement leaves its rollup deltas for the merge
   * (DEFER_RESUMO_DELTAS), set before any row is written, so it needs no transaction of its own.
   */
  async function insertNew(
    q: Db,
    idEmpresa: number,
    idUsuario: number,
    now: Date,
    fresh: { e: Evaluated; uuid: string }[],
    defer: boolean,
    imported = false,
  ): Promise<Row[]> {
    if (!fresh.length) return [];
    const rows = fresh.map(({ e, uuid }) => newRow(idEmpresa, idUsuario, now, e, uuid, imported));
    // Gross and tare are stored as rounded in newRow, so this net is the stored qtd_liquido.
    const costs = rows.map((r, i) => ({
      idLocal: r.idLocal,
      ...costOf(round3(r.qtdDesperdicio - (r.qtdTara ?? 0)), fresh[i].e.check!.custoKg),
    }));
    const inserted = await insertReturning(q, t, rows, [t.idEmpresa, t.idLocal], {
      before: defer ? DEFER_RESUMO_DELTAS : undefined,
      after: (written) => sql`insert into re_tb_desp_custos
          (id_empresa, id_apontamento, id_restaurante, dta_apontamento, vlr_custo_kg, vlr_custo)
        select w.id_empresa, w.id_apontamento, w.id_restaurante, w.dta_apontamento, c."vlrCustoKg", c."vlrCusto"
        from ${written} w
        join json_to_recordset(${JSON.stringify(costs)}::json) as c("idLocal" uuid, "vlrCustoKg" numeric, "vlrCusto" numeric)
          on c."idLocal" = w.id_local
        order by w.id_apontamento`,
    });
    // Written in uuid order (see insertReturning): back to the order of their ids, which is the batch's.
    return inserted.sort((a, b) => a.idApontamento - b.idApontamento);
  }

  /**
   * Applies edits: the rows are locked first, so the approval status after the edit (statusAfterEdit) starts
   * from the status an approver may just have committed. One UPDATE … FROM (VALUES …) for all, one cost
   * upsert for all. The tare is the check's: kept while the container stays, the register's for another one.
   * Answers the updated rows and those that returned to (or stay in) approval with a new quantity (gross or
   * tare) or date.
   */
  async function applyEdits(
    tx: Db,
    idEmpresa: number,
    edits: Evaluated[],
  ): Promise<{ rows: Row[]; repending: Row[] }> {
    if (!edits.length) return { rows: [], repending: [] };
    const ids = edits.map((e) => e.edit!.row.idApontamento);
    const locked = await tx
      .select({ id: t.idApontamento, status: t.indStatusAprov })
      .from(t)
      .where(and(eq(t.idEmpresa, idEmpresa), inArray(t.idApontamento, ids)))
      .orderBy(t.idApontamento)
      // In id order (as deletes lock them); not the key: a cost row's foreign-key check can still read it.
      .for('no key update');
    const statusOf = new Map(locked.map((r) => [r.id, r.status]));
    const gone = ids.filter((id) => !statusOf.has(id));
    if (gone.length) throw new EditTargetsGone(gone);

    const changedIds = new Set<number>();
    const values = edits.map((e) => {
      const { row, weighing: w } = e.edit!;
      const { verdict: v, hasReference: ref } = e.check!;
      const qtd = round3(w.qtdDesperdicio);
      const tara = round3(e.check!.qtdTara);
      const changed =
        qtd !== Number(row.qtdDesperdicio) ||
        tara !== Number(row.qtdTara) ||
        w.dtaApontamento !== row.dtaApontamento;
      if (changed) changedIds.add(row.idApontamento);
      const previous = statusOf.get(row.idApontamento) ?? null;
      // A weighing still pending for its date (the window) stays pending while the edit keeps that date.
      const keptMotivo =
        previous === STATUS_APROV.Pendente && w.dtaApontamento === row.dtaApontamento
          ? row.motivoAprovacao
          : null;
      const needs = v.precisaAprovacao || !!keptMotivo;
      const status = statusAfterEdit(previous, needs, changed);
      // The weight's origin: as sent; otherwise a quantity changed by hand is typed, else it stays.
      const origem =
        w.tipOrigemPeso ??
        origemAfterEdit(
          { qtd: Number(row.qtdDesperdicio), origem: row.tipOrigemPeso === 'L' ? 'L' : 'D' },
          qtd,
        );
      const precisa = changed ? needs : row.precisaAprovacao;
      const motivo = changed ? (v.motivoAprovacao ?? keptMotivo) : row.motivoAprovacao;
      const tol = changed
        ? { min: ref ? v.minQtd : null, max: ref ? v.maxQtd : null, media: ref ? v.mediaQtd : null }
        : {
            min: numericOrNull(row.minQtd),
            max: numericOrNull(row.maxQtd),
            media: numericOrNull(row.mediaQtd),
          };
      return sql`(${row.idApontamento}::int, ${qtd}::numeric, ${tara}::numeric, ${w.idDestino ?? null}::int,
        ${w.idRecipiente ?? null}::int, ${w.dtaApontamento}::date, ${tol.min}::numeric, ${tol.max}::numeric,
        ${tol.media}::numeric, ${precisa}::boolean, ${changed ? precisa : row.notificar}::boolean,
        ${status}::smallint, ${motivo}::text, ${origem}::varchar)`;
    });
    const rows = await tx
      .update(t)
      .set({
        qtdDesperdicio: sql`v.qtd`,
        qtdTara: sql`v.tara`,
        idDestino: sql`v.id_destino`,
        idRecipiente: sql`v.id_recipiente`,
        dtaApontamento: sql`v.dta`,
        minQtd: sql`v.min_qtd`,
        maxQtd: sql`v.max_qtd`,
        mediaQtd: sql`v.media_qtd`,
        precisaAprovacao: sql`v.precisa`,
        notificar: sql`v.notificar`,
        indStatusAprov: sql`v.status`,
        motivoAprovacao: sql`v.motivo`,
        tipOrigemPeso: sql`v.origem`,
      })
      .from(
        sql`(values ${sql.join(values, sql`, `)}) as v(id, qtd, tara, id_destino, id_recipiente, dta, min_qtd, max_qtd, media_qtd, precisa, notificar, status, motivo, origem)`,
      )
      .where(and(eq(t.idEmpresa, idEmpresa), sql`${t.idApontamento} = v.id`))
      .returning(getTableColumns(t));

    const custoKgOf = new Map(edits.map((e) => [e.edit!.row.idApontamento, e.check!.custoKg]));
    rows.sort((a, b) => a.idApontamento - b.idApontamento);
    await tx
      .insert(reTbDespCustos)
      .values(rows.map((r) => costRow(r, custoKgOf.get(r.idApontamento)!)))
      .onConflictDoUpdate({
        target: reTbDespCustos.idApontamento,
        set: {
          dtaApontamento: sql`excluded.dta_apontamento`,
          vlrCustoKg: sql`excluded.vlr_custo_kg`,
          vlrCusto: sql`excluded.vlr_custo`,
        },
      });
    const repending = rows.filter(
      (r) => r.indStatusAprov === STATUS_APROV.Pendente && changedIds.has(r.idApontamento),
    );
    return { rows, repending };
  }

  return {
    /** PUT validarApontamento: the per-item verdicts; `refused` when any item has an exception. */
    async validate(
      idEmpresa: number,
      items: readonly ApontamentoInput[],
    ): Promise<{ refused: boolean; results: ApontamentoResultado[] }> {
      const results = (await evaluate(idEmpresa, items, {}, 'fill')).map((e) => e.result);
      return { refused: results.some((r) => r.exception), results };
    },

    /**
     * saveAll: all or nothing. Refused → the verdicts, nothing saved. Otherwise, in one transaction (or one
     * statement, for new weighings that notify no one and edit nothing): one
     * INSERT … ON CONFLICT (id_empresa, id_local) DO NOTHING of the new weighings plus their cost rows (rows
     * a concurrent request stored first are read back, so every uuid ends up as exactly one row), the edits
     * of stored appointments, and one notification per approver of every appointment left pending.
     */
    async saveAll(
      idEmpresa: number,
      idUsuario: number,
      items: readonly ApontamentoInput[],
      opts: SaveOptions = {},
    ): Promise<SaveOutcome> {
      const evaluated = await evaluate(idEmpresa, items, opts, 'use');
      if (evaluated.some((e) => e.result.exception)) {
        weighingRefusals.inc(evaluated.filter((e) => e.result.exception).length);
        return { ok: false, results: evaluated.map((e) => e.result) };
      }

      const now = new Date();
      const fresh: { e: Evaluated; uuid: string }[] = [];
      const uuidOf = new Map<Evaluated, string>();
      // The last edit of an appointment repeated in the batch is the one applied.
      const edits = new Map<number, Evaluated>();
      for (const e of evaluated) {
        if (e.edit) edits.set(e.edit.row.idApontamento, e);
        else if (e.check) {
          const uuid = e.uuid ?? randomUUID();
          uuidOf.set(e, uuid);
          fresh.push({ e, uuid });
        }
      }

      const byUuid = new Map<string, Row>();
      const byId = new Map<number, Row>();
      // Weighings a concurrent request (a replay racing the lost answer) stored first.
      let raced = 0;
      const pendingUnits = new Set<number>();
      // The saves' rollup deltas wait for the merge below (not inside a caller's transaction: it applies them).
      const defer = !opts.withinCallerTransaction;
      const write = async (q: Db) => {
        // A deadlock runs the write again from the start: nothing of the failed run is kept.
        byUuid.clear();
        byId.clear();
        pendingUnits.clear();
        if (defer && !fresh.length) await deferResumoDeltas(q);
        const inserted = await insertNew(q, idEmpresa, idUsuario, now, fresh, defer, !!opts.imported);
        for (const r of inserted) byUuid.set(r.idLocal!, r);
        const missing = fresh.map(({ uuid }) => uuid).filter((u) => !byUuid.has(u));
        raced = missing.length;
        for (const [u, r] of await storedByUuid(q, idEmpresa, missing)) byUuid.set(u, r);
        const { rows, repending } = await applyEdits(q, idEmpresa, [...edits.values()]);
        for (const r of rows) byId.set(r.idApontamento, r);
        const pending = inserted.filter((r) => r.indStatusAprov === STATUS_APROV.Pendente);
        await notifyApprovers(q, idEmpresa, [...pending, ...repending].map(pendingOf), now);
        for (const r of [...pending, ...repending]) pendingUnits.add(r.idRestaurante);
      };
      // New weighings that need no approval (a shift's trays): the insert is the whole write, one statement
      // with no transaction around it (the uuids a concurrent save stored are read after it, committed).
      const oneStatement = defer && !edits.size && !fresh.some(({ e }) => e.check!.verdict.precisaAprovacao);
      if (fresh.length || edits.size) {
        try {
          await (oneStatement ? retried(() => write(db)) : transaction(db, write));
          // The rollups with this save in them before the answer (and with the saves committed meanwhile).
          if (!opts.withinCallerTransaction) await mergeResumoDeltas(db);
        } catch (err) {
          if (!(err instanceof EditTargetsGone)) throw err;
          const gone = new Set(err.ids);
          return {
            ok: false,
            results: evaluated.map((e) =>
              e.edit && gone.has(e.edit.row.idApontamento)
                ? refusedOf(e.input, MSG.notFoundRef('Apontamento', e.edit.row.idApontamento))
                : e.result,
            ),
          };
        }
      }

      const saved = evaluated.map((e) => {
        const row = e.edit
          ? byId.get(e.edit.row.idApontamento)
          : (e.stored ?? byUuid.get(uuidOf.get(e) ?? e.uuid ?? ''));
        if (!row) throw new Error('appointment not stored');
        return toApontamento(row);
      });
      weighingsSaved.inc(fresh.length - raced);
      weighingReplays.inc(evaluated.filter((e) => e.stored).length + raced);
      return { ok: true, saved, pendingUnits: [...pendingUnits] };
    },

    async findMediaQtd(idEmpresa: number, body: FindMediaQtdBody): Promise<MediaQtd> {
      if (!isIsoDate(body.dtaApontamento)) throw invalid(MSG.dateFormatInvalid);
      if (!(await isCompanyRestaurante(db, idEmpresa, body.idRestaurante)))
        throw notFound(MSG.notFoundRef('Restaurante', body.idRestaurante));
      const [params, reference] = await Promise.all([
        loadEntryParams(db, idEmpresa, [body.idRestaurante]),
        loadReference(db, idEmpresa, body),
      ]);
      return tolerance(params.get(body.idRestaurante) ?? [], reference.average, body.idRestaurante);
    },

    /**
     * The appointments of a period with their names (maintenance), by restaurant, satellite (the
     * restaurant's own first), type, date and id; at most CONSULTA_MAX_ROWS.
     */
    async search(idEmpresa: number, body: ConsultaApontamentosBody): Promise<ApontamentoDetalhe[]> {
      if (body.dtaApontamentoFim < body.dtaApontamentoIni)
        throw invalid('A data final precisa ser maior ou igual à inicial');
      const conditions: SQL[] = [
        gte(t.dtaApontamento, body.dtaApontamentoIni),
        lte(t.dtaApontamento, body.dtaApontamentoFim),
      ];
      if (body.idRestaurante) conditions.push(eq(t.idRestaurante, body.idRestaurante));
      if (body.idSatelite) conditions.push(eq(t.idSatelite, body.idSatelite));
      if (body.tipDesperdicio) conditions.push(eq(t.tipDesperdicio, body.tipDesperdicio));
      const rows = await selectDetalhes(db, idEmpresa, and(...conditions))
        .orderBy(
          asc(t.idRestaurante),
          sql`${t.idSatelite} asc nulls first`,
          asc(t.tipDesperdicio),
          asc(t.dtaApontamento),
          asc(t.idApontamento),
        )
        .limit(CONSULTA_MAX_ROWS);
      return rows.map((r) => toDetalhe(r as DetalheRow));
    },

    /**
     * Deletes appointments of the caller's company (their costs and analyses go by cascade) and their
     * approval notifications; ids of other companies are left alone. Answers how many were deleted.
     */
    async deleteByIds(idEmpresa: number, ids: readonly number[]): Promise<number> {
      return transaction(db, async (tx) => {
        const mine = and(eq(t.idEmpresa, idEmpresa), inArray(t.idApontamento, [...ids]));
        // Locked in id order first, as edits lock them: a delete and an edit meet at their first common row.
        await tx.select({ id: t.idApontamento }).from(t).where(mine).orderBy(t.idApontamento).for('update');
        const deleted = await tx.delete(t).where(mine).returning({ id: t.idApontamento });
        await deleteApprovalNotifications(
          tx,
          idEmpresa,
          deleted.map((d) => d.id),
        );
        return deleted.length;
      });
    },

    /**
     * The monitored inputs, active first: all (null), one (an id), or those of a list of ids, each with
     * `emUso` (an appointment of the company references it: the input register's delete check).
     */
    async findIdInsumos(
      idEmpresa: number,
      idInsumo?: number | readonly number[] | null,
    ): Promise<InsumoLov[]> {
      const conditions = [eq(reTbDespInsumos.idEmpresa, idEmpresa)];
      const byList = Array.isArray(idInsumo);
      if (Array.isArray(idInsumo)) conditions.push(inArray(reTbDespInsumos.idInsumo, [...idInsumo]));
      else if (idInsumo) conditions.push(eq(reTbDespInsumos.idInsumo, idInsumo as number));
      const d = reTbDesperdiciosDet;
      const emUso = byList
        ? sql<boolean>`exists (select 1 from ${d} where ${d.idEmpresa} = ${reTbDespInsumos.idEmpresa} and ${d.idInsumo} = ${reTbDespInsumos.idInsumo})`
        : sql<boolean>`false`;
      const rows = await db
        .select({
          idInsumo: reTbDespInsumos.idInsumo,
          desInsumo: reTbInsumos.desInsumo,
          indInativo: reTbDespInsumos.indInativo,
          emUso,
        })
        .from(reTbDespInsumos)
        .innerJoin(
          reTbInsumos,
          and(
            eq(reTbInsumos.idInsumo, reTbDespInsumos.idInsumo),
            eq(reTbInsumos.idEmpresa, reTbDespInsumos.idEmpresa),
          ),
        )
        .where(and(...conditions))
        .orderBy(asc(reTbDespInsumos.indInativo), asc(reTbInsumos.desInsumo), asc(reTbDespInsumos.idInsumo));
      return rows.map(({ emUso: used, ...row }) => (byList ? { ...row, emUso: used === true } : row));
    },
  };
}
