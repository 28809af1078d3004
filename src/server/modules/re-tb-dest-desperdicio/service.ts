import { destTurnoInsumoError, destWasteDuplicateError } from '@domain/rules/waste-config';
import type { DestDesperdicio } from '@domain/schemas/entry-lookups';
import {
  type DestDesperdicioRow,
  destDesperdicioItem,
  destDesperdicioRow,
} from '@domain/schemas/waste-config';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { registerTable, rowsAfterBatch } from '../../core/register-parts';
import { type RegisterConfig, ruleErrors, scopedJoin } from '../../core/register-service';
import { columnsOf } from '../../core/select-columns';
import type { Db } from '../../db/client';
import { reTbDestDesperdicios, reTbDestResiduos } from '../../db/schema/registers';
import { reTbRestaurantes } from '../../db/schema/restaurants';

const dd = reTbDestDesperdicios;

/** A save item as the engine receives it (after the schema's defaults). */
export type DestDesperdicioSave = z.output<typeof destDesperdicioItem>;

/** Serialises the rules of concurrent saves of one company (type 3 and 4 together is not an index). */
const RULES_LOCK = sql`hashtext('re_tb_dest_desperdicios.rules')`;

/** The company's links with the restaurant and destination names. */
function findLinks(db: Db, idEmpresa: number, where?: SQL): Promise<DestDesperdicioRow[]> {
  return db
    .select({
      ...columnsOf(dd, 'idDestDesp', 'idRestaurante', 'idDestino', 'tipDesperdicio', 'indInativo'),
      desRestaurante: reTbRestaurantes.desRestaurante,
      desDestino: reTbDestResiduos.desDestino,
    })
    .from(dd)
    .innerJoin(reTbRestaurantes, scopedJoin(reTbRestaurantes.idRestaurante, dd.idRestaurante))
    .innerJoin(reTbDestResiduos, scopedJoin(reTbDestResiduos.idDestino, dd.idDestino))
    .where(and(eq(dd.idEmpresa, idEmpresa), where))
    .orderBy(
      asc(reTbRestaurantes.desRestaurante),
      asc(dd.idRestaurante),
      asc(reTbDestResiduos.desDestino),
      asc(dd.tipDesperdicio),
      asc(dd.idDestDesp),
    );
}

/** POST .../search {idRestaurante}: a restaurant's links (absent: every restaurant's of the company). */
export function destDesperdicioSearch(db: Db, idEmpresa: number, idRestaurante?: number | null) {
  return findLinks(db, idEmpresa, idRestaurante ? eq(dd.idRestaurante, idRestaurante) : undefined);
}

/**
 * Destination × restaurant × waste type (spec §3, §5, §7 "Destination-waste"): a restaurant, destination and
 * type are linked once ('Registro já existente'); a destination is not active for types 3 and 4 of the same
 * restaurant at once. The rules run on the stored links of the batch's restaurants merged with the batch.
 */
export const destDesperdicioRegister: RegisterConfig<DestDesperdicioRow, DestDesperdicioSave> = {
  ...registerTable('reTbDestDesperdicio', dd, 'idDestDesp', findLinks),
  row: destDesperdicioRow,
  item: destDesperdicioItem,
  values: (item) => ({
    idRestaurante: item.idRestaurante,
    idDestino: item.idDestino,
    tipDesperdicio: item.tipDesperdicio,
    indInativo: item.indInativo,
  }),
  // The screen lists through POST /search.
  list: false,
  get: false,
  remove: { bodyKey: 'idDestDesp' },
  hooks: {
    async beforeSave(tx, idEmpresa, items) {
      await tx.execute(sql`select pg_advisory_xact_lock(${RULES_LOCK}, ${idEmpresa})`);
      const rows = await rowsAfterBatch(
        items,
        (x) => x.idRestaurante,
        (restaurants) => findLinks(tx, idEmpresa, inArray(dd.idRestaurante, restaurants)),
        (x) => x.idDestDesp,
      );
      return [
        ...ruleErrors(items, rows, destWasteDuplicateError, 'idDestino'),
        ...ruleErrors(items, rows, destTurnoInsumoError),
      ];
    },
  },
};

/** Destination × restaurant × waste type links, inside the caller's company. */
export function destDesperdicioService(db: Db) {
  return {
    /** Only active links of active destinations, unless a destination is asked for by id. */
    async filter(
      idEmpresa: number,
      f: { idDestino?: number | null; idRestaurante?: number | null; tipDesperdicio?: number | null },
    ): Promise<DestDesperdicio[]> {
      const d = reTbDestDesperdicios;
      const conditions: SQL[] = [eq(d.idEmpresa, idEmpresa)];
      if (f.idDestino) conditions.push(eq(d.idDestino, f.idDestino));
      else conditions.push(eq(d.indInativo, 0), eq(reTbDestResiduos.indInativo, 0));
      if (f.idRestaurante) conditions.push(eq(d.idRestaurante, f.idRestaurante));
      if (f.tipDesperdicio) conditions.push(eq(d.tipDesperdicio, f.tipDesperdicio));
      return db
        .select({
          idDestDesp: d.idDestDesp,
          idRestaurante: d.idRestaurante,
          idDestino: d.idDestino,
          desDestino: reTbDestResiduos.desDestino,
          tipDesperdicio: d.tipDesperdicio,
          indInativo: d.indInativo,
        })
        .from(d)
        .innerJoin(reTbDestResiduos, scopedJoin(reTbDestResiduos.idDestino, d.idDestino))
        .where(and(...conditions))
        .orderBy(
          asc(reTbDestResiduos.desDestino),
          asc(d.idRestaurante),
          asc(d.tipDesperdicio),
          asc(d.idDestDesp),
        );
    },
  };
}
