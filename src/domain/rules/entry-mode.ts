/** The entry mode of a restaurant (RE-Configuracao/U seq 7, spec §4) and its expiry switch. */

import { PARAM_CONFIG, PARAM_REFEICOES } from '../constants';
import { addDays } from '../dates';
import { MSG } from '../messages';
import { findParam, intOf, type ParamLike, type ParamUpdate } from './entry-params';

export const ENTRY_MODE = { WebOnly: 0, AppOnly: 1, Both: 2 } as const;

export interface EntryMode {
  mode: number;
  /** Seq 12 had passed while the mode was 'both': the switch below applies. */
  expired: boolean;
  /** The unit must record through the (scale) app: web entry is refused. */
  blocked: boolean;
  /** What to show: the expired message (when expired), then the blocked one. */
  messages: string[];
  /** The parameter changes of the expiry switch (empty unless expired). */
  updates: ParamUpdate[];
}

/**
 * The entry mode of a restaurant. If it is 2 (both) and the date parameter seq 12 is before today: seq 12 is
 * set to yesterday, seq 7 to app-only, seq 10 to 0, RE-Refeicoes/U seq 7 takes seq 14's value and seq 14 is
 * zeroed; the mode becomes app-only.
 */
export function entryMode(params: readonly ParamLike[], idRestaurante: number, today: string): EntryMode {
  let mode = intOf(params, PARAM_CONFIG, 7) ?? ENTRY_MODE.WebOnly;
  const limit = findParam(params, PARAM_CONFIG, 12)?.vlrParametroDta ?? null;
  const expired = mode === ENTRY_MODE.Both && !!limit && limit.slice(0, 10) < today;
  const updates: ParamUpdate[] = [];
  const messages: string[] = [];
  if (expired) {
    const ref14 = intOf(params, PARAM_REFEICOES, 14) ?? 0;
    updates.push(
      { desParametro: PARAM_CONFIG, seqParametro: 12, vlrParametroDta: addDays(today, -1) },
      { desParametro: PARAM_CONFIG, seqParametro: 7, vlrParametroInt: ENTRY_MODE.AppOnly },
      { desParametro: PARAM_CONFIG, seqParametro: 10, vlrParametroInt: 0 },
      { desParametro: PARAM_REFEICOES, seqParametro: 7, vlrParametroInt: ref14 },
      { desParametro: PARAM_REFEICOES, seqParametro: 14, vlrParametroInt: 0 },
    );
    mode = ENTRY_MODE.AppOnly;
    messages.push(MSG.paramExpired(idRestaurante));
  }
  const blocked = mode === ENTRY_MODE.AppOnly;
  if (blocked) messages.push(MSG.entryBlocked);
  return { mode, expired, blocked, messages, updates };
}

/**
 * Applies the expiry switch's updates to a parameter list.
 * @internal Tests only: they check what the switch leaves (the server writes the updates, persistParamUpdates).
 */
export function applyParamUpdates<T extends ParamLike>(
  params: readonly T[],
  updates: readonly ParamUpdate[],
): T[] {
  return params.map((p) => {
    const u = updates.find((x) => x.desParametro === p.desParametro && x.seqParametro === p.seqParametro);
    return u ? { ...p, ...u } : p;
  });
}
