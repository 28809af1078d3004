import { and, eq, exists, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reTbRestBalancasUsuarios as links } from '../db/schema/scales';

/**
 * What a user may enter waste with: a user with any active scale-user link in the company is limited to what
 * those links allow (`match`: a condition on the link, e.g. its restaurant or scale); a user without any link
 * (administrators) is not limited.
 */
export function allowedByUserLinks(
  db: Db,
  idEmpresa: number,
  idUsuario: number,
  match: (l: typeof links) => SQL | undefined,
): SQL {
  const mine = and(eq(links.idEmpresa, idEmpresa), eq(links.idUsuario, idUsuario), eq(links.indInativo, 0));
  return or(
    not(exists(db.select({ one: sql`1` }).from(links).where(mine))),
    exists(
      db
        .select({ one: sql`1` })
        .from(links)
        .where(and(mine, match(links))),
    ),
  )!;
}
