import { z } from 'zod';
import { indicadores } from './dashboards';
import { int4 } from './fields';

/**
 * The answer of POST /api/v1/ExcedentePorPratosDashboard (dashboard 6, Grupo de pratos): the production
 * surplus (type 2, Excedente de produção) of the group's restaurants, or of their satellites, per dish group
 * (re_mv_itens_venda.idGrupoPrato; items without one are 'Sem grupo'), and per sale item and product within
 * the groups. The manager's question: which dish groups are over-produced, how many portions that is, and
 * what it costs.
 * - qtdKg (3 decimals), vlrCusto (R$, 2 decimals), qtdApontamentos;
 * - qtdPratoKg: the group's plate weight (re_gramatura_pratos.qtdPrato, kg per plate), null without one;
 * - porcoes: portions wasted = qtdKg / qtdPratoKg (null without a plate weight);
 * - pctKg: share of the total surplus kg (0–100).
 */

const kgFields = {
  qtdKg: z.number(),
  vlrCusto: z.number(),
  qtdApontamentos: int4,
  pctKg: z.number(),
  qtdPratoKg: z.number().nullable(),
  porcoes: z.number().nullable(),
};

/** One bar: a dish group (idGrupoPrato null = 'Sem grupo'). */
export const grupoPratoBar = z.object({
  idGrupoPrato: int4.nullable(),
  label: z.string(),
  ...kgFields,
});
export type GrupoPratoBar = z.infer<typeof grupoPratoBar>;

/** One row of the breakdown: a sale item and product within its dish group (ids null when absent). */
export const grupoPratoItem = z.object({
  idGrupoPrato: int4.nullable(),
  desGrupoPrato: z.string(),
  idItemVenda: int4.nullable(),
  desItemVenda: z.string().nullable(),
  idProduto: int4.nullable(),
  desProduto: z.string().nullable(),
  ...kgFields,
});
export type GrupoPratoItem = z.infer<typeof grupoPratoItem>;

/**
 * One unit: a restaurant ('id - name'), or a satellite ('codSatelite - desSatelite') when searched by
 * satellite; refeicoes = meals served (re_tb_refeicoes; for a satellite, its customers and staff counted in
 * re_tb_nr_satelite); sobraLimpaPorPessoaG = surplus grams per meal (null without meals).
 */
export const grupoPratosUnidade = z.object({
  id: int4,
  label: z.string(),
  qtdKg: z.number(),
  vlrCusto: z.number(),
  qtdApontamentos: int4,
  porcoes: z.number().nullable(),
  refeicoes: int4,
  sobraLimpaPorPessoaG: z.number().nullable(),
});
export type GrupoPratosUnidade = z.infer<typeof grupoPratosUnidade>;

/** The surplus shown (after the filters): totals, portions (null when no group has a plate weight). */
export const grupoPratosTotais = grupoPratosUnidade.omit({ id: true, label: true });

export const grupoPratosResponse = z.object({
  /** True when the units are satellites. */
  porSatelite: z.boolean(),
  /** The shared block over the units' restaurants and the period (all waste types). */
  indicadores,
  totais: grupoPratosTotais,
  /** Dish groups by kg, largest first. */
  grupos: z.array(grupoPratoBar),
  /** Sale item × product rows, by group (largest first) then kg. */
  itens: z.array(grupoPratoItem),
  /** Restaurants or satellites by kg, largest first. */
  unidades: z.array(grupoPratosUnidade),
  exception: z.string().nullish(),
});
export type GrupoPratosResponse = z.infer<typeof grupoPratosResponse>;
