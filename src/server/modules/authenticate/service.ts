import { createHash, randomBytes } from 'node:crypto';
import { MSG } from '@domain/messages';
import argon2 from 'argon2';
import { eq, lt, or, sql } from 'drizzle-orm';
import { forbidden, unauthenticated } from '../../core/domain-errors';
import type { Db } from '../../db/client';
import { loginTickets, usuarios } from '../../db/schema/core';
import { accountKey, addressKey, type LimitKey, type LoginLimits } from './login-limits';
import { authService, type UserRow } from './users-auth';

/** How long an issued login ticket can be redeemed. */
export const LOGIN_TICKET_TTL_SECONDS = 120;

/** Tickets one user may issue per window of the login limits. */
export const LOGIN_TICKETS_PER_WINDOW = 30;

/** Random bytes of a ticket: 256 bits, written as 43 base64url characters. */
const TICKET_BYTES = 32;

/** A hash to verify against when the user does not exist, so the work does not tell who exists. */
let dummyHash: Promise<string> | undefined;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface LoggedIn {
  user: UserRow;
  /** The company the token carries (a ticket's, while the user still has access to it). */
  idEmpresa?: number;
}

/**
 * Logins (spec §7): by password, and by a one-time ticket (loginByNumSeq). Every attempt counts against the
 * limits of its account and its client address; an unknown user and a wrong password answer the same.
 */
export function loginService(db: Db, limits: LoginLimits) {
  const auth = authService(db);

  async function requireSomeAccess(user: UserRow): Promise<void> {
    const companies = await auth.companiesOf(user.idUsuario);
    if (companies.length === 0) throw forbidden(MSG.noAccess);
  }

  return {
    /** Login by e-mail or user name (case-insensitive) and password, from the client address `ip`. */
    async login(username: string, password: string, ip: string): Promise<LoggedIn> {
      const name = username.trim().toLowerCase();
      const [user] = await db
        .select()
        .from(usuarios)
        .where(or(sql`lower(${usuarios.desEmail}) = ${name}`, sql`lower(${usuarios.desUsuario}) = ${name}`))
        .limit(1);
      const keys: LimitKey[] = [accountKey(user?.idUsuario ?? null, name), addressKey(ip)];
      await limits.attempt(keys);
      if (!user) {
        dummyHash ??= argon2.hash('dummy-password', { type: argon2.argon2id });
        await argon2.verify(await dummyHash, password).catch(() => false);
        throw unauthenticated(MSG.loginFailed);
      }
      const ok = await argon2.verify(user.desSenha, password).catch(() => false);
      if (!ok) throw unauthenticated(MSG.loginFailed);
      await limits.succeeded(keys);
      await requireSomeAccess(user);
      return { user };
    },

    /** Redeems a ticket: it is deleted whatever happens next, so it logs in once, and only before it expires. */
    async loginByNumSeq(numSeq: string, ip: string): Promise<LoggedIn> {
      const keys = [addressKey(ip)];
      await limits.attempt(keys);
      const [ticket] = await db
        .delete(loginTickets)
        .where(eq(loginTickets.desHash, sha256(numSeq)))
        .returning();
      if (!ticket || ticket.dtaExpiracao.getTime() <= Date.now()) throw unauthenticated(MSG.invalidToken);
      await limits.succeeded(keys);
      const [user] = await db.select().from(usuarios).where(eq(usuarios.idUsuario, ticket.idUsuario));
      if (!user) throw unauthenticated(MSG.userNotFound(ticket.idUsuario));
      await requireSomeAccess(user);
      const idEmpresa = ticket.idEmpresa ?? undefined;
      const keepsCompany =
        idEmpresa !== undefined && (await auth.accessOf(user.idUsuario, idEmpresa)) !== null;
      return { user, idEmpresa: keepsCompany ? idEmpresa : undefined };
    },

    /**
     * A ticket for `idUsuario` and `idEmpresa` (the session's company, null if none): a random secret returned
     * once and stored only as its hash. Each user may issue a limited number per window.
     */
    async issueTicket(
      idUsuario: number,
      idEmpresa: number | null,
    ): Promise<{ numSeq: string; dtaExpiracao: Date }> {
      await limits.attempt([{ kind: 'ticket', key: `u:${idUsuario}` }]);
      await db.delete(loginTickets).where(lt(loginTickets.dtaExpiracao, new Date()));
      const numSeq = randomBytes(TICKET_BYTES).toString('base64url');
      const dtaExpiracao = new Date(Date.now() + LOGIN_TICKET_TTL_SECONDS * 1000);
      await db.insert(loginTickets).values({ desHash: sha256(numSeq), idUsuario, idEmpresa, dtaExpiracao });
      return { numSeq, dtaExpiracao };
    },
  };
}
