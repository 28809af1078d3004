import { MSG } from '@domain/messages';
import type { CheckOptions, EntryCheck } from '@domain/rules/entry-check';
import { type BatchDecision, decideBatch, isEdit, lowerUuid, refusedOf } from '@domain/rules/save-batch';
import type {
  Apontamento,
  ApontamentoInput,
  ApontamentoResultado,
  ConsultaApontamentosBody,
  FindMediaQtdBody,
} from '@domain/schemas/appointments';
import { weighingRefusals } from '../../core/metrics';
import type { Db } from '../../db/client';
import { deleteApontamentos } from './delete';
import { findIdInsumos, findMediaQtd, searchApontamentos } from './queries';
import { afterCommit, savedOf } from './save-after';
import { loadSaveBatch } from './save-load';
import { persistDecidedParams, writeBatch } from './save-write';
import type { Row } from './stored-rows';
import { VerdictMemo } from './verdict-memo';

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

/**
 * Waste appointments (spec §7 Appointments): the server is the authority on every rule of §4/§5. A save walks
 * four stages, one way: load (save-load: what the batch refers to, in one statement), decide (the pure
 * decideBatch of @domain/rules/save-batch, one call per batch), write (save-write: inserts, edits and
 * notifications in one transaction or statement) and after the commit (save-after: the rollup merge).
 */
export function desperdiciosDetService(db: Db) {
  /**
   * Loads and decides a batch (see decideBatch); the entry-mode expiry switches found are saved here. With
   * `memo`, the verdicts of new weighings are remembered ('fill', validarApontamento) or reused ('use', the
   * web's saveAll right after it; a uuid found stored answers as stored whatever its verdict).
   */
  async function evaluate(
    idEmpresa: number,
    items: readonly ApontamentoInput[],
    opts: SaveOptions = {},
    memo?: MemoUse,
  ): Promise<BatchDecision<Row>> {
    const reused = new Map<ApontamentoInput, EntryCheck>();
    if (memo === 'use' && opts.source !== 'app' && !opts.imported)
      for (const i of items) {
        if (isEdit(i)) continue;
        const uuid = lowerUuid(i.uuidApontamento);
        const check = uuid ? validated.take(idEmpresa, uuid, i) : undefined;
        if (check) reused.set(i, check);
      }
    const batch = await loadSaveBatch(db, idEmpresa, items, {
      reused,
      source: opts.source,
      imported: opts.imported,
      now: new Date(),
    });
    const decision = decideBatch(batch);
    if (memo === 'fill')
      for (const e of decision.items)
        if (!e.edit && e.check && e.uuid && !e.check.exception)
          validated.remember(idEmpresa, e.uuid, e.input, e.check);
    await persistDecidedParams(db, idEmpresa, decision.paramUpdates);
    return decision;
  }

  return {
    /** PUT validarApontamento: the per-item verdicts; `refused` when any item has an exception. */
    async validate(
      idEmpresa: number,
      items: readonly ApontamentoInput[],
    ): Promise<{ refused: boolean; results: ApontamentoResultado[] }> {
      const results = (await evaluate(idEmpresa, items, {}, 'fill')).items.map((e) => e.result);
      return { refused: results.some((r) => r.exception), results };
    },

    /**
     * saveAll: all or nothing. Refused → the verdicts, nothing saved. Otherwise the batch is written (see
     * writeBatch) and, after the commit, the rollups merged; the appointments answer in the batch's order.
     */
    async saveAll(
      idEmpresa: number,
      idUsuario: number,
      items: readonly ApontamentoInput[],
      opts: SaveOptions = {},
    ): Promise<SaveOutcome> {
      const decision = await evaluate(idEmpresa, items, opts, 'use');
      if (decision.refused) {
        weighingRefusals.inc(decision.items.filter((e) => e.result.exception).length);
        return { ok: false, results: decision.items.map((e) => e.result) };
      }
      const written = await writeBatch(
        db,
        idEmpresa,
        idUsuario,
        new Date(),
        decision,
        !opts.withinCallerTransaction,
      );
      if ('gone' in written) {
        const gone = new Set(written.gone);
        return {
          ok: false,
          results: decision.items.map((e) =>
            e.edit && gone.has(e.edit.row.idApontamento)
              ? refusedOf(e.input, MSG.notFoundRef('Apontamento', e.edit.row.idApontamento))
              : e.result,
          ),
        };
      }
      if (decision.inserts.length || decision.edits.length)
        await afterCommit(db, opts.withinCallerTransaction);
      return { ok: true, saved: savedOf(decision, written), pendingUnits: written.pendingUnits };
    },

    findMediaQtd: (idEmpresa: number, body: FindMediaQtdBody) => findMediaQtd(db, idEmpresa, body),

    search: (idEmpresa: number, body: ConsultaApontamentosBody) => searchApontamentos(db, idEmpresa, body),

    deleteByIds: (idEmpresa: number, ids: readonly number[]) => deleteApontamentos(db, idEmpresa, ids),

    findIdInsumos: (idEmpresa: number, idInsumo?: number | readonly number[] | null) =>
      findIdInsumos(db, idEmpresa, idInsumo),
  };
}
