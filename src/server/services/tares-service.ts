import type { RecipientePesoLov } from '@domain/schemas/entry-lookups';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reTbRecipientes, reTbRecipientesPesos } from '../db/schema/registers';

/** Container tares per restaurant, inside the caller's company. */
export function taresService(db: Db) {
  return {
    async activesByRestaurante(idEmpresa: number, idRestaurante: number): Promise<RecipientePesoLov[]> {
      return db
        .select({
          idPeso: reTbRecipientesPesos.idPeso,
          idRestaurante: reTbRecipientesPesos.idRestaurante,
          idRecipiente: reTbRecipientesPesos.idRecipiente,
          desRecipiente: reTbRecipientes.desRecipiente,
          qtdPeso: reTbRecipientesPesos.qtdPeso,
        })
        .from(reTbRecipientesPesos)
        .innerJoin(
          reTbRecipientes,
          and(
            eq(reTbRecipientes.idRecipiente, reTbRecipientesPesos.idRecipiente),
            eq(reTbRecipientes.idEmpresa, reTbRecipientesPesos.idEmpresa),
          ),
        )
        .where(
          and(
            eq(reTbRecipientesPesos.idEmpresa, idEmpresa),
            eq(reTbRecipientesPesos.idRestaurante, idRestaurante),
          ),
        )
        .orderBy(asc(reTbRecipientes.desRecipiente), asc(reTbRecipientesPesos.idPeso));
    },
  };
}
