import { z } from 'zod';
import { indicadores } from './dashboards';
import { int4, isoDate } from './fields';

/**
 * Metas dashboard (id 3) answers: "which restaurants, and which days, wasted more than their goal?".
 * Goals come from re_tb_desp_metas: the restaurant-level goals (idSatelite null) of the chosen type whose
 * period covers a day; a goal's `vlrMeta` is kg per day, so the goal of a period is the sum of vlrMeta over
 * its covered days. The actual kg is the waste of that type (optionally narrowed by grouping, sale item,
 * product, restaurant). kg with 3 decimals, percentages with 2.
 */

const kg = z.number();
const nullableNumber = z.number().nullable();

/** Actual against goal for one restaurant over the period (or one day). */
export const metaRestaurante = z.object({
  idRestaurante: int4,
  desRestaurante: z.string(),
  /** Actual waste (kg) and its cost (R$). */
  qtdKg: kg,
  vlrCusto: z.number(),
  /** Goal (kg): vlrMeta summed over the covered days; null when no goal covers any day. */
  metaKg: nullableNumber,
  /** Days of the period a goal covers. */
  diasComMeta: int4,
  /** The goal's percentage (vlrMetaPc) in force on the latest covered day. */
  vlrMetaPc: nullableNumber,
  /** qtdKg − metaKg (kg; positive = over goal); null without goal. */
  diferencaKg: nullableNumber,
  /** Actual as % of the goal (qtdKg / metaKg × 100); null without goal or with a 0 goal. */
  pcDaMeta: nullableNumber,
  /** Actual above the goal (false without goal). */
  acimaMeta: z.boolean(),
  /** Waste per meal served (g), from the meal counts of the restaurant; null without meals. */
  gPorRefeicao: nullableNumber,
});
export type MetaRestaurante = z.infer<typeof metaRestaurante>;

/** Actual against goal for one day, summed over the restaurants. */
export const metaDia = z.object({
  /** yyyy-MM-dd. */
  dtaApontamento: isoDate(),
  qtdKg: kg,
  metaKg: nullableNumber,
  diferencaKg: nullableNumber,
  pcDaMeta: nullableNumber,
  acimaMeta: z.boolean(),
});
export type MetaDia = z.infer<typeof metaDia>;

/** Totals over the restaurants and the period. */
export const metaTotal = z.object({
  qtdKg: kg,
  metaKg: nullableNumber,
  diferencaKg: nullableNumber,
  pcDaMeta: nullableNumber,
  acimaMeta: z.boolean(),
  /** Restaurants over their goal. */
  restaurantesAcima: int4,
  /** Days over the goal. */
  diasAcima: int4,
});
export type MetaTotal = z.infer<typeof metaTotal>;

/** POST /api/v1/metasDash/: per restaurant (by name), per day (every day of the period) and the totals. */
export const metasResponse = z.object({
  tipDesperdicio: int4,
  restaurantes: z.array(metaRestaurante),
  dias: z.array(metaDia),
  total: metaTotal,
  /**
   * The company counts only the avoidable kg (parameter RE-Evitavel seq 1 = 1): the kg and R$ compared
   * (Metas: restaurantes, dias, total; Desafio: restaurantes, totais) are the avoidable part; `indicadores`
   * and the day's items stay whole.
   */
  somenteEvitavel: z.boolean().optional(),
  indicadores,
  exception: z.string().nullish(),
});
export type MetasResponse = z.infer<typeof metasResponse>;

/** The waste of the day per sale item / product (largest first); ids null when the appointment has none. */
export const metaDiaItem = z.object({
  idItemVenda: int4.nullable(),
  desItemVenda: z.string().nullable(),
  idProduto: int4.nullable(),
  desProduto: z.string().nullable(),
  qtdKg: kg,
  vlrCusto: z.number(),
  qtdApontamentos: int4,
});
export type MetaDiaItem = z.infer<typeof metaDiaItem>;

/** POST /api/v1/metasDash/day: that day per restaurant (actual, goal, difference) and per item/product. */
export const metasDayResponse = z.object({
  dtaApontamento: isoDate(),
  tipDesperdicio: int4,
  restaurantes: z.array(metaRestaurante),
  itens: z.array(metaDiaItem),
  total: metaTotal,
  /**
   * The company counts only the avoidable kg (parameter RE-Evitavel seq 1 = 1): the kg and R$ compared
   * (Metas: restaurantes, dias, total; Desafio: restaurantes, totais) are the avoidable part; `indicadores`
   * and the day's items stay whole.
   */
  somenteEvitavel: z.boolean().optional(),
  indicadores,
  exception: z.string().nullish(),
});
export type MetasDayResponse = z.infer<typeof metasDayResponse>;
