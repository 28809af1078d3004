import { IND_STATUS_INTEGRACAO } from '@domain/constants';
import { MSG } from '@domain/messages';
import type { Page } from '@domain/schemas/approvals';
import type { Integracao, IntegracaoFiltro, IntegracaoPesagem } from '@domain/schemas/panels';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { insertReturning } from '../../core/bulk';
import { businessDayStart } from '../../core/business-time';
import { invalid, notFound } from '../../core/domain-errors';
import { transaction } from '../../core/transaction';
import type { Db } from '../../db/client';
import { reTbIntegracaoDesperdicio } from '../../db/schema/appointments';
import { desperdiciosDetService } from '../re-tb-desperdicios-det/public';
import { selectList, toIntegracao } from './queries';
import { type Checked, checkWeighing, loadLookups, parsePayload } from './weighing';

const t = reTbIntegracaoDesperdicio;

/** Where an unexpected failure of one record is reported (the route passes the request's logger). */
export interface IntegracaoDesperdicioLogger {
  error(obj: unknown, msg?: string): void;
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
