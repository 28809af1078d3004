import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { businessDate, companyFk, fk, idEmpresa, instant, kg } from './columns';
import { usuarios } from './core';
import { reTbGruposRestaurantes, reTbRestaurantes } from './restaurants';

/**
 * Parameters (spec §3): desParametro containing '/U' are per restaurant (idRestaurante set), others global
 * (idRestaurante null). One row per (company, restaurant or global, desParametro, seqParametro).
 */
export const reTbParametros = pgTable(
  're_tb_parametros',
  {
    idParametro: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idRestaurante: integer(),
    desParametro: varchar({ length: 100 }).notNull(),
    seqParametro: integer().notNull(),
    vlrParametroDec: numeric({ precision: 18, scale: 4, mode: 'number' }),
    vlrParametroDta: businessDate(),
    vlrParametroInt: integer(),
    vlrParametroTxt: text(),
    txtObservacao: text(),
    txtParametro: text(),
  },
  (t) => [
    companyFk('re_tb_parametros_restaurante_fk', t.idRestaurante, reTbRestaurantes.idRestaurante).onDelete(
      'cascade',
    ),
    uniqueIndex('re_tb_parametros_uq').on(
      t.idEmpresa,
      sql`coalesce(${t.idRestaurante}, 0)`,
      t.desParametro,
      t.seqParametro,
    ),
    index('re_tb_parametros_busca_idx').on(t.idEmpresa, t.desParametro, t.idRestaurante),
  ],
);

/** Editable labels per screen (desTela), e.g. the Desafio dashboard texts. */
export const reTbLabels = pgTable(
  're_tb_labels',
  {
    idLabel: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    desLabel: varchar({ length: 200 }).notNull(),
    desTela: varchar({ length: 100 }).notNull(),
    defaultValue: text(),
    desValor: text(),
  },
  (t) => [unique('re_tb_labels_uq').on(t.idEmpresa, t.desTela, t.desLabel)],
);

/**
 * Alerts. tipAlerta 0, 1, 2 choose the notification icon; targeted at a restaurant group and/or a user.
 * indStatus 1 active / 0 inactive; indNotificar and indEmail 1/0. Optional rule: tipDesperdicio and vlrLimite
 * (kg) for the notification routine.
 */
export const reTbAlertas = pgTable(
  're_tb_alertas',
  {
    idAlerta: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    desAlerta: varchar({ length: 500 }).notNull(),
    tipAlerta: smallint().notNull().default(0),
    idGrupo: integer(),
    idUsuario: integer(),
    tipDesperdicio: smallint(),
    vlrLimite: kg(),
    /**
     * The rule the notification routine evaluates: 0 unit without appointments yesterday, 1 waste
     * above the goal yesterday, 2 appointments pending approval for more than a day.
     */
    tipRegra: smallint().notNull().default(0),
    indStatus: smallint().notNull().default(1),
    indNotificar: smallint().notNull().default(1),
    indEmail: smallint().notNull().default(0),
    dtaCriacao: instant().notNull().defaultNow(),
  },
  (t) => [
    companyFk('re_tb_alertas_grupo_fk', t.idGrupo, reTbGruposRestaurantes.idGrupo),
    fk('re_tb_alertas_usuario_fk', t.idUsuario, usuarios.idUsuario).onDelete('cascade'),
    index('re_tb_alertas_empresa_idx').on(t.idEmpresa, t.indStatus),
    check('re_tb_alertas_tip_ck', sql`${t.tipAlerta} in (0, 1, 2)`),
    check('re_tb_alertas_tip_desp_ck', sql`${t.tipDesperdicio} between 1 and 4`),
    check('re_tb_alertas_tip_regra_ck', sql`${t.tipRegra} in (0, 1, 2)`),
    check(
      're_tb_alertas_flags_ck',
      sql`${t.indStatus} in (0, 1) and ${t.indNotificar} in (0, 1) and ${t.indEmail} in (0, 1)`,
    ),
  ],
);

/**
 * Notifications per user (txtMensagem is HTML). indLido 0 unread, 1 read. chave deduplicates the daily
 * routine: one notification per (company, user, chave).
 */
export const reTbNotificacoes = pgTable(
  're_tb_notificacoes',
  {
    idNotificacao: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idAlerta: integer(),
    idUsuario: integer().notNull(),
    indLido: smallint().notNull().default(0),
    txtMensagem: text().notNull(),
    dtaRegistro: instant().notNull().defaultNow(),
    chave: text(),
  },
  (t) => [
    fk('re_tb_notificacoes_alerta_fk', t.idAlerta, reTbAlertas.idAlerta).onDelete('set null'),
    fk('re_tb_notificacoes_usuario_fk', t.idUsuario, usuarios.idUsuario).onDelete('cascade'),
    unique('re_tb_notificacoes_chave_uq').on(t.idEmpresa, t.idUsuario, t.chave),
    index('re_tb_notificacoes_nao_lidas_idx')
      .on(t.idEmpresa, t.idUsuario, t.dtaRegistro)
      .where(sql`${t.indLido} = 0`),
    index('re_tb_notificacoes_alerta_idx').on(t.idAlerta),
    check('re_tb_notificacoes_lido_ck', sql`${t.indLido} in (0, 1)`),
  ],
);
