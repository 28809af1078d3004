import { z } from 'zod';
import { indicadores } from './dashboards';
import { int4, isoDate } from './fields';

/**
 * The answers of the Inicial dashboard (spec §7: POST /api/v1/home/ and /api/v1/home/custos). The manager's
 * question: "how much did we waste, of which kind, period by period, and what did it cost?". Each period
 * bucket (Diário: day; Semana: week from Monday; Mensal; Anual) is one chart row with one value per waste
 * type (`tipo1`…`tipo4`, the TIP_DESPERDICIO ids) and the total; buckets are in date order, empty ones
 * included so the axis has no holes. kg with 3 decimals, R$ with 2.
 */

/** One bucket: its first day, a pt-BR label ('05/03', '03/03 a 09/03', 'mar/2025', '2025') and the values. */
export const homePeriodo = z.object({
  periodo: isoDate(),
  label: z.string(),
  tipo1: z.number(),
  tipo2: z.number(),
  tipo3: z.number(),
  tipo4: z.number(),
  total: z.number(),
});
export type HomePeriodo = z.infer<typeof homePeriodo>;

/** The totals of one waste type over the whole period (pc: its share of the kg). */
export const homeTipo = z.object({
  tipDesperdicio: int4,
  desTipo: z.string(),
  qtdKg: z.number(),
  vlrCusto: z.number(),
  pc: z.number().nullable(),
});
export type HomeTipo = z.infer<typeof homeTipo>;

/** One restaurant of the group over the whole period. */
export const homeRestaurante = z.object({
  idRestaurante: int4,
  desRestaurante: z.string(),
  indicadores,
});

/** POST /api/v1/home/: kg per type per bucket, the totals per type and per restaurant, the indicators. */
export const homeResponse = z.object({
  indPeriodo: int4,
  periodos: z.array(homePeriodo),
  tipos: z.array(homeTipo),
  restaurantes: z.array(homeRestaurante),
  indicadores,
  exception: z.string().nullish(),
});
export type HomeResponse = z.infer<typeof homeResponse>;

/** Cost (R$) of one restaurant: per type and total. */
export const homeCustoRestaurante = z.object({
  idRestaurante: int4,
  desRestaurante: z.string(),
  tipo1: z.number(),
  tipo2: z.number(),
  tipo3: z.number(),
  tipo4: z.number(),
  total: z.number(),
});
export type HomeCustoRestaurante = z.infer<typeof homeCustoRestaurante>;

/**
 * POST /api/v1/home/custos: R$ per type per bucket; and per restaurant over the whole period, or over the
 * one day `data` when given (then `data` echoes it).
 */
export const homeCustosResponse = z.object({
  indPeriodo: int4,
  data: isoDate().nullable(),
  periodos: z.array(homePeriodo),
  restaurantes: z.array(homeCustoRestaurante),
  vlrCusto: z.number(),
  exception: z.string().nullish(),
});
export type HomeCustosResponse = z.infer<typeof homeCustosResponse>;
