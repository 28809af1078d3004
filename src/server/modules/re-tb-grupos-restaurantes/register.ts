import {
  type GrupoRestauranteItem,
  type GrupoRestauranteRow,
  grupoRestauranteItem,
  grupoRestauranteRow,
} from '@domain/schemas/restaurants';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ERP_CODE_IN_USE, type RegisterConfig } from '../../core/register-service';
import { reTbGruposRestaurantes, reTbRestaurantes } from '../../db/schema/restaurants';

/** The groups' register screen is the administrator's only (indRetAdm), reading too. */
const ADM = ['indRetAdm'] as const;

const g = reTbGruposRestaurantes;
const r = reTbRestaurantes;

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
