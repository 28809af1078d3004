import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { businessDate, companyFk, idEmpresa, indInativo } from './columns';

/** Restaurant groups (dashboards and several registers filter by group). */
export const reTbGruposRestaurantes = pgTable(
  're_tb_grupos_restaurantes',
  {
    idGrupo: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    desGrupo: varchar({ length: 200 }).notNull(),
    /** The row's code in the company's ERP (master-data import key). */
    codExterno: varchar({ length: 60 }),
  },
  (t) => [
    unique('re_tb_grupos_restaurantes_empresa_uq').on(t.idEmpresa, t.idGrupo),
    uniqueIndex('re_tb_grupos_restaurantes_cod_externo_uq').on(t.idEmpresa, t.codExterno),
  ],
);

/** Restaurants (units). A restaurant belongs to at most one group. Displayed as 'id - name'. */
export const reTbRestaurantes = pgTable(
  're_tb_restaurantes',
  {
    idRestaurante: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    desRestaurante: varchar({ length: 200 }).notNull(),
    idGrupo: integer(),
    indInativo: indInativo(),
    /** The restaurant's IANA time zone: its 'today', the day of its instants, its routines' days. */
    desFusoHorario: varchar({ length: 64 }).notNull().default('America/Sao_Paulo'),
    /** The row's code in the company's ERP (master-data import key). */
    codExterno: varchar({ length: 60 }),
  },
  (t) => [
    unique('re_tb_restaurantes_empresa_uq').on(t.idEmpresa, t.idRestaurante),
    uniqueIndex('re_tb_restaurantes_cod_externo_uq').on(t.idEmpresa, t.codExterno),
    companyFk('re_tb_restaurantes_grupo_fk', t.idGrupo, reTbGruposRestaurantes.idGrupo),
    index('re_tb_restaurantes_grupo_idx').on(t.idEmpresa, t.idGrupo),
    check('re_tb_restaurantes_inativo_ck', sql`${t.indInativo} in (0, 1)`),
  ],
);

/** Satellite units (satellite kitchens served by a restaurant). Displayed as 'codSatelite - desSatelite'. */
export const reTbUnidadesSatelite = pgTable(
  're_tb_unidades_satelite',
  {
    idSatelite: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    codSatelite: varchar({ length: 30 }).notNull(),
    desSatelite: varchar({ length: 200 }).notNull(),
    idRestaurante: integer().notNull(),
    indInativo: indInativo(),
  },
  (t) => [
    unique('re_tb_unidades_satelite_empresa_uq').on(t.idEmpresa, t.idSatelite),
    unique('re_tb_unidades_satelite_cod_uq').on(t.idEmpresa, t.codSatelite),
    companyFk('re_tb_unidades_satelite_restaurante_fk', t.idRestaurante, reTbRestaurantes.idRestaurante),
    index('re_tb_unidades_satelite_restaurante_idx').on(t.idEmpresa, t.idRestaurante),
    check('re_tb_unidades_satelite_inativo_ck', sql`${t.indInativo} in (0, 1)`),
  ],
);

/** Meals served per restaurant and day (denominator of the g/refeição indicators). */
export const reTbRefeicoes = pgTable(
  're_tb_refeicoes',
  {
    idRefeicao: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idRestaurante: integer().notNull(),
    dtaRefeicao: businessDate().notNull(),
    qtdRefeicoes: integer().notNull(),
  },
  (t) => [
    companyFk('re_tb_refeicoes_restaurante_fk', t.idRestaurante, reTbRestaurantes.idRestaurante),
    uniqueIndex('re_tb_refeicoes_dia_uq').on(t.idEmpresa, t.idRestaurante, t.dtaRefeicao),
    check('re_tb_refeicoes_qtd_ck', sql`${t.qtdRefeicoes} >= 0`),
  ],
);
