import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reTbGruposRestaurantes } from '../../db/schema/restaurants';

/** The company's restaurant groups by name: the lookup of the registers and dashboards that filter by group. */
export function gruposLov(db: Db, idEmpresa: number) {
  const g = reTbGruposRestaurantes;
  return db
    .select({ idGrupo: g.idGrupo, desGrupo: g.desGrupo })
    .from(g)
    .where(eq(g.idEmpresa, idEmpresa))
    .orderBy(asc(g.desGrupo), asc(g.idGrupo));
}
