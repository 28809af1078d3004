import { PARAM_EVITAVEL, TIP_DESPERDICIO_LABEL, type TipDesperdicio } from '@domain/constants';
import { MSG } from '@domain/messages';
import type { RowError } from '@domain/schemas/registers';
import type {
  InsumoClasseItem,
  InsumoClasseRow,
  ItemVendaClasseItem,
  ItemVendaClasseRow,
  TipoClasseItem,
  TipoClasseRow,
} from '@domain/schemas/waste-classes';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { invalid } from '../../core/domain-errors';
import { refuseRows } from '../../core/register-service';
import { columnsOf } from '../../core/select-columns';
import { type Db, rowsOf } from '../../db/client';
import { numericOrNull } from '../../db/numeric';
import { reMvItensVenda, reTbInsumos, reTbTipDespClasses } from '../../db/schema/all';

/**
 * The waste classes of the company's waste types, sale items and inputs: list and save (class and avoidable
 * share only; names and codes come from the catalogue import). A save is one transaction; an id the company
 * does not have refuses the batch ('Linha n: Registro x não encontrado').
 */

export async function listTipos(db: Db, idEmpresa: number): Promise<TipoClasseRow[]> {
  const rows = await db.select().from(reTbTipDespClasses).where(eq(reTbTipDespClasses.idEmpresa, idEmpresa));
  const byTip = new Map(rows.map((r) => [r.tipDesperdicio, r]));
  return ([1, 2, 3, 4] as TipDesperdicio[]).map((tip) => {
    const r = byTip.get(tip);
    return {
      tipDesperdicio: tip,
      desTipDesperdicio: TIP_DESPERDICIO_LABEL[tip],
      tipClasse: (r?.tipClasse ?? null) as TipoClasseRow['tipClasse'],
      pctEvitavel: numericOrNull(r?.pctEvitavel ?? null),
    };
  });
}

export async function saveTipos(
  db: Db,
  idEmpresa: number,
  items: TipoClasseItem[],
): Promise<TipoClasseRow[]> {
  if (!items.length) throw invalid(MSG.nothingToSave);
  await db.transaction(async (tx) => {
    for (const i of items) {
      const values = { tipClasse: i.tipClasse ?? null, pctEvitavel: i.pctEvitavel ?? null };
      await tx
        .insert(reTbTipDespClasses)
        .values({ idEmpresa, tipDesperdicio: i.tipDesperdicio, ...values })
        .onConflictDoUpdate({
          target: [reTbTipDespClasses.idEmpresa, reTbTipDespClasses.tipDesperdicio],
          set: values,
        });
    }
  });
  const saved = new Set(items.map((i) => i.tipDesperdicio));
  return (await listTipos(db, idEmpresa)).filter((r) => saved.has(r.tipDesperdicio));
}

/** A catalogue row with its class typed and its share a number (null when not 'parcial'). */
const withClass = <R extends { tipClasse: string | null; pctEvitavel: unknown }>(r: R) => ({
  ...r,
  tipClasse: r.tipClasse as TipoClasseRow['tipClasse'],
  pctEvitavel: numericOrNull(r.pctEvitavel),
});

export async function listItensVenda(
  db: Db,
  idEmpresa: number,
  ids?: readonly number[],
): Promise<ItemVendaClasseRow[]> {
  const v = reMvItensVenda;
  const rows = await db
    .select(columnsOf(v, 'idItemVenda', 'desItemVenda', 'codExterno', 'tipClasse', 'pctEvitavel'))
    .from(v)
    .where(and(eq(v.idEmpresa, idEmpresa), ids ? inArray(v.idItemVenda, [...ids]) : undefined))
    .orderBy(asc(v.desItemVenda), asc(v.idItemVenda));
  return rows.map(withClass);
}

export async function listInsumos(
  db: Db,
  idEmpresa: number,
  ids?: readonly number[],
): Promise<InsumoClasseRow[]> {
  const i = reTbInsumos;
  const rows = await db
    .select(columnsOf(i, 'idInsumo', 'desInsumo', 'codMascara', 'codNivel', 'tipClasse', 'pctEvitavel'))
    .from(i)
    .where(and(eq(i.idEmpresa, idEmpresa), ids ? inArray(i.idInsumo, [...ids]) : undefined))
    .orderBy(asc(i.desInsumo), asc(i.idInsumo));
  return rows.map(withClass);
}

/**
 * Updates the class of catalogue rows the company has (`ids[n]` is the id of `items[n]`); any other id refuses
 * the whole batch.
 */
async function saveCatalogue(
  db: Db,
  idEmpresa: number,
  table: typeof reMvItensVenda | typeof reTbInsumos,
  idColumn: typeof reMvItensVenda.idItemVenda | typeof reTbInsumos.idInsumo,
  items: { tipClasse?: string | null; pctEvitavel?: number | null }[],
  ids: number[],
): Promise<void> {
  if (!items.length) throw invalid(MSG.nothingToSave);
  await db.transaction(async (tx) => {
    const found = new Set(
      (
        await tx
          .select({ id: idColumn })
          .from(table)
          .where(and(eq(table.idEmpresa, idEmpresa), inArray(idColumn, ids)))
      ).map((r) => r.id),
    );
    const errors: RowError[] = ids.flatMap((id, index) =>
      found.has(id) ? [] : [{ index, id, message: MSG.recordNotFound(id) }],
    );
    if (errors.length) throw refuseRows(errors);
    for (const [index, i] of items.entries())
      await tx
        .update(table)
        .set({ tipClasse: i.tipClasse ?? null, pctEvitavel: i.pctEvitavel ?? null })
        .where(and(eq(table.idEmpresa, idEmpresa), eq(idColumn, ids[index])));
  });
}

/** The rows of `ids` in that order (the save's answer: one row per item sent). */
function inOrder<Row>(ids: readonly number[], rows: readonly Row[], idOf: (row: Row) => number): Row[] {
  const byId = new Map(rows.map((r) => [idOf(r), r]));
  return ids.map((id) => byId.get(id) as Row);
}

export async function saveItensVenda(
  db: Db,
  idEmpresa: number,
  items: ItemVendaClasseItem[],
): Promise<ItemVendaClasseRow[]> {
  const ids = items.map((i) => i.idItemVenda);
  await saveCatalogue(db, idEmpresa, reMvItensVenda, reMvItensVenda.idItemVenda, items, ids);
  return inOrder(ids, await listItensVenda(db, idEmpresa, ids), (r) => r.idItemVenda);
}

export async function saveInsumos(
  db: Db,
  idEmpresa: number,
  items: InsumoClasseItem[],
): Promise<InsumoClasseRow[]> {
  const ids = items.map((i) => i.idInsumo);
  await saveCatalogue(db, idEmpresa, reTbInsumos, reTbInsumos.idInsumo, items, ids);
  return inOrder(ids, await listInsumos(db, idEmpresa, ids), (r) => r.idInsumo);
}

/** Whether the company's goals and Desafio count only the avoidable kg (global parameter RE-Evitavel seq 1 = 1). */
export async function somenteEvitavel(db: Db, idEmpresa: number): Promise<boolean> {
  const [row] = await rowsOf<{ v: number | null }>(
    db,
    sql`select vlr_parametro_int as v from re_tb_parametros
      where id_empresa = ${idEmpresa} and id_restaurante is null
        and des_parametro = ${PARAM_EVITAVEL} and seq_parametro = 1`,
  );
  return Number(row?.v ?? 0) === 1;
}
