import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
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
    /** 1 while the user receives the weekly digest of their units; each user may switch it off. */
    indResumoSemanal: smallint().notNull().default(1),
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

/**
 * One-time login tickets for loginByNumSeq (spec §4 LoginNumSeq): a random secret handed to the caller once,
 * kept only as its SHA-256; redeeming deletes it. `idEmpresa` is the company the issuing session had.
 */
export const loginTickets = pgTable(
  'login_tickets',
  {
    desHash: varchar({ length: 64 }).primaryKey(),
    idUsuario: integer()
      .notNull()
      .references(() => usuarios.idUsuario, { onDelete: 'cascade' }),
    idEmpresa: integer().references(() => empresas.idEmpresa, { onDelete: 'set null' }),
    dtaExpiracao: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('login_tickets_usuario_idx').on(t.idUsuario)],
);

/**
 * Login limits shared by every instance: one fixed-window counter per kind ('conta', 'endereco', 'ticket')
 * and key (an account, a client address, a ticket issuer). A row whose window has passed starts over.
 */
export const loginTentativas = pgTable(
  'login_tentativas',
  {
    tipLimite: varchar({ length: 16 }).notNull(),
    desChave: varchar({ length: 256 }).notNull(),
    dtaInicio: timestamp({ withTimezone: true }).notNull(),
    qtdTentativas: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tipLimite, t.desChave] })],
);

/**
 * Every change of a user's access in a company (the ind* flags, the approval rights per restaurant): who made
 * it (the author's id, and his name when it was made, so the row outlives him), what changed, before and
 * after, when. `desAutor` names the command line for changes made outside the app (admin:create).
 */
export const acessosHistorico = pgTable(
  're_tb_acessos_historico',
  {
    idHistorico: serial().primaryKey(),
    idEmpresa: integer().notNull(),
    idUsuario: integer().notNull(),
    idUsuarioAutor: integer(),
    desAutor: varchar({ length: 200 }).notNull(),
    desAlteracao: varchar({ length: 300 }).notNull(),
    desAntes: varchar({ length: 100 }).notNull(),
    desDepois: varchar({ length: 100 }).notNull(),
    dtaRegistro: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Named explicitly: the generated names would pass PostgreSQL's 63-character limit.
    foreignKey({
      name: 're_tb_acessos_historico_empresa_fk',
      columns: [t.idEmpresa],
      foreignColumns: [empresas.idEmpresa],
    }).onDelete('cascade'),
    foreignKey({
      name: 're_tb_acessos_historico_usuario_fk',
      columns: [t.idUsuario],
      foreignColumns: [usuarios.idUsuario],
    }).onDelete('cascade'),
    foreignKey({
      name: 're_tb_acessos_historico_autor_fk',
      columns: [t.idUsuarioAutor],
      foreignColumns: [usuarios.idUsuario],
    }).onDelete('set null'),
    index('re_tb_acessos_historico_usuario_idx').on(t.idEmpresa, t.idUsuario, t.dtaRegistro),
  ],
);
