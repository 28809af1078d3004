/**
 * What the maintenance screen lets a manager change in a stored appointment (date, GROSS quantity,
 * destination, container — spec §2, §4), the net and cost it then has, the checks of an edited row (spec §5,
 * the container rule also on edit, on the gross) and the saveAll payload of the changed rows.
 */
import type { Patch, StagedChanges } from '@app/lib/staged-edits';
import { dateError, netKg, quantityError, tareError } from '@domain/rules/appointments';
import type { ApontamentoInput } from '@domain/schemas/appointments';
import type { ApontamentoDetalhe } from '@domain/schemas/approvals';

export interface DesperdiciosDetEdit {
  /** yyyy-MM-dd; '' when cleared. */
  dtaApontamento: string;
  /** The gross; null while the typed text is not a number. */
  qtdDesperdicio: number | null;
  idDestino: number | null;
  idRecipiente: number | null;
  /**
   * The tare the row will have (not sent: the server decides it the same way): the stored one while the
   * container stays, the register's for another container, 0 without one. Absent: the stored one.
   */
  qtdTara?: number;
}
export type DesperdiciosDetPatch = Patch<DesperdiciosDetEdit>;
export type DesperdiciosDetChanges = StagedChanges<number, DesperdiciosDetEdit>;

/** The editable fields as stored. */
export function storedEdit(row: ApontamentoDetalhe): DesperdiciosDetEdit {
  return {
    dtaApontamento: row.dtaApontamento.slice(0, 10),
    qtdDesperdicio: row.qtdDesperdicio,
    idDestino: row.idDestino,
    idRecipiente: row.idRecipiente,
    qtdTara: row.qtdTara,
  };
}

/**
 * The fields a change of container stages: the container and the tare the row then has (the stored one when
 * it goes back to its own container; `registerTare` is the register's tare of the new one at the row's
 * restaurant).
 */
export function containerPatch(
  row: ApontamentoDetalhe,
  idRecipiente: number | null,
  registerTare: number | null,
): DesperdiciosDetPatch {
  const qtdTara =
    idRecipiente === null ? 0 : idRecipiente === row.idRecipiente ? row.qtdTara : (registerTare ?? 0);
  return { idRecipiente, qtdTara };
}

/** The net (gross − tare) of a row with its staged fields; null while the quantity is not a number. */
export function effectiveNet(row: ApontamentoDetalhe, edit: DesperdiciosDetEdit): number | null {
  return edit.qtdDesperdicio === null ? null : netKg(edit.qtdDesperdicio, edit.qtdTara ?? row.qtdTara);
}

/** The editable fields with the staged ones applied. */
export function effectiveEdit(
  row: ApontamentoDetalhe,
  patch: DesperdiciosDetPatch | undefined,
): DesperdiciosDetEdit {
  const stored = storedEdit(row);
  return patch ? { ...stored, ...patch } : stored;
}

interface EditErrors {
  date: string | null;
  qtd: string | null;
  /** The quantity is not above the chosen container's tare (MSG.containerTare). */
  tare: string | null;
}

/**
 * The local checks of an edited row; null when it passes. `tareKg` is the tare of the chosen container at
 * the row's restaurant (null: no container, or its tare is not known); the gross must be above it.
 */
export function editErrors(
  edit: DesperdiciosDetEdit,
  tareKg: number | null,
  today: string,
): EditErrors | null {
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
  changes: DesperdiciosDetChanges,
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

/** The cost of a row at a (staged) NET quantity: the stored cost scaled by the net; 0 when unknown. */
export function effectiveCost(row: ApontamentoDetalhe, net: number | null): number {
  if (row.vlrCusto === null || net === null) return 0;
  if (row.qtdLiquido <= 0 || net === row.qtdLiquido) return row.vlrCusto;
  return round2((row.vlrCusto * net) / row.qtdLiquido);
}

/** The stored rows with a successful save's edits applied (shown until the refetch answers). */
export function applySaved(
  rows: readonly ApontamentoDetalhe[],
  changes: DesperdiciosDetChanges,
): ApontamentoDetalhe[] {
  return rows.map((row) => {
    const patch = changes.get(row.idApontamento);
    if (!patch) return row;
    const edit = effectiveEdit(row, patch);
    const qtd = edit.qtdDesperdicio ?? row.qtdDesperdicio;
    const qtdTara = edit.qtdTara ?? row.qtdTara;
    const qtdLiquido = netKg(qtd, qtdTara);
    return {
      ...row,
      ...edit,
      qtdDesperdicio: qtd,
      qtdTara,
      qtdLiquido,
      vlrCusto: row.vlrCusto === null ? null : effectiveCost(row, qtdLiquido),
    };
  });
}
