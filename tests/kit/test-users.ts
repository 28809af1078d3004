import { randomUUID } from 'node:crypto';
import type { AccessFlag } from '@domain/access';
import type { Db } from '@server/db/client';
import { acessos, usuarios } from '@server/db/schema/core';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';

/** Every access flag off, spelled out: a test of the flags a user has compares with this and its own. */
export const NO_ACCESS: Record<AccessFlag, false> = {
  indRetAdm: false,
  indApontamentos: false,
  indParametros: false,
  indAlertas: false,
  indRelatorios: false,
  indNrSatelites: false,
  indLblDesafios: false,
  indApp: false,
};

export interface TestUser {
  id: number;
  /** The user name (desUsuario), unique to this call. */
  name: string;
  email: string;
  /** The person's name (desPessoa). */
  nome: string;
}

/**
 * A user written straight into the database, with a name no other test (nor an earlier run) uses, so nothing
 * another file does on a shared PostgreSQL (its logins, the login limits' counters) reaches it. It gets an
 * access record to `idEmpresa` with `flags` when `idEmpresa` is given.
 */
export async function createTestUser(
  db: Db,
  opts: {
    prefix?: string;
    password?: string;
    idEmpresa?: number;
    flags?: Partial<Record<AccessFlag, boolean>>;
    domain?: string;
  } = {},
): Promise<TestUser> {
  const name = `${opts.prefix ?? 'teste'}-${randomUUID().slice(0, 8)}`;
  const email = `${name}@${opts.domain ?? 'demo.com.br'}`;
  const nome = `Pessoa ${name}`;
  const [u] = await db
    .insert(usuarios)
    .values({
      desUsuario: name,
      desPessoa: nome,
      desEmail: email,
      desSenha: await argon2.hash(opts.password ?? 'demo', { type: argon2.argon2id }),
    })
    .returning({ id: usuarios.idUsuario });
  if (opts.idEmpresa !== undefined)
    await db.insert(acessos).values({ idEmpresa: opts.idEmpresa, idUsuario: u.id, ...opts.flags });
  return { id: u.id, name, email, nome };
}

/** The id of the user with this e-mail (a demo user); throws when there is none. */
export async function userIdByEmail(db: Db, email: string): Promise<number> {
  const [u] = await db.select({ id: usuarios.idUsuario }).from(usuarios).where(eq(usuarios.desEmail, email));
  if (!u) throw new Error(`no user ${email}`);
  return u.id;
}
