import { MSG } from '@domain/messages';
import { needsJustification, STATUS_APROV } from '@domain/rules/approvals';
import type {
  Analise,
  ApontamentoAnalise,
  ApontamentoDetalhe,
  aprovacaoFiltro,
  HistoricoItem,
  historicoFiltro,
  Page,
  PermissaoAnalise,
} from '@domain/schemas/approvals';
import { and, asc, count, desc, eq, exists, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { businessDayStart, formatBusinessDateTime } from '../../core/business-time';
import {
  conflict,
  type DomainError,
  ForbiddenError,
  forbidden,
  invalid,
  notFound,
} from '../../core/domain-errors';
import { restaurantesZones } from '../../core/restaurant-scope';
import { transaction } from '../../core/transaction';
import type { Db } from '../../db/client';
import { numericOrNull } from '../../db/numeric';
import { reTbAprovadores, reTbDesperdiciosDet, reTbHistoricoAprov } from '../../db/schema/appointments';
import { usuarios } from '../../db/schema/core';
import { markApprovalRead } from '../re-tb-notificacoes/public';
import { type DetalheRow, detalheFields, selectDetalhes, toDetalhe, withDetalheJoins } from './details';

const t = reTbDesperdiciosDet;
/** When the weighing was made: the device's clock (offline entries reach the server later), else the receipt. */
const weighedAt = sql`coalesce(${t.dtaDispositivo}, ${t.dtaRegistro})`;
const h = reTbHistoricoAprov;
const ap = reTbAprovadores;
const aprovador = alias(usuarios, 'aprovador');

type Row = typeof t.$inferSelect;
export type Decisao = typeof STATUS_APROV.Aprovado | typeof STATUS_APROV.Reprovado;

/** The caller approves in the unit of the appointment row being read or updated. */
const approvesUnitOf = (q: Db, idEmpresa: number, idUsuario: number) =>
  exists(
    q
      .select({ one: sql`1` })
      .from(ap)
      .where(
        and(eq(ap.idEmpresa, idEmpresa), eq(ap.idUsuario, idUsuario), eq(ap.idRestaurante, t.idRestaurante)),
      ),
  );

const analiseFields = {
  idHistorico: h.idHistorico,
  idApontamento: h.idApontamento,
  idUsuario: h.idUsuario,
  desAprovador: aprovador.desPessoa,
  dthAnalise: h.dthAnalise,
  indDecisao: h.indDecisao,
  txtJustificativa: h.txtJustificativa,
};
interface AnaliseRow {
  idHistorico: number;
  idApontamento: number;
  idUsuario: number | null;
  desAprovador: string | null;
  dthAnalise: Date;
  indDecisao: number;
  txtJustificativa: string | null;
}
const toAnalise = (r: AnaliseRow): Analise => ({
  idHistorico: r.idHistorico,
  idApontamento: r.idApontamento,
  idUsuario: r.idUsuario ?? null,
  desAprovador: r.desAprovador ?? null,
  dthAnalise: r.dthAnalise.toISOString(),
  indDecisao: r.indDecisao,
  txtJustificativa: r.txtJustificativa ?? null,
});

/**
 * Approval of pending appointments (spec §4 Approval, §6, §7 Approvals): who may analyse is decided by the
 * approval units of re_tb_aprovadores, per company. One code path approves and rejects; the conditional
 * UPDATE (still pending, caller still approves the unit) is the lock that lets exactly one approver win.
 */
export function despApontService(db: Db) {
  async function unitsOf(idEmpresa: number, idUsuario: number): Promise<number[]> {
    const rows = await db
      .select({ id: ap.idRestaurante })
      .from(ap)
      .where(and(eq(ap.idEmpresa, idEmpresa), eq(ap.idUsuario, idUsuario)));
    return rows.map((r) => r.id);
  }

  async function approvesUnit(q: Db, idEmpresa: number, idUsuario: number, idRestaurante: number) {
    const [row] = await q
      .select({ one: sql`1` })
      .from(ap)
      .where(
        and(eq(ap.idEmpresa, idEmpresa), eq(ap.idUsuario, idUsuario), eq(ap.idRestaurante, idRestaurante)),
      )
      .limit(1);
    return !!row;
  }

  async function stored(q: Db, idEmpresa: number, id: number): Promise<Row | undefined> {
    const [row] = await q
      .select()
      .from(t)
      .where(and(eq(t.idEmpresa, idEmpresa), eq(t.idApontamento, id)));
    return row;
  }

  /** The analyses of one appointment, newest first, with the approver's name. */
  async function historyOf(q: Db, idEmpresa: number, id: number, limit?: number): Promise<Analise[]> {
    const query = q
      .select(analiseFields)
      .from(h)
      .leftJoin(aprovador, eq(aprovador.idUsuario, h.idUsuario))
      .where(and(eq(h.idEmpresa, idEmpresa), eq(h.idApontamento, id)))
      .orderBy(desc(h.dthAnalise), desc(h.idHistorico))
      .$dynamic();
    const rows = await (limit ? query.limit(limit) : query);
    return rows.map(toAnalise);
  }

  /** Why the caller may not analyse the appointment now (403 no rights, 409 no longer pending), or null. */
  async function refusal(q: Db, idEmpresa: number, idUsuario: number, row: Row): Promise<DomainError | null> {
    if (!(await approvesUnit(q, idEmpresa, idUsuario, row.idRestaurante)))
      return forbidden(MSG.approvalNoPermission);
    if (row.indStatusAprov === STATUS_APROV.Pendente) return null;
    const [last] = await historyOf(q, idEmpresa, row.idApontamento, 1);
    if (
      last &&
      (row.indStatusAprov === STATUS_APROV.Aprovado || row.indStatusAprov === STATUS_APROV.Reprovado)
    ) {
      const decision = last.indDecisao === STATUS_APROV.Aprovado ? 'aprovado' : 'reprovado';
      // The time of the analysis as the restaurant's clock shows it.
      const zone = (await restaurantesZones(q, idEmpresa, [row.idRestaurante])).get(row.idRestaurante);
      const when = formatBusinessDateTime(new Date(last.dthAnalise), zone);
      return conflict(MSG.alreadyAnalysed(row.idApontamento, decision, last.desAprovador ?? '—', when));
    }
    return conflict(MSG.notPending(row.idApontamento));
  }

  async function findById(idEmpresa: number, idUsuario: number, id: number): Promise<ApontamentoAnalise> {
    const [row] = await selectDetalhes(db, idEmpresa, eq(t.idApontamento, id));
    if (!row) throw notFound(MSG.notFoundRef('Apontamento', id));
    const detalhe = toDetalhe(row as DetalheRow);
    const [historico, approves] = await Promise.all([
      historyOf(db, idEmpresa, id),
      approvesUnit(db, idEmpresa, idUsuario, detalhe.idRestaurante),
    ]);
    return {
      ...detalhe,
      historico,
      podeAnalisar: detalhe.indStatusAprov === STATUS_APROV.Pendente && approves,
    };
  }

  return {
    findById,

    /** Pending appointments of the caller's approval units, newest first (403 without units in the filter). */
    async findAll(
      idEmpresa: number,
      idUsuario: number,
      f: z.output<typeof aprovacaoFiltro>,
    ): Promise<Page<ApontamentoDetalhe>> {
      const units = await unitsOf(idEmpresa, idUsuario);
      if (!units.length || (f.idRestaurante && !units.includes(f.idRestaurante)))
        throw forbidden(MSG.approvalNoPermission);
      const conditions: SQL[] = [
        eq(t.indStatusAprov, STATUS_APROV.Pendente),
        inArray(t.idRestaurante, f.idRestaurante ? [f.idRestaurante] : units),
      ];
      if (f.tipDesperdicio) conditions.push(eq(t.tipDesperdicio, f.tipDesperdicio));
      if (f.dtaApontamentoIni) conditions.push(gte(t.dtaApontamento, f.dtaApontamentoIni));
      if (f.dtaApontamentoFim) conditions.push(lte(t.dtaApontamento, f.dtaApontamentoFim));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        selectDetalhes(db, idEmpresa, where)
          // Oldest first, as a queue: by day, then by when the weighing was made (the device's clock for
          // offline entries, else the server's receipt). The rows waiting longest (those the alert routine
          // chases) come first, and those arriving while the supervisor works (the list refreshes every
          // minute) go to the end instead of pushing the page being worked on.
          .orderBy(asc(t.dtaApontamento), asc(weighedAt), asc(t.idApontamento))
          .limit(f.size)
          .offset(f.page * f.size),
        db
          .select({ n: count() })
          .from(t)
          .where(and(eq(t.idEmpresa, idEmpresa), where)),
      ]);
      return {
        content: rows.map((r) => toDetalhe(r as DetalheRow)),
        totalElements: Number(total.n),
        page: f.page,
        size: f.size,
      };
    },

    /** Whether a user of the caller's company may analyse an appointment now, and why not. */
    async permission(idEmpresa: number, idApontamento: number, idUsuario: number): Promise<PermissaoAnalise> {
      const row = await stored(db, idEmpresa, idApontamento);
      if (!row) throw notFound(MSG.notFoundRef('Apontamento', idApontamento));
      const why = await refusal(db, idEmpresa, idUsuario, row);
      if (!why) return { podeAnalisar: true, exception: null };
      // Not pending any more: the plain message (who analysed it is the detail's history).
      const exception =
        why instanceof ForbiddenError ? MSG.approvalNoPermission : MSG.notPending(idApontamento);
      return { podeAnalisar: false, exception };
    },

    /**
     * Approves (1) or rejects (2). The justification is trimmed; it is required when the appointment is out of
     * tolerance and needs approval, otherwise a blank one is stored as 'Parâmetro não exige justificativa'.
     * In one transaction: the conditional UPDATE, the history row, and the approval notifications marked read.
     * When the UPDATE changes nothing, the reason is answered: 404, 403 or 409 (with who won a race).
     */
    async analyse(
      idEmpresa: number,
      idUsuario: number,
      id: number,
      decision: Decisao,
      justificativa: string | null | undefined,
    ): Promise<ApontamentoAnalise> {
      const current = await stored(db, idEmpresa, id);
      if (!current) throw notFound(MSG.notFoundRef('Apontamento', id));
      const refused = await refusal(db, idEmpresa, idUsuario, current);
      if (refused) throw refused;
      const text = (justificativa ?? '').trim();
      const analysable = {
        qtdLiquido: Number(current.qtdLiquido),
        minQtd: numericOrNull(current.minQtd),
        maxQtd: numericOrNull(current.maxQtd),
        precisaAprovacao: current.precisaAprovacao,
      };
      if (!text && needsJustification(analysable)) throw invalid(MSG.justificationRequired);
      const txtJustificativa = text || MSG.approvalAutoJustification;

      await transaction(db, async (tx) => {
        const updated = await tx
          .update(t)
          .set({ indStatusAprov: decision, txtJustificativa })
          .where(
            and(
              eq(t.idEmpresa, idEmpresa),
              eq(t.idApontamento, id),
              eq(t.indStatusAprov, STATUS_APROV.Pendente),
              approvesUnitOf(tx, idEmpresa, idUsuario),
            ),
          )
          .returning({ id: t.idApontamento });
        if (!updated.length) {
          // Lost a race (or the rights went away): a new statement sees what the winner committed.
          const now = await stored(tx, idEmpresa, id);
          throw (
            (now && (await refusal(tx, idEmpresa, idUsuario, now))) ??
            notFound(MSG.notFoundRef('Apontamento', id))
          );
        }
        await tx
          .insert(h)
          .values({ idEmpresa, idApontamento: id, idUsuario, indDecisao: decision, txtJustificativa });
        await markApprovalRead(tx, idEmpresa, id);
      });
      return findById(idEmpresa, idUsuario, id);
    },

    /**
     * The analyses of the company, newest first. The analysis-date filter is in São Paulo days: an analysis
     * at 23:30 in São Paulo belongs to that day, whatever the server's time zone.
     */
    async history(idEmpresa: number, f: z.output<typeof historicoFiltro>): Promise<Page<HistoricoItem>> {
      const conditions: SQL[] = [eq(h.idEmpresa, idEmpresa)];
      if (f.idRestaurante) conditions.push(eq(t.idRestaurante, f.idRestaurante));
      if (f.tipDesperdicio) conditions.push(eq(t.tipDesperdicio, f.tipDesperdicio));
      if (f.indDecisao) conditions.push(eq(h.indDecisao, f.indDecisao));
      if (f.dthAnaliseIni) conditions.push(gte(h.dthAnalise, businessDayStart(f.dthAnaliseIni)));
      if (f.dthAnaliseFim) conditions.push(lt(h.dthAnalise, businessDayStart(f.dthAnaliseFim, 1)));
      const where = and(...conditions);
      const ofAppointment = and(eq(h.idApontamento, t.idApontamento), eq(h.idEmpresa, t.idEmpresa));
      // The page is chosen on the history alone (index on the analysis date), then only its rows get names:
      // joining every name first makes the planner walk all the appointments.
      const [pageIds, [total]] = await Promise.all([
        db
          .select({ id: h.idHistorico })
          .from(h)
          .innerJoin(t, ofAppointment)
          .where(where)
          .orderBy(desc(h.dthAnalise), desc(h.idHistorico))
          .limit(f.size)
          .offset(f.page * f.size),
        db.select({ n: count() }).from(h).innerJoin(t, ofAppointment).where(where),
      ]);
      const rows = pageIds.length
        ? await withDetalheJoins(
            db
              .select({ ...detalheFields, h, desAprovador: aprovador.desPessoa })
              .from(t)
              .$dynamic(),
          )
            .innerJoin(h, ofAppointment)
            .leftJoin(aprovador, eq(aprovador.idUsuario, h.idUsuario))
            .where(
              inArray(
                h.idHistorico,
                pageIds.map((r) => r.id),
              ),
            )
            .orderBy(desc(h.dthAnalise), desc(h.idHistorico))
        : [];
      return {
        content: rows.map((r) => {
          const a = toDetalhe(r as DetalheRow);
          return {
            ...toAnalise({ ...r.h, desAprovador: r.desAprovador }),
            idRestaurante: a.idRestaurante,
            desRestaurante: a.desRestaurante,
            tipDesperdicio: a.tipDesperdicio,
            dtaApontamento: a.dtaApontamento,
            qtdDesperdicio: a.qtdDesperdicio,
            qtdTara: a.qtdTara,
            qtdLiquido: a.qtdLiquido,
            minQtd: a.minQtd,
            maxQtd: a.maxQtd,
            mediaQtd: a.mediaQtd,
            desItem: a.desItem,
            desUsuario: a.desUsuario,
          };
        }),
        totalElements: Number(total.n),
        page: f.page,
        size: f.size,
      };
    },
  };
}
