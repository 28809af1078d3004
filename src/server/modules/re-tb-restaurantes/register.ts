import {
  type GrupoRestauranteItem,
  type GrupoRestauranteRow,
  grupoRestauranteItem,
  grupoRestauranteRow,
  type RestauranteItem,
  type RestauranteRow,
  restauranteItem,
  restauranteRow,
} from '@domain/schemas/restaurants';
import { DEFAULT_TIME_ZONE } from '@domain/time-zones';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type RegisterConfig, scopedJoin } from '../../core/register-service';
import { reTbGruposRestaurantes, reTbRestaurantes } from '../../db/schema/restaurants';

/** The register screens of groups and restaurants are the administrator's only (indRetAdm), reading too. */
const ADM = ['indRetAdm'] as const;

const g = reTbGruposRestaurantes;
const r = reTbRestaurantes;

/** The code in the ERP is the import's key: two rows of a company cannot share it. */
export const ERP_CODE_IN_USE = 'Código no ERP já usado por outro registro da empresa';

/** 'Grupo 3 possui restaurantes e não pode ser excluído.' / 'Grupos 3, 4 possuem …'. */
export const groupInUseMessage = (ids: readonly number[]) =>
  ids.length === 1
    ? `Grupo ${ids[0]} possui restaurantes vinculados e não pode ser excluído.`
    : `Grupos ${ids.join(', ')} possuem restaurantes vinculados e não podem ser excluídos.`;

/**
 * Restaurant groups (/listReTbGruposRestaurantes): GET, POST saveAll, DELETE {idGrupo}. A group some
 * restaurant belongs to is not deleted (400 naming it); every row is the caller's company's.
 */
export const gruposRestaurantesRegister: RegisterConfig<GrupoRestauranteRow, GrupoRestauranteItem> = {
  name: 'reTbGruposRestaurantes',
  table: g,
  id: g.idGrupo,
  idField: 'idGrupo',
  row: grupoRestauranteRow,
  item: grupoRestauranteItem,
  find: (db, idEmpresa, ids) =>
    db
      .select({ idGrupo: g.idGrupo, desGrupo: g.desGrupo, codExterno: g.codExterno })
      .from(g)
      .where(and(eq(g.idEmpresa, idEmpresa), ids ? inArray(g.idGrupo, [...ids]) : undefined))
      .orderBy(asc(g.desGrupo), asc(g.idGrupo)),
  values: (item) => ({ desGrupo: item.desGrupo.trim(), codExterno: item.codExterno ?? null }),
  get: false,
  remove: { bodyKey: 'idGrupo' },
  flags: ADM,
  hooks: {
    uniqueViolation: (constraint) => (constraint?.includes('cod_externo') ? ERP_CODE_IN_USE : undefined),
    async beforeDelete(tx, idEmpresa, ids) {
      const used = await tx
        .selectDistinct({ id: r.idGrupo })
        .from(r)
        .where(and(eq(r.idEmpresa, idEmpresa), inArray(r.idGrupo, ids)));
      const blocked = used.map((u) => u.id as number).sort((a, b) => a - b);
      return { blocked, message: blocked.length ? groupInUseMessage(blocked) : undefined };
    },
  },
};

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
