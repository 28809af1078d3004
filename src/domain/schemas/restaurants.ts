import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../time-zones';
import { coercedId, coercedInt4, int4 } from './fields';

/** A restaurant as the list-of-values pickers show it ('id - name'). */
export const restauranteLov = z.object({
  idRestaurante: int4,
  desRestaurante: z.string(),
  idGrupo: int4.nullable(),
  /** The restaurant's IANA time zone (its 'today'). */
  desFusoHorario: z.string().optional(),
});
export type RestauranteLov = z.infer<typeof restauranteLov>;

/** GET api/v1/reTbRestaurantes/lov/search (spec §7 Lookups; 20 with grouping and group, else 10). */
export const restauranteSearchQuery = z.object({
  qtd: coercedInt4.min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  idGrupo: coercedId.optional(),
  codAgrupamento: coercedId.optional(),
  tipDesperdicio: coercedInt4.min(1).max(4).optional(),
});

export const idParam = z.object({ id: coercedId });

// ---------------------------------------------------------------------------------------------------------
// The registers of groups (/listReTbGruposRestaurantes) and restaurants (/listReTbRestaurantes)

/** A new row: no id, a null one or a temporary (negative) one; a positive id updates that row. */
const saveId = int4.nullish();
const text = (max: number) => z.string().trim().min(1).max(max);
/** The row's code in the company's ERP (the master-data import's key); blank: none. */
const codExterno = z
  .string()
  .trim()
  .max(60)
  .nullish()
  .transform((v) => v || null);

export const grupoRestauranteRow = z.object({
  idGrupo: int4,
  desGrupo: z.string(),
  codExterno: z.string().nullable(),
});
export type GrupoRestauranteRow = z.infer<typeof grupoRestauranteRow>;
export const grupoRestauranteItem = z.object({ idGrupo: saveId, desGrupo: text(200), codExterno });
export type GrupoRestauranteItem = z.infer<typeof grupoRestauranteItem>;

export const restauranteRow = z.object({
  idRestaurante: int4,
  desRestaurante: z.string(),
  idGrupo: int4.nullable(),
  /** The group's name (read-only). */
  desGrupo: z.string().nullable(),
  desFusoHorario: z.string(),
  codExterno: z.string().nullable(),
  indInativo: int4,
});
export type RestauranteRow = z.infer<typeof restauranteRow>;

/** The message of a zone this runtime does not know. */
export const TIME_ZONE_INVALID = 'Fuso horário inválido: use um fuso IANA, por exemplo America/Sao_Paulo';

/** An IANA zone name, exactly as spelled ('America/Manaus'); blank or absent: São Paulo. */
export const timeZoneField = z
  .string()
  .trim()
  .max(64)
  .nullish()
  .transform((v) => v || DEFAULT_TIME_ZONE)
  .refine(isTimeZone, { message: TIME_ZONE_INVALID });

export const restauranteItem = z.object({
  idRestaurante: saveId,
  desRestaurante: text(200),
  idGrupo: int4.min(1).nullish(),
  desFusoHorario: timeZoneField,
  codExterno,
  indInativo: int4.min(0).max(1).default(0),
});
export type RestauranteItem = z.infer<typeof restauranteItem>;
