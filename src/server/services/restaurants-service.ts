import type { RestauranteLov } from '@domain/schemas/restaurants';
import { and, asc, eq, exists, ilike, not, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reTbKanbanProducao } from '../db/schema/menu';
import { reTbDesperdiciosRest } from '../db/schema/registers';
import { reTbRestaurantes } from '../db/schema/restaurants';
import { reTbRestBalancasUsuarios } from '../db/schema/scales';
import { notFound } from '../lib/http-errors';

const lov = {
  idRestaurante: reTbRestaurantes.idRestaurante,
  desRestaurante: reTbRestaurantes.desRestaurante,
  idGrupo: reTbRestaurantes.idGrupo,
};

/** Restaurant lookups, always inside the caller's company. */
export function restaurantsService(db: Db) {
  /**
   * The restaurants a user may enter waste for: with any active scale-user link in the company, only the
   * linked restaurants; without any (administrators), all of them.
   */
  const usableBy = (idEmpresa: number, idUsuario: number) => {
    const links = reTbRestBalancasUsuarios;
    const mine = and(eq(links.idEmpresa, idEmpresa), eq(links.idUsuario, idUsuario), eq(links.indInativo, 0));
    return or(
      not(exists(db.select({ one: sql`1` }).from(links).where(mine))),
      exists(
        db
          .select({ one: sql`1` })
          .from(links)
          .where(and(mine, eq(links.idRestaurante, reTbRestaurantes.idRestaurante))),
      ),
    )!;
  };

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
