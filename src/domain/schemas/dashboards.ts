import { z } from 'zod';
import { MSG } from '../messages';
import { id, int4, isoDate } from './fields';
import { porClasseLinha } from './waste-classes';

/**
 * The dashboards' calls (spec §7 Dashboards; §3 dashboard filter fields; §4 ids and period kinds). The
 * request bodies are exactly the spec's fields; dates are 'yyyy-MM-dd' (local). The response shapes are
 * ours (spec: "not shown"): each dashboard answers one manager question, and every answer carries the same
 * `indicadores` block (kg, R$, meals, g/refeição, resto-ingesta %, clean surplus per person).
 * A response may carry `exception` (spec §8): the client rejects the action with its text.
 */

const optionalId = id.nullish();
/** A day 'yyyy-MM-dd'; anything else answers 'Data inválida' (spec §5). */
const day = isoDate({ error: MSG.invalidDate });
const tipDesperdicio = int4.min(1).max(4);

// ---------------------------------------------------------------------------------------------------------
// Request bodies

/** POST /api/v1/home/ and /api/v1/destinosDash (the base filter). */
export const dashBaseBody = z.object({
  idGrupo: id,
  dtaPeriodoIni: day,
  dtaPeriodoFim: day,
});

/** POST /api/v1/home/: waste per type by period kind (0 Diário, 1 Semana (Monday), 2 Mensal, 3 Anual). */
export const homeBody = dashBaseBody.extend({ indPeriodo: int4.min(0).max(3).default(0) });
export type HomeBody = z.infer<typeof homeBody>;
/** POST /api/v1/home/custos (plus `data`: one day to detail, optional). */
export const homeCustosBody = homeBody.extend({ data: day.nullish() });
export type HomeCustosBody = z.infer<typeof homeCustosBody>;

/** POST /api/v1/desafioDash. */
export const desafioBody = z.object({
  idGrupo: id,
  dtaPeriodoDesafioIni: day,
  dtaPeriodoDesafioFim: day,
  dtaPeriodoAnteriorIni: day,
  dtaPeriodoAnteriorFim: day,
});
export type DesafioBody = z.infer<typeof desafioBody>;

/** POST /api/v1/metasDash/ (default type Bandeja). */
export const metasBody = dashBaseBody.extend({
  tipDesperdicio: tipDesperdicio.default(1),
  codAgrupamento: optionalId,
  idItemVenda: optionalId,
  idProduto: optionalId,
  idRestaurante: optionalId,
});
export type MetasBody = z.infer<typeof metasBody>;
/** POST /api/v1/metasDash/day: one day in detail. */
export const metasDayBody = metasBody.extend({ dtaApontamento: day });
export type MetasDayBody = z.infer<typeof metasDayBody>;

/** POST /api/v1/volumesDash: baseline against comparison, per restaurant or per satellite. */
export const volumesBody = z.object({
  idGrupo: id,
  dtaBaselineIni: day,
  dtaBaselineFim: day,
  dtaComparativoIni: day,
  dtaComparativoFim: day,
  shouldSearchBySatelite: z.boolean().default(false),
  idSatelite: optionalId,
});
export type VolumesBody = z.infer<typeof volumesBody>;

/** POST /api/v1/destinosDash and .../compareTipConsumos: the period, and the base period to compare with. */
export const destinosBody = dashBaseBody.extend({
  dtaPeriodoBaseIni: day.nullish(),
  dtaPeriodoBaseFim: day.nullish(),
});
export type DestinosBody = z.infer<typeof destinosBody>;
/** POST /api/v1/destinosDash/compareByDestinos (plus tipConsumo 1 Pré-, 2 Pós-Consumo). */
export const destinosByDestinosBody = destinosBody.extend({
  tipConsumo: int4.min(1).max(2).nullish(),
});
export type DestinosByDestinosBody = z.infer<typeof destinosByDestinosBody>;
/** POST /api/v1/destinosDash/compare/restaurantes (plus idDestino, indPeriodoAnalise). */
export const destinosByRestaurantesBody = destinosBody.extend({
  idDestino: optionalId,
  indPeriodoAnalise: int4.min(0).max(3).nullish(),
});
export type DestinosByRestaurantesBody = z.infer<typeof destinosByRestaurantesBody>;

/** POST /api/v1/ExcedentePorPratosDashboard: surplus per dish group, optionally per item/product or satellite. */
export const excedentePorPratoBody = dashBaseBody.extend({
  idItemVenda: optionalId,
  idProduto: optionalId,
  shouldSearchBySatelite: z.boolean().default(false),
  idSatelite: optionalId,
});
export type ExcedentePorPratoBody = z.infer<typeof excedentePorPratoBody>;

// ---------------------------------------------------------------------------------------------------------
// The indicators every dashboard shows

/**
 * Standard food-service indicators over a set of restaurants and days:
 * - qtdKg, vlrCusto: waste kg and its cost (R$);
 * - refeicoes: meals served (re_tb_refeicoes) on those days;
 * - gPorRefeicao: all waste in grams per meal (null without meals);
 * - restoIngestaPc: plate-waste index = tray waste (type 1) kg / (meals × mean plate weight kg) × 100
 *   (null without meals or plate weights);
 * - sobraLimpaPorPessoaG: clean surplus (type 2, production surplus) grams per meal (null without meals);
 * - pctPesoLido: the share (0–100, 1 decimal) of the weighings whose weight was read from the scale rather
 *   than typed (null without weighings; always sent by the server);
 * - co2eKg: kg CO2e, 3 decimals: Σ net kg × the factor of each weighing's destination (its current factor; 0
 *   without a destination), from the rollups' qtd_co2e (always sent by the server);
 * - porClasse: the same kg, R$ and CO2e per waste class, with the avoidable part of each.
 */
export const indicadores = z.object({
  qtdKg: z.number(),
  vlrCusto: z.number(),
  qtdApontamentos: int4,
  refeicoes: int4,
  gPorRefeicao: z.number().nullable(),
  restoIngestaPc: z.number().nullable(),
  sobraLimpaPorPessoaG: z.number().nullable(),
  pctPesoLido: z.number().nullable().optional(),
  co2eKg: z.number().optional(),
  /**
   * The kg, R$ and CO2e split by waste class (evitável, parcial, inevitável, não classificado), each with its
   * avoidable part (src/domain/rules/waste-classes.ts); sent by the dashboards.
   */
  porClasse: z.array(porClasseLinha).optional(),
});
export type Indicadores = z.infer<typeof indicadores>;
