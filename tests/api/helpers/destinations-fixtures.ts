import type { DestDesperdicioItem } from '@domain/schemas/waste-config';
import { reTbDesperdiciosDet } from '@server/db/schema/appointments';
import { reTbDestDesperdicios, reTbDestResiduos } from '@server/db/schema/registers';
import { type RegisterFixture, unique } from './register-fixtures';

/**
 * Destinations and destination-waste links made by the destination tests: unique names, their own
 * (inactive) restaurants, so nothing depends on the seed's rows or on other files sharing the database.
 */

export const DEST = '/api/v1/reTbDestResiduos';
export const DEST_DESP = '/api/v1/reTbDestDesperdicio';

/** A stored destination (active unless said otherwise). */
export async function freshDestino(f: RegisterFixture, company = f.companyA, indInativo = 0) {
  const desDestino = unique('Destino');
  const [d] = await f.db
    .insert(reTbDestResiduos)
    .values({ idEmpresa: company, desDestino, indInativo })
    .returning({ id: reTbDestResiduos.idDestino });
  return { idDestino: d.id, desDestino };
}

/** A stored destination-waste link. */
export async function linkDestino(
  f: RegisterFixture,
  link: Omit<DestDesperdicioItem, 'idDestDesp'>,
  company = f.companyA,
): Promise<number> {
  const [l] = await f.db
    .insert(reTbDestDesperdicios)
    .values({ idEmpresa: company, indInativo: 0, ...link })
    .returning({ id: reTbDestDesperdicios.idDestDesp });
  return l.id;
}

/** A stored appointment sending waste to `idDestino` (a day long past: no screen or report counts it). */
export async function appointmentTo(
  f: RegisterFixture,
  idRestaurante: number,
  idDestino: number,
  company = f.companyA,
): Promise<number> {
  const [a] = await f.db
    .insert(reTbDesperdiciosDet)
    .values({
      idEmpresa: company,
      idRestaurante,
      tipDesperdicio: 1,
      dtaApontamento: '2001-01-01',
      qtdDesperdicio: 1.5,
      idDestino,
    })
    .returning({ id: reTbDesperdiciosDet.idApontamento });
  return a.id;
}
