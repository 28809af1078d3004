import { MSG } from '@domain/messages';
import { serialDuplicateError, textKey } from '@domain/rules/registers';
import { type Protocolo, protocolDefaults, protocoloOf } from '@domain/scale/protocols';
import { type CadBalanca, type CadBalancaItem, cadBalanca, cadBalancaItem } from '@domain/schemas/registers';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { registerTable, rowsAfterBatch } from '../../core/register-parts';
import { type RegisterConfig, ruleErrors, scopedJoin } from '../../core/register-service';
import type { Db } from '../../db/client';
import { reTbRestaurantes } from '../../db/schema/restaurants';
import { reTbBalancasUnidades, reTbCadBalancas } from '../../db/schema/scales';

const b = reTbCadBalancas;
const serialOf = sql<string>`lower(trim(${b.idSerial}))`;

/** The reading settings of a scale (protocol, serial line, continuous format), as selected columns. */
export const leituraColumns = {
  tipProtocolo: b.tipProtocolo,
  numBaudRate: b.numBaudRate,
  numDataBits: b.numDataBits,
  tipParidade: b.tipParidade,
  numStopBits: b.numStopBits,
  desPadraoContinuo: b.desPadraoContinuo,
  desMarcaEstavel: b.desMarcaEstavel,
  numCasasDecimais: b.numCasasDecimais,
  tipUnidade: b.tipUnidade,
};

/** A selected row with its protocol typed (the column's check keeps it to the known ones). */
export const withLeitura = <R extends { tipProtocolo: string }>(r: R): R & { tipProtocolo: Protocolo } => ({
  ...r,
  tipProtocolo: protocoloOf(r),
});

/** The company's scales, by name. */
function findScales(db: Db, idEmpresa: number, where?: SQL): Promise<CadBalanca[]> {
  return db
    .select({ idBal: b.idBal, idSerial: b.idSerial, desBalanca: b.desBalanca, ...leituraColumns })
    .from(b)
    .where(and(eq(b.idEmpresa, idEmpresa), where))
    .orderBy(asc(b.desBalanca), asc(b.idBal))
    .then((rows) => rows.map(withLeitura));
}

/**
 * The reading settings of a save item: only the ones it sends (an older client that sends none keeps them);
 * choosing a protocol without its line settings stores that protocol's defaults.
 */
function leituraValues(item: CadBalancaItem): Partial<typeof b.$inferInsert> {
  const out: Partial<typeof b.$inferInsert> = {};
  if (item.tipProtocolo) Object.assign(out, protocolDefaults(item.tipProtocolo));
  for (const key of Object.keys(leituraColumns) as (keyof typeof leituraColumns)[]) {
    const v = item[key];
    if (v === undefined || (key === 'tipProtocolo' && v === null)) continue;
    if (v === null && item.tipProtocolo) continue;
    (out as Record<string, unknown>)[key] = typeof v === 'string' ? v.trim() || null : v;
  }
  return out;
}

/** Scale register (spec §3 "Scale register"): serial unique in the company; an active scale is not deleted. */
export const cadBalancasRegister: RegisterConfig<CadBalanca, CadBalancaItem> = {
  ...registerTable('reTbCadBalancas', b, 'idBal', findScales),
  row: cadBalanca,
  item: cadBalancaItem,
  values: (item) => ({
    idSerial: item.idSerial.trim(),
    desBalanca: item.desBalanca.trim(),
    ...leituraValues(item),
  }),
  remove: { bodyKey: 'idBal', byParam: true },
  hooks: {
    async beforeSave(tx, idEmpresa, items) {
      const rows = await rowsAfterBatch(
        items,
        (x) => textKey(x.idSerial) ?? '',
        (serials) => findScales(tx, idEmpresa, inArray(serialOf, serials)),
        (x) => x.idBal,
      );
      return ruleErrors(items, rows, serialDuplicateError, 'idSerial');
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
