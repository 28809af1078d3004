import { MSG } from '@domain/messages';
import { serialDuplicateError, textKey } from '@domain/rules/registers';
import { type CadBalanca, type CadBalancaItem, cadBalanca, cadBalancaItem } from '@domain/schemas/registers';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reTbRestaurantes } from '../db/schema/restaurants';
import { reTbBalancasUnidades, reTbCadBalancas } from '../db/schema/scales';
import { mergeBatch, type RegisterConfig, ruleErrors, scopedJoin } from '../lib/register';

const b = reTbCadBalancas;
const serialOf = sql<string>`lower(trim(${b.idSerial}))`;

/** The company's scales, by name. */
function findScales(db: Db, idEmpresa: number, where?: SQL): Promise<CadBalanca[]> {
  return db
    .select({ idBal: b.idBal, idSerial: b.idSerial, desBalanca: b.desBalanca })
    .from(b)
    .where(and(eq(b.idEmpresa, idEmpresa), where))
    .orderBy(asc(b.desBalanca), asc(b.idBal));
}

/** Scale register (spec §3 "Scale register"): serial unique in the company; an active scale is not deleted. */
export const cadBalancasRegister: RegisterConfig<CadBalanca, CadBalancaItem> = {
  name: 'reTbCadBalancas',
  table: b,
  id: b.idBal,
  idField: 'idBal',
  row: cadBalanca,
  item: cadBalancaItem,
  find: (db, idEmpresa, ids) => findScales(db, idEmpresa, ids ? inArray(b.idBal, [...ids]) : undefined),
  values: (item) => ({ idSerial: item.idSerial.trim(), desBalanca: item.desBalanca.trim() }),
  remove: { bodyKey: 'idBal', byParam: true },
  hooks: {
    async beforeSave(tx, idEmpresa, items) {
      const serials = [...new Set(items.map((i) => textKey(i.item.idSerial) ?? ''))];
      const stored = await findScales(tx, idEmpresa, inArray(serialOf, serials));
      return ruleErrors(
        items,
        mergeBatch(stored, items, (r) => r.idBal),
        serialDuplicateError,
        'idSerial',
      );
    },
    async beforeDelete(tx, idEmpresa, ids) {
      const active = await tx
        .select({
          idBal: reTbBalancasUnidades.idBal,
          idRestaurante: reTbRestaurantes.idRestaurante,
          desRestaurante: reTbRestaurantes.desRestaurante,
        })
        .from(reTbBalancasUnidades)
        .innerJoin(
          reTbRestaurantes,
          scopedJoin(reTbRestaurantes.idRestaurante, reTbBalancasUnidades.idRestaurante),
        )
        .where(
          and(
            eq(reTbBalancasUnidades.idEmpresa, idEmpresa),
            inArray(reTbBalancasUnidades.idBal, ids),
            eq(reTbBalancasUnidades.indInativo, 0),
          ),
        )
        .orderBy(asc(reTbBalancasUnidades.idBal));
      if (!active.length) return { blocked: [] };
      const first = active[0];
      return {
        blocked: [...new Set(active.map((a) => a.idBal))],
        message: MSG.scaleInUse(first.idBal, `${first.idRestaurante} - ${first.desRestaurante}`),
      };
    },
    uniqueViolation: () => MSG.recordExists,
  },
};

/** The extra lookups of spec §7 "Scale register". */
export function cadBalancasService(db: Db) {
  return {
    /** GET .../findAllByIdSerial/{serial}: the company's scales with that serial (trimmed, any case). */
    bySerial: (idEmpresa: number, serial: string) =>
      findScales(db, idEmpresa, eq(serialOf, textKey(serial) ?? '')),
    /** GET .../findAllByIdBalAndIdSerial/{id}/{serial}: the scale, if it has that serial. */
    byIdAndSerial: (idEmpresa: number, idBal: number, serial: string) =>
      findScales(db, idEmpresa, and(eq(b.idBal, idBal), eq(serialOf, textKey(serial) ?? ''))),
  };
}
