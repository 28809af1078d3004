import type { Parametro } from '@domain/schemas/entry-lookups';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reTbParametros } from '../db/schema/admin';

/** Parameters (spec §3, §7 Parameters), inside the caller's company. */
export function parametersService(db: Db) {
  return {
    /** Filters only by what is given (desParametro by exact name). */
    async find(
      idEmpresa: number,
      q: { desParametro?: string; seqParametro?: number; idRestaurante?: number },
    ): Promise<Parametro[]> {
      const p = reTbParametros;
      const conditions: SQL[] = [eq(p.idEmpresa, idEmpresa)];
      if (q.desParametro) conditions.push(eq(p.desParametro, q.desParametro));
      if (q.seqParametro !== undefined) conditions.push(eq(p.seqParametro, q.seqParametro));
      if (q.idRestaurante) conditions.push(eq(p.idRestaurante, q.idRestaurante));
      const rows = await db
        .select()
        .from(p)
        .where(and(...conditions))
        .orderBy(sql`${p.idRestaurante} nulls first`, asc(p.desParametro), asc(p.seqParametro))
        .limit(5000);
      return rows.map((r) => ({
        ...r,
        vlrParametroDec: r.vlrParametroDec === null ? null : Number(r.vlrParametroDec),
      }));
    },
  };
}
