import { z } from 'zod';
import { FATOR_CO2E_MAX, FATOR_CO2E_MIN, TIP_DESTINO } from '../rules/co2e';
import { coercedId, coercedInt4, id, int4, isoDate } from './fields';
import { idsBody, indInativo, saveId } from './registers';
import { restauranteLov } from './restaurants';

/**
 * The waste configuration registers (spec §3, §7: Destinations, Destination-waste,
 * Restaurant-waste, Inputs, Plate weights, Goals), as the API returns them, and their save items.
 * Display names (desRestaurante…) are read-only: a save ignores them.
 */

const optionalId = id.nullish();
const tipDesperdicio = int4.min(1).max(4);
const text = (max: number) => z.string().trim().min(1).max(max);
/** A kg quantity as a number, or typed '0,45' / '0,45 kg' (the server reads it with parseKg). */
const kgInput = z.union([z.number(), z.string().max(40)]);

// ---------------------------------------------------------------------------------------------------------
// Restaurant groups (a lookup the registers and the dashboards filter by; not in spec §7: our server's)

/** GET /api/v1/reTbGruposRestaurantes/lov: the company's restaurant groups, by name. */
export const grupoRestaurante = z.object({ idGrupo: int4, desGrupo: z.string() });
export type GrupoRestaurante = z.infer<typeof grupoRestaurante>;

// ---------------------------------------------------------------------------------------------------------
// Destinations (reTbDestResiduos)

export const tipDestino = z.enum(TIP_DESTINO);
/** kg CO2e per kg of net waste: 0 to 10 (stored with 6 decimals, rounded). */
export const fatorCo2e = z.number().min(FATOR_CO2E_MIN).max(FATOR_CO2E_MAX);

export const destResiduo = z.object({
  idDestino: int4,
  desDestino: z.string(),
  indInativo,
  tipDestino,
  fatorCo2e: z.number(),
});
export type DestResiduo = z.infer<typeof destResiduo>;
/**
 * A destination to save. tipDestino and fatorCo2e are optional (the spec's bodies stay valid): a new
 * destination without a kind is 'OUTRO'; without a factor it takes its kind's default (FATOR_CO2E_PADRAO);
 * an update without them keeps the stored ones, and an update with a kind but no factor takes that kind's
 * default.
 */
export const destResiduoItem = z.object({
  idDestino: saveId,
  desDestino: text(200),
  indInativo: indInativo.default(0),
  tipDestino: tipDestino.optional(),
  fatorCo2e: fatorCo2e.optional(),
});
export type DestResiduoItem = z.input<typeof destResiduoItem>;

/** POST .../validateDelete and DELETE api/v1/reTbDestResiduos: {idDestino: id | id[]}. */
export const destResiduoIdsBody = idsBody('idDestino');
/**
 * 200 of POST .../validateDelete: the destinations in use by appointments (reTbDesperdiciosDet) and by
 * destination-waste links (reTbDestDesperdicios), and the message to show (null when none is in use).
 */
export const destValidateDeleteResult = z.object({
  reTbDesperdiciosDet: z.array(int4),
  reTbDestDesperdicios: z.array(int4),
  message: z.string().nullable(),
});
export type DestValidateDeleteResult = z.infer<typeof destValidateDeleteResult>;

// ---------------------------------------------------------------------------------------------------------
// Destination × restaurant × waste type (reTbDestDesperdicio)

export const destDesperdicioRow = z.object({
  idDestDesp: int4,
  idRestaurante: int4,
  idDestino: int4,
  tipDesperdicio: int4,
  indInativo,
  desRestaurante: z.string().optional(),
  desDestino: z.string().optional(),
});
export type DestDesperdicioRow = z.infer<typeof destDesperdicioRow>;
export const destDesperdicioItem = z.object({
  idDestDesp: saveId,
  idRestaurante: id,
  idDestino: id,
  tipDesperdicio,
  indInativo: indInativo.default(0),
});
export type DestDesperdicioItem = z.input<typeof destDesperdicioItem>;
/** POST api/v1/reTbDestDesperdicio/search {idRestaurante}: a restaurant's links (absent: every restaurant's). */
export const destDesperdicioSearchBody = z.object({ idRestaurante: optionalId });

// ---------------------------------------------------------------------------------------------------------
// Restaurants per waste type (reTbDesperdiciosRest)

export const desperdicioRest = z.object({
  idRestDesp: int4,
  idRestaurante: int4,
  tipDesperdicio: int4,
  tipCardapio: int4.nullable(),
  desRestaurante: z.string().optional(),
  idGrupo: int4.nullable().optional(),
});
export type DesperdicioRest = z.infer<typeof desperdicioRest>;
export const desperdicioRestItem = z.object({
  idRestDesp: saveId,
  idRestaurante: id,
  tipDesperdicio,
  /** Absent: the default of the type (1 for type 4, otherwise null). */
  tipCardapio: int4.min(1).max(9).nullish(),
});
export type DesperdicioRestItem = z.input<typeof desperdicioRestItem>;
/** GET api/v1/reTbDesperdiciosRest and .../searchByGroup?idGrupo&tipDesperdicio. */
export const desperdicioRestQuery = z.object({
  idGrupo: coercedId.optional(),
  tipDesperdicio: coercedInt4.min(1).max(4).optional(),
});
/** POST .../findByGrupoRestauranteTipoDesperdicio. */
export const desperdicioRestFindBody = z.object({
  idGrupo: optionalId,
  idRestaurante: optionalId,
  tipDesperdicio: tipDesperdicio.nullish(),
});
/** POST .../validateAdd {idGrupo, tipDesperdicio}. */
export const validateAddBody = z.object({ idGrupo: id, tipDesperdicio });
/**
 * 200 of POST .../validateAdd: `exception` (the group has no restaurant / all are added already) or null;
 * `restricted` the group's restaurants already linked to the type; `validReTbRestaurantes` those to add.
 */
export const validateAddResult = z.object({
  exception: z.string().nullable(),
  restricted: z.array(restauranteLov),
  validReTbRestaurantes: z.array(restauranteLov),
});
export type ValidateAddResult = z.infer<typeof validateAddResult>;
/** POST .../validateDelete and DELETE api/v1/reTbDesperdiciosRest: {idRestDesp: id | id[]}. */
export const desperdicioRestIdsBody = idsBody('idRestDesp');
/** 200 of POST .../validateDelete: the links in use (goals, appointments, destinations) and why, or none. */
export const validateDeleteRestResult = z.object({
  exception: z.string().nullable(),
  restricted: z.array(int4),
});
export type ValidateDeleteRestResult = z.infer<typeof validateDeleteRestResult>;

// ---------------------------------------------------------------------------------------------------------
// Monitored inputs (reTbDespInsumos): the key is the input itself (idInsumo), chosen from the catalogue

export const despInsumo = z.object({
  idInsumo: int4,
  indInativo,
  desInsumo: z.string(),
  codMascara: z.string().nullable(),
  codNivel: z.string().nullable(),
});
export type DespInsumo = z.infer<typeof despInsumo>;
/** A save item: the input and its state. An input already monitored is updated (saveAll is an upsert). */
export const despInsumoItem = z.object({ idInsumo: id, indInativo: indInativo.default(0) });
export type DespInsumoItem = z.input<typeof despInsumoItem>;

/** The input catalogue (not in spec §7: our server's GET /api/v1/reTbInsumos/lov?search&qtd). */
export const insumoCatalogo = z.object({
  idInsumo: int4,
  desInsumo: z.string(),
  codMascara: z.string().nullable(),
  codNivel: z.string().nullable(),
});
export type InsumoCatalogo = z.infer<typeof insumoCatalogo>;
export const insumoCatalogoQuery = z.object({
  search: z.string().trim().max(100).optional(),
  qtd: coercedInt4.min(1).max(500).default(50),
});

// ---------------------------------------------------------------------------------------------------------
// Plate weight per dish group (reGramaturaPratos); idGrupo is the dish group

export const gramaturaPrato = z.object({
  idGramatura: int4,
  idGrupo: int4,
  desGrupo: z.string().optional(),
  /** kg per plate. */
  qtdPrato: z.number(),
});
export type GramaturaPrato = z.infer<typeof gramaturaPrato>;
export const gramaturaPratoItem = z.object({
  idGramatura: saveId,
  idGrupo: id,
  qtdPrato: kgInput,
});
export type GramaturaPratoItem = z.input<typeof gramaturaPratoItem>;
/** POST api/v1/reGramaturaPratos/findAllGramaturaPorGrupoPratos {idGrupo} (absent: every group's). */
export const gramaturaFindBody = z.object({ idGrupo: optionalId });
/** DELETE api/v1/reGramaturaPratos {idGrupo: id | id[]}: the plate weights of those dish groups. */
export const gramaturaDeleteBody = idsBody('idGrupo');
/** POST /api/v1/reTbTbGrupoPrato {search?}: the dish groups (a lookup). */
export const grupoPratoSearchBody = z.object({ search: z.string().trim().max(100).nullish() }).default({});
export const grupoPrato = z.object({ idGrupo: int4, desGrupo: z.string() });
export type GrupoPrato = z.infer<typeof grupoPrato>;

// ---------------------------------------------------------------------------------------------------------
// Goals per unit (reTbDespMetas)

export const despMeta = z.object({
  idDespMeta: int4,
  idRestaurante: int4,
  desRestaurante: z.string().optional(),
  idSatelite: int4.nullable(),
  codSatelite: z.string().nullable().optional(),
  desSatelite: z.string().nullable().optional(),
  tipDesperdicio: int4,
  /** yyyy-MM-dd. */
  dtaInicial: z.string(),
  /** yyyy-MM-dd, or null: open-ended. */
  dtaFinal: z.string().nullable(),
  /** Goal in kg per day. */
  vlrMeta: z.number().nullable(),
  /** Goal in percent. */
  vlrMetaPc: z.number().nullable(),
});
export type DespMeta = z.infer<typeof despMeta>;
export const despMetaItem = z.object({
  idDespMeta: saveId,
  idRestaurante: id,
  idSatelite: optionalId,
  tipDesperdicio,
  dtaInicial: isoDate(),
  dtaFinal: isoDate().nullish(),
  vlrMeta: z.number().min(0).max(1_000_000),
  vlrMetaPc: z.number().min(0).max(100).nullish(),
});
export type DespMetaItem = z.input<typeof despMetaItem>;
/**
 * POST api/v1/reTbDespMetas/findAllReTbDespMetasByFilter: goals of the group's restaurants (or all), the
 * satellite, the type, whose period meets [dtaInicial, dtaFinal] (either end open).
 */
export const despMetaFilter = z.object({
  idGrupo: optionalId,
  idSatelite: optionalId,
  tipDesperdicio: tipDesperdicio.nullish(),
  dtaInicial: isoDate().nullish(),
  dtaFinal: isoDate().nullish(),
});
export type DespMetaFilter = z.infer<typeof despMetaFilter>;
