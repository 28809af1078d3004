/** The tolerance around a weighing's reference and when it goes to approval (seq 13/14, 15/16, spec §5). */
import { PARAM_CONFIG } from '../constants';
import { MSG } from '../messages';
import { decOf, intOf, type ParamLike } from './entry-params';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export interface Tolerance {
  minQtd: number;
  maxQtd: number;
  mediaQtd: number;
  /** The parameters are invalid: no validation is made. */
  exception: string | null;
}

/** Min = reference − seq 13 %, max = reference + seq 14 %, average = reference; all 0 when invalid. */
export function tolerance(params: readonly ParamLike[], reference: number, idRestaurante: number): Tolerance {
  const below = decOf(params, PARAM_CONFIG, 13);
  const above = decOf(params, PARAM_CONFIG, 14);
  if (!(below !== null && above !== null && below > 0 && above > 0)) {
    return {
      minQtd: 0,
      maxQtd: 0,
      mediaQtd: 0,
      exception: `${MSG.toleranceInvalid(idRestaurante)} ${MSG.noValidation}`,
    };
  }
  const ref = Math.max(0, reference);
  return {
    minQtd: round3(ref * (1 - below / 100)),
    maxQtd: round3(ref * (1 + above / 100)),
    mediaQtd: round3(ref),
    exception: null,
  };
}

/**
 * Whether a weighing goes to approval (`qtd` is its NET: gross − tare): only beyond min/max, and only when the parameter of that side says so
 * (at or below min: seq 15, otherwise seq 16; 1 = requires approval). No reference (first weighing): no.
 */
export function needsApproval(qtd: number, tol: Tolerance, params: readonly ParamLike[]): boolean {
  if (tol.exception || tol.mediaQtd <= 0) return false;
  if (qtd >= tol.minQtd && qtd <= tol.maxQtd) return false;
  const seq = qtd <= tol.minQtd ? 15 : 16;
  return intOf(params, PARAM_CONFIG, seq) === 1;
}
