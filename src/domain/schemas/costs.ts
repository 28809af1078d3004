/**
 * Costs (spec §3 Utility cost filter, §5, §7 Costs): the cost row of each appointment
 * (re_tb_desp_custos), its recalculation from the current unit costs, and the utility screen
 * /reCustosUtilitario that searches and recalculates a period.
 */
import { z } from 'zod';
import { isIsoDate } from '../dates';
import { MSG } from '../messages';
import { coercedId, int4 } from './fields';

/** A date as it arrives: 'yyyy-MM-dd', empty or absent (the service answers the spec's message). */
const maybeDate = z.string().nullish();

/**
 * The period of a cost action, or the message that refuses it: both dates are required ('Preencha os
 * campos'), real dates, and the end not before the start.
 */
export function costPeriodError(
  ini: string | null | undefined,
  fim: string | null | undefined,
): string | null {
  if (!ini || !fim) return MSG.fillFields;
  if (!isIsoDate(ini) || !isIsoDate(fim)) return MSG.invalidDate;
  if (fim < ini) return MSG.periodEndBeforeStart;
  return null;
}

/** PATCH /api/v1/reTbDespCustos/recalculate and DELETE /api/v1/reTbDespCustos: the query. */
export const despCustosQuery = z.object({
  dtaApontamentoIni: maybeDate,
  dtaApontamentoFim: maybeDate,
  /** One restaurant of the company; absent = all of them. */
  idRestaurante: coercedId.optional(),
});

/**
 * The result of a recalculation: the cost rows of the period after it (qtdRegistros, their total vlrTotal)
 * and how many it inserted or changed (qtdAlterados; 0 when run again on unchanged data).
 */
export const recalculoCustos = z.object({
  qtdRegistros: int4,
  vlrTotal: z.number(),
  qtdAlterados: int4,
  /** The run logged in re_custos_utilitario (written into numSeq of the rows it inserted or changed). */
  numSeq: int4,
});
export type RecalculoCustos = z.infer<typeof recalculoCustos>;

export const deleteCustosResult = z.object({ deleted: int4 });
export type DeleteCustosResult = z.infer<typeof deleteCustosResult>;

/**
 * POST /api/v1/reCustosUtilitario/search and /recalculate (spec §7: dtaIni, dtaFim, numSeqNe).
 * numSeqNe ("numSeq not equal"): the search leaves out the cost rows written by that recalculation run
 * (what that run did not touch); the recalculation accepts it and ignores it (it always covers the period).
 */
export const custosUtilitarioBody = z.object({
  dtaIni: maybeDate,
  dtaFim: maybeDate,
  numSeqNe: int4.nullish(),
});
export type CustosUtilitarioBody = z.infer<typeof custosUtilitarioBody>;

/** One day and restaurant of the searched cost rows. */
export const custoResumoDia = z.object({
  dtaApontamento: z.string(),
  idRestaurante: int4,
  desRestaurante: z.string(),
  /** Cost rows (one per appointment). */
  qtdRegistros: int4,
  /** Their appointments' waste, kg. */
  qtdKg: z.number(),
  /** Their cost, R$. */
  vlrCusto: z.number(),
});
export type CustoResumoDia = z.infer<typeof custoResumoDia>;

export const recalculoUtilitario = z.object({
  numSeq: int4,
  qtdRegistros: int4,
  vlrTotal: z.number(),
});
export type RecalculoUtilitario = z.infer<typeof recalculoUtilitario>;
