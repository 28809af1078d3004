import { MSG } from '@domain/messages';
import { inputDuplicateError, inputsInUseMessage } from '@domain/rules/waste-config';
import type { RowError } from '@domain/schemas/registers';
import {
  type DespInsumo,
  despInsumo,
  despInsumoItem,
  type InsumoCatalogo,
} from '@domain/schemas/waste-config';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { registerTable } from '../../core/register-parts';
import { type RegisterConfig, ruleErrors, scopedJoin } from '../../core/register-service';
import type { Db } from '../../db/client';
import { reTbDesperdiciosDet } from '../../db/schema/appointments';
import { reTbDespInsumos, reTbInsumos } from '../../db/schema/registers';

const di = reTbDespInsumos;
const ins = reTbInsumos;

/** A save item as the engine receives it (after the schema's defaults). */
export type DespInsumoSave = z.output<typeof despInsumoItem>;

/** The company's monitored inputs with the catalogue's name, mask and level, by name. */
function findInputs(db: Db, idEmpresa: number, where?: SQL): Promise<DespInsumo[]> {
  return db
    .select({
      idInsumo: di.idInsumo,
      indInativo: di.indInativo,
      desInsumo: ins.desInsumo,
      codMascara: ins.codMascara,
      codNivel: ins.codNivel,
    })
    .from(di)
    .innerJoin(ins, scopedJoin(ins.idInsumo, di.idInsumo))
    .where(and(eq(di.idEmpresa, idEmpresa), where))
    .orderBy(asc(ins.desInsumo), asc(di.idInsumo));
}

/** The inputs of `ids` that appointments of the company reference. */
export async function despInsumosInUse(db: Db, idEmpresa: number, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectDistinct({ id: reTbDesperdiciosDet.idInsumo })
    .from(reTbDesperdiciosDet)
    .where(
      and(eq(reTbDesperdiciosDet.idEmpresa, idEmpresa), inArray(reTbDesperdiciosDet.idInsumo, [...ids])),
    );
  return rows.map((r) => r.id as number).sort((a, b) => a - b);
}

/**
 * Monitored inputs (spec §3 "Input-waste", §5, §7 "Inputs"): the key is the input itself, chosen from the
 * company's catalogue, so saveAll is an upsert (naturalKey). An input is monitored once ('Registro já
 * existente', also within one batch in any form); deactivating sets indInativo 1; an input appointments
 * reference is not deleted.
 */
export const despInsumosRegister: RegisterConfig<DespInsumo, DespInsumoSave> = {
  ...registerTable('reTbDespInsumos', di, 'idInsumo', findInputs),
  naturalKey: true,
  row: despInsumo,
  item: despInsumoItem,
  values: (item) => ({ indInativo: item.indInativo }),
  remove: { bodyKey: 'idInsumo' },
  hooks: {
    async beforeSave(tx, idEmpresa, items) {
      // The same input twice in the batch, whatever the engine made of each (insert or update).
      const batch = items.map((i) => i.item);
      const errors: RowError[] = ruleErrors(items, batch, inputDuplicateError, 'idInsumo');
      const ids = [...new Set(batch.map((i) => i.idInsumo))];
      const catalogue = await tx
        .select({ id: ins.idInsumo })
        .from(ins)
        .where(and(eq(ins.idEmpresa, idEmpresa), inArray(ins.idInsumo, ids)));
      const known = new Set(catalogue.map((c) => c.id));
      for (const i of items) {
        if (!known.has(i.item.idInsumo))
          errors.push({
            index: i.index,
            id: i.id,
            field: 'idInsumo',
            message: MSG.notFoundRef('Insumo', i.item.idInsumo),
          });
      }
      return errors;
    },
    async beforeDelete(tx, idEmpresa, ids) {
      const blocked = await despInsumosInUse(tx, idEmpresa, ids);
      return { blocked, message: inputsInUseMessage(blocked) ?? undefined };
    },
  },
};

/** Lower case without accents, for a search that ignores both (PGlite has no unaccent). */
const FROM = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const TO = 'aaaaaeeeeiiiiooooouuuucn';
const fold = (value: string) =>
  value
    .toLocaleLowerCase('pt-BR')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * GET /api/v1/reTbInsumos/lov?search&qtd: the company's input catalogue by name; `search` matches the id or
 * a part of the name, ignoring case and accents.
 */
export function insumoCatalogoSearch(
  db: Db,
  idEmpresa: number,
  query: { search?: string; qtd: number },
): Promise<InsumoCatalogo[]> {
  const conditions: SQL[] = [eq(ins.idEmpresa, idEmpresa)];
  const search = query.search?.trim();
  if (search) {
    const term = `%${fold(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const byName = sql`translate(lower(${ins.desInsumo}), ${FROM}, ${TO}) like ${term}`;
    const byId = /^\d{1,9}$/.test(search) ? eq(ins.idInsumo, Number(search)) : undefined;
    conditions.push((byId ? or(byId, byName) : byName) as SQL);
  }
  return db
    .select({
      idInsumo: ins.idInsumo,
      desInsumo: ins.desInsumo,
      codMascara: ins.codMascara,
      codNivel: ins.codNivel,
    })
    .from(ins)
    .where(and(...conditions))
    .orderBy(asc(ins.desInsumo), asc(ins.idInsumo))
    .limit(query.qtd);
}
