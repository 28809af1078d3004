import type { TipDestino } from '@domain/rules/co2e';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  businessDate,
  classeCheckSql,
  companyFk,
  idEmpresa,
  indInativo,
  kg,
  money,
  pctEvitavel,
  tipClasse,
} from './columns';
import { reTbRestaurantes, reTbUnidadesSatelite } from './restaurants';

/** Containers (Cuba GN 1/1, Balde 20 L…). */
export const reTbRecipientes = pgTable(
  're_tb_recipientes',
  {
    idRecipiente: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    desRecipiente: varchar({ length: 200 }).notNull(),
    /** The heaviest plausible gross weighing in this container (kg); null: the waste type's maximum applies. */
    qtdMaxima: kg(),
  },
  (t) => [unique('re_tb_recipientes_empresa_uq').on(t.idEmpresa, t.idRecipiente)],
);

/** Container tare weight per restaurant (kg), one per restaurant and container. */
export const reTbRecipientesPesos = pgTable(
  're_tb_recipientes_pesos',
  {
    idPeso: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idRestaurante: integer().notNull(),
    idRecipiente: integer().notNull(),
    qtdPeso: kg().notNull(),
  },
  (t) => [
    companyFk('re_tb_recipientes_pesos_restaurante_fk', t.idRestaurante, reTbRestaurantes.idRestaurante),
    companyFk('re_tb_recipientes_pesos_recipiente_fk', t.idRecipiente, reTbRecipientes.idRecipiente).onDelete(
      'cascade',
    ),
    unique('re_tb_recipientes_pesos_uq').on(t.idRestaurante, t.idRecipiente),
    index('re_tb_recipientes_pesos_recipiente_idx').on(t.idRecipiente),
    check('re_tb_recipientes_pesos_qtd_ck', sql`${t.qtdPeso} >= 0`),
  ],
);

/** Waste destinations (Compostagem, Ração animal…). */
export const reTbDestResiduos = pgTable(
  're_tb_dest_residuos',
  {
    idDestino: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    desDestino: varchar({ length: 200 }).notNull(),
    indInativo: indInativo(),
    /** The kind (TIP_DESTINO in src/domain/rules/co2e.ts): ATERRO, COMPOSTAGEM… ('OUTRO' when not told). */
    tipDestino: varchar({ length: 12 }).$type<TipDestino>().notNull().default('OUTRO'),
    /**
     * kg CO2e per kg of net waste sent here (the kind's default unless the company edits it). The rollups carry
     * net kg × this factor (qtd_co2e); a change recomputes them (re_resumo_co2e_recalc, drizzle/0022).
     */
    fatorCo2e: numeric({ precision: 9, scale: 6, mode: 'number' }).notNull().default(0.70021),
  },
  (t) => [
    unique('re_tb_dest_residuos_empresa_uq').on(t.idEmpresa, t.idDestino),
    check('re_tb_dest_residuos_inativo_ck', sql`${t.indInativo} in (0, 1)`),
    check(
      're_tb_dest_residuos_tip_destino_ck',
      sql`${t.tipDestino} in ('ATERRO', 'COMPOSTAGEM', 'BIODIGESTAO', 'RACAO', 'DOACAO', 'INCINERACAO', 'OUTRO')`,
    ),
    check('re_tb_dest_residuos_fator_co2e_ck', sql`${t.fatorCo2e} between 0 and 10`),
  ],
);

/** Destination enabled per restaurant and waste type. */
export const reTbDestDesperdicios = pgTable(
  're_tb_dest_desperdicios',
  {
    idDestDesp: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idRestaurante: integer().notNull(),
    idDestino: integer().notNull(),
    tipDesperdicio: smallint().notNull(),
    indInativo: indInativo(),
  },
  (t) => [
    companyFk('re_tb_dest_desperdicios_restaurante_fk', t.idRestaurante, reTbRestaurantes.idRestaurante),
    companyFk('re_tb_dest_desperdicios_destino_fk', t.idDestino, reTbDestResiduos.idDestino),
    uniqueIndex('re_tb_dest_desperdicios_uq').on(t.idEmpresa, t.idRestaurante, t.idDestino, t.tipDesperdicio),
    index('re_tb_dest_desperdicios_destino_idx').on(t.idDestino),
    check('re_tb_dest_desperdicios_tip_ck', sql`${t.tipDesperdicio} between 1 and 4`),
    check('re_tb_dest_desperdicios_inativo_ck', sql`${t.indInativo} in (0, 1)`),
  ],
);

/** Waste types enabled per restaurant; tipCardapio is 1 by default for type 4, otherwise null. */
export const reTbDesperdiciosRest = pgTable(
  're_tb_desperdicios_rest',
  {
    idRestDesp: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idRestaurante: integer().notNull(),
    tipDesperdicio: smallint().notNull(),
    tipCardapio: smallint(),
  },
  (t) => [
    companyFk('re_tb_desperdicios_rest_restaurante_fk', t.idRestaurante, reTbRestaurantes.idRestaurante),
    uniqueIndex('re_tb_desperdicios_rest_uq').on(t.idEmpresa, t.idRestaurante, t.tipDesperdicio),
    index('re_tb_desperdicios_rest_tip_idx').on(t.idEmpresa, t.tipDesperdicio),
    check('re_tb_desperdicios_rest_tip_ck', sql`${t.tipDesperdicio} between 1 and 4`),
  ],
);

/** Input catalogue (raw materials, from the company's item master): mask and level codes, cost per kg. */
export const reTbInsumos = pgTable(
  're_tb_insumos',
  {
    idInsumo: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    desInsumo: varchar({ length: 200 }).notNull(),
    codMascara: varchar({ length: 40 }),
    codNivel: varchar({ length: 20 }),
    vlrCustoKg: money(),
    /** The row's code in the company's ERP (master-data import key). */
    codExterno: varchar({ length: 60 }),
    /** Waste class of the input's weighings (null: not classified) and the avoidable share of 'parcial'. */
    tipClasse: tipClasse(),
    pctEvitavel: pctEvitavel(),
  },
  (t) => [
    unique('re_tb_insumos_empresa_uq').on(t.idEmpresa, t.idInsumo),
    check('re_tb_insumos_classe_ck', classeCheckSql(t.tipClasse, t.pctEvitavel)),
    uniqueIndex('re_tb_insumos_cod_externo_uq').on(t.idEmpresa, t.codExterno),
    index('re_tb_insumos_mascara_idx').on(t.idEmpresa, t.codMascara),
  ],
);

/** Monitored inputs (input-waste register): one row per input; deactivating sets indInativo 1. */
export const reTbDespInsumos = pgTable(
  're_tb_desp_insumos',
  {
    idInsumo: integer().primaryKey(),
    idEmpresa: idEmpresa(),
    indInativo: indInativo(),
  },
  (t) => [
    companyFk('re_tb_desp_insumos_insumo_fk', t.idInsumo, reTbInsumos.idInsumo).onDelete('cascade'),
    index('re_tb_desp_insumos_empresa_idx').on(t.idEmpresa, t.indInativo),
    check('re_tb_desp_insumos_inativo_ck', sql`${t.indInativo} in (0, 1)`),
  ],
);

/**
 * Goals per restaurant (optionally per satellite) and waste type, for a period (dtaFinal null = open).
 * vlrMeta: goal in kg per day; vlrMetaPc: goal in percent.
 */
export const reTbDespMetas = pgTable(
  're_tb_desp_metas',
  {
    idDespMeta: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idRestaurante: integer().notNull(),
    idSatelite: integer(),
    tipDesperdicio: smallint().notNull(),
    dtaInicial: businessDate().notNull(),
    dtaFinal: businessDate(),
    vlrMeta: kg(),
    vlrMetaPc: numeric({ precision: 7, scale: 2, mode: 'number' }),
  },
  (t) => [
    companyFk('re_tb_desp_metas_restaurante_fk', t.idRestaurante, reTbRestaurantes.idRestaurante),
    companyFk('re_tb_desp_metas_satelite_fk', t.idSatelite, reTbUnidadesSatelite.idSatelite),
    index('re_tb_desp_metas_rest_tip_idx').on(t.idEmpresa, t.idRestaurante, t.tipDesperdicio, t.dtaInicial),
    index('re_tb_desp_metas_satelite_idx').on(t.idSatelite),
    check('re_tb_desp_metas_tip_ck', sql`${t.tipDesperdicio} between 1 and 4`),
    check('re_tb_desp_metas_periodo_ck', sql`${t.dtaFinal} is null or ${t.dtaFinal} >= ${t.dtaInicial}`),
  ],
);

/**
 * The waste class of each waste type (1–4) per company: the class a weighing takes when neither its input nor
 * its sale item is classified (src/domain/rules/waste-classes.ts). A type without a row is not classified.
 */
export const reTbTipDespClasses = pgTable(
  're_tb_tip_desp_classes',
  {
    idEmpresa: idEmpresa(),
    tipDesperdicio: smallint().notNull(),
    tipClasse: tipClasse(),
    pctEvitavel: pctEvitavel(),
  },
  (t) => [
    primaryKey({ name: 're_tb_tip_desp_classes_pk', columns: [t.idEmpresa, t.tipDesperdicio] }),
    check('re_tb_tip_desp_classes_tip_ck', sql`${t.tipDesperdicio} between 1 and 4`),
    check('re_tb_tip_desp_classes_classe_ck', classeCheckSql(t.tipClasse, t.pctEvitavel)),
  ],
);
