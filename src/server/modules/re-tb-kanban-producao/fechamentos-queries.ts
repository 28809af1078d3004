import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reTbKanbanProducao } from '../../db/schema/menu';
import { reTbKanbanFechamentos } from '../../db/schema/production';
import { reTbRestaurantes } from '../../db/schema/restaurants';

/** The statements of the kanban closings (fechamentos.ts decides what they are for). */

export type ClosingRow = typeof reTbKanbanFechamentos.$inferSelect;
export type NewClosingRow = typeof reTbKanbanFechamentos.$inferInsert;

const f = reTbKanbanFechamentos;
const k = reTbKanbanProducao;

/** The company's stored closings of these uuids (lower case), by uuid. */
export async function closingsByUuid(
  q: Db,
  idEmpresa: number,
  uuids: string[],
): Promise<Map<string, ClosingRow>> {
  if (!uuids.length) return new Map();
  const rows = await q
    .select()
    .from(f)
    .where(and(eq(f.idEmpresa, idEmpresa), inArray(f.idLocal, uuids)));
  return new Map(rows.map((r) => [r.idLocal, r]));
}

/** The company's kanban lines of these ids, with whether their restaurant is active. */
export async function kanbanLines(
  q: Db,
  idEmpresa: number,
  ids: number[],
): Promise<Map<number, { idRestaurante: number; restauranteAtivo: boolean }>> {
  if (!ids.length) return new Map();
  const rows = await q
    .select({ idKanban: k.idKanban, idRestaurante: k.idRestaurante, indInativo: reTbRestaurantes.indInativo })
    .from(k)
    .innerJoin(
      reTbRestaurantes,
      and(eq(reTbRestaurantes.idEmpresa, k.idEmpresa), eq(reTbRestaurantes.idRestaurante, k.idRestaurante)),
    )
    .where(and(eq(k.idEmpresa, idEmpresa), inArray(k.idKanban, ids)));
  return new Map(
    rows.map((r) => [r.idKanban, { idRestaurante: r.idRestaurante, restauranteAtivo: r.indInativo === 0 }]),
  );
}

/** Locks the lines (in id order, as every writer of them does) and answers their closing in force. */
export function lockLines(tx: Db, idEmpresa: number, ids: number[]) {
  return tx
    .select({
      idKanban: k.idKanban,
      tipFechamento: k.tipFechamento,
      horEsgotado: k.horEsgotado,
      dthFechamento: k.dthFechamento,
      qtdProduzida: k.qtdProduzida,
    })
    .from(k)
    .where(and(eq(k.idEmpresa, idEmpresa), inArray(k.idKanban, ids)))
    .orderBy(asc(k.idKanban))
    .for('no key update');
}

/**
 * Inserts the new closings and answers the ids written; a uuid stored meanwhile by a concurrent request is left
 * as it is (not among the ids).
 */
export async function insertClosings(tx: Db, rows: NewClosingRow[]): Promise<number[]> {
  if (!rows.length) return [];
  const written = await tx
    .insert(f)
    .values(rows)
    .onConflictDoNothing({ target: [f.idEmpresa, f.idLocal] })
    .returning({ id: f.idFechamento });
  return written.map((r) => r.id);
}

/** The whole log of these lines. */
export function closingLog(tx: Db, idEmpresa: number, ids: number[]): Promise<ClosingRow[]> {
  return tx
    .select()
    .from(f)
    .where(and(eq(f.idEmpresa, idEmpresa), inArray(f.idKanban, ids)));
}

/** Writes the closing in force of one line. */
export async function updateLineClosing(
  tx: Db,
  idEmpresa: number,
  idKanban: number,
  line: {
    tipFechamento: string | null;
    horEsgotado: string | null;
    dthFechamento: Date | null;
    qtdProduzida: number | null;
  },
): Promise<void> {
  await tx
    .update(k)
    .set(line)
    .where(and(eq(k.idEmpresa, idEmpresa), eq(k.idKanban, idKanban)));
}
