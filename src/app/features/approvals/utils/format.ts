/** How the approval screens write quantities, money and tolerance (spec §9: pt-BR, kg with 3 decimals). */
import { TIP_DESPERDICIO_LABEL, type TipDesperdicio } from '@domain/constants';

export const APPROVALS_PATH = '/reApontDesperdicios/aprovacao';
export const approvalPath = (idApontamento: number) => `${APPROVALS_PATH}/${idApontamento}`;

export const tipoLabel = (tip: number) => TIP_DESPERDICIO_LABEL[tip as TipDesperdicio] ?? String(tip);
/** 'id - name'. */
export const restauranteLabel = (a: { idRestaurante: number; desRestaurante: string }) =>
  `${a.idRestaurante} - ${a.desRestaurante}`;

const KG = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** '1,250 kg', or '—' when unknown. */
export function formatKg(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : `${KG.format(value)} kg`;
}

/** 'R$ 12,34', or '—' when unknown. */
export function formatBRL(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : BRL.format(value);
}

export type ToleranceState = 'above' | 'below' | 'within' | 'none';

/**
 * Where the NET quantity (gross − tare) stands against its [min, max] (a range is valid when both are known
 * and max > 0): the tolerance is computed and compared on the net.
 */
export function toleranceState(a: {
  qtdLiquido: number;
  minQtd: number | null;
  maxQtd: number | null;
}): ToleranceState {
  if (a.minQtd === null || a.maxQtd === null || a.maxQtd <= 0) return 'none';
  if (a.qtdLiquido > a.maxQtd) return 'above';
  if (a.qtdLiquido < a.minQtd) return 'below';
  return 'within';
}

export const TOLERANCE_BADGE: Record<ToleranceState, { label: string; color: string }> = {
  above: { label: 'acima do máximo', color: 'red' },
  below: { label: 'abaixo do mínimo', color: 'orange' },
  within: { label: 'dentro da faixa', color: 'green' },
  none: { label: 'sem faixa', color: 'gray' },
};
