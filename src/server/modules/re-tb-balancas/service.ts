import type { BalancaLov } from '@domain/schemas/entry-lookups';
import { and, asc, eq } from 'drizzle-orm';
import { allowedByUserLinks } from '../../core/user-scale-links';
import type { Db } from '../../db/client';
import { reTbBalancasUnidades, reTbCadBalancas } from '../../db/schema/scales';
import { leituraColumns, withLeitura } from '../re-tb-cad-balancas/public';

/** Scale lookups, inside the caller's company. */
export function balancasService(db: Db) {
  return {
    /**
     * The scales linked to a restaurant (active links unless indInativo says otherwise), with how the browser
     * reads each (protocol and line settings). A user with any
     * active scale-user link in the company sees only the scales linked to them at that restaurant.
     */
    async byRestaurante(
      idEmpresa: number,
      idUsuario: number,
      idRestaurante: number,
      indInativo = 0,
    ): Promise<BalancaLov[]> {
      const usable = allowedByUserLinks(db, idEmpresa, idUsuario, (l) =>
        and(eq(l.idRestaurante, idRestaurante), eq(l.idBal, reTbCadBalancas.idBal)),
      );
      return db
        .select({ idBal: reTbCadBalancas.idBal, desBalanca: reTbCadBalancas.desBalanca, ...leituraColumns })
        .from(reTbBalancasUnidades)
        .innerJoin(
          reTbCadBalancas,
          and(
            eq(reTbCadBalancas.idBal, reTbBalancasUnidades.idBal),
            eq(reTbCadBalancas.idEmpresa, reTbBalancasUnidades.idEmpresa),
          ),
        )
        .where(
          and(
            eq(reTbBalancasUnidades.idEmpresa, idEmpresa),
            eq(reTbBalancasUnidades.idRestaurante, idRestaurante),
            eq(reTbBalancasUnidades.indInativo, indInativo),
            usable,
          ),
        )
        .orderBy(asc(reTbCadBalancas.desBalanca), asc(reTbCadBalancas.idBal))
        .then((rows) => rows.map(withLeitura));
    },
  };
}
