import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyFk, fk, idEmpresa, indInativo } from './columns';
import { usuarios } from './core';
import { reTbRestaurantes, reTbUnidadesSatelite } from './restaurants';

/**
 * Scale register: idSerial is the device serial, unique per company. tipProtocolo says how the browser reads
 * it (src/domain/scale/protocols.ts: MANUAL typed; TOLEDO, FILIZOLA, URANO, CONTINUO over Web Serial with the
 * line settings; HID over WebHID); the continuous format fields serve CONTINUO only.
 */
export const reTbCadBalancas = pgTable(
  're_tb_cad_balancas',
  {
    idBal: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idSerial: varchar({ length: 60 }).notNull(),
    desBalanca: varchar({ length: 200 }).notNull(),
    tipProtocolo: varchar({ length: 10 }).notNull().default('MANUAL'),
    numBaudRate: integer(),
    numDataBits: smallint(),
    tipParidade: varchar({ length: 4 }),
    numStopBits: smallint(),
    desPadraoContinuo: varchar({ length: 200 }),
    desMarcaEstavel: varchar({ length: 20 }),
    numCasasDecimais: smallint(),
    tipUnidade: varchar({ length: 3 }),
  },
  (t) => [
    unique('re_tb_cad_balancas_empresa_uq').on(t.idEmpresa, t.idBal),
    unique('re_tb_cad_balancas_serial_uq').on(t.idEmpresa, t.idSerial),
    check(
      're_tb_cad_balancas_protocolo_ck',
      sql`${t.tipProtocolo} in ('MANUAL', 'TOLEDO', 'FILIZOLA', 'URANO', 'CONTINUO', 'HID')`,
    ),
  ],
);

/** Scale ↔ restaurant. A scale may be active (indInativo 0) for one restaurant only. */
export const reTbBalancasUnidades = pgTable(
  're_tb_balancas_unidades',
  {
    idBalUnidade: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idRestaurante: integer().notNull(),
    idBal: integer().notNull(),
    indInativo: indInativo(),
  },
  (t) => [
    companyFk('re_tb_balancas_unidades_restaurante_fk', t.idRestaurante, reTbRestaurantes.idRestaurante),
    companyFk('re_tb_balancas_unidades_balanca_fk', t.idBal, reTbCadBalancas.idBal),
    uniqueIndex('re_tb_balancas_unidades_ativa_uq').on(t.idBal).where(sql`${t.indInativo} = 0`),
    index('re_tb_balancas_unidades_restaurante_idx').on(t.idEmpresa, t.idRestaurante),
    index('re_tb_balancas_unidades_balanca_idx').on(t.idBal),
    check('re_tb_balancas_unidades_inativo_ck', sql`${t.indInativo} in (0, 1)`),
  ],
);

/** Scale ↔ restaurant ↔ user: which scales a user weighs on, per restaurant. */
export const reTbRestBalancasUsuarios = pgTable(
  're_tb_rest_balancas_usuarios',
  {
    idBalRestUsuario: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idRestaurante: integer().notNull(),
    idBal: integer().notNull(),
    idUsuario: integer().notNull(),
    indInativo: indInativo(),
  },
  (t) => [
    companyFk('re_tb_rest_balancas_usuarios_restaurante_fk', t.idRestaurante, reTbRestaurantes.idRestaurante),
    companyFk('re_tb_rest_balancas_usuarios_balanca_fk', t.idBal, reTbCadBalancas.idBal),
    fk('re_tb_rest_balancas_usuarios_usuario_fk', t.idUsuario, usuarios.idUsuario).onDelete('cascade'),
    uniqueIndex('re_tb_rest_balancas_usuarios_uq').on(t.idEmpresa, t.idRestaurante, t.idBal, t.idUsuario),
    index('re_tb_rest_balancas_usuarios_usuario_idx').on(t.idUsuario, t.idEmpresa),
    index('re_tb_rest_balancas_usuarios_balanca_idx').on(t.idBal),
    check('re_tb_rest_balancas_usuarios_inativo_ck', sql`${t.indInativo} in (0, 1)`),
  ],
);

/** Scale ↔ satellite. A scale may be active in one satellite only, and a pair is registered once. */
export const reTbSatBalancas = pgTable(
  're_tb_sat_balancas',
  {
    idSatBal: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idBal: integer().notNull(),
    idSatelite: integer().notNull(),
    indInativo: indInativo(),
  },
  (t) => [
    companyFk('re_tb_sat_balancas_balanca_fk', t.idBal, reTbCadBalancas.idBal),
    companyFk('re_tb_sat_balancas_satelite_fk', t.idSatelite, reTbUnidadesSatelite.idSatelite),
    uniqueIndex('re_tb_sat_balancas_par_uq').on(t.idBal, t.idSatelite),
    uniqueIndex('re_tb_sat_balancas_ativa_uq').on(t.idBal).where(sql`${t.indInativo} = 0`),
    index('re_tb_sat_balancas_satelite_idx').on(t.idEmpresa, t.idSatelite),
    check('re_tb_sat_balancas_inativo_ck', sql`${t.indInativo} in (0, 1)`),
  ],
);
