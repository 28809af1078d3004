import type { ResumoSemanalInscricao } from '@domain/schemas/resumo-semanal';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema/core';

/** Whether the user gets the weekly digest by e-mail (on unless they opted out). */
export async function inscricaoOf(db: Db, idUsuario: number): Promise<ResumoSemanalInscricao> {
  const [row] = await db
    .select({ ind: usuarios.indResumoSemanal })
    .from(usuarios)
    .where(eq(usuarios.idUsuario, idUsuario));
  return { indResumoSemanal: row?.ind === 0 ? 0 : 1 };
}

/** Opts the user in (1) or out (0) of the weekly digest. */
export async function setInscricao(
  db: Db,
  idUsuario: number,
  indResumoSemanal: ResumoSemanalInscricao['indResumoSemanal'],
): Promise<void> {
  await db.update(usuarios).set({ indResumoSemanal }).where(eq(usuarios.idUsuario, idUsuario));
}
