import { customType, index, integer, pgTable, primaryKey, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { empresas } from './core';

/** PostgreSQL bytea as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The photo of a weighing's waste, one per weighing (the device's uuidApontamento), per company. The row is
 * always here (what the retention routine and the detail's 'temFoto' read); the bytes are in dadosFoto with
 * the database store, or in the S3-compatible store under desChave (dadosFoto null). No foreign key to the
 * weighing: a deleted weighing's photo (and its S3 object) goes with the daily retention routine.
 */
export const reTbDesperdiciosFotos = pgTable(
  're_tb_desperdicios_fotos',
  {
    idEmpresa: integer()
      .notNull()
      .references(() => empresas.idEmpresa),
    uuidApontamento: uuid().notNull(),
    /** image/jpeg, image/webp or image/png, from the file's magic bytes. */
    tipConteudo: varchar({ length: 30 }).notNull(),
    qtdBytes: integer().notNull(),
    /** SHA-256 (hex) of the bytes. */
    hashConteudo: varchar({ length: 64 }).notNull(),
    /** 'db' or 's3': where the bytes are. */
    tipArmazenamento: varchar({ length: 10 }).notNull(),
    desChave: text(),
    dadosFoto: bytea(),
    dtaRegistro: instant().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.idEmpresa, t.uuidApontamento] }),
    index('re_tb_desperdicios_fotos_registro_idx').on(t.dtaRegistro),
  ],
);
