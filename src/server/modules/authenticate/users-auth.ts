import { type AccessRecord, toAccessRecord } from '@domain/access';
import { and, asc, eq } from 'drizzle-orm';
import { notFound } from '../../core/domain-errors';
import type { Db } from '../../db/client';
import { reTbAprovadores } from '../../db/schema/appointments';
import { acessos, empresas, type usuarios } from '../../db/schema/core';

export type UserRow = typeof usuarios.$inferSelect;

export function authService(db: Db) {
  async function companiesOf(idUsuario: number) {
    return db
      .select({ idEmpresa: empresas.idEmpresa, desEmpresa: empresas.desEmpresa })
      .from(acessos)
      .innerJoin(empresas, eq(empresas.idEmpresa, acessos.idEmpresa))
      .where(eq(acessos.idUsuario, idUsuario))
      .orderBy(asc(empresas.desEmpresa));
  }

  return {
    companiesOf,

    async company(idEmpresa: number) {
      const [row] = await db.select().from(empresas).where(eq(empresas.idEmpresa, idEmpresa));
      if (!row) throw notFound(`Empresa ${idEmpresa} não existe`);
      return row;
    },

    /** The user approves at least one unit of the company. */
    async approvesAnyUnit(idUsuario: number, idEmpresa: number): Promise<boolean> {
      const [row] = await db
        .select({ id: reTbAprovadores.idAprovador })
        .from(reTbAprovadores)
        .where(and(eq(reTbAprovadores.idEmpresa, idEmpresa), eq(reTbAprovadores.idUsuario, idUsuario)))
        .limit(1);
      return !!row;
    },

    async accessOf(idUsuario: number, idEmpresa: number): Promise<AccessRecord | null> {
      const [row] = await db
        .select()
        .from(acessos)
        .where(and(eq(acessos.idUsuario, idUsuario), eq(acessos.idEmpresa, idEmpresa)));
      return row ? toAccessRecord(row) : null;
    },
  };
}
