import { type AccessRecord, toAccessRecord } from '@domain/access';
import { MSG } from '@domain/messages';
import argon2 from 'argon2';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { acessos, empresas, loginTickets, usuarios } from '../db/schema/core';
import { forbidden, notFound, unauthorized } from '../lib/http-errors';

/** A hash to verify against when the user does not exist, so timing does not tell who exists. */
let dummyHash: Promise<string> | undefined;

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

  async function requireSomeAccess(user: UserRow) {
    const companies = await companiesOf(user.idUsuario);
    if (companies.length === 0) throw forbidden(MSG.noAccess);
    return companies;
  }

  return {
    companiesOf,

    /** Login by e-mail or user name (case-insensitive) and password. */
    async login(username: string, password: string): Promise<UserRow> {
      const name = username.trim().toLowerCase();
      const [user] = await db
        .select()
        .from(usuarios)
        .where(or(sql`lower(${usuarios.desEmail}) = ${name}`, sql`lower(${usuarios.desUsuario}) = ${name}`))
        .limit(1);
      if (!user) {
        dummyHash ??= argon2.hash('dummy-password', { type: argon2.argon2id });
        await argon2.verify(await dummyHash, password).catch(() => false);
        throw unauthorized(MSG.loginFailed);
      }
      const ok = await argon2.verify(user.desSenha, password).catch(() => false);
      if (!ok) throw unauthorized(MSG.loginFailed);
      await requireSomeAccess(user);
      return user;
    },

    /** One-time, unexpired login ticket; it is spent atomically. */
    async loginByNumSeq(numSeq: number): Promise<UserRow> {
      const [ticket] = await db
        .update(loginTickets)
        .set({ dtaUso: new Date() })
        .where(
          and(
            eq(loginTickets.numSeq, numSeq),
            isNull(loginTickets.dtaUso),
            gt(loginTickets.dtaExpiracao, new Date()),
          ),
        )
        .returning();
      if (!ticket) throw unauthorized(MSG.invalidToken);
      const [user] = await db.select().from(usuarios).where(eq(usuarios.idUsuario, ticket.idUsuario));
      if (!user) throw unauthorized(MSG.userNotFound(ticket.idUsuario));
      await requireSomeAccess(user);
      return user;
    },

    async company(idEmpresa: number) {
      const [row] = await db.select().from(empresas).where(eq(empresas.idEmpresa, idEmpresa));
      if (!row) throw notFound(`Empresa ${idEmpresa} não existe`);
      return row;
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
