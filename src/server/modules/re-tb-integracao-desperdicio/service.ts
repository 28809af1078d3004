import { IND_STATUS_INTEGRACAO, TIP_DESPERDICIO_LABEL } from '@domain/constants';
import { fieldErrorMap, issueMessage } from '@domain/field-messages';
import { MSG } from '@domain/messages';
import type { ApontamentoInput } from '@domain/schemas/appointments';
import type { Page } from '@domain/schemas/approvals';
import { isoDateTime } from '@domain/schemas/fields';
import {
  type Integracao,
  type IntegracaoFiltro,
  type IntegracaoPesagem,
  integracaoPesagem,
} from '@domain/schemas/panels';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { insertReturning } from '../../core/bulk';
import { businessDayOf, businessDayStart } from '../../core/business-time';
import { invalid, notFound } from '../../core/domain-errors';
import { scopedJoin } from '../../core/register-service';
import { transaction } from '../../core/transaction';
import type { Db } from '../../db/client';
import { reTbIntegracaoDesperdicio } from '../../db/schema/appointments';
import { reTbRestaurantes, reTbUnidadesSatelite } from '../../db/schema/restaurants';
import { reTbBalancasUnidades, reTbCadBalancas } from '../../db/schema/scales';
import { desperdiciosDetService } from '../re-tb-desperdicios-det/service';
import { restaurantesZones } from '../re-tb-restaurantes/service';

const t = reTbIntegracaoDesperdicio;
type Row = typeof t.$inferSelect;

/** Where an unexpected failure of one record is reported (the route passes the request's logger). */
export interface IntegracaoDesperdicioLogger {
  error(obj: unknown, msg?: string): void;
}

// -- the weighing of a record -------------------------------------------------------------------------------

const isoInstant = isoDateTime();

/** The instant of the weighing, when the payload carries a valid ISO instant (with its offset or Z). */
function weighingInstant(p: IntegracaoPesagem): Date | null {
  if (!p.dthPesagem || !isoInstant.safeParse(p.dthPesagem).success) return null;
  const d = new Date(p.dthPesagem);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** What the company has that the payloads refer to (one query per kind). */
interface Lookups {
  /** Scale by serial. */
  scales: Map<string, number>;
  /** The restaurant where each scale is active (a scale is active for one restaurant at most). */
  activeAt: Map<number, number>;
  /** The company's restaurants of the payloads, with their time zones (the day of a weighing's instant). */
  restaurants: Map<number, string>;
  /** Satellite → its restaurant. */
  satellites: Map<number, number>;
}

async function loadLookups(
  q: Db,
  idEmpresa: number,
  payloads: readonly IntegracaoPesagem[],
): Promise<Lookups> {
  const serials = [...new Set(payloads.map((p) => p.idSerial).filter((s): s is string => !!s))];
  const satIds = [...new Set(payloads.map((p) => p.idSatelite).filter((s): s is number => !!s))];
  const scales = new Map<string, number>();
  const activeAt = new Map<number, number>();
  const satellites = new Map<number, number>();
  if (serials.length) {
    const rows = await q
      .select({ idBal: reTbCadBalancas.idBal, idSerial: reTbCadBalancas.idSerial })
      .from(reTbCadBalancas)
      .where(and(eq(reTbCadBalancas.idEmpresa, idEmpresa), inArray(reTbCadBalancas.idSerial, serials)));
    for (const r of rows) scales.set(r.idSerial, r.idBal);
  }
  if (scales.size) {
    const links = await q
      .select({ idBal: reTbBalancasUnidades.idBal, idRestaurante: reTbBalancasUnidades.idRestaurante })
      .from(reTbBalancasUnidades)
      .where(
        and(
          eq(reTbBalancasUnidades.idEmpresa, idEmpresa),
          eq(reTbBalancasUnidades.indInativo, 0),
          inArray(reTbBalancasUnidades.idBal, [...scales.values()]),
        ),
      );
    for (const l of links) activeAt.set(l.idBal, l.idRestaurante);
  }
  const restIds = [
    ...new Set([
      ...payloads.map((p) => p.idRestaurante).filter((r): r is number => !!r),
      ...activeAt.values(),
    ]),
  ];
  const restaurants = await restaurantesZones(q, idEmpresa, restIds);
  if (satIds.length) {
    const rows = await q
      .select({ id: reTbUnidadesSatelite.idSatelite, idRestaurante: reTbUnidadesSatelite.idRestaurante })
      .from(reTbUnidadesSatelite)
      .where(
        and(eq(reTbUnidadesSatelite.idEmpresa, idEmpresa), inArray(reTbUnidadesSatelite.idSatelite, satIds)),
      );
    for (const r of rows) satellites.set(r.id, r.idRestaurante);
  }
  return { scales, activeAt, restaurants, satellites };
}

/** What is known of a record's weighing: the ids it resolves to (stored on the record) and why it is refused. */
interface Checked {
  idRestaurante: number | null;
  idBal: number | null;
  dtaApontamento: string | null;
  /** The first problem, verbatim; null when the weighing may become an appointment. */
  error: string | null;
  /** The appointment to save (when no error). */
  input: ApontamentoInput | null;
}

const orNull = (v: number | null | undefined) => (v ? v : null);

/**
 * Checks a weighing strictly, in this order: the serial names a scale of the company; the restaurant (the
 * payload's, else the one where the scale is active) exists; the scale is active there; the satellite (when
 * given) belongs to it; the type; the quantity; the instant of the weighing. The appointment is then the
 * weighing as saveAll reads it, its uuid the record's idLocal.
 */
function checkWeighing(p: IntegracaoPesagem, uuid: string, l: Lookups): Checked {
  const idBal = p.idSerial ? (l.scales.get(p.idSerial) ?? null) : null;
  const activeAt = idBal ? (l.activeAt.get(idBal) ?? null) : null;
  const wanted = p.idRestaurante ?? activeAt;
  const idRestaurante = wanted && l.restaurants.has(wanted) ? wanted : null;
  const instant = weighingInstant(p);
  // The day of the weighing where the restaurant is (its time zone; São Paulo's while it is unknown).
  const zone = idRestaurante ? l.restaurants.get(idRestaurante) : undefined;
  const dtaApontamento = instant ? businessDayOf(instant, zone) : null;
  const base = { idRestaurante, idBal, dtaApontamento, input: null };
  const refuse = (error: string): Checked => ({ ...base, error });

  if (!p.idSerial) return refuse(MSG.integrationSerialRequired);
  if (!idBal) return refuse(MSG.integrationScaleNotFound(p.idSerial));
  if (!wanted) return refuse(MSG.integrationRestaurantUnknown(p.idSerial));
  if (!idRestaurante) return refuse(MSG.notFoundRef('Restaurante', wanted));
  if (activeAt !== idRestaurante) return refuse(MSG.scaleNotActiveInUnit(idBal, idRestaurante));
  if (p.idSatelite) {
    const satRestaurant = l.satellites.get(p.idSatelite);
    if (satRestaurant === undefined) return refuse(MSG.notFoundRef('Satélite', p.idSatelite));
    if (satRestaurant !== idRestaurante)
      return refuse(MSG.satelliteNotInRestaurant(p.idSatelite, idRestaurante));
  }
  const tip = p.tipDesperdicio;
  if (!tip || !(tip in TIP_DESPERDICIO_LABEL))
    return refuse(MSG.integrationTypeInvalid(tip ?? 'não informado'));
  if (!(typeof p.qtdPeso === 'number' && Number.isFinite(p.qtdPeso) && p.qtdPeso > 0))
    return refuse(MSG.quantityInvalid);
  if (!instant || !dtaApontamento) return refuse(MSG.integrationWeighingTimeInvalid);

  return {
    ...base,
    error: null,
    input: {
      uuidApontamento: uuid,
      idRestaurante,
      idSatelite: orNull(p.idSatelite),
      tipDesperdicio: tip,
      dtaApontamento,
      qtdDesperdicio: p.qtdPeso,
      idItemVenda: orNull(p.idItemVenda),
      idProduto: orNull(p.idProduto),
      idAgrupamento: orNull(p.idAgrupamento),
      idInsumo: orNull(p.idInsumo),
      idDestino: orNull(p.idDestino),
      idRecipiente: orNull(p.idRecipiente),
      idBal,
      dtaDispositivo: instant.toISOString(),
    },
  };
}

/** The stored payload as a weighing, or why it cannot be read. */
function parsePayload(raw: unknown): { payload: IntegracaoPesagem } | { error: string } {
  const parsed = integracaoPesagem.safeParse(raw, { error: fieldErrorMap('Pesagem') });
  if (parsed.success) return { payload: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    error: MSG.integrationPayloadInvalid(issue ? issueMessage(issue, 'Pesagem') : 'formato inválido'),
  };
}

// -- rows as the panel reads them ---------------------------------------------------------------------------

const listFields = {
  r: t,
  desRestaurante: reTbRestaurantes.desRestaurante,
  serialBalanca: reTbCadBalancas.idSerial,
};
type ListRow = { r: Row; desRestaurante: string | null; serialBalanca: string | null };

function selectList(q: Db, where: SQL | undefined) {
  return q
    .select(listFields)
    .from(t)
    .leftJoin(reTbRestaurantes, scopedJoin(reTbRestaurantes.idRestaurante, t.idRestaurante))
    .leftJoin(reTbCadBalancas, scopedJoin(reTbCadBalancas.idBal, t.idBal))
    .where(where);
}

const payloadObject = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

function toIntegracao({ r, desRestaurante, serialBalanca }: ListRow): Integracao {
  const p = payloadObject(r.txtPayload);
  const tip = p?.tipDesperdicio;
  const qtd = p?.qtdPeso;
  const serial = p?.idSerial;
  return {
    numSeq: r.numSeq,
    idRestaurante: r.idRestaurante,
    desRestaurante,
    idBal: r.idBal,
    idSerial: typeof serial === 'string' && serial ? serial : serialBalanca,
    dtaRegistro: r.dtaRegistro.toISOString(),
    dtaApontamento: r.dtaApontamento,
    tipDesperdicio: typeof tip === 'number' && Number.isInteger(tip) ? tip : null,
    qtdPeso: typeof qtd === 'number' && Number.isFinite(qtd) ? qtd : null,
    indStatus: r.indStatus,
    txtErro: r.txtErro,
    qtdTentativas: r.qtdTentativas,
    dtaProcessamento: r.dtaProcessamento ? r.dtaProcessamento.toISOString() : null,
    idApontamento: r.idApontamento,
    txtPayload: p,
  };
}

/**
 * The integration records (spec §7 Integration): the raw weighings the scale app of automated units (entry
 * mode 1) posts. Each is stored once (its device UUID, idLocal, is unique per company) and processed into an
 * appointment through the rules of saveAll, the appointment's uuid being the record's idLocal: however many
 * times a record is processed, it makes one appointment at most.
 */
/**
 * `onPending`: told, after the commit, of the units where a processed record left a weighing waiting for
 * approval (the approvers' devices are pushed).
 */
export function integracaoDesperdicioService(
  db: Db,
  log?: IntegracaoDesperdicioLogger,
  onPending?: (idEmpresa: number, units: number[]) => void,
) {
  /**
   * Processes one record in its own transaction, the record locked meanwhile (a concurrent reprocess waits,
   * then finds it done). Skipped when already processed. A refusal keeps the rule's message; an unexpected
   * failure is recorded as the generic error, so one record never blocks the others.
   */
  async function processOne(idEmpresa: number, idUsuario: number, numSeq: number): Promise<void> {
    let pendingUnits: number[] = [];
    try {
      await transaction(db, async (tx) => {
        pendingUnits = [];
        const [rec] = await tx
          .select()
          .from(t)
          .where(and(eq(t.idEmpresa, idEmpresa), eq(t.numSeq, numSeq)))
          .for('update');
        if (!rec || rec.indStatus === IND_STATUS_INTEGRACAO.Processado) return;
        const attempt = {
          qtdTentativas: rec.qtdTentativas + 1,
          dtaProcessamento: new Date(),
        };
        type Resolved = Pick<Checked, 'idRestaurante' | 'idBal' | 'dtaApontamento'>;
        const fail = (txtErro: string, resolved?: Resolved) =>
          tx
            .update(t)
            .set({ ...attempt, ...resolved, indStatus: IND_STATUS_INTEGRACAO.Erro, txtErro })
            .where(eq(t.numSeq, rec.numSeq));

        const read = parsePayload(rec.txtPayload);
        if ('error' in read) {
          await fail(read.error);
          return;
        }
        const uuid = (rec.idLocal ?? read.payload.idLocal).toLowerCase();
        const lookups = await loadLookups(tx, idEmpresa, [read.payload]);
        const { error, input, ...resolved } = checkWeighing(read.payload, uuid, lookups);
        if (error || !input) {
          await fail(error ?? MSG.genericError, resolved);
          return;
        }
        const out = await desperdiciosDetService(tx).saveAll(idEmpresa, idUsuario, [input], {
          source: 'app',
          withinCallerTransaction: true,
        });
        if (!out.ok) {
          await fail(out.results[0]?.exception ?? MSG.genericError, resolved);
          return;
        }
        await tx
          .update(t)
          .set({
            ...attempt,
            ...resolved,
            indStatus: IND_STATUS_INTEGRACAO.Processado,
            txtErro: null,
            idApontamento: out.saved[0].idApontamento,
          })
          .where(eq(t.numSeq, rec.numSeq));
        pendingUnits = out.pendingUnits;
      });
      if (pendingUnits.length) onPending?.(idEmpresa, pendingUnits);
    } catch (err) {
      log?.error({ err, numSeq }, 'integration record processing failed');
      await db
        .update(t)
        .set({
          indStatus: IND_STATUS_INTEGRACAO.Erro,
          txtErro: MSG.genericError,
          qtdTentativas: sql`${t.qtdTentativas} + 1`,
          dtaProcessamento: new Date(),
        })
        .where(
          and(
            eq(t.idEmpresa, idEmpresa),
            eq(t.numSeq, numSeq),
            inArray(t.indStatus, [IND_STATUS_INTEGRACAO.Pendente, IND_STATUS_INTEGRACAO.Erro]),
          ),
        );
    }
  }

  /** Processes records one by one; answers 'Registro {numSeq}: {txtErro}' for each one still not processed. */
  async function processAll(idEmpresa: number, idUsuario: number, numSeqs: readonly number[]) {
    for (const numSeq of numSeqs) await processOne(idEmpresa, idUsuario, numSeq);
    if (!numSeqs.length) return [];
    const left = await db
      .select({ numSeq: t.numSeq, txtErro: t.txtErro })
      .from(t)
      .where(
        and(
          eq(t.idEmpresa, idEmpresa),
          inArray(t.numSeq, [...numSeqs]),
          inArray(t.indStatus, [IND_STATUS_INTEGRACAO.Pendente, IND_STATUS_INTEGRACAO.Erro]),
        ),
      )
      .orderBy(asc(t.numSeq));
    return left.map((r) => MSG.integrationRecordMessage(r.numSeq, r.txtErro ?? MSG.genericError));
  }

  /** The given records of the company (404 'Registro {id} não encontrado' for the first that is not). */
  async function existing(idEmpresa: number, ids: readonly number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    const rows = await db
      .select({ numSeq: t.numSeq })
      .from(t)
      .where(and(eq(t.idEmpresa, idEmpresa), inArray(t.numSeq, unique)));
    const found = new Set(rows.map((r) => r.numSeq));
    const missing = unique.find((id) => !found.has(id));
    if (missing !== undefined) throw notFound(MSG.recordNotFound(missing));
    return unique.sort((a, b) => a - b);
  }

  return {
    /**
     * Stores the weighings the app posts (a weighing repeated in the batch counts once) with
     * ON CONFLICT (id_empresa, id_local) DO NOTHING, processes the new ones at once, and answers every
     * record as stored now, in the order posted (a repeated intake answers the stored record, untouched).
     */
    async intake(
      idEmpresa: number,
      idUsuario: number,
      items: readonly IntegracaoPesagem[],
    ): Promise<Integracao[]> {
      const byLocal = new Map<string, IntegracaoPesagem>();
      for (const p of items) {
        const key = p.idLocal.toLowerCase();
        if (!byLocal.has(key)) byLocal.set(key, p);
      }
      const lookups = await loadLookups(db, idEmpresa, [...byLocal.values()]);
      // numSeq in the order posted; rows written in uuid order, so two intakes of the same records never deadlock.
      const inserted = await insertReturning(
        db,
        t,
        [...byLocal].map(([idLocal, p]) => {
          const { idRestaurante, idBal, dtaApontamento } = checkWeighing(p, idLocal, lookups);
          return { idEmpresa, idLocal, idRestaurante, idBal, dtaApontamento, txtPayload: p };
        }),
        [t.idEmpresa, t.idLocal],
      );
      for (const { numSeq } of inserted.sort((a, b) => a.numSeq - b.numSeq))
        await processOne(idEmpresa, idUsuario, numSeq);

      const rows = await selectList(
        db,
        and(eq(t.idEmpresa, idEmpresa), inArray(t.idLocal, [...byLocal.keys()])),
      );
      const stored = new Map(rows.map((r) => [r.r.idLocal, toIntegracao(r)]));
      return [...byLocal.keys()].map((k) => stored.get(k)).filter((r): r is Integracao => !!r);
    },

    /** The company's records, newest received first, paged (page 0-based); the period is of receipt. */
    async findAllByFilter(
      idEmpresa: number,
      f: IntegracaoFiltro,
      { page, size }: { page: number; size: number },
    ): Promise<Page<Integracao>> {
      if (f.dtaInicial && f.dtaFinal && f.dtaFinal < f.dtaInicial) throw invalid(MSG.periodEndBeforeStart);
      const conditions: SQL[] = [eq(t.idEmpresa, idEmpresa)];
      if (f.idRestaurante) conditions.push(eq(t.idRestaurante, f.idRestaurante));
      if (f.indStatus !== null && f.indStatus !== undefined) conditions.push(eq(t.indStatus, f.indStatus));
      if (f.dtaInicial) conditions.push(gte(t.dtaRegistro, businessDayStart(f.dtaInicial)));
      if (f.dtaFinal) conditions.push(lt(t.dtaRegistro, businessDayStart(f.dtaFinal, 1)));
      const where = and(...conditions);
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(t).where(where),
        selectList(db, where)
          .orderBy(desc(t.dtaRegistro), desc(t.numSeq))
          .limit(size)
          .offset(page * size),
      ]);
      return { content: rows.map(toIntegracao), totalElements: Number(total), page, size };
    },

    /** Reprocesses the given records (those already processed are skipped). */
    async reprocess(idEmpresa: number, idUsuario: number, ids: readonly number[]): Promise<string[]> {
      return processAll(idEmpresa, idUsuario, await existing(idEmpresa, ids));
    },

    /** Reprocesses every pending or failed record of the company, oldest first. */
    async reprocessAll(idEmpresa: number, idUsuario: number): Promise<string[]> {
      const rows = await db
        .select({ numSeq: t.numSeq })
        .from(t)
        .where(
          and(
            eq(t.idEmpresa, idEmpresa),
            inArray(t.indStatus, [IND_STATUS_INTEGRACAO.Pendente, IND_STATUS_INTEGRACAO.Erro]),
          ),
        )
        .orderBy(asc(t.numSeq));
      return processAll(
        idEmpresa,
        idUsuario,
        rows.map((r) => r.numSeq),
      );
    },

    /** Deletes the given records of the company (their appointments stay). */
    async remove(idEmpresa: number, ids: readonly number[]): Promise<number> {
      const found = await existing(idEmpresa, ids);
      const deleted = await db
        .delete(t)
        .where(and(eq(t.idEmpresa, idEmpresa), inArray(t.numSeq, found)))
        .returning({ numSeq: t.numSeq });
      return deleted.length;
    },

    /** Deletes every record of the company. */
    async removeAll(idEmpresa: number): Promise<number> {
      const deleted = await db.delete(t).where(eq(t.idEmpresa, idEmpresa)).returning({ numSeq: t.numSeq });
      return deleted.length;
    },
  };
}
