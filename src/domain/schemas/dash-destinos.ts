import { z } from 'zod';
import { indicadores } from './dashboards';
import { int4, isoDate } from './fields';

/**
 * The answers of POST /api/v1/destinosDash and its comparisons: "where does the waste go, and is that
 * changing?" A destination 0 is 'Sem destino' (appointments without destination). kg with 3 decimals, R$
 * with 2, percentages of the period's kg. The base period defaults to the same number of days just before
 * the period when dtaPeriodoBaseIni/Fim are not sent.
 */

export const SEM_DESTINO_ID = 0;
export const SEM_DESTINO_LABEL = 'Sem destino';

const periodo = z.object({ dtaIni: isoDate(), dtaFim: isoDate(), dias: int4 });
export type DestinosPeriodo = z.infer<typeof periodo>;

/** POST /api/v1/destinosDash: the share per destination in the period, by descending percentage. */
export const destinoShare = z.object({
  idDestino: int4,
  desDestino: z.string(),
  qtdKg: z.number(),
  vlrCusto: z.number(),
  /** Share of the period's kg, %. */
  percentual: z.number(),
});
export type DestinoShare = z.infer<typeof destinoShare>;

export const destinosDash = z.object({
  periodo,
  total: z.object({ qtdKg: z.number(), vlrCusto: z.number() }),
  destinos: z.array(destinoShare),
  indicadores,
  exception: z.string().nullish(),
});
export type DestinosDash = z.infer<typeof destinosDash>;

/** One side of a comparison. */
export const destinosValor = z.object({
  qtdKg: z.number(),
  vlrCusto: z.number(),
  /** Share of that period's kg, %. */
  percentual: z.number(),
});
export type DestinosValor = z.infer<typeof destinosValor>;

/** One compared row (a consumption kind, a destination or a restaurant). */
export const destinosComparacaoItem = z.object({
  id: int4,
  label: z.string(),
  atual: destinosValor,
  base: destinosValor,
  /** kg/day change from the base to the period, % (null when the base is 0). */
  variationPc: z.number().nullable(),
});
export type DestinosComparacaoItem = z.infer<typeof destinosComparacaoItem>;

/** compareTipConsumos, compareByDestinos and compare/restaurantes answer this. */
export const destinosComparacao = z.object({
  periodo,
  periodoBase: periodo,
  itens: z.array(destinosComparacaoItem),
  total: z.object({
    atual: destinosValor,
    base: destinosValor,
    variationPc: z.number().nullable(),
  }),
  indicadores,
  exception: z.string().nullish(),
});
export type DestinosComparacao = z.infer<typeof destinosComparacao>;

/** compare/restaurantes also gives the period's kg by indPeriodoAnalise (0 day, 1 Monday week, 2 month, 3 year). */
export const destinosRestaurantesComparacao = destinosComparacao.extend({
  indPeriodoAnalise: int4,
  serie: z.array(z.object({ periodo: isoDate(), qtdKg: z.number(), vlrCusto: z.number() })),
});
export type DestinosRestaurantesComparacao = z.infer<typeof destinosRestaurantesComparacao>;
