import { randomUUID } from 'node:crypto';
import { cost } from '@domain/rules/appointments';
import { STATUS_APROV } from '@domain/rules/approvals';
import type { ParamUpdate } from '@domain/rules/entry-params';
import type { BatchDecision, ItemVerdict } from '@domain/rules/save-batch';
import { editOutcome, newWeighingColumns, round3 } from '@domain/rules/save-rows';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { insertReturning } from '../../core/bulk';
import { retried, transaction } from '../../core/transaction';
import type { Db } from '../../db/client';
import { numericOrNull } from '../../db/numeric';
import { reTbDespCustos, reTbDesperdiciosDet } from '../../db/schema/appointments';
import { notifyApprovers, type PendingAppointment } from '../re-tb-notificacoes/public';
import { DEFER_RESUMO_DELTAS, deferResumoDeltas } from '../rollup/public';
import { persistParamUpdates } from './entry-params';
import { type Row, storedByUuid } from './stored-rows';

type NewRow = typeof reTbDesperdiciosDet.$inferInsert;
type Decided = ItemVerdict<Row>;
const t = reTbDesperdiciosDet;

/** Saves every expiry switch found, restaurant by restaurant (outside the save's transaction: it stands even when refused). */
export async function persistDecidedParams(
  db: Db,
  idEmpresa: number,
  updates: ReadonlyMap<number, ParamUpdate[]>,
): Promise<void> {
  for (const [idRestaurante, list] of updates) await persistParamUpdates(db, idEmpresa, idRestaurante, list);
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

interface Fresh {
  e: Decided;
  uuid: string;
}

function newRow(
  idEmpresa: number,
  idUsuario: number,
  now: Date,
  { e, uuid }: Fresh,
  imported: boolean,
): NewRow & { idLocal: string } {
  const w = e.input;
  return {
    idEmpresa,
    idLocal: uuid,
    ...newWeighingColumns(w, e.check!),
    idUsuario,
    dtaRegistro: now,
    dtaDispositivo: w.dtaDispositivo ? new Date(w.dtaDispositivo) : null,
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
  fresh: Fresh[],
  defer: boolean,
  imported: boolean,
): Promise<Row[]> {
  if (!fresh.length) return [];
  const rows = fresh.map((f) => newRow(idEmpresa, idUsuario, now, f, imported));
  // Gross and tare are stored as rounded in newWeighingColumns, so this net is the stored qtd_liquido.
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
 * Applies edits: the rows are locked first, so the approval status after the edit (editOutcome) starts
 * from the status an approver may just have committed. One UPDATE … FROM (VALUES …) for all, one cost
 * upsert for all. Answers the updated rows and those that returned to (or stay in) approval with a new
 * quantity (gross or tare) or date.
 */
async function applyEdits(
  tx: Db,
  idEmpresa: number,
  edits: Decided[],
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
    const o = editOutcome(e.edit!, e.check!, statusOf.get(row.idApontamento) ?? null);
    if (o.changed) changedIds.add(row.idApontamento);
    return sql`(${row.idApontamento}::int, ${o.qtd}::numeric, ${o.tara}::numeric, ${w.idDestino ?? null}::int,
      ${w.idRecipiente ?? null}::int, ${w.dtaApontamento}::date, ${o.tol.min}::numeric, ${o.tol.max}::numeric,
      ${o.tol.media}::numeric, ${o.precisa}::boolean, ${o.notificar}::boolean,
      ${o.status}::smallint, ${o.motivo}::text, ${o.origem}::varchar)`;
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

/** What the write stored: each new weighing by its uuid, each edited appointment by its id. */
export interface Written {
  byUuid: Map<string, Row>;
  byId: Map<number, Row>;
  /** The uuid each new weighing was written with (made here for one sent without). */
  uuidOf: Map<Decided, string>;
  /** New weighings a concurrent request (a replay racing the lost answer) stored first. */
  raced: number;
  inserted: number;
  /** The units where this save left weighings waiting for approval (new or edited). */
  pendingUnits: number[];
}

/**
 * Writes a decided batch, all or nothing: one INSERT … ON CONFLICT (id_empresa, id_local) DO NOTHING of the
 * new weighings plus their cost rows (rows a concurrent request stored first are read back, so every uuid ends
 * up as exactly one row), the edits of stored appointments, and one notification per approver of every
 * appointment left pending. In one transaction, or one statement for new weighings that notify no one and edit
 * nothing; a deadlock runs it again (core/transaction). `defer`: the rollup deltas wait for the merge after the
 * commit (not inside a caller's transaction: it applies them). Answers the ids of the edited appointments that
 * were deleted meanwhile instead (nothing is written).
 */
export async function writeBatch(
  db: Db,
  idEmpresa: number,
  idUsuario: number,
  now: Date,
  decision: BatchDecision<Row>,
  defer: boolean,
): Promise<Written | { gone: number[] }> {
  const uuidOf = new Map<Decided, string>();
  const fresh: Fresh[] = decision.inserts.map((e) => {
    const uuid = e.uuid ?? randomUUID();
    uuidOf.set(e, uuid);
    return { e, uuid };
  });
  const edits = decision.edits;
  const out: Written = {
    byUuid: new Map(),
    byId: new Map(),
    uuidOf,
    raced: 0,
    inserted: fresh.length,
    pendingUnits: [],
  };
  if (!fresh.length && !edits.length) return out;
  const pendingUnits = new Set<number>();
  const write = async (q: Db) => {
    // A deadlock runs the write again from the start: nothing of the failed run is kept.
    out.byUuid.clear();
    out.byId.clear();
    pendingUnits.clear();
    if (defer && !fresh.length) await deferResumoDeltas(q);
    const inserted = await insertNew(q, idEmpresa, idUsuario, now, fresh, defer, decision.imported);
    for (const r of inserted) out.byUuid.set(r.idLocal!, r);
    const missing = fresh.map(({ uuid }) => uuid).filter((u) => !out.byUuid.has(u));
    out.raced = missing.length;
    for (const [u, r] of await storedByUuid(q, idEmpresa, missing)) out.byUuid.set(u, r);
    const { rows, repending } = await applyEdits(q, idEmpresa, edits);
    for (const r of rows) out.byId.set(r.idApontamento, r);
    const pending = inserted.filter((r) => r.indStatusAprov === STATUS_APROV.Pendente);
    await notifyApprovers(q, idEmpresa, [...pending, ...repending].map(pendingOf), now);
    for (const r of [...pending, ...repending]) pendingUnits.add(r.idRestaurante);
  };
  // New weighings that need no approval (a shift's trays): the insert is the whole write, one statement
  // with no transaction around it (the uuids a concurrent save stored are read after it, committed).
  const oneStatement = defer && !edits.length && !fresh.some(({ e }) => e.check!.verdict.precisaAprovacao);
  try {
    await (oneStatement ? retried(() => write(db)) : transaction(db, write));
  } catch (err) {
    if (!(err instanceof EditTargetsGone)) throw err;
    return { gone: err.ids };
  }
  out.pendingUnits = [...pendingUnits];
  return out;
}
