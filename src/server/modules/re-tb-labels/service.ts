import { MSG } from '@domain/messages';
import type { Label, LabelSaveItem, LabelsFindBody } from '@domain/schemas/dash-desafio';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { invalid } from '../../core/domain-errors';
import type { Db } from '../../db/client';
import { reTbLabels } from '../../db/schema/admin';

/** Labels (re_tb_labels): editable titles and texts per screen, always of the caller's company. */

const columns = {
  idLabel: reTbLabels.idLabel,
  desLabel: reTbLabels.desLabel,
  desTela: reTbLabels.desTela,
  defaultValue: reTbLabels.defaultValue,
  desValor: reTbLabels.desValor,
  idEmpresa: reTbLabels.idEmpresa,
};

function list(db: Db, where: SQL | undefined): Promise<Label[]> {
  return db
    .select(columns)
    .from(reTbLabels)
    .where(where)
    .orderBy(asc(reTbLabels.desTela), asc(reTbLabels.idLabel));
}

/** The company's labels, filtered by label name and/or screen (exact match) when given. */
export function findLabels(db: Db, idEmpresa: number, filter: LabelsFindBody): Promise<Label[]> {
  const conds: SQL[] = [eq(reTbLabels.idEmpresa, idEmpresa)];
  if (filter.desLabel) conds.push(eq(reTbLabels.desLabel, filter.desLabel));
  if (filter.desTela) conds.push(eq(reTbLabels.desTela, filter.desTela));
  return list(db, and(...conds));
}

/** The company's labels among `ids` (ids of another company are not found). */
export function findLabelsByIds(db: Db, idEmpresa: number, ids: number[]): Promise<Label[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return list(db, and(eq(reTbLabels.idEmpresa, idEmpresa), inArray(reTbLabels.idLabel, ids)));
}

/**
 * Updates the values (desValor) of the items in one transaction; a blank value stores null (the label shows
 * its default again). An id not of the company → 400 and nothing is saved. Answers the saved labels.
 */
export async function saveLabels(db: Db, idEmpresa: number, items: LabelSaveItem[]): Promise<Label[]> {
  if (items.length === 0) throw invalid(MSG.nothingToSave);
  const ids = [...new Set(items.map((i) => i.idLabel))];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ idLabel: reTbLabels.idLabel })
      .from(reTbLabels)
      .where(and(eq(reTbLabels.idEmpresa, idEmpresa), inArray(reTbLabels.idLabel, ids)))
      .for('update');
    const known = new Set(found.map((r) => r.idLabel));
    const missing = ids.find((id) => !known.has(id));
    if (missing !== undefined) throw invalid(MSG.recordNotFound(missing));
    for (const item of items) {
      const value = item.desValor?.trim() ? item.desValor : null;
      await tx
        .update(reTbLabels)
        .set({ desValor: value })
        .where(and(eq(reTbLabels.idEmpresa, idEmpresa), eq(reTbLabels.idLabel, item.idLabel)));
    }
    return list(
      tx as unknown as Db,
      and(eq(reTbLabels.idEmpresa, idEmpresa), inArray(reTbLabels.idLabel, ids)),
    );
  });
}
