/**
 * What a decided batch writes (spec §7 Appointments): the columns of a new weighing, and what an edit makes of
 * a stored appointment once its approval status is read under lock.
 */
import type { ApontamentoInput } from '../schemas/appointments';
import { origemAfterEdit } from './appointments';
import { STATUS_APROV, statusAfterEdit } from './approvals';
import type { EntryCheck } from './entry-check';
import type { StoredWeighing } from './save-batch';

export const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The columns of a new weighing's row that its check decides (the caller adds company, uuid, user, time). */
export function newWeighingColumns(w: ApontamentoInput, check: EntryCheck) {
  const v = check.verdict;
  const ref = check.hasReference;
  return {
    idRestaurante: w.idRestaurante,
    idSatelite: w.idSatelite ?? null,
    tipDesperdicio: w.tipDesperdicio,
    dtaApontamento: w.dtaApontamento,
    // Rounded here to 3 decimals, as edits are (round3; an exact tie of a 4th decimal may round the other
    // way than numeric would): what is stored is this value, and the cost is worked out from it.
    qtdDesperdicio: round3(w.qtdDesperdicio),
    qtdTara: round3(check.qtdTara),
    idProduto: w.idProduto ?? null,
    idAgrupamento: check.idAgrupamento,
    idPrato: check.idPrato,
    idInsumo: w.idInsumo ?? null,
    idItemVenda: w.idItemVenda ?? null,
    idDestino: w.idDestino ?? null,
    idRecipiente: w.idRecipiente ?? null,
    idBal: w.idBal ?? null,
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
  };
}

/** What an edit writes to its stored appointment. */
export interface EditOutcome {
  qtd: number;
  tara: number;
  /** The quantity (gross or tare) or the date changed. */
  changed: boolean;
  status: number | null;
  origem: 'L' | 'D';
  precisa: boolean;
  notificar: boolean;
  motivo: string | null;
  tol: { min: number | null; max: number | null; media: number | null };
}

/**
 * What an edit makes of a stored appointment, from the approval status an approver may just have committed
 * (`previous`, read with the row locked). The tare is the check's: kept while the container stays, the
 * register's for another one.
 */
export function editOutcome(
  edit: { row: StoredWeighing; weighing: ApontamentoInput },
  check: EntryCheck,
  previous: number | null,
): EditOutcome {
  const { row, weighing: w } = edit;
  const { verdict: v, hasReference: ref } = check;
  const qtd = round3(w.qtdDesperdicio);
  const tara = round3(check.qtdTara);
  const changed =
    qtd !== Number(row.qtdDesperdicio) ||
    tara !== Number(row.qtdTara) ||
    w.dtaApontamento !== row.dtaApontamento;
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
    origemAfterEdit({ qtd: Number(row.qtdDesperdicio), origem: row.tipOrigemPeso === 'L' ? 'L' : 'D' }, qtd);
  const precisa = changed ? needs : row.precisaAprovacao;
  const motivo = changed ? (v.motivoAprovacao ?? keptMotivo) : row.motivoAprovacao;
  const tol = changed
    ? { min: ref ? v.minQtd : null, max: ref ? v.maxQtd : null, media: ref ? v.mediaQtd : null }
    : { min: numberOrNull(row.minQtd), max: numberOrNull(row.maxQtd), media: numberOrNull(row.mediaQtd) };
  return {
    qtd,
    tara,
    changed,
    status,
    origem,
    precisa,
    notificar: changed ? precisa : row.notificar,
    motivo,
    tol,
  };
}

const numberOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
