import {
  type RestauranteItem,
  type RestauranteRow,
  restauranteItem,
  restauranteRow,
} from '@domain/schemas/restaurants';
import { DEFAULT_TIME_ZONE } from '@domain/time-zones';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ERP_CODE_IN_USE, type RegisterConfig, scopedJoin } from '../../core/register-service';
import { reTbGruposRestaurantes, reTbRestaurantes } from '../../db/schema/restaurants';

/** The restaurants' register screen is the administrator's only (indRetAdm), reading too. */
const ADM = ['indRetAdm'] as const;

const g = reTbGruposRestaurantes;
const r = reTbRestaurantes;

/**
 * Restaurants (/listReTbRestaurantes): GET, POST saveAll, DELETE {idRestaurante}. Name, group (of the
 * company), IANA time zone (default America/Sao_Paulo; an unknown one is refused naming the field) and the
 * inactive switch.
 */
export const restaurantesRegister: RegisterConfig<RestauranteRow, RestauranteItem> = {
  name: 'reTbRestaurantes',
  table: r,
  id: r.idRestaurante,
  idField: 'idRestaurante',
  row: restauranteRow,
  item: restauranteItem,
  find: (db, idEmpresa, ids) =>
    db
      .select({
        idRestaurante: r.idRestaurante,
        desRestaurante: r.desRestaurante,
        idGrupo: r.idGrupo,
        desGrupo: g.desGrupo,
        desFusoHorario: r.desFusoHorario,
        codExterno: r.codExterno,
        indInativo: r.indInativo,
      })
      .from(r)
      .leftJoin(g, scopedJoin(g.idGrupo, r.idGrupo))
      .where(and(eq(r.idEmpresa, idEmpresa), ids ? inArray(r.idRestaurante, [...ids]) : undefined))
      .orderBy(asc(r.idRestaurante)),
  values: (item) => ({
    desRestaurante: item.desRestaurante.trim(),
    idGrupo: item.idGrupo ?? null,
    desFusoHorario: item.desFusoHorario || DEFAULT_TIME_ZONE,
    codExterno: item.codExterno ?? null,
    indInativo: item.indInativo ?? 0,
  }),
  get: false,
  remove: { bodyKey: 'idRestaurante' },
  flags: ADM,
  hooks: {
    uniqueViolation: (constraint) => (constraint?.includes('cod_externo') ? ERP_CODE_IN_USE : undefined),
  },
};
