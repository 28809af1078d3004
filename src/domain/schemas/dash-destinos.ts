import { z } from 'zod';
import { TIP_DESTINO } from '../rules/co2e';
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
  /** The destination's kind and factor (kg CO2e/kg); null for 'Sem destino'. Always sent by the server. */
  tipDestino: z.enum(TIP_DESTINO).nullable().optional(),
  fatorCo2e: z.number().nullable().optional(),
  /** kg CO2e sent there (net kg × its factor). */
  co2eKg: z.number().optional(),
  /** kg CO2e avoided against landfill: kg × (the reference landfill factor − its factor); null for 'Sem destino'. */
  co2eEvitadoKg: z.number().nullable().optional(),
});
export type DestinoShare = z.infer<typeof destinoShare>;

/**
 * The CO2e avoided in the period against sending everything to landfill: Σ over the destinations (not 'Sem
 * destino', whose fate is unknown) of kg × (fatorAterro − the destination's factor). fatorAterro is the
 * company's own landfill: the factor of its active 'ATERRO' destination of lowest id (origem 'EMPRESA', its
 * id and name), else the default landfill factor (origem 'PADRAO').
 */
export const destinosCo2e = z.object({
  co2eKg: z.number(),
  co2eEvitadoKg: z.number(),
  /** kg with a destination (the base of the avoided CO2e). */
  qtdKgComDestino: z.number(),
  fatorAterro: z.number(),
  origemAterro: z.enum(['EMPRESA', 'PADRAO']),
  idDestinoAterro: int4.nullable(),
  desDestinoAterro: z.string().nullable(),
});
export type DestinosCo2e = z.infer<typeof destinosCo2e>;

export const destinosDash = z.object({
  periodo,
  total: z.object({ qtdKg: z.number(), vlrCusto: z.number() }),
  destinos: z.array(destinoShare),
  /** Always sent by the server. */
  co2e: destinosCo2e.optional(),
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
