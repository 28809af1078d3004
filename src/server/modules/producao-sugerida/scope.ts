import { MSG } from '@domain/messages';
import { and, eq, sql } from 'drizzle-orm';
import { forbidden, invalid } from '../../core/domain-errors';
import type { AuthContext } from '../../core/request-context';
import { allowedByUserLinks } from '../../core/user-scale-links';
import type { Db } from '../../db/client';
import { jsonRead, readOne, type TextRead } from '../../db/json-rows';
import { reTbRestaurantes } from '../../db/schema/restaurants';

/**
 * The restaurant a recommendation is asked for: the company's (else 400), and for a user who is not an
 * administrator one of the units their scale links allow (else 403), as for entry. Read with readTogether, the
 * verdict throws when the read finds it refused.
 */
export function leituraDoRestaurante(
  db: Db,
  auth: AuthContext,
  idEmpresa: number,
  idRestaurante: number,
): TextRead<() => void> {
  const r = reTbRestaurantes;
  const usable = allowedByUserLinks(db, idEmpresa, auth.idUsuario, (l) =>
    eq(l.idRestaurante, r.idRestaurante),
  );
  const read = jsonRead<{ usable: boolean }>(
    sql`select ${usable} as usable from ${r}
        where ${and(eq(r.idEmpresa, idEmpresa), eq(r.idRestaurante, idRestaurante))}`,
  );
  return {
    sql: read.sql,
    parse: (text) => {
      const [row] = read.parse(text);
      return () => {
        if (!row) throw invalid(MSG.producaoRestauranteDesconhecido(idRestaurante));
        if (!auth.access?.indRetAdm && !row.usable) throw forbidden(MSG.accessDeniedText);
      };
    },
  };
}

/** Checks the restaurant a recommendation is asked for (see leituraDoRestaurante). */
export async function checkRestaurante(db: Db, auth: AuthContext, idEmpresa: number, idRestaurante: number) {
  (await readOne(db, leituraDoRestaurante(db, auth, idEmpresa, idRestaurante)))();
}
