import { z } from 'zod';
import { id, int4 } from './fields';

/**
 * The three reports (indRelatorios). The spec names no calls for them: these are ours, under
 * /api/v1/relatorios. Dates are 'yyyy-MM-dd' strings checked by periodError (so the user reads 'Data
 * inválida' / 'A data final precisa ser menor que a inicial!' verbatim). Everything is aggregated in SQL on
 * the daily rollup; kg with 3 decimals, R$ with 2, variations in % with 2 (null when the base is 0).
 */

const optionalId = id.nullish();
const day = z.string();
const tipDesperdicio = int4.min(1).max(4).nullish();

/** POST /api/v1/relatorios/excedentes: production surplus (type 2). */
export const excedentesBody = z.object({
  idGrupo: optionalId,
  idRestaurante: optionalId,
  dtaIni: day,
  dtaFim: day,
  idItemVenda: optionalId,
  idProduto: optionalId,
});
export type ExcedentesBody = z.infer<typeof excedentesBody>;

/** POST /api/v1/relatorios/comparativo: the period against a base period. */
export const comparativoBody = z.object({
  idGrupo: optionalId,
  idRestaurante: optionalId,
  dtaIni: day,
  dtaFim: day,
  dtaBaseIni: day,
  dtaBaseFim: day,
  tipDesperdicio,
});
export type ComparativoBody = z.infer<typeof comparativoBody>;

/** POST /api/v1/relatorios/desperdicios: waste per restaurant, day and type. */
export const desperdiciosBody = z.object({
  idGrupo: optionalId,
  idRestaurante: optionalId,
  dtaIni: day,
  dtaFim: day,
  tipDesperdicio,
});
export type DesperdiciosBody = z.infer<typeof desperdiciosBody>;

/** kg, R$, weighings and kg CO2e (net kg × each destination's current factor; 3 decimals). */
const totais = z.object({
  qtdKg: z.number(),
  vlrCusto: z.number(),
  qtdApontamentos: int4,
  co2eKg: z.number(),
});
export type RelatorioTotais = z.infer<typeof totais>;

export const excedenteLinha = totais.extend({
  idRestaurante: int4,
  desRestaurante: z.string(),
  /** null: appointments without a sale item / product. */
  idItemVenda: int4.nullable(),
  desItemVenda: z.string().nullable(),
  idProduto: int4.nullable(),
  desProduto: z.string().nullable(),
});
/** Lines by restaurant, sale item and product names. */
export const excedentesResult = z.object({ linhas: z.array(excedenteLinha), totais });
export type ExcedentesResult = z.infer<typeof excedentesResult>;

const comparativoValores = z.object({
  qtdKgBase: z.number(),
  vlrCustoBase: z.number(),
  co2eKgBase: z.number(),
  qtdKg: z.number(),
  vlrCusto: z.number(),
  co2eKg: z.number(),
  /** (period − base) / base × 100; negative = reduction; null when the base is 0. */
  variacaoKgPc: z.number().nullable(),
  variacaoCustoPc: z.number().nullable(),
});
export const comparativoLinha = comparativoValores.extend({
  idRestaurante: int4,
  desRestaurante: z.string(),
  tipDesperdicio: int4,
});
/** Lines by restaurant name and type; a line exists when either period has waste. */
export const comparativoResult = z.object({ linhas: z.array(comparativoLinha), totais: comparativoValores });
export type ComparativoResult = z.infer<typeof comparativoResult>;

export const desperdicioLinha = totais.extend({
  idRestaurante: int4,
  desRestaurante: z.string(),
  dtaApontamento: z.string(),
  tipDesperdicio: int4,
});
export const desperdicioTotalRestaurante = totais.extend({
  idRestaurante: int4,
  desRestaurante: z.string(),
});
/** Lines by restaurant name, day and type; totals per restaurant (same order) and overall. */
export const desperdiciosResult = z.object({
  linhas: z.array(desperdicioLinha),
  totaisRestaurante: z.array(desperdicioTotalRestaurante),
  totais,
});
export type DesperdiciosResult = z.infer<typeof desperdiciosResult>;
