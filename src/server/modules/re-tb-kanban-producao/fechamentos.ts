import {
  CLOSING_MSG,
  closingError,
  deviceInstantMs,
  type LineClosing,
  type LoggedClosing,
  lineAfterClosings,
  tipFechamentoOf,
  tipoOf,
} from '@domain/rules/kanban-closings';
import type { Fechamento, FechamentoInput, FechamentoResultado } from '@domain/schemas/kanban-closings';
import { transaction } from '../../core/transaction';
import type { Db } from '../../db/client';
import {
  type ClosingRow,
  closingLog,
  closingsByUuid,
  insertClosings,
  kanbanLines,
  lockLines,
  type NewClosingRow,
  updateLineClosing,
} from './fechamentos-queries';

export type ClosingsOutcome =
  | { ok: true; saved: Fechamento[] }
  | { ok: false; results: FechamentoResultado[] };

const round3 = (n: number) => Math.round(n * 1000) / 1000;
/** 'HH:MM:SS' (the time column) → 'HH:MM'. */
const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

/** A stored closing as the API answers it (a replay answers exactly this again). */
function toFechamento(r: ClosingRow): Fechamento {
  const hora = hhmm(r.horEsgotado);
  return {
    idFechamento: r.idFechamento,
    uuidFechamento: r.idLocal,
    idKanban: r.idKanban,
    tipo: r.indSemSobra ? 'semSobra' : hora ? 'esgotado' : r.indReaberta ? 'reaberta' : null,
    horEsgotado: hora,
    qtdProduzida: r.qtdProduzida,
    dtaDispositivo: r.dthDispositivo.toISOString(),
    dtaRegistro: r.dthRegistro.toISOString(),
  };
}

function logged(r: ClosingRow): LoggedClosing {
  const tip: LoggedClosing['tip'] = r.indSemSobra ? 'S' : r.horEsgotado ? 'E' : r.indReaberta ? 'R' : null;
  return {
    idFechamento: r.idFechamento,
    tip,
    horEsgotado: hhmm(r.horEsgotado),
    qtdProduzida: r.qtdProduzida,
    dthDispositivo: r.dthDispositivo.getTime(),
  };
}

/**
 * The kitchen's closings of kanban lines (POST /api/v1/reTbKanbanProducao/fechamentos), with the batch
 * semantics of the weighings' saveAll: a uuid already stored is a replay (answered as stored, nothing checked
 * or changed); any other refused closing refuses the whole batch (nothing saved); otherwise everything is
 * saved in one transaction, and each line touched takes the closing in force from its log.
 */
export function kanbanFechamentosService(db: Db) {
  return {
    async save(
      idEmpresa: number,
      idUsuario: number,
      items: readonly FechamentoInput[],
    ): Promise<ClosingsOutcome> {
      return transaction(db, async (tx) => {
        const uuids = [...new Set(items.map((i) => i.uuidFechamento.toLowerCase()))];
        const stored = await closingsByUuid(tx, idEmpresa, uuids);
        const fresh = items.filter((i) => !stored.has(i.uuidFechamento.toLowerCase()));
        const lines = await kanbanLines(tx, idEmpresa, [...new Set(fresh.map((i) => i.idKanban))]);

        const results: FechamentoResultado[] = items.map((input) => {
          const row = stored.get(input.uuidFechamento.toLowerCase());
          if (row) return { ...input, exception: null, idFechamentoSalvo: row.idFechamento };
          const line = lines.get(input.idKanban);
          const exception = !line
            ? CLOSING_MSG.kanbanNotFound(input.idKanban)
            : !line.restauranteAtivo
              ? CLOSING_MSG.restaurantInactive(line.idRestaurante)
              : closingError(input);
          return { ...input, exception, idFechamentoSalvo: null };
        });
        if (results.some((r) => r.exception)) return { ok: false, results };

        // The first occurrence of a uuid repeated in the batch is the one stored.
        const now = new Date();
        const toInsert = new Map<string, NewClosingRow>();
        for (const i of fresh) {
          const uuid = i.uuidFechamento.toLowerCase();
          if (toInsert.has(uuid)) continue;
          toInsert.set(uuid, {
            idEmpresa,
            idLocal: uuid,
            idKanban: i.idKanban,
            indSemSobra: i.tipo === 'semSobra',
            horEsgotado: i.tipo === 'esgotado' ? i.horEsgotado!.trim() : null,
            indReaberta: i.tipo === 'reaberta',
            qtdProduzida:
              i.qtdProduzida === null || i.qtdProduzida === undefined ? null : round3(i.qtdProduzida),
            dthDispositivo: new Date(deviceInstantMs(i.dtaDispositivo!)!),
            dthRegistro: now,
            idUsuario,
          });
        }
        const kanbanIds = [...new Set([...toInsert.values()].map((r) => r.idKanban))].sort((a, b) => a - b);
        if (kanbanIds.length) {
          const current = await lockLines(tx, idEmpresa, kanbanIds);
          const newIds = new Set(await insertClosings(tx, [...toInsert.values()]));
          const log = await closingLog(tx, idEmpresa, kanbanIds);
          for (const line of current) {
            const before: LineClosing = {
              tipFechamento: tipFechamentoOf(tipoOf(line.tipFechamento)),
              horEsgotado: hhmm(line.horEsgotado),
              dthFechamento: line.dthFechamento?.getTime() ?? null,
              qtdProduzida: line.qtdProduzida,
            };
            const after = lineAfterClosings(
              before,
              log.filter((r) => r.idKanban === line.idKanban).map(logged),
              newIds,
            );
            if (after)
              await updateLineClosing(tx, idEmpresa, line.idKanban, {
                ...after,
                dthFechamento: after.dthFechamento === null ? null : new Date(after.dthFechamento),
              });
          }
        }
        const all = await closingsByUuid(tx, idEmpresa, uuids);
        return { ok: true, saved: items.map((i) => toFechamento(all.get(i.uuidFechamento.toLowerCase())!)) };
      });
    },
  };
}
