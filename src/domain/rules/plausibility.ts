/** The plausibility rules of a weighing (RE-Limites: maximum weight per type or container, date window). */
import {
  LIMITES_JANELA_DIAS_PADRAO,
  LIMITES_MAX_KG_PADRAO,
  LIMITES_SEQ_JANELA,
  PARAM_LIMITES,
  TIP_DESPERDICIO_LABEL,
  type TipDesperdicio,
} from '../constants';
import { addDays, isIsoDate } from '../dates';
import { MSG } from '../messages';
import { findParam, intOf, type ParamLike } from './entry-params';

/** The heaviest plausible gross weighing, and what it is the maximum of ('Bandeja', 'o recipiente X'). */
export interface Limite {
  maxKg: number;
  rotulo: string;
}

/** What the plausibility rules of one weighing need (plausibilityLimits gives it). */
export interface Plausibilidade {
  /** Null: the waste type is unknown (no maximum). */
  limites: Limite | null;
  /** A weighing dated more than this many days before today goes to approval. */
  janelaDias: number;
}

/** The container a weighing uses, as the plausibility rule reads it. */
export interface RecipienteLimite {
  desRecipiente: string;
  /** Its own maximum (kg); null/absent or not positive: the waste type's applies. */
  qtdMaxima?: number | string | null;
}

const positive = (v: unknown): number | null => {
  const n = v === null || v === undefined || v === '' ? Number.NaN : Number(v);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * The plausibility limits of a weighing, the same way on the server and the client: `params` holds the
 * company's RE-Limites (any other parameter is ignored); the container's own maximum outranks the type's
 * (RE-Limites seq = type, defaults LIMITES_MAX_KG_PADRAO); the date window is seq 5 (default 7 days).
 */
export function plausibilityLimits(
  params: readonly ParamLike[],
  tipDesperdicio: number,
  recipiente?: RecipienteLimite | null,
): Plausibilidade {
  const janela = intOf(params, PARAM_LIMITES, LIMITES_SEQ_JANELA);
  const janelaDias =
    janela !== null && Number.isInteger(Number(janela)) && Number(janela) >= 0
      ? Number(janela)
      : LIMITES_JANELA_DIAS_PADRAO;
  const proprio = recipiente ? positive(recipiente.qtdMaxima) : null;
  if (recipiente && proprio !== null)
    return { limites: { maxKg: proprio, rotulo: `o recipiente ${recipiente.desRecipiente}` }, janelaDias };
  const tipo = tipDesperdicio as TipDesperdicio;
  const padrao = LIMITES_MAX_KG_PADRAO[tipo];
  if (padrao === undefined) return { limites: null, janelaDias };
  const maxKg = positive(findParam(params, PARAM_LIMITES, tipo)?.vlrParametroDec) ?? padrao;
  return { limites: { maxKg, rotulo: TIP_DESPERDICIO_LABEL[tipo] }, janelaDias };
}

/** 'Quantidade acima do máximo permitido para Bandeja (50 kg)' above the limit (gross, as weighed). */
export function maxWeightError(qtd: number, limites: Limite | null | undefined): string | null {
  if (!limites) return null;
  return qtd > limites.maxKg ? MSG.quantityAboveMax(limites.rotulo, limites.maxKg) : null;
}

/** Why a weighing dated more than `janelaDias` days before today goes to approval, or null. */
export function dateWindowReason(
  dtaApontamento: string,
  today: string,
  janelaDias: number | null | undefined,
): string | null {
  if (janelaDias === null || janelaDias === undefined || !isIsoDate(dtaApontamento)) return null;
  return dtaApontamento < addDays(today, -janelaDias) ? MSG.dateOutsideWindow(janelaDias) : null;
}
