import { and, eq, inArray } from 'drizzle-orm';
import { transaction } from '../../core/transaction';
import type { Db } from '../../db/client';
import { reTbDesperdiciosDet as t } from '../../db/schema/appointments';
import { deleteApprovalNotifications } from '../re-tb-notificacoes/public';

/**
 * Deletes appointments of the caller's company (their costs and analyses go by cascade) and their
 * approval notifications; ids of other companies are left alone. Answers how many were deleted.
 */
export async function deleteApontamentos(db: Db, idEmpresa: number, ids: readonly number[]): Promise<number> {
  return transaction(db, async (tx) => {
    const mine = and(eq(t.idEmpresa, idEmpresa), inArray(t.idApontamento, [...ids]));
    // Locked in id order first, as edits lock them: a delete and an edit meet at their first common row.
    await tx.select({ id: t.idApontamento }).from(t).where(mine).orderBy(t.idApontamento).for('update');
    const deleted = await tx.delete(t).where(mine).returning({ id: t.idApontamento });
    await deleteApprovalNotifications(
      tx,
      idEmpresa,
      deleted.map((d) => d.id),
    );
    return deleted.length;
  });
}
