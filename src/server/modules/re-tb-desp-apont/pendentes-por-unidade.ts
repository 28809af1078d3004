import { STATUS_APROV } from '@domain/rules/approvals';
import type { PendentesPorUnidade } from '@domain/schemas/approvals';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reTbAprovadores as ap, reTbDesperdiciosDet as t } from '../../db/schema/appointments';
import { reTbRestaurantes as r } from '../../db/schema/restaurants';

/**
 * The pending appointments of each unit where the user approves, in a company (0 where none waits): the
 * same rows the approval list shows for that unit. Most waiting first, then by name. Empty without rights.
 */
export async function pendentesPorUnidade(
  db: Db,
  idEmpresa: number,
  idUsuario: number,
): Promise<PendentesPorUnidade> {
  const rows = await db
    .select({ idRestaurante: ap.idRestaurante, desRestaurante: r.desRestaurante, n: count(t.idApontamento) })
    .from(ap)
    .innerJoin(r, and(eq(r.idEmpresa, ap.idEmpresa), eq(r.idRestaurante, ap.idRestaurante)))
    .leftJoin(
      t,
      and(
        eq(t.idEmpresa, ap.idEmpresa),
        eq(t.idRestaurante, ap.idRestaurante),
        eq(t.indStatusAprov, STATUS_APROV.Pendente),
      ),
    )
    .where(and(eq(ap.idEmpresa, idEmpresa), eq(ap.idUsuario, idUsuario)))
    .groupBy(ap.idRestaurante, r.desRestaurante)
    .orderBy(desc(count(t.idApontamento)), asc(r.desRestaurante), asc(ap.idRestaurante));
  return rows.map((row) => ({
    idRestaurante: row.idRestaurante,
    desRestaurante: row.desRestaurante,
    qtdPendentes: Number(row.n),
  }));
}
