import { MSG } from '@domain/messages';
import { and, eq } from 'drizzle-orm';
import { forbidden, invalid } from '../../core/domain-errors';
import type { AuthContext } from '../../core/request-context';
import { allowedByUserLinks } from '../../core/user-scale-links';
import type { Db } from '../../db/client';
import { reTbRestaurantes } from '../../db/schema/restaurants';

/**
 * The restaurant a recommendation is asked for: the company's (else 400), and for a user who is not an
 * administrator one of the units their scale links allow (else 403), as for entry.
 */
export async function checkRestaurante(db: Db, auth: AuthContext, idEmpresa: number, idRestaurante: number) {
  const r = reTbRestaurantes;
  const [row] = await db
    .select({
      id: r.idRestaurante,
      usable: allowedByUserLinks(db, idEmpresa, auth.idUsuario, (l) => eq(l.idRestaurante, r.idRestaurante)),
    })
    .from(r)
    .where(and(eq(r.idEmpresa, idEmpresa), eq(r.idRestaurante, idRestaurante)));
  if (!row) throw invalid(MSG.producaoRestauranteDesconhecido(idRestaurante));
  if (!auth.access?.indRetAdm && !row.usable) throw forbidden(MSG.accessDeniedText);
}
