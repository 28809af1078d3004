import { MSG } from '@domain/messages';
import { satelliteCodeError, textKey } from '@domain/rules/registers';
import { type SateliteItem, type SateliteRow, sateliteItem, sateliteRow } from '@domain/schemas/registers';
import type { SatelitesQuery } from '@domain/schemas/satellites';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../../core/domain-errors';
import { registerTable, rowsAfterBatch } from '../../core/register-parts';
import { type CompanyTable, type RegisterConfig, ruleErrors, scopedJoin } from '../../core/register-service';
import { columnsOf } from '../../core/select-columns';
import type { Db } from '../../db/client';
import { reTbDesperdiciosDet } from '../../db/schema/appointments';
import { reTbNrSatelite } from '../../db/schema/menu';
import { reTbDespMetas } from '../../db/schema/registers';
import { reTbRestaurantes, reTbUnidadesSatelite } from '../../db/schema/restaurants';
import { reTbSatBalancas } from '../../db/schema/scales';

const s = reTbUnidadesSatelite;
const codeOf = sql<string>`lower(trim(${s.codSatelite}))`;

/** The company's satellites with the restaurant name, by restaurant and code. */
function findSatellites(db: Db, idEmpresa: number, where?: SQL): Promise<SateliteRow[]> {
  return db
    .select({
      ...columnsOf(s, 'idSatelite', 'codSatelite', 'desSatelite', 'idRestaurante', 'indInativo'),
      desRestaurante: reTbRestaurantes.desRestaurante,
    })
    .from(s)
    .innerJoin(reTbRestaurantes, scopedJoin(reTbRestaurantes.idRestaurante, s.idRestaurante))
    .where(and(eq(s.idEmpresa, idEmpresa), where))
    .orderBy(asc(s.idRestaurante), asc(s.codSatelite), asc(s.idSatelite));
}

/** The tables whose rows keep a satellite: appointments, scale links, goals and meal counts. */
const USES: (CompanyTable & { idSatelite: PgColumn })[] = [
  reTbDesperdiciosDet,
  reTbSatBalancas,
  reTbDespMetas,
  reTbNrSatelite,
];

/** Satellite units (spec §3 "Satellite unit"): the code is unique in the company. */
export const unidadesSateliteRegister: RegisterConfig<SateliteRow, SateliteItem> = {
  ...registerTable('reTbUnidadesSatelite', s, 'idSatelite', findSatellites),
  row: sateliteRow,
  item: sateliteItem,
  values: (item) => ({
    codSatelite: item.codSatelite.trim(),
    desSatelite: item.desSatelite?.trim() || item.codSatelite.trim(),
    idRestaurante: item.idRestaurante,
    indInativo: item.indInativo ?? 0,
  }),
  hooks: {
    async beforeSave(tx, idEmpresa, items) {
      const rows = await rowsAfterBatch(
        items,
        (x) => textKey(x.codSatelite) ?? '',
        (codes) => findSatellites(tx, idEmpresa, inArray(codeOf, codes)),
        (x) => x.idSatelite,
      );
      return ruleErrors(items, rows, satelliteCodeError, 'codSatelite');
    },
    // A concurrent save, or two rows swapping codes in one batch: the engine's 'Registro já existente'
    // (the hook is not given the row, so it cannot name the code).
  },
};

/** The satellite routes beyond the engine's (spec §7 "Satellites"). */
export function unidadesSateliteService(db: Db) {
  return {
    /** The company's satellites (optionally of one restaurant). */
    find(idEmpresa: number, query: SatelitesQuery): Promise<SateliteRow[]> {
      return findSatellites(
        db,
        idEmpresa,
        query.idRestaurante ? eq(s.idRestaurante, query.idRestaurante) : undefined,
      );
    },

    /** GET .../{codSatelite}: the company's satellite of that code. */
    async byCode(idEmpresa: number, codSatelite: string): Promise<SateliteRow> {
      const [row] = await findSatellites(db, idEmpresa, eq(codeOf, textKey(codSatelite) ?? ''));
      if (!row) throw notFound(MSG.recordNotFound(codSatelite));
      return row;
    },

    /**
     * DELETE .../byIds: deletes the satellites nothing refers to and answers the ids that cannot be deleted
     * (in use by appointments, scale links, goals or meal counts). An id outside the company → 404, nothing deleted.
     */
    async deleteByIds(idEmpresa: number, ids: readonly number[]): Promise<number[]> {
      const unique = [...new Set(ids)];
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const found = new Set(
          (
            await tx
              .select({ id: s.idSatelite })
              .from(s)
              .where(and(eq(s.idEmpresa, idEmpresa), inArray(s.idSatelite, unique)))
          ).map((r) => r.id),
        );
        const missing = unique.find((id) => !found.has(id));
        if (missing !== undefined) throw notFound(MSG.recordNotFound(missing));
        const used = new Set<number>();
        for (const use of USES) {
          const rows = (await tx
            .selectDistinct({ id: use.idSatelite })
            .from(use as PgTable)
            .where(and(eq(use.idEmpresa, idEmpresa), inArray(use.idSatelite, unique)))) as { id: number }[];
          for (const r of rows) used.add(r.id);
        }
        const free = unique.filter((id) => !used.has(id));
        if (free.length)
          await tx.delete(s).where(and(eq(s.idEmpresa, idEmpresa), inArray(s.idSatelite, free)));
        return [...used].sort((a, b) => a - b);
      });
    },
  };
}
