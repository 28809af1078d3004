import { scaleUserDuplicateError } from '@domain/rules/registers';
import { coercedId } from '@domain/schemas/fields';
import {
  type BalRestUsuario,
  type BalRestUsuarioItem,
  balRestUsuario,
  balRestUsuarioItem,
} from '@domain/schemas/registers';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { mergeBatch, type RegisterConfig, ruleErrors, scopedJoin } from '../../core/register-service';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema/core';
import { reTbRestaurantes } from '../../db/schema/restaurants';
import { reTbCadBalancas, reTbRestBalancasUsuarios } from '../../db/schema/scales';

const l = reTbRestBalancasUsuarios;

/** The company's scale ↔ restaurant ↔ user links with the names. */
export function findBalRestUsuarios(db: Db, idEmpresa: number, where?: SQL): Promise<BalRestUsuario[]> {
  return db
    .select({
      idBalRestUsuario: l.idBalRestUsuario,
      idRestaurante: l.idRestaurante,
      idBal: l.idBal,
      idUsuario: l.idUsuario,
      indInativo: l.indInativo,
      desRestaurante: reTbRestaurantes.desRestaurante,
      desBalanca: reTbCadBalancas.desBalanca,
      desUsuario: usuarios.desUsuario,
      desPessoa: usuarios.desPessoa,
    })
    .from(l)
    .innerJoin(reTbRestaurantes, scopedJoin(reTbRestaurantes.idRestaurante, l.idRestaurante))
    .innerJoin(reTbCadBalancas, scopedJoin(reTbCadBalancas.idBal, l.idBal))
    .innerJoin(usuarios, eq(usuarios.idUsuario, l.idUsuario))
    .where(and(eq(l.idEmpresa, idEmpresa), where))
    .orderBy(
      asc(reTbRestaurantes.desRestaurante),
      asc(reTbCadBalancas.desBalanca),
      asc(usuarios.desPessoa),
      asc(l.idBalRestUsuario),
    );
}

/** GET list filters (all optional). */
export const balRestUsuarioQuery = z.object({
  idRestaurante: coercedId.optional(),
  idBal: coercedId.optional(),
  idUsuario: coercedId.optional(),
});

/** Scale ↔ restaurant ↔ user links (spec §3): a restaurant/scale/user triple is registered once. */
export const restBalancasUsuariosRegister: RegisterConfig<BalRestUsuario, BalRestUsuarioItem> = {
  name: 'reTbRestBalancasUsuarios',
  table: l,
  id: l.idBalRestUsuario,
  idField: 'idBalRestUsuario',
  row: balRestUsuario,
  item: balRestUsuarioItem,
  find: (db, idEmpresa, ids) =>
    findBalRestUsuarios(db, idEmpresa, ids ? inArray(l.idBalRestUsuario, [...ids]) : undefined),
  list: {
    query: balRestUsuarioQuery,
    find: (db, idEmpresa, q: z.infer<typeof balRestUsuarioQuery>) => balRestUsuariosSearch(db, idEmpresa, q),
  },
  values: (item) => ({
    idRestaurante: item.idRestaurante,
    idBal: item.idBal,
    idUsuario: item.idUsuario,
    indInativo: item.indInativo ?? 0,
  }),
  remove: { bodyKey: 'idBalRestUsuario', byParam: true },
  hooks: {
    async beforeSave(tx, idEmpresa, items) {
      const scales = [...new Set(items.map((i) => i.item.idBal))];
      const stored = await findBalRestUsuarios(tx, idEmpresa, inArray(l.idBal, scales));
      const rows = mergeBatch<BalRestUsuarioItem>(stored, items, (x) => x.idBalRestUsuario);
      return ruleErrors(items, rows, scaleUserDuplicateError, 'idUsuario');
    },
  },
};

/** The links matching every given filter (restaurant, scale and/or user). */
export function balRestUsuariosSearch(
  db: Db,
  idEmpresa: number,
  q: { idRestaurante?: number; idBal?: number | number[]; idUsuario?: number },
): Promise<BalRestUsuario[]> {
  const bals = q.idBal === undefined ? undefined : [q.idBal].flat();
  return findBalRestUsuarios(
    db,
    idEmpresa,
    and(
      q.idRestaurante ? eq(l.idRestaurante, q.idRestaurante) : undefined,
      bals ? inArray(l.idBal, bals) : undefined,
      q.idUsuario ? eq(l.idUsuario, q.idUsuario) : undefined,
    ),
  );
}
