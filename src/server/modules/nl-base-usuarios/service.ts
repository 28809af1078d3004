import { MSG } from '@domain/messages';
import { isEmail } from '@domain/rules/email';
import { passwordProblem } from '@domain/rules/password';
import { type BaseUsuario, type BaseUsuarioItem, isNewId } from '@domain/schemas/registers';
import argon2 from 'argon2';
import { and, asc, eq, exists, ilike, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import { forbidden, invalid, notFound } from '../../core/domain-errors';
import type { Db } from '../../db/client';
import { pgErrorOf } from '../../db/pg-error';
import { acessos, usuarios } from '../../db/schema/core';

const u = usuarios;

/** Who calls: the token's user and company, and whether he administers it (indRetAdm). */
export interface UsuariosCaller {
  idUsuario: number;
  idEmpresa: number;
  isAdmin: boolean;
}

/**
 * The users a caller sees: those with an access record in his company, and those without any access record
 * yet (just created, waiting for access). Users of other companies only are never seen.
 */
function visibleIn(db: Db, idEmpresa: number): SQL {
  const access = (where?: SQL) =>
    db
      .select({ one: sql`1` })
      .from(acessos)
      .where(and(eq(acessos.idUsuario, u.idUsuario), where));
  return or(exists(access(eq(acessos.idEmpresa, idEmpresa))), notExists(access())) as SQL;
}

/** The row as the API answers it: never desSenha. */
const columns = {
  idUsuario: u.idUsuario,
  desUsuario: u.desUsuario,
  desPessoa: u.desPessoa,
  desEmail: u.desEmail,
  dtaCriacao: u.dtaCriacao,
  dtaAlteracao: u.dtaAlteracao,
};
type Stored = { [K in keyof typeof columns]: (typeof u.$inferSelect)[K] };
const toRow = (r: Stored): BaseUsuario => ({
  ...r,
  dtaCriacao: r.dtaCriacao.toISOString(),
  dtaAlteracao: r.dtaAlteracao.toISOString(),
});

const lower = (v: string) => v.trim().toLowerCase();
/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

/** Base users (spec §3, §7 Users): passwords stored as argon2id hashes and never returned. */
export function usuariosService(db: Db) {
  async function find(idEmpresa: number, where?: SQL): Promise<BaseUsuario[]> {
    const rows = await db
      .select(columns)
      .from(u)
      .where(and(visibleIn(db, idEmpresa), where))
      .orderBy(asc(u.desPessoa), asc(u.idUsuario));
    return rows.map(toRow);
  }

  async function get(idEmpresa: number, idUsuario: number): Promise<BaseUsuario> {
    const [row] = await find(idEmpresa, eq(u.idUsuario, idUsuario));
    if (!row) throw notFound(MSG.userNotFound(idUsuario));
    return row;
  }

  /** Login is by e-mail or user name: neither may repeat another user's e-mail or user name. */
  async function uniqueness(item: BaseUsuarioItem, self: number | null) {
    const email = lower(item.desEmail);
    const name = lower(item.desUsuario);
    const taken = await db
      .select({ email: sql<string>`lower(${u.desEmail})`, name: sql<string>`lower(${u.desUsuario})` })
      .from(u)
      .where(
        and(
          self === null ? undefined : ne(u.idUsuario, self),
          or(
            sql`lower(${u.desEmail}) in (${email}, ${name})`,
            sql`lower(${u.desUsuario}) in (${email}, ${name})`,
          ),
        ),
      );
    if (taken.some((t) => t.email === email || t.name === email)) {
      throw invalid(MSG.userEmailExists(item.desEmail.trim()));
    }
    if (taken.length) throw invalid(MSG.userNameExists(item.desUsuario.trim()));
  }

  /** Whether the user has an access record in a company other than `idEmpresa`. */
  async function inOtherCompany(idUsuario: number, idEmpresa: number): Promise<boolean> {
    const [other] = await db
      .select({ idEmpresa: acessos.idEmpresa })
      .from(acessos)
      .where(and(eq(acessos.idUsuario, idUsuario), ne(acessos.idEmpresa, idEmpresa)))
      .limit(1);
    return other !== undefined;
  }

  return {
    get,

    /** The visible users whose name, user name or e-mail contains `search` (all when blank). */
    search(idEmpresa: number, search?: string | null): Promise<BaseUsuario[]> {
      const text = search?.trim();
      if (!text) return find(idEmpresa);
      const pattern = containing(text);
      return find(
        idEmpresa,
        or(ilike(u.desPessoa, pattern), ilike(u.desUsuario, pattern), ilike(u.desEmail, pattern)),
      );
    },

    /**
     * Creates (idUsuario null/negative; administrators only, password required) or updates a user (an
     * administrator, or the user himself; a blank password keeps the stored one). The password, name, login
     * and e-mail of a user with access to another company change only by himself.
     */
    async save(caller: UsuariosCaller, item: BaseUsuarioItem): Promise<BaseUsuario> {
      const id = isNewId(item.idUsuario) ? null : (item.idUsuario as number);
      if (id === null && !caller.isAdmin) throw forbidden(MSG.userAdminOnly);
      let stored: BaseUsuario | null = null;
      if (id !== null) {
        stored = await get(caller.idEmpresa, id);
        if (!caller.isAdmin && id !== caller.idUsuario) throw forbidden(MSG.userAdminOnly);
      }
      const password = item.desSenha?.trim() ? item.desSenha : null;
      // A user who also works for another company is not this company's to take over (as in remove()): only
      // he changes his password and identity (what he logs in with there too).
      if (stored !== null && id !== caller.idUsuario) {
        const identityChanges =
          password !== null ||
          item.desUsuario.trim() !== stored.desUsuario ||
          item.desPessoa.trim() !== stored.desPessoa ||
          item.desEmail.trim() !== stored.desEmail;
        if (identityChanges && (await inOtherCompany(id as number, caller.idEmpresa)))
          throw forbidden(MSG.userIdentityOtherCompany(id as number));
      }
      if (id === null && password === null) throw invalid(MSG.loginPasswordRequired);
      if (!isEmail(item.desEmail)) throw invalid(MSG.userEmailInvalid);
      if (password !== null) {
        const problem = passwordProblem(password, { email: item.desEmail, usuario: item.desUsuario });
        if (problem) throw invalid(problem);
      }
      await uniqueness(item, id);

      const values = {
        desUsuario: item.desUsuario.trim(),
        desPessoa: item.desPessoa.trim(),
        desEmail: item.desEmail.trim(),
        ...(password === null ? {} : { desSenha: await hashPassword(password) }),
      };
      let saved: number;
      try {
        if (id === null) {
          const [r] = await db
            .insert(u)
            .values({ ...values, desSenha: values.desSenha as string })
            .returning({ id: u.idUsuario });
          saved = r.id;
        } else {
          await db
            .update(u)
            .set({ ...values, dtaAlteracao: new Date() })
            .where(eq(u.idUsuario, id));
          saved = id;
        }
      } catch (err) {
        // A concurrent save took the e-mail or the user name between the check and the write.
        const { code, constraint } = pgErrorOf(err);
        if (code !== '23505') throw err;
        throw invalid(
          constraint === 'nl_base_usuarios_email_uq'
            ? MSG.userEmailExists(values.desEmail)
            : MSG.userNameExists(values.desUsuario),
        );
      }
      return get(caller.idEmpresa, saved);
    },

    /**
     * Deletes a user (an administrator; never himself; not one with access to another company, whose data
     * there this company does not own). Access records, tickets, notifications… go with it (schema cascades).
     */
    async remove(caller: UsuariosCaller, idUsuario: number): Promise<{ deleted: number }> {
      if (idUsuario === caller.idUsuario) throw invalid(MSG.userDeleteSelf);
      await get(caller.idEmpresa, idUsuario);
      if (!caller.isAdmin) throw forbidden(MSG.userAdminOnly);
      if (await inOtherCompany(idUsuario, caller.idEmpresa)) throw invalid(MSG.userInOtherCompany(idUsuario));
      await db.delete(u).where(eq(u.idUsuario, idUsuario));
      return { deleted: 1 };
    },
  };
}
