/**
 * What the maintenance screen lets a manager change in a stored appointment (date, quantity, destination,
 * container — spec §2, §4), the checks of an edited row (spec §5, the container rule also on edit) and the
 * saveAll payload of the changed rows.
 */
import type { Patch, StagedChanges } from '@app/lib/staged-edits';
import { dateError, quantityError, tareError } from '@domain/rules/appointments';
import type { ApontamentoInput } from '@domain/schemas/appointments';
import type { ApontamentoDetalhe } from '@domain/schemas/approvals';

export interface AppointmentEdit {
  /** yyyy-MM-dd; '' when cleared. */
  dtaApontamento: string;
  /** null while the typed text is not a number. */
  qtdDesperdicio: number | null;
  idDestino: number | null;
  idRecipiente: number | null;
}
export type AppointmentPatch = Patch<AppointmentEdit>;
export type AppointmentChanges = StagedChanges<number, AppointmentEdit>;

/** The editable fields as stored. */
export function storedEdit(row: ApontamentoDetalhe): AppointmentEdit {
  return {
    dtaApontamento: row.dtaApontamento.slice(0, 10),
    qtdDesperdicio: row.qtdDesperdicio,
    idDestino: row.idDestino,
    idRecipiente: row.idRecipiente,
  };
}

/** The editable fields with the staged ones applied. */
export function effectiveEdit(row: ApontamentoDetalhe, patch: AppointmentPatch | undefined): AppointmentEdit {
  const stored = storedEdit(row);
  return patch ? { ...stored, ...patch } : stored;
}

export interface EditErrors {
  date: string | null;
  qtd: string | null;
  /** The quantity is not above the chosen container's tare (MSG.containerTare). */
  tare: string | null;
}

/**
 * The local checks of an edited row; null when it passes. `tareKg` is the tare of the chosen container at
 * the row's restaurant (null: no container, or its tare is not known).
 */
export function editErrors(edit: AppointmentEdit, tareKg: number | null, today: string): EditErrors | null {
  const date = dateError(edit.dtaApontamento, today);
  const qtd = quantityError(edit.qtdDesperdicio);
  const tare = !qtd && edit.idRecipiente !== null ? tareError(edit.qtdDesperdicio as number, tareKg) : null;
  return date || qtd || tare ? { date, qtd, tare } : null;
}

/**
 * One saveAll item per changed stored row (positive idApontamento), built from the stored row plus its
 * staged fields; untouched rows are not sent. Call it once editErrors passes for every changed row.
 * The device uuid is not sent: an edit is not a replay of the original weighing.
 */
export function buildSavePayload(
  rows: readonly ApontamentoDetalhe[],
  changes: AppointmentChanges,
): ApontamentoInput[] {
  const items: ApontamentoInput[] = [];
  for (const row of rows) {
    const patch = changes.get(row.idApontamento);
    if (!patch || row.idApontamento <= 0) continue;
    const edit = effectiveEdit(row, patch);
    items.push({
      idApontamento: row.idApontamento,
      idRestaurante: row.idRestaurante,
      idSatelite: row.idSatelite,
      tipDesperdicio: row.tipDesperdicio,
      dtaApontamento: edit.dtaApontamento,
      qtdDesperdicio: edit.qtdDesperdicio ?? row.qtdDesperdicio,
      idProduto: row.idProduto,
      idItemVenda: row.idItemVenda,
      idAgrupamento: row.idAgrupamento,
      idInsumo: row.idInsumo,
      idDestino: edit.idDestino,
      idRecipiente: edit.idRecipiente,
      idBal: row.idBal,
      txtJustificativa: row.txtJustificativa,
    });
  }
  return items;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The cost of a row at a (staged) quantity: the stored cost scaled by the quantity; 0 when unknown. */
export function effectiveCost(row: ApontamentoDetalhe, qtd: number | null): number {
  if (row.vlrCusto === null || qtd === null) return 0;
  if (row.qtdDesperdicio <= 0 || qtd === row.qtdDesperdicio) return row.vlrCusto;
  return round2((row.vlrCusto * qtd) / row.qtdDesperdicio);
}

/** The stored rows with a successful save's edits applied (shown until the refetch answers). */
export function applySaved(
  rows: readonly ApontamentoDetalhe[],
  changes: AppointmentChanges,
): ApontamentoDetalhe[] {
  return rows.map((row) => {
    const patch = changes.get(row.idApontamento);
    if (!patch) return row;
    const edit = effectiveEdit(row, patch);
    const qtd = edit.qtdDesperdicio ?? row.qtdDesperdicio;
    return {
      ...row,
      ...edit,
      qtdDesperdicio: qtd,
      vlrCusto: row.vlrCusto === null ? null : effectiveCost(row, qtd),
    };
  });
}
