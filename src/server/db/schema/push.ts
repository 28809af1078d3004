import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { empresas, usuarios } from './core';

/**
 * Web Push subscriptions: one per device (browser) that opted in, for the user and company that opted in from
 * it. The endpoint is the push service's URL of that browser's subscription, unique: the same device opting
 * in again (another user, another company) takes the row over. Removed when the user opts out or when the push
 * service answers 404/410 (the subscription expired or the permission was revoked).
 */
export const pushInscricoes = pgTable(
  'push_inscricoes',
  {
    idInscricao: serial().primaryKey(),
    idEmpresa: integer()
      .notNull()
      .references(() => empresas.idEmpresa),
    idUsuario: integer()
      .notNull()
      .references(() => usuarios.idUsuario, { onDelete: 'cascade' }),
    desEndpoint: text().notNull(),
    /** The browser's P-256 public key (base64url, uncompressed point) and auth secret (base64url, 16 bytes). */
    chaveP256dh: text('chave_p256dh').notNull(),
    chaveAuth: text().notNull(),
    dtaRegistro: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_inscricoes_endpoint_uq').on(t.desEndpoint),
    index('push_inscricoes_usuario_idx').on(t.idEmpresa, t.idUsuario),
  ],
);
