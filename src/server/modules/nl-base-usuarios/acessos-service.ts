import { ACCESS_FLAG_INFO, ACCESS_FLAGS, type AccessFlag, toAccessRecord } from '@domain/access';
import { MSG } from '@domain/messages';
import type {
  AccessFlags,
  AccessRestaurant,
  UserAccess,
  UserAccessBody,
  UserAccessHistoryRow,
} from '@domain/schemas/user-access';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { invalid } from '../../core/domain-errors';
import { transaction } from '../../core/transaction';
import type { Db } from '../../db/client';
import { reTbAprovadores } from '../../db/schema/appointments';
import { acessos, acessosHistorico } from '../../db/schema/core';
import { reTbGruposRestaurantes, reTbRestaurantes } from '../../db/schema/restaurants';
import { usuariosService } from './service';

/** Who changes an access: a user of the app, or the command line (idUsuario null). */
export interface AccessAuthor {
  idUsuario: number | null;
  nome: string;
}

/** The new state of a user's access in one company. */
export interface AccessState {
  flags: AccessFlags;
  restaurantes: readonly number[];
}

const NO_FLAGS = Object.fromEntries(ACCESS_FLAGS.map((f) => [f, false])) as AccessFlags;
const yesNo = (v: boolean) => (v ? 'Sim' : 'Não');
const ap = reTbAprovadores;
const r = reTbRestaurantes;

/** The stored access (flags and approval rights) of a user in a company; all off when he has no record. */
export async function readAccess(db: Db, idEmpresa: number, idUsuario: number) {
  const [row] = await db
    .select()
    .from(acessos)
    .where(and(eq(acessos.idEmpresa, idEmpresa), eq(acessos.idUsuario, idUsuario)));
  const approvals = await db
    .select({ idRestaurante: ap.idRestaurante })
    .from(ap)
    .where(and(eq(ap.idEmpresa, idEmpresa), eq(ap.idUsuario, idUsuario)))
    .orderBy(asc(ap.idRestaurante));
  return {
    row: row ?? null,
    flags: row ? (toAccessRecord(row) as AccessFlags) : { ...NO_FLAGS },
    restaurantes: approvals.map((a) => a.idRestaurante),
  };
}

/**
 * Writes a user's access in a company in the transaction `tx` and records each change (flag by flag,
 * restaurant by restaurant) in the history. Refuses to leave the company without an administrator. The
 * restaurants must be the company's (the caller checks). Returns how many changes were made.
 */
export async function applyAccess(
  tx: Db,
  idEmpresa: number,
  idUsuario: number,
  next: AccessState,
  author: AccessAuthor,
): Promise<number> {
  // The company's access rows, locked: two administrators removing each other wait for one another.
  await tx
    .select({ id: acessos.idAcesso })
    .from(acessos)
    .where(eq(acessos.idEmpresa, idEmpresa))
    .orderBy(asc(acessos.idAcesso))
    .for('update');
  const current = await readAccess(tx, idEmpresa, idUsuario);

  if (current.flags.indRetAdm && !next.flags.indRetAdm) {
    const [other] = await tx
      .select({ id: acessos.idAcesso })
      .from(acessos)
      .where(
        and(eq(acessos.idEmpresa, idEmpresa), ne(acessos.idUsuario, idUsuario), eq(acessos.indRetAdm, true)),
      )
      .limit(1);
    if (!other) throw invalid(MSG.accessLastAdmin);
  }

  const changed = ACCESS_FLAGS.filter((f) => current.flags[f] !== next.flags[f]);
  const wanted = new Set(next.restaurantes);
  const had = new Set(current.restaurantes);
  const added = [...wanted].filter((id) => !had.has(id)).sort((a, b) => a - b);
  const removed = [...had].filter((id) => !wanted.has(id)).sort((a, b) => a - b);
  if (changed.length === 0 && added.length === 0 && removed.length === 0) return 0;

  const values = Object.fromEntries(ACCESS_FLAGS.map((f) => [f, next.flags[f]])) as Record<
    AccessFlag,
    boolean
  >;
  if (current.row) {
    await tx.update(acessos).set(values).where(eq(acessos.idAcesso, current.row.idAcesso));
  } else if (changed.length > 0 || added.length > 0) {
    // (a concurrent first grant of the same user: the last one wins)
    await tx
      .insert(acessos)
      .values({ idEmpresa, idUsuario, ...values })
      .onConflictDoUpdate({ target: [acessos.idUsuario, acessos.idEmpresa], set: values });
  }
  if (removed.length > 0)
    await tx
      .delete(ap)
      .where(
        and(eq(ap.idEmpresa, idEmpresa), eq(ap.idUsuario, idUsuario), inArray(ap.idRestaurante, removed)),
      );
  if (added.length > 0)
    await tx
      .insert(ap)
      .values(added.map((idRestaurante) => ({ idEmpresa, idUsuario, idRestaurante })))
      .onConflictDoNothing();

  const names = new Map<number, string>();
  const touched = [...added, ...removed];
  if (touched.length > 0) {
    const rows = await tx
      .select({ id: r.idRestaurante, name: r.desRestaurante })
      .from(r)
      .where(and(eq(r.idEmpresa, idEmpresa), inArray(r.idRestaurante, touched)));
    for (const row of rows) names.set(row.id, row.name);
  }
  const restaurant = (id: number) => `Aprovação no restaurante ${id} - ${names.get(id) ?? '?'}`;
  const history = [
    ...changed.map((f) => ({
      desAlteracao: ACCESS_FLAG_INFO[f].label,
      desAntes: yesNo(current.flags[f]),
      desDepois: yesNo(next.flags[f]),
    })),
    ...added.map((id) => ({
      desAlteracao: restaurant(id),
      desAntes: 'Sem direito',
      desDepois: 'Com direito',
    })),
    ...removed.map((id) => ({
      desAlteracao: restaurant(id),
      desAntes: 'Com direito',
      desDepois: 'Sem direito',
    })),
  ];
  const now = new Date();
  // Inserted last to first: the history is read newest id first, so a save's rows read in this order.
  await tx.insert(acessosHistorico).values(
    [...history].reverse().map((h) => ({
      ...h,
      desAlteracao: h.desAlteracao.slice(0, 300),
      idEmpresa,
      idUsuario,
      idUsuarioAutor: author.idUsuario,
      desAutor: author.nome.slice(0, 200),
      dtaRegistro: now,
    })),
  );
  return history.length;
}

/** Access management of the users' screens: an administrator's view and changes, in his company only. */
export function usuariosAcessoService(db: Db) {
  const users = usuariosService(db);

  async function get(idEmpresa: number, idUsuario: number): Promise<UserAccess> {
    await users.get(idEmpresa, idUsuario);
    const current = await readAccess(db, idEmpresa, idUsuario);
    return {
      idUsuario,
      temRegistro: current.row !== null,
      flags: current.flags,
      restaurantes: current.restaurantes,
    };
  }

  /** The company's restaurants among `ids` and those of the groups `grupos`; unknown ones are refused. */
  async function restaurantsOf(idEmpresa: number, ids: readonly number[], grupos: readonly number[]) {
    const out = new Set<number>();
    const unique = [...new Set(ids)];
    if (unique.length > 0) {
      const found = await db
        .select({ id: r.idRestaurante })
        .from(r)
        .where(and(eq(r.idEmpresa, idEmpresa), inArray(r.idRestaurante, unique)));
      const known = new Set(found.map((f) => f.id));
      const missing = unique.filter((id) => !known.has(id));
      if (missing.length > 0) throw invalid(MSG.accessRestaurantsNotFound(missing.slice(0, 20).join(', ')));
      for (const id of unique) out.add(id);
    }
    const groups = [...new Set(grupos)];
    if (groups.length > 0) {
      const found = await db
        .select({ id: reTbGruposRestaurantes.idGrupo })
        .from(reTbGruposRestaurantes)
        .where(
          and(
            eq(reTbGruposRestaurantes.idEmpresa, idEmpresa),
            inArray(reTbGruposRestaurantes.idGrupo, groups),
          ),
        );
      const known = new Set(found.map((f) => f.id));
      const missing = groups.filter((id) => !known.has(id));
      if (missing.length > 0) throw invalid(MSG.accessGroupsNotFound(missing.slice(0, 20).join(', ')));
      const members = await db
        .select({ id: r.idRestaurante })
        .from(r)
        .where(and(eq(r.idEmpresa, idEmpresa), inArray(r.idGrupo, groups)));
      for (const m of members) out.add(m.id);
    }
    return [...out];
  }

  return {
    get,

    async save(idEmpresa: number, idUsuario: number, body: UserAccessBody, author: AccessAuthor) {
      await users.get(idEmpresa, idUsuario);
      const restaurantes = await restaurantsOf(idEmpresa, body.restaurantes, body.grupos ?? []);
      await transaction(db, (tx) =>
        applyAccess(tx, idEmpresa, idUsuario, { flags: body.flags, restaurantes }, author),
      );
      return get(idEmpresa, idUsuario);
    },

    async history(idEmpresa: number, idUsuario: number): Promise<UserAccessHistoryRow[]> {
      await users.get(idEmpresa, idUsuario);
      const h = acessosHistorico;
      const rows = await db
        .select({
          idHistorico: h.idHistorico,
          dtaRegistro: h.dtaRegistro,
          desAutor: h.desAutor,
          desAlteracao: h.desAlteracao,
          desAntes: h.desAntes,
          desDepois: h.desDepois,
        })
        .from(h)
        .where(and(eq(h.idEmpresa, idEmpresa), eq(h.idUsuario, idUsuario)))
        .orderBy(desc(h.idHistorico))
        .limit(500);
      return rows.map((row) => ({ ...row, dtaRegistro: row.dtaRegistro.toISOString() }));
    },

    async restaurants(idEmpresa: number): Promise<AccessRestaurant[]> {
      const g = reTbGruposRestaurantes;
      return db
        .select({
          idRestaurante: r.idRestaurante,
          desRestaurante: r.desRestaurante,
          idGrupo: r.idGrupo,
          desGrupo: g.desGrupo,
          indInativo: sql<number>`${r.indInativo}::int`,
        })
        .from(r)
        .leftJoin(g, and(eq(g.idEmpresa, r.idEmpresa), eq(g.idGrupo, r.idGrupo)))
        .where(eq(r.idEmpresa, idEmpresa))
        .orderBy(asc(r.idRestaurante));
    },
  };
}
