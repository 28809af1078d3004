import { z } from 'zod';
import { indicadores } from './dashboards';
import { id, int4 } from './fields';
import { listBody } from './registers';

/**
 * The Desafio dashboard (id 1) answer: "which restaurant of the group reduced its waste the most in the
 * challenge period, against the previous period?" (POST /api/v1/desafioDash, body desafioBody).
 * Also the labels of its titles and texts (spec §3 Label; §7 Labels).
 */

/** One restaurant's numbers in one period: kg (3 decimals), R$ (2), meals, g/refeição (null without meals). */
export const desafioPeriodo = z.object({
  qtdKg: z.number(),
  vlrCusto: z.number(),
  refeicoes: int4,
  gPorRefeicao: z.number().nullable(),
});
export type DesafioPeriodo = z.infer<typeof desafioPeriodo>;

/**
 * A restaurant of the group, ranked: `reducaoPc` is the reduction from the previous period to the challenge,
 * positive = less waste (a 'redução'), negative = more waste; null when the previous period had no waste.
 * `variationPc` is the plain change (negative = reduction). `posicao` 1 = the largest reduction.
 */
export const desafioRestaurante = z.object({
  posicao: id,
  idRestaurante: int4,
  desRestaurante: z.string(),
  anterior: desafioPeriodo,
  desafio: desafioPeriodo,
  variationPc: z.number().nullable(),
  reducaoPc: z.number().nullable(),
});
export type DesafioRestaurante = z.infer<typeof desafioRestaurante>;

export const desafioDash = z.object({
  /** Ranked by reducaoPc descending (nulls last), then by name. */
  restaurantes: z.array(desafioRestaurante),
  /** The whole group in each period, with its reduction. */
  totais: z.object({
    anterior: desafioPeriodo,
    desafio: desafioPeriodo,
    variationPc: z.number().nullable(),
    reducaoPc: z.number().nullable(),
  }),
  /** The challenge period's indicators (the group). */
  /**
   * The company counts only the avoidable kg (parameter RE-Evitavel seq 1 = 1): the kg and R$ compared
   * (Metas: restaurantes, dias, total; Desafio: restaurantes, totais) are the avoidable part; `indicadores`
   * and the day's items stay whole.
   */
  somenteEvitavel: z.boolean().optional(),
  indicadores,
  exception: z.string().nullish(),
});
export type DesafioDash = z.infer<typeof desafioDash>;

// ---------------------------------------------------------------------------------------------------------
// Labels (re_tb_labels): the Desafio's titles and texts, editable by users with indLblDesafios.

/** The screen (desTela) of the Desafio dashboard's labels. */
export const DESAFIO_TELA = 'Desafio';

export const label = z.object({
  idLabel: int4,
  desLabel: z.string(),
  desTela: z.string(),
  defaultValue: z.string().nullable(),
  desValor: z.string().nullable(),
  idEmpresa: int4,
});
export type Label = z.infer<typeof label>;

/** POST /api/v1/reTbLabels/find: both optional (exact match when given). */
export const labelsFindBody = z.object({
  desLabel: z.string().nullish(),
  desTela: z.string().nullish(),
});
export type LabelsFindBody = z.infer<typeof labelsFindBody>;

/** POST /api/v1/reTbLabels/findByIds. */
export const labelsFindByIdsBody = listBody('idsLabels', z.array(int4).max(1000));

/** POST /api/v1/reTbLabels/saveAll: the items (only desValor changes; blank = back to the default). */
export const labelSaveItem = z.object({
  idLabel: id,
  desValor: z.string().max(4000).nullable(),
  desLabel: z.string().optional(),
  desTela: z.string().optional(),
  defaultValue: z.string().nullish(),
  idEmpresa: int4.optional(),
});
export type LabelSaveItem = z.infer<typeof labelSaveItem>;
export const labelsSaveAllBody = z.array(labelSaveItem).max(1000);

/** The text a label shows: its value, else its default. */
export function labelText(l: Pick<Label, 'desValor' | 'defaultValue'> | undefined, fallback = ''): string {
  const v = l?.desValor?.trim() ? l.desValor : null;
  return v ?? l?.defaultValue ?? fallback;
}
