import { ALERT_MSG, type Alerta, type alertaInput } from '@domain/schemas/alerts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { invalid } from '../../core/domain-errors';
import type { Db } from '../../db/client';
import { reTbAlertas } from '../../db/schema/admin';
import { acessos, usuarios } from '../../db/schema/core';
import { reTbGruposRestaurantes } from '../../db/schema/restaurants';

type Input = z.output<typeof alertaInput>;

/** The alerts of a company (spec §7 Alerts): every query is scoped by the token's company. */
export function alertasService(db: Db) {
  const a = reTbAlertas;

  async function list(idEmpresa: number, ids?: number[]): Promise<Alerta[]> {
    const rows = await db
      .select({
        a,
        desGrupo: reTbGruposRestaurantes.desGrupo,
        desPessoa: usuarios.desPessoa,
      })
      .from(a)
      .leftJoin(
        reTbGruposRestaurantes,
        and(eq(reTbGruposRestaurantes.idEmpresa, a.idEmpresa), eq(reTbGruposRestaurantes.idGrupo, a.idGrupo)),
      )
      .leftJoin(usuarios, eq(usuarios.idUsuario, a.idUsuario))
      .where(and(eq(a.idEmpresa, idEmpresa), ids ? inArray(a.idAlerta, ids) : undefined))
      .orderBy(asc(a.idAlerta));
    return rows.map(({ a: r, desGrupo, desPessoa }) => ({
      idAlerta: r.idAlerta,
      desAlerta: r.desAlerta,
      tipAlerta: r.tipAlerta,
      tipRegra: r.tipRegra,
      idGrupo: r.idGrupo,
      desGrupo: desGrupo ?? null,
      idUsuario: r.idUsuario,
      desPessoa: desPessoa ?? null,
      tipDesperdicio: r.tipDesperdicio,
      vlrLimite: r.vlrLimite === null ? null : Number(r.vlrLimite),
      indStatus: r.indStatus,
      indNotificar: r.indNotificar,
      indEmail: r.indEmail,
      dtaCriacao: r.dtaCriacao.toISOString(),
    }));
  }

  /** Sets one column of the company's alerts among `ids`; answers how many changed. */
  async function setFlag(
    idEmpresa: number,
    ids: number[],
    set: Partial<Pick<typeof a.$inferInsert, 'indStatus' | 'indNotificar' | 'indEmail'>>,
  ): Promise<number> {
    const rows = await db
      .update(a)
      .set(set)
      .where(and(eq(a.idEmpresa, idEmpresa), inArray(a.idAlerta, ids)))
      .returning({ id: a.idAlerta });
    return rows.length;
  }

  return {
    list: (idEmpresa: number) => list(idEmpresa),

    async create(idEmpresa: number, input: Input): Promise<Alerta> {
      if (input.idGrupo != null) {
        const [g] = await db
          .select({ id: reTbGruposRestaurantes.idGrupo })
          .from(reTbGruposRestaurantes)
          .where(
            and(
              eq(reTbGruposRestaurantes.idEmpresa, idEmpresa),
              eq(reTbGruposRestaurantes.idGrupo, input.idGrupo),
            ),
          );
        if (!g) throw invalid(ALERT_MSG.groupNotFound(input.idGrupo));
      }
      if (input.idUsuario != null) {
        const [u] = await db
          .select({ id: acessos.idUsuario })
          .from(acessos)
          .where(and(eq(acessos.idEmpresa, idEmpresa), eq(acessos.idUsuario, input.idUsuario)));
        if (!u) throw invalid(ALERT_MSG.userNotFound(input.idUsuario));
      }
      const [row] = await db
        .insert(a)
        .values({
          idEmpresa,
          desAlerta: input.desAlerta,
          tipAlerta: input.tipAlerta,
          tipRegra: input.tipRegra,
          idGrupo: input.idGrupo ?? null,
          idUsuario: input.idUsuario ?? null,
          tipDesperdicio: input.tipDesperdicio ?? null,
          vlrLimite: input.vlrLimite ?? null,
          indStatus: input.indStatus,
          indNotificar: input.indNotificar,
          indEmail: input.indEmail,
        })
        .returning({ id: a.idAlerta });
      const [created] = await list(idEmpresa, [row.id]);
      return created;
    },

    setStatus: (idEmpresa: number, ids: number[], v: number) => setFlag(idEmpresa, ids, { indStatus: v }),
    setNotificar: (idEmpresa: number, ids: number[], v: number) =>
      setFlag(idEmpresa, ids, { indNotificar: v }),
    deactivateEmail: (idEmpresa: number, ids: number[]) => setFlag(idEmpresa, ids, { indEmail: 0 }),

    async remove(idEmpresa: number, ids: number[]): Promise<number> {
      const rows = await db
        .delete(a)
        .where(and(eq(a.idEmpresa, idEmpresa), inArray(a.idAlerta, ids)))
        .returning({ id: a.idAlerta });
      return rows.length;
    },
  };
}
