import { MSG } from '@domain/messages';
import { parseKg } from '@domain/rules/registers';
import { plateWeightDuplicateError, plateWeightError } from '@domain/rules/waste-config';
import type { RowError } from '@domain/schemas/registers';
import {
  type GramaturaPrato,
  type GrupoPrato,
  gramaturaPrato,
  gramaturaPratoItem,
} from '@domain/schemas/waste-config';
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '../../core/domain-errors';
import { registerTable } from '../../core/register-parts';
import { mergeBatch, type RegisterConfig, ruleErrors, scopedJoin } from '../../core/register-service';
import type { Db } from '../../db/client';
import { reGramaturaPratos, reTbGrupoPrato } from '../../db/schema/menu';

const gp = reGramaturaPratos;
const g = reTbGrupoPrato;

/** A saveAll item as the hooks read it (qtdPrato a number, or the text typed: '0,45 kg'). */
type Item = z.output<typeof gramaturaPratoItem>;

/** The company's plate weights with the dish group's name, by group name. */
function findGramaturas(db: Db, idEmpresa: number, where?: SQL): Promise<GramaturaPrato[]> {
  return db
    .select({
      idGramatura: gp.idGramatura,
      idGrupo: gp.idGrupo,
      desGrupo: g.desGrupoPrato,
      qtdPrato: gp.qtdPrato,
    })
    .from(gp)
    .innerJoin(g, scopedJoin(g.idGrupoPrato, gp.idGrupo))
    .where(and(eq(gp.idEmpresa, idEmpresa), where))
    .orderBy(asc(g.desGrupoPrato), asc(gp.idGrupo), asc(gp.idGramatura));
}

/** The company's dish groups among `ids`. */
async function companyGroups(db: Db, idEmpresa: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: g.idGrupoPrato })
    .from(g)
    .where(and(eq(g.idEmpresa, idEmpresa), inArray(g.idGrupoPrato, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/**
 * Plate weight per dish group (spec §3 "Plate weight", §7 "Plate weights"): qtdPrato kg per plate, typed
 * '0,45' or '0,45 kg' and stored as a number above zero; one weight per dish group ('Registro já existente',
 * also from the unique index). The delete is by dish group (gramaturaPratosService.removeByGroups).
 */
export const gramaturaPratosRegister: RegisterConfig<GramaturaPrato, Item> = {
  ...registerTable('reGramaturaPratos', gp, 'idGramatura', findGramaturas),
  row: gramaturaPrato,
  item: gramaturaPratoItem,
  values: (item) => ({ idGrupo: item.idGrupo, qtdPrato: parseKg(item.qtdPrato) }),
  list: false,
  get: false,
  // DELETE '' {idGrupo} deletes by dish group: the route file's own route.
  remove: false,
  hooks: {
    async beforeSave(tx, idEmpresa, items) {
      const groups = [...new Set(items.map((i) => i.item.idGrupo))];
      const known = await companyGroups(tx, idEmpresa, groups);
      const errors: RowError[] = [];
      for (const { index, id, item } of items) {
        if (!known.has(item.idGrupo))
          errors.push({ index, id, field: 'idGrupo', message: MSG.notFoundRef('idGrupo', item.idGrupo) });
        const weight = plateWeightError(item.qtdPrato);
        if (weight) errors.push({ index, id, field: 'qtdPrato', message: weight });
      }
      const stored = await findGramaturas(tx, idEmpresa, inArray(gp.idGrupo, groups));
      const rows = mergeBatch<Item | GramaturaPrato>(stored, items, (r) => r.idGramatura);
      errors.push(...ruleErrors<Item | GramaturaPrato>(items, rows, plateWeightDuplicateError, 'idGrupo'));
      return errors;
    },
    uniqueViolation: () => MSG.recordExists,
  },
};

/** The plate-weight routes beyond the engine's, and the dish-group lookup. */
export function gramaturaPratosService(db: Db) {
  return {
    /** POST .../findAllGramaturaPorGrupoPratos {idGrupo}: the weight of one dish group, or of every group. */
    findByGroup(idEmpresa: number, idGrupo?: number | null): Promise<GramaturaPrato[]> {
      return findGramaturas(db, idEmpresa, idGrupo ? eq(gp.idGrupo, idGrupo) : undefined);
    },

    /**
     * DELETE api/v1/reGramaturaPratos {idGrupo}: the plate weights of those dish groups, in one transaction.
     * A group of the list without a weight in the company → 404 'Registro {id} não encontrado', nothing deleted.
     */
    async removeByGroups(idEmpresa: number, idGrupos: readonly number[]): Promise<{ deleted: number }> {
      const unique = [...new Set(idGrupos)];
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const found = new Set(
          (
            await tx
              .select({ idGrupo: gp.idGrupo })
              .from(gp)
              .where(and(eq(gp.idEmpresa, idEmpresa), inArray(gp.idGrupo, unique)))
          ).map((r) => r.idGrupo),
        );
        const missing = unique.find((id) => !found.has(id));
        if (missing !== undefined) throw notFound(MSG.recordNotFound(missing));
        const deleted = await tx
          .delete(gp)
          .where(and(eq(gp.idEmpresa, idEmpresa), inArray(gp.idGrupo, unique)))
          .returning({ id: gp.idGramatura });
        return { deleted: deleted.length };
      });
    },

    /** POST /api/v1/reTbTbGrupoPrato {search}: the company's dish groups whose name contains `search`. */
    searchGroups(idEmpresa: number, search?: string | null): Promise<GrupoPrato[]> {
      const text = search?.trim();
      const term = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      return db
        .select({ idGrupo: g.idGrupoPrato, desGrupo: g.desGrupoPrato })
        .from(g)
        .where(and(eq(g.idEmpresa, idEmpresa), term ? ilike(g.desGrupoPrato, term) : undefined))
        .orderBy(asc(g.desGrupoPrato), asc(g.idGrupoPrato));
    },
  };
}
