/**
 * Approval rules (spec §4 Approval, §6): when an analysis needs a justification, and the approval status of
 * an appointment after an edit. Pure functions shared by the server and the client.
 */

/** indStatusAprov values: pending, approved, rejected (null: no approval needed). */
export const STATUS_APROV = { Pendente: 0, Aprovado: 1, Reprovado: 2 } as const;
export type StatusAprov = (typeof STATUS_APROV)[keyof typeof STATUS_APROV];
export const STATUS_APROV_LABEL: Record<StatusAprov, string> = {
  0: 'Pendente',
  1: 'Aprovado',
  2: 'Reprovado',
};
export const DECISAO_LABEL: Record<1 | 2, string> = { 1: 'Aprovado', 2: 'Reprovado' };

export interface Analysable {
  /** The net waste (gross − tare): what the tolerance min/max was computed and is compared on. */
  qtdLiquido: number;
  minQtd: number | null;
  maxQtd: number | null;
  precisaAprovacao: boolean;
}

/** Net quantity outside [min, max] of a valid range (max > 0). */
export function outOfTolerance(a: Pick<Analysable, 'qtdLiquido' | 'minQtd' | 'maxQtd'>): boolean {
  if (a.minQtd === null || a.maxQtd === null || a.maxQtd <= 0) return false;
  return a.qtdLiquido < a.minQtd || a.qtdLiquido > a.maxQtd;
}

/**
 * The confirmation dialog (with a justification) opens when approval is needed: the appointment requires
 * it and its net quantity is beyond min/max. Otherwise the action is auto-confirmed with
 * 'Parâmetro não exige justificativa' (spec §4 Approval).
 */
export function needsJustification(a: Analysable): boolean {
  return a.precisaAprovacao && outOfTolerance(a);
}

/**
 * The approval status after an edit. Edited appointments return to approval when their new quantity leaves
 * the tolerance: needs approval → pending; a pending one that no longer needs it → none. An edit that keeps
 * the quantity and date (destination, container) keeps the status.
 */
export function statusAfterEdit(
  previous: number | null,
  needsApprovalNow: boolean,
  quantityOrDateChanged: boolean,
): number | null {
  if (!quantityOrDateChanged) return previous;
  if (needsApprovalNow) return previous === STATUS_APROV.Pendente ? previous : STATUS_APROV.Pendente;
  return previous === STATUS_APROV.Pendente ? null : previous;
}

export interface ToleranceDeviation {
  /** Which bound the net quantity goes beyond. */
  side: 'above' | 'below';
  /** How far beyond it, in kg (always positive). */
  kg: number;
  /** That distance as a share of the bound, in percent (rounded); null when the bound is 0. */
  pct: number | null;
}

/**
 * How far the net quantity lies outside its tolerance [min, max] (a valid range: both known, max > 0), or null
 * when it lies within it or there is no range: what the approver reads first.
 */
export function toleranceDeviation(
  a: Pick<Analysable, 'qtdLiquido' | 'minQtd' | 'maxQtd'>,
): ToleranceDeviation | null {
  if (!outOfTolerance(a) || a.minQtd === null || a.maxQtd === null) return null;
  const side = a.qtdLiquido > a.maxQtd ? 'above' : 'below';
  const bound = side === 'above' ? a.maxQtd : a.minQtd;
  // Rounded to the gram the screens show, so 1,2 − 1,15 reads 0,050 and not 0,04999….
  const kg = Math.round(Math.abs(a.qtdLiquido - bound) * 1000) / 1000;
  return { side, kg, pct: bound > 0 ? Math.round((kg / bound) * 100) : null };
}
