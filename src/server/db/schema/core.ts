import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Companies (empresas). Every business row belongs to one. */
export const empresas = pgTable('empresas', {
  idEmpresa: serial().primaryKey(),
  desEmpresa: varchar({ length: 200 }).notNull(),
});

/** Base users (spec §3 "Base user"). desSenha holds an argon2id hash. */
export const usuarios = pgTable(
  'nl_base_usuarios',
  {
    idUsuario: serial().primaryKey(),
    desUsuario: varchar({ length: 100 }).notNull(),
    desPessoa: varchar({ length: 200 }).notNull(),
    desEmail: varchar({ length: 200 }).notNull(),
    desSenha: text().notNull(),
    dtaCriacao: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dtaAlteracao: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nl_base_usuarios_email_uq').on(sql`lower(${t.desEmail})`),
    uniqueIndex('nl_base_usuarios_usuario_uq').on(sql`lower(${t.desUsuario})`),
  ],
);

/** Access record per user and company: the ind* flags (spec §3, §6). */
export const acessos = pgTable(
  're_tb_acesso_desperdicio',
  {
    idAcesso: serial().primaryKey(),
    idEmpresa: integer()
      .notNull()
      .references(() => empresas.idEmpresa),
    idUsuario: integer().notNull(),
    indRetAdm: boolean().notNull().default(false),
    indApontamentos: boolean().notNull().default(false),
    indParametros: boolean().notNull().default(false),
    indAlertas: boolean().notNull().default(false),
    indRelatorios: boolean().notNull().default(false),
    indNrSatelites: boolean().notNull().default(false),
    indLblDesafios: boolean().notNull().default(false),
    indApp: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('re_tb_acesso_usuario_empresa_uq').on(t.idUsuario, t.idEmpresa),
    // Named explicitly: the generated name would pass PostgreSQL's 63-character limit.
    foreignKey({
      name: 're_tb_acesso_desperdicio_usuario_fk',
      columns: [t.idUsuario],
      foreignColumns: [usuarios.idUsuario],
    }).onDelete('cascade'),
    index('re_tb_acesso_empresa_idx').on(t.idEmpresa),
  ],
);

/** One-time login tickets for loginByNumSeq (spec §4 LoginNumSeq). */
export const loginTickets = pgTable(
  'login_tickets',
  {
    numSeq: serial().primaryKey(),
    idUsuario: integer()
      .notNull()
      .references(() => usuarios.idUsuario, { onDelete: 'cascade' }),
    dtaExpiracao: timestamp({ withTimezone: true }).notNull(),
    dtaUso: timestamp({ withTimezone: true }),
  },
  (t) => [index('login_tickets_usuario_idx').on(t.idUsuario)],
);
