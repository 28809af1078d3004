import { z } from 'zod';
import { indicadores } from './dashboards';
import { int4 } from './fields';

/**
 * POST /api/v1/volumesDash answer: "did each unit waste more or less in the comparison period than in the
 * baseline?" One row per restaurant of the group ('id - name'), or per satellite of the group's restaurants
 * ('codSatelite - desSatelite') when shouldSearchBySatelite. The two periods may differ in length, so the
 * variation compares kg per day. kg with 3 decimals, R$ with 2.
 */

/** One unit's totals over one period. */
export const volumesPeriodo = z.object({
  qtdKg: z.number(),
  vlrCusto: z.number(),
  /** Meals served: re_tb_refeicoes (restaurants) or qtdNrCli + qtdNrColab (satellites). */
  refeicoes: int4,
  /** Waste grams per meal (null without meals). */
  gPorRefeicao: z.number().nullable(),
  /** qtdKg / days of the period. */
  kgPorDia: z.number(),
});
export type VolumesPeriodo = z.infer<typeof volumesPeriodo>;

export const volumesUnidade = z.object({
  /** idRestaurante, or idSatelite when by satellite. */
  id: int4,
  /** 'id - name' or 'codSatelite - desSatelite'. */
  label: z.string(),
  baseline: volumesPeriodo,
  comparativo: volumesPeriodo,
  /** kg/day change from baseline to comparison, % (negative = reduction; null when the baseline is 0). */
  variationPc: z.number().nullable(),
  /** g/refeição change, % (null when either is unknown or the baseline is 0). */
  variationGPorRefeicaoPc: z.number().nullable(),
});
export type VolumesUnidade = z.infer<typeof volumesUnidade>;

export const volumesDash = z.object({
  porSatelite: z.boolean(),
  diasBaseline: int4,
  diasComparativo: int4,
  /** Units by label. */
  unidades: z.array(volumesUnidade),
  /** All units together. */
  total: z.object({
    baseline: volumesPeriodo,
    comparativo: volumesPeriodo,
    variationPc: z.number().nullable(),
    variationGPorRefeicaoPc: z.number().nullable(),
  }),
  /** The comparison period's indicators over the group's restaurants. */
  indicadores,
  exception: z.string().nullish(),
});
export type VolumesDash = z.infer<typeof volumesDash>;
