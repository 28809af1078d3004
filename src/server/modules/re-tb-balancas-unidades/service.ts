import { MSG } from '@domain/messages';
import { scaleActiveElsewhere } from '@domain/rules/registers';
import {
  type BalancaUnidade,
  type BalancaUnidadeItem,
  balancaUnidade,
  balancaUnidadeItem,
} from '@domain/schemas/registers';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { registerTable, rowsAfterBatch } from '../../core/register-parts';
import { type RegisterConfig, ruleErrors, scopedJoin } from '../../core/register-service';
import { columnsOf } from '../../core/select-columns';
import type { Db } from '../../db/client';
import { reTbRestaurantes } from '../../db/schema/restaurants';
import { reTbBalancasUnidades, reTbCadBalancas } from '../../db/schema/scales';

const bu = reTbBalancasUnidades;

/** The company's scale-unit links with the restaurant and scale names. */
export function findBalancasUnidades(db: Db, idEmpresa: number, where?: SQL): Promise<BalancaUnidade[]> {
  return db
    .select({
      ...columnsOf(bu, 'idBalUnidade', 'idRestaurante', 'idBal', 'indInativo'),
      desRestaurante: reTbRestaurantes.desRestaurante,
      ...columnsOf(reTbCadBalancas, 'desBalanca', 'idSerial'),
    })
    .from(bu)
    .innerJoin(reTbRestaurantes, scopedJoin(reTbRestaurantes.idRestaurante, bu.idRestaurante))
    .innerJoin(reTbCadBalancas, scopedJoin(reTbCadBalancas.idBal, bu.idBal))
    .where(and(eq(bu.idEmpresa, idEmpresa), where))
    .orderBy(asc(reTbRestaurantes.desRestaurante), asc(reTbCadBalancas.desBalanca), asc(bu.idBalUnidade));
}

/** Scale ↔ unit links (spec §3): a scale is active for one restaurant only (insert, edit and reactivation). */
export const balancasUnidadesRegister: RegisterConfig<BalancaUnidade, BalancaUnidadeItem> = {
  ...registerTable('reTbBalancasUnidades', bu, 'idBalUnidade', findBalancasUnidades),
  row: balancaUnidade,
  item: balancaUnidadeItem,
  values: (item) => ({
    idRestaurante: item.idRestaurante,
    idBal: item.idBal,
    indInativo: item.indInativo ?? 0,
  }),
  remove: { bodyKey: 'idBalUnidade', byParam: true },
  hooks: {
    async beforeSave(tx, idEmpresa, items) {
      const rows = await rowsAfterBatch(
        items,
        (x) => x.idBal,
        (scales) => findBalancasUnidades(tx, idEmpresa, inArray(bu.idBal, scales)),
        (x) => x.idBalUnidade,
      );
      return ruleErrors(items, rows, scaleActiveElsewhere, 'idBal');
    },
    uniqueViolation: (constraint) =>
      constraint === 're_tb_balancas_unidades_ativa_uq' ? MSG.scaleActiveElsewhere : undefined,
  },
};

/** The scale-unit lookups of spec §7. */
export function balancasUnidadesService(db: Db) {
  return {
    byScales: (idEmpresa: number, idBals: number[]) =>
      findBalancasUnidades(db, idEmpresa, inArray(bu.idBal, idBals)),
    byRestauranteAndScale: (idEmpresa: number, idRestaurante: number, idBal: number) =>
      findBalancasUnidades(db, idEmpresa, and(eq(bu.idRestaurante, idRestaurante), eq(bu.idBal, idBal))),
  };
}
