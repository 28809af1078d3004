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
import { registerTable, rowsAfterBatch } from '../../core/register-parts';
import { type RegisterConfig, ruleErrors, scopedJoin } from '../../core/register-service';
import { columnsOf } from '../../core/select-columns';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema/core';
import { reTbRestaurantes } from '../../db/schema/restaurants';
import { reTbCadBalancas, reTbRestBalancasUsuarios } from '../../db/schema/scales';

const l = reTbRestBalancasUsuarios;

/** The company's scale ↔ restaurant ↔ user links with the names. */
export function findBalRestUsuarios(db: Db, idEmpresa: number, where?: SQL): Promise<BalRestUsuario[]> {
  return db
    .select({
      ...columnsOf(l, 'idBalRestUsuario', 'idRestaurante', 'idBal', 'idUsuario', 'indInativo'),
      desRestaurante: reTbRestaurantes.desRestaurante,
      desBalanca: reTbCadBalancas.desBalanca,
      ...columnsOf(usuarios, 'desUsuario', 'desPessoa'),
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
  ...registerTable('reTbRestBalancasUsuarios', l, 'idBalRestUsuario', findBalRestUsuarios),
  row: balRestUsuario,
  item: balRestUsuarioItem,
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
      const rows = await rowsAfterBatch(
        items,
        (x) => x.idBal,
        (scales) => findBalRestUsuarios(tx, idEmpresa, inArray(l.idBal, scales)),
        (x) => x.idBalRestUsuario,
      );
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
