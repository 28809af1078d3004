import type { RestauranteLov } from '@domain/schemas/restaurants';
import { and, asc, eq, exists, ilike, or, sql } from 'drizzle-orm';
import { notFound } from '../../core/domain-errors';
import { allowedByUserLinks } from '../../core/user-scale-links';
import type { Db } from '../../db/client';
import { reTbKanbanProducao } from '../../db/schema/menu';
import { reTbDesperdiciosRest } from '../../db/schema/registers';
import { reTbRestaurantes } from '../../db/schema/restaurants';

const lov = {
  idRestaurante: reTbRestaurantes.idRestaurante,
  desRestaurante: reTbRestaurantes.desRestaurante,
  idGrupo: reTbRestaurantes.idGrupo,
  desFusoHorario: reTbRestaurantes.desFusoHorario,
};

/** Restaurant lookups, always inside the caller's company. */
export function restaurantesService(db: Db) {
  /** The restaurants a user may enter waste for (scale-user links; all of them for administrators). */
  const usableBy = (idEmpresa: number, idUsuario: number) =>
    allowedByUserLinks(db, idEmpresa, idUsuario, (l) => eq(l.idRestaurante, reTbRestaurantes.idRestaurante));

  return {
    async findById(idEmpresa: number, idRestaurante: number): Promise<RestauranteLov> {
      const [row] = await db
        .select(lov)
        .from(reTbRestaurantes)
        .where(
          and(eq(reTbRestaurantes.idEmpresa, idEmpresa), eq(reTbRestaurantes.idRestaurante, idRestaurante)),
        );
      if (!row) throw notFound(`Restaurante ${idRestaurante} não encontrado`);
      return row;
    },

    /** Whether the restaurant has the waste type enabled (reTbDesperdiciosRest). */
    async hasTipDesperdicio(
      idEmpresa: number,
      idRestaurante: number,
      tipDesperdicio: number,
    ): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(reTbDesperdiciosRest)
        .where(
          and(
            eq(reTbDesperdiciosRest.idEmpresa, idEmpresa),
            eq(reTbDesperdiciosRest.idRestaurante, idRestaurante),
            eq(reTbDesperdiciosRest.tipDesperdicio, tipDesperdicio),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The active restaurants of a group. */
    async byGrupo(idEmpresa: number, idGrupo: number): Promise<RestauranteLov[]> {
      return db
        .select(lov)
        .from(reTbRestaurantes)
        .where(
          and(
            eq(reTbRestaurantes.idEmpresa, idEmpresa),
            eq(reTbRestaurantes.idGrupo, idGrupo),
            eq(reTbRestaurantes.indInativo, 0),
          ),
        )
        .orderBy(asc(reTbRestaurantes.idRestaurante));
    },

    /** Active restaurants matching the filters, limited to those the user may use (see usableBy). */
    async search(
      idEmpresa: number,
      q: { qtd: number; search?: string; idGrupo?: number; codAgrupamento?: number; tipDesperdicio?: number },
      idUsuario?: number,
    ): Promise<RestauranteLov[]> {
      const conditions = [eq(reTbRestaurantes.idEmpresa, idEmpresa), eq(reTbRestaurantes.indInativo, 0)];
      if (idUsuario !== undefined) conditions.push(usableBy(idEmpresa, idUsuario));
      if (q.search) {
        const term = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          or(
            ilike(reTbRestaurantes.desRestaurante, term),
            sql`${reTbRestaurantes.idRestaurante}::text like ${term}`,
          )!,
        );
      }
      if (q.idGrupo) conditions.push(eq(reTbRestaurantes.idGrupo, q.idGrupo));
      if (q.tipDesperdicio) {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(reTbDesperdiciosRest)
              .where(
                and(
                  eq(reTbDesperdiciosRest.idEmpresa, idEmpresa),
                  eq(reTbDesperdiciosRest.idRestaurante, reTbRestaurantes.idRestaurante),
                  eq(reTbDesperdiciosRest.tipDesperdicio, q.tipDesperdicio),
                ),
              ),
          ),
        );
      }
      if (q.codAgrupamento) {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(reTbKanbanProducao)
              .where(
                and(
                  eq(reTbKanbanProducao.idEmpresa, idEmpresa),
                  eq(reTbKanbanProducao.idRestaurante, reTbRestaurantes.idRestaurante),
                  eq(reTbKanbanProducao.codAgrupamento, q.codAgrupamento),
                ),
              ),
          ),
        );
      }
      return db
        .select(lov)
        .from(reTbRestaurantes)
        .where(and(...conditions))
        .orderBy(asc(reTbRestaurantes.idRestaurante))
        .limit(q.qtd);
    },
  };
}
