/** How the approval screens write quantities, money and tolerance (spec §9: pt-BR, kg with 3 decimals). */
import { TIP_DESPERDICIO_LABEL, type TipDesperdicio } from '@domain/constants';

export const APPROVALS_PATH = '/reApontDesperdicios/aprovacao';
export const approvalPath = (idApontamento: number) => `${APPROVALS_PATH}/${idApontamento}`;

export const tipoLabel = (tip: number) => TIP_DESPERDICIO_LABEL[tip as TipDesperdicio] ?? String(tip);
/** 'id - name'. */
export const restauranteLabel = (a: { idRestaurante: number; desRestaurante: string }) =>
  `${a.idRestaurante} - ${a.desRestaurante}`;

type ToleranceState = 'above' | 'below' | 'within' | 'none';

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
