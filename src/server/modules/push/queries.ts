import type { PushSubscriptionBody } from '@domain/schemas/push';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushInscricoes } from '../../db/schema/push';

/**
 * Keeps the device's subscription for the user and company (the endpoint is unique: a device that opts in again,
 * for whoever, takes its row over with the new keys).
 */
export async function saveSubscription(
  db: Db,
  idEmpresa: number,
  idUsuario: number,
  s: PushSubscriptionBody,
): Promise<void> {
  const t = pushInscricoes;
  await db
    .insert(t)
    .values({
      idEmpresa,
      idUsuario,
      desEndpoint: s.endpoint,
      chaveP256dh: s.keys.p256dh,
      chaveAuth: s.keys.auth,
    })
    .onConflictDoUpdate({
      target: t.desEndpoint,
      set: {
        idEmpresa,
        idUsuario,
        chaveP256dh: s.keys.p256dh,
        chaveAuth: s.keys.auth,
        dtaRegistro: sql`now()`,
      },
    });
}

/** Removes the device's subscription, when it is the user's in the company; answers whether it was. */
export async function deleteSubscription(
  db: Db,
  idEmpresa: number,
  idUsuario: number,
  endpoint: string,
): Promise<boolean> {
  const t = pushInscricoes;
  const rows = await db
    .delete(t)
    .where(and(eq(t.desEndpoint, endpoint), eq(t.idEmpresa, idEmpresa), eq(t.idUsuario, idUsuario)))
    .returning({ id: t.idInscricao });
  return rows.length > 0;
}
