import { MSG } from '@domain/messages';
import { parseKg, tareDuplicateError, tareQuantityError } from '@domain/rules/registers';
import { coercedId } from '@domain/schemas/fields';
import {
  type RecipientePeso,
  type RecipientePesoItem,
  recipientePeso,
  recipientePesoItem,
} from '@domain/schemas/registers';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { registerTable, rowsAfterBatch } from '../../core/register-parts';
import { type RegisterConfig, ruleErrors, scopedJoin } from '../../core/register-service';
import { columnsOf } from '../../core/select-columns';
import type { Db } from '../../db/client';
import { reTbRecipientes, reTbRecipientesPesos } from '../../db/schema/registers';
import { reTbRestaurantes } from '../../db/schema/restaurants';

const p = reTbRecipientesPesos;

/** The company's tares with the restaurant and container names. */
function findTares(db: Db, idEmpresa: number, where?: SQL) {
  return db
    .select({
      ...columnsOf(p, 'idPeso', 'idRestaurante', 'idRecipiente', 'qtdPeso'),
      desRestaurante: reTbRestaurantes.desRestaurante,
      ...columnsOf(reTbRecipientes, 'desRecipiente', 'qtdMaxima'),
    })
    .from(p)
    .innerJoin(reTbRestaurantes, scopedJoin(reTbRestaurantes.idRestaurante, p.idRestaurante))
    .innerJoin(reTbRecipientes, scopedJoin(reTbRecipientes.idRecipiente, p.idRecipiente))
    .where(and(eq(p.idEmpresa, idEmpresa), where))
    .orderBy(asc(reTbRestaurantes.desRestaurante), asc(reTbRecipientes.desRecipiente), asc(p.idPeso));
}

/**
 * Container tares (spec §3, §5): the quantity may be typed '1,5' or '1,5 kg' and is stored as a number;
 * one tare per restaurant and container ('Registro já existente' / 'Tara já cadastrada para este restaurante').
 */
export const recipientesPesosRegister: RegisterConfig<RecipientePeso, RecipientePesoItem> = {
  ...registerTable('reTbRecipientesPesos', p, 'idPeso', findTares),
  row: recipientePeso,
  item: recipientePesoItem,
  list: {
    query: z.object({ idRestaurante: coercedId.optional() }),
    find: (db, idEmpresa, query: { idRestaurante?: number }) =>
      recipientesPesosSearch(db, idEmpresa, query.idRestaurante),
  },
  values: (item) => ({
    idRestaurante: item.idRestaurante,
    idRecipiente: item.idRecipiente,
    qtdPeso: parseKg(item.qtdPeso),
  }),
  remove: { bodyKey: 'idPeso', byParam: true },
  hooks: {
    async beforeSave(tx, idEmpresa, items) {
      const rows = await rowsAfterBatch(
        items,
        (x) => x.idRestaurante,
        (restaurants) => findTares(tx, idEmpresa, inArray(p.idRestaurante, restaurants)),
        (x) => x.idPeso,
      );
      return [
        ...ruleErrors(items, rows, (_, row) => tareQuantityError(row.qtdPeso), 'qtdPeso'),
        ...ruleErrors(items, rows, tareDuplicateError, 'idRecipiente'),
      ];
    },
    uniqueViolation: () => MSG.tareExists,
  },
};

/**
 * POST .../search {idRestaurante}: the tares of a restaurant (absent: of every restaurant of the company);
 * also the entry screens' POST .../lov/findActivesByIdRestaurante (by container name).
 */
export function recipientesPesosSearch(db: Db, idEmpresa: number, idRestaurante?: number | null) {
  return findTares(db, idEmpresa, idRestaurante ? eq(p.idRestaurante, idRestaurante) : undefined);
}
