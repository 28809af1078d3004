import { randomUUID } from 'node:crypto';
import { isIsoDate, toIsoLocal } from '@domain/dates';
import { MSG } from '@domain/messages';
import { cost, tolerance } from '@domain/rules/appointments';
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
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reTbDespCustos, reTbDesperdiciosDet } from '../db/schema/appointments';
import { reTbDespInsumos, reTbInsumos } from '../db/schema/registers';
import { reTbRestaurantes } from '../db/schema/restaurants';
import { badRequest, notFound } from '../lib/http-errors';
import { type EntryCheck, EntryChecker, loadEntryParams, loadReference } from './entry-checks';

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
  /** The rule check, for the first occurrence of a new weighing; null for replays and repeats. */
  check: EntryCheck | null;
}

export type SaveOutcome = { ok: true; saved: Apontamento[] } | { ok: false; results: ApontamentoResultado[] };

const lower = (u: string | null | undefined) => (u ? u.toLowerCase() : null);

export function toApontamento(r: Row): Apontamento {
  return {
    idApontamento: r.idApontamento,
    uuidApontamento: r.idLocal,
    idRestaurante: r.idRestaurante,
    idSatelite: r.idSatelite,
    tipDesperdicio: r.tipDesperdicio,
    dtaApontamento: r.dtaApontamento,
    qtdDesperdicio: Number(r.qtdDesperdicio),
    idProduto: r.idProduto,
    idItemVenda: r.idItemVenda,
    idAgrupamento: r.idAgrupamento,
    idInsumo: r.idInsumo,
    idDestino: r.idDestino,
    idRecipiente: r.idRecipiente,
    idBal: r.idBal,
    idUsuario: r.idUsuario,
    dtaRegistro: r.dtaRegistro.toISOString(),
    dtaDispositivo: r.dtaDispositivo ? r.dtaDispositivo.toISOString() : null,
    precisaAprovacao: r.precisaAprovacao,
    minQtd: r.minQtd === null ? null : Number(r.minQtd),
    maxQtd: r.maxQtd === null ? null : Number(r.maxQtd),
    mediaQtd: r.mediaQtd === null ? null : Number(r.mediaQtd),
    txtJustificativa: r.txtJustificativa,
    notificar: r.notificar,
    transferido: r.transferido,
  };
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
    idApontamentoSalvo: a.idApontamento,
  };
}

/** Waste appointments (spec §7 Appointments): the server is the authority on every rule of §4/§5. */
export function appointmentsService(db: Db) {
  async function storedByUuid(q: Db, idEmpresa: number, uuids: string[]): Promise<Map<string, Row>> {
    const out = new Map<string, Row>();
    if (!uuids.length) return out;
    const rows = await q
      .select()
      .from(reTbDesperdiciosDet)
      .where(and(eq(reTbDesperdiciosDet.idEmpresa, idEmpresa), inArray(reTbDesperdiciosDet.idLocal, uuids)));
    for (const r of rows) if (r.idLocal) out.set(r.idLocal, r);
    return out;
  }

  /**
   * Checks a batch: replays (uuid already stored) come back as stored, a uuid repeated in the batch is
   * checked once, everything else goes through the rules. The entry-mode expiry switch is saved here.
   */
  async function evaluate(idEmpresa: number, items: readonly ApontamentoInput[]): Promise<Evaluated[]> {
    const uuids = [...new Set(items.map((i) => lower(i.uuidApontamento)).filter((u): u is string => !!u))];
    const stored = await storedByUuid(db, idEmpresa, uuids);
    const checker = new EntryChecker(db, idEmpresa, toIsoLocal(new Date()));
    await checker.prepare(items.filter((i) => !stored.has(lower(i.uuidApontamento) ?? '')));

    const firstByUuid = new Map<string, Evaluated>();
    const out: Evaluated[] = [];
    for (const input of items) {
      const uuid = lower(input.uuidApontamento);
      const row = uuid ? stored.get(uuid) : undefined;
      if (row) {
        out.push({ input, uuid, result: replayOf(input, row), stored: row, check: null });
        continue;
      }
      const first = uuid ? firstByUuid.get(uuid) : undefined;
      if (first) {
        out.push({ input, uuid, result: { ...first.result, ...input }, stored: null, check: null });
        continue;
      }
      const check = await checker.check(input);
      const e: Evaluated = { input, uuid, result: resultOf(input, check), stored: null, check };
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
      qtdDesperdicio: w.qtdDesperdicio,
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
      indStatusAprov: v.precisaAprovacao ? 0 : null,
      minQtd: ref ? v.minQtd : null,
      maxQtd: ref ? v.maxQtd : null,
      mediaQtd: ref ? v.mediaQtd : null,
      txtJustificativa: w.txtJustificativa ?? null,
      notificar: v.precisaAprovacao,
      transferido: false,
    };
  }

  return {
    /** PUT validarApontamento: the per-item verdicts; `refused` when any item has an exception. */
    async validate(
      idEmpresa: number,
      items: readonly ApontamentoInput[],
    ): Promise<{ refused: boolean; results: ApontamentoResultado[] }> {
      const results = (await evaluate(idEmpresa, items)).map((e) => e.result);
      return { refused: results.some((r) => r.exception), results };
    },

    /**
     * saveAll: all or nothing. Refused → the verdicts, nothing saved. Otherwise one INSERT … ON CONFLICT
     * (id_empresa, id_local) DO NOTHING of the new weighings plus their cost rows, in one transaction; rows a
     * concurrent request stored first are read back, so every uuid ends up as exactly one row.
     */
    async saveAll(
      idEmpresa: number,
      idUsuario: number,
      items: readonly ApontamentoInput[],
    ): Promise<SaveOutcome> {
      const evaluated = await evaluate(idEmpresa, items);
      if (evaluated.some((e) => e.result.exception))
        return { ok: false, results: evaluated.map((e) => e.result) };

      const now = new Date();
      const fresh: { e: Evaluated; uuid: string }[] = [];
      const uuidOf = new Map<Evaluated, string>();
      for (const e of evaluated) {
        if (!e.check) continue;
        const uuid = e.uuid ?? randomUUID();
        uuidOf.set(e, uuid);
        fresh.push({ e, uuid });
      }

      const byUuid = new Map<string, Row>();
      if (fresh.length) {
        await db.transaction(async (txn) => {
          const tx = txn as unknown as Db;
          const inserted = await tx
            .insert(reTbDesperdiciosDet)
            .values(fresh.map(({ e, uuid }) => newRow(idEmpresa, idUsuario, now, e, uuid)))
            .onConflictDoNothing({ target: [reTbDesperdiciosDet.idEmpresa, reTbDesperdiciosDet.idLocal] })
            .returning();
          for (const r of inserted) byUuid.set(r.idLocal!, r);
          const costs = fresh
            .filter(({ uuid }) => byUuid.has(uuid))
            .map(({ e, uuid }) => {
              const r = byUuid.get(uuid)!;
              const custoKg = e.check!.custoKg;
              return {
                idEmpresa,
                idApontamento: r.idApontamento,
                idRestaurante: r.idRestaurante,
                dtaApontamento: r.dtaApontamento,
                vlrCustoKg: custoKg,
                vlrCusto: cost(Number(r.qtdDesperdicio), custoKg),
              };
            });
          if (costs.length) await tx.insert(reTbDespCustos).values(costs);
          const missing = fresh.map(({ uuid }) => uuid).filter((u) => !byUuid.has(u));
          for (const [u, r] of await storedByUuid(tx, idEmpresa, missing)) byUuid.set(u, r);
        });
      }

      const saved = evaluated.map((e) => {
        const row = e.stored ?? byUuid.get(uuidOf.get(e) ?? e.uuid ?? '');
        if (!row) throw new Error('appointment not stored');
        return toApontamento(row);
      });
      return { ok: true, saved };
    },

    async findMediaQtd(idEmpresa: number, body: FindMediaQtdBody): Promise<MediaQtd> {
      if (!isIsoDate(body.dtaApontamento)) throw badRequest(MSG.dateFormatInvalid);
      const [rest] = await db
        .select({ id: reTbRestaurantes.idRestaurante })
        .from(reTbRestaurantes)
        .where(
          and(
            eq(reTbRestaurantes.idEmpresa, idEmpresa),
            eq(reTbRestaurantes.idRestaurante, body.idRestaurante),
          ),
        );
      if (!rest) throw notFound(MSG.notFoundRef('Restaurante', body.idRestaurante));
      const [params, reference] = await Promise.all([
        loadEntryParams(db, idEmpresa, [body.idRestaurante]),
        loadReference(db, idEmpresa, body),
      ]);
      return tolerance(params.get(body.idRestaurante) ?? [], reference.average, body.idRestaurante);
    },

    /** The appointments of a period, oldest first (at most CONSULTA_MAX_ROWS). */
    async search(idEmpresa: number, body: ConsultaApontamentosBody): Promise<Apontamento[]> {
      if (body.dtaApontamentoFim < body.dtaApontamentoIni)
        throw badRequest('A data final precisa ser maior ou igual à inicial');
      const t = reTbDesperdiciosDet;
      const conditions = [
        eq(t.idEmpresa, idEmpresa),
        gte(t.dtaApontamento, body.dtaApontamentoIni),
        lte(t.dtaApontamento, body.dtaApontamentoFim),
      ];
      if (body.idRestaurante) conditions.push(eq(t.idRestaurante, body.idRestaurante));
      if (body.idSatelite) conditions.push(eq(t.idSatelite, body.idSatelite));
      if (body.tipDesperdicio) conditions.push(eq(t.tipDesperdicio, body.tipDesperdicio));
      const rows = await db
        .select()
        .from(t)
        .where(and(...conditions))
        .orderBy(asc(t.dtaApontamento), asc(t.idApontamento))
        .limit(CONSULTA_MAX_ROWS);
      return rows.map(toApontamento);
    },

    async findIdInsumos(idEmpresa: number, idInsumo?: number | null): Promise<InsumoLov[]> {
      const conditions = [eq(reTbDespInsumos.idEmpresa, idEmpresa)];
      if (idInsumo) conditions.push(eq(reTbDespInsumos.idInsumo, idInsumo));
      return db
        .select({
          idInsumo: reTbDespInsumos.idInsumo,
          desInsumo: reTbInsumos.desInsumo,
          indInativo: reTbDespInsumos.indInativo,
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
    },
  };
}
