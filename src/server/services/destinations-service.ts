import type { DestDesperdicio } from '@domain/schemas/entry-lookups';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reTbDestDesperdicios, reTbDestResiduos } from '../db/schema/registers';

/** Destination × restaurant × waste type links, inside the caller's company. */
export function destinationsService(db: Db) {
  return {
    /** Only active links of active destinations, unless a destination is asked for by id. */
    async filter(
      idEmpresa: number,
      f: { idDestino?: number | null; idRestaurante?: number | null; tipDesperdicio?: number | null },
    ): Promise<DestDesperdicio[]> {
      const d = reTbDestDesperdicios;
      const conditions: SQL[] = [eq(d.idEmpresa, idEmpresa)];
      if (f.idDestino) conditions.push(eq(d.idDestino, f.idDestino));
      else conditions.push(eq(d.indInativo, 0), eq(reTbDestResiduos.indInativo, 0));
      if (f.idRestaurante) conditions.push(eq(d.idRestaurante, f.idRestaurante));
      if (f.tipDesperdicio) conditions.push(eq(d.tipDesperdicio, f.tipDesperdicio));
      return db
        .select({
          idDestDesp: d.idDestDesp,
          idRestaurante: d.idRestaurante,
          idDestino: d.idDestino,
          desDestino: reTbDestResiduos.desDestino,
          tipDesperdicio: d.tipDesperdicio,
          indInativo: d.indInativo,
        })
        .from(d)
        .innerJoin(
          reTbDestResiduos,
          and(eq(reTbDestResiduos.idDestino, d.idDestino), eq(reTbDestResiduos.idEmpresa, d.idEmpresa)),
        )
        .where(and(...conditions))
        .orderBy(
          asc(reTbDestResiduos.desDestino),
          asc(d.idRestaurante),
          asc(d.tipDesperdicio),
          asc(d.idDestDesp),
        );
    },
  };
}
