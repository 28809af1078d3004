import type { Satelite, SatelitesQuery } from '@domain/schemas/satellites';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reTbUnidadesSatelite } from '../db/schema/restaurants';

/** Satellite units, always inside the caller's company. */
export function satellitesService(db: Db) {
  const s = reTbUnidadesSatelite;
  return {
    /** The company's satellites (optionally of one restaurant), by restaurant and code. */
    async find(idEmpresa: number, query: SatelitesQuery): Promise<Satelite[]> {
      const conditions: SQL[] = [eq(s.idEmpresa, idEmpresa)];
      if (query.idRestaurante) conditions.push(eq(s.idRestaurante, query.idRestaurante));
      return db
        .select({
          idSatelite: s.idSatelite,
          codSatelite: s.codSatelite,
          desSatelite: s.desSatelite,
          idRestaurante: s.idRestaurante,
          indInativo: s.indInativo,
        })
        .from(s)
        .where(and(...conditions))
        .orderBy(asc(s.idRestaurante), asc(s.codSatelite), asc(s.idSatelite));
    },
  };
}
