/**
 * The parameter values the entry rules read (RE-Configuracao/U, RE-Refeicoes/U, RE-Limites), and the change
 * the entry-mode expiry switch makes to them.
 */

/** The parameter fields the rules read (a subset of reTbParametros). */
export interface ParamLike {
  desParametro: string;
  seqParametro: number;
  vlrParametroDec?: number | null;
  vlrParametroDta?: string | null;
  vlrParametroInt?: number | null;
}

/** A change the entry-mode expiry switch makes to a parameter. */
export interface ParamUpdate {
  desParametro: string;
  seqParametro: number;
  vlrParametroInt?: number;
  vlrParametroDta?: string;
}

export function findParam(params: readonly ParamLike[], desParametro: string, seq: number) {
  return params.find((p) => p.desParametro === desParametro && p.seqParametro === seq);
}
export const intOf = (params: readonly ParamLike[], des: string, seq: number) =>
  findParam(params, des, seq)?.vlrParametroInt ?? null;
export const decOf = (params: readonly ParamLike[], des: string, seq: number) => {
  const v = findParam(params, des, seq)?.vlrParametroDec;
  return v === null || v === undefined ? null : Number(v);
};
