import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { businessDate } from './columns';

/*
 * The rollup's tables (re_tb_desp_resumo_*): the waste summed per day and month at several levels, kept by the
 * SQL functions of the migrations and read only through src/server/modules/rollup (docs/architecture/rollup.md).
 */

/**
 * The measures of every daily rollup level: kg, cost (R$) and appointments (fresh builders per table). qtdKg
 * is the NET kg (sum of qtd_liquido = gross − tare; drizzle/0012_resumo_liquido.sql), under its old name.
 */
const rollupMeasures = () => ({
  qtdKg: numeric({ precision: 16, scale: 3, mode: 'number' }).notNull().default(0),
  vlrCusto: numeric({ precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  qtdApontamentos: integer().notNull().default(0),
  /** How many of those weighings were read from the scale (tipOrigemPeso 'L'). */
  qtdLidos: integer().notNull().default(0),
  /**
   * kg CO2e: net kg × the factor of the row's destination (re_tb_dest_residuos.fator_co2e; 0 without a
   * destination). Every product has at most 9 decimals (3 of the kg, 6 of the factor), so scale 9 keeps the sums
   * exact; a fixed scale stores one spelling of each value, so a rollup equals its rebuild also as text (an
   * unbounded numeric kept the scale of its last delta: 0.000000000 against 0.000).
   */
  qtdCo2e: numeric({ precision: 38, scale: 9, mode: 'number' }).notNull().default(0),
});

/** The keys of the class rollups after their day or month: the type, the sale item and the input (absent: 0). */
const classKeys = () => ({
  tipDesperdicio: smallint().notNull(),
  idItemVenda: integer().notNull().default(0),
  idInsumo: integer().notNull().default(0),
});

/**
 * Daily rollup of the appointments: one row per company, restaurant, satellite, type, destination,
 * sale item, product, grouping, input and business day, with the kg, the cost and the count. Keys absent on
 * the appointment are 0 (so the key is a plain primary key). Kept in step with re_tb_desperdicios_det and
 * re_tb_desp_custos by database triggers (every save, edit and delete, whatever the code path); rebuilt in
 * one statement after bulk loads. The dashboards and reports aggregate this table, never the raw rows.
 */
export const reTbDespResumoDia = pgTable(
  're_tb_desp_resumo_dia',
  {
    idEmpresa: integer().notNull(),
    idRestaurante: integer().notNull(),
    idSatelite: integer().notNull().default(0),
    tipDesperdicio: smallint().notNull(),
    idDestino: integer().notNull().default(0),
    idItemVenda: integer().notNull().default(0),
    idProduto: integer().notNull().default(0),
    idAgrupamento: integer().notNull().default(0),
    idInsumo: integer().notNull().default(0),
    dtaApontamento: businessDate().notNull(),
    ...rollupMeasures(),
  },
  (t) => [
    primaryKey({
      name: 're_tb_desp_resumo_dia_pk',
      columns: [
        t.idEmpresa,
        t.dtaApontamento,
        t.idRestaurante,
        t.tipDesperdicio,
        t.idSatelite,
        t.idDestino,
        t.idItemVenda,
        t.idProduto,
        t.idAgrupamento,
        t.idInsumo,
      ],
    }),
    // The primary key serves (company, day, restaurant); these serve the dashboards' other access paths.
    // drizzle/0023 adds re_tb_desp_resumo_dia_classe_idx (company, restaurant, day) INCLUDE (type, sale item,
    // input, kg, R$, CO2e): the split by waste class reads it index-only (drizzle cannot declare INCLUDE).
    index('re_tb_desp_resumo_dia_rest_idx').on(t.idEmpresa, t.idRestaurante, t.dtaApontamento),
    index('re_tb_desp_resumo_dia_tip_idx').on(
      t.idEmpresa,
      t.tipDesperdicio,
      t.dtaApontamento,
      t.idRestaurante,
    ),
    index('re_tb_desp_resumo_dia_satelite_idx')
      .on(t.idEmpresa, t.idSatelite, t.dtaApontamento)
      .where(sql`${t.idSatelite} <> 0`),
  ],
);

/**
 * The COARSE daily rollup: re_tb_desp_resumo_dia summed over its item/product/grouping/input keys —
 * one row per (company, day, restaurant, type, satellite, destination; absent keys 0). Every dashboard and
 * report that needs no item/product/grouping/input reads this one (far fewer rows). Kept in step by
 * statement triggers on re_tb_desp_resumo_dia (drizzle/0007_resumo_rest_dia.sql) and rebuilt with it
 * by rebuildResumoDia (src/server/modules/rollup/rebuild.ts).
 */
export const reTbDespResumoRestDia = pgTable(
  're_tb_desp_resumo_rest_dia',
  {
    idEmpresa: integer().notNull(),
    idRestaurante: integer().notNull(),
    idSatelite: integer().notNull().default(0),
    tipDesperdicio: smallint().notNull(),
    idDestino: integer().notNull().default(0),
    dtaApontamento: businessDate().notNull(),
    ...rollupMeasures(),
  },
  (t) => [
    primaryKey({
      name: 're_tb_desp_resumo_rest_dia_pk',
      columns: [t.idEmpresa, t.dtaApontamento, t.idRestaurante, t.tipDesperdicio, t.idSatelite, t.idDestino],
    }),
    index('re_tb_desp_resumo_rest_dia_rest_idx').on(t.idEmpresa, t.idRestaurante, t.dtaApontamento),
    // The satellite views (volumes by satellite) read only the rows of satellites.
    index('re_tb_desp_resumo_rest_dia_satelite_idx')
      .on(t.idEmpresa, t.idSatelite, t.dtaApontamento)
      .where(sql`${t.idSatelite} <> 0`),
  ],
);

/**
 * The TYPE daily rollup: re_tb_desp_resumo_rest_dia summed over its satellite and destination keys —
 * one row per company, restaurant, type and day (~30k rows per 20 restaurants and year, a fifth of the coarse
 * one). Read by the dashboards and reports that need only (day, restaurant, type): the indicators, Inicial,
 * Desafio, Metas, volumes by restaurant, the restaurant comparisons and two reports. Kept from the coarse
 * rollup by statement triggers (drizzle/0010_resumo_tip_dia.sql) and rebuilt with it by
 * rebuildResumoDia (src/server/modules/rollup/rebuild.ts).
 */
export const reTbDespResumoTipDia = pgTable(
  're_tb_desp_resumo_tip_dia',
  {
    idEmpresa: integer().notNull(),
    idRestaurante: integer().notNull(),
    tipDesperdicio: smallint().notNull(),
    dtaApontamento: businessDate().notNull(),
    ...rollupMeasures(),
  },
  (t) => [
    // (company, restaurant, day) is the readers' access path: `id_restaurante = any(...)` and a day range.
    primaryKey({
      name: 're_tb_desp_resumo_tip_dia_pk',
      columns: [t.idEmpresa, t.idRestaurante, t.dtaApontamento, t.tipDesperdicio],
    }),
  ],
);

/**
 * The DAILY class rollup: re_tb_desp_resumo_dia summed over the keys the split by waste class does not need —
 * one row per company, restaurant, day, type, sale item and input (absent keys 0; about a fifth of the fine
 * rollup's rows). The split by class (modules/rollup/por-classe) reads it for the days of the partial months at
 * the edges of a period and for its sums per day (Metas counting only the avoidable kg), then joins the
 * classes, so a class edit still applies to the whole history at once. Kept with the other levels by the same
 * deltas applied at commit, and rebuilt with them (drizzle/0025_resumo_classe.sql).
 */
export const reTbDespResumoClasseDia = pgTable(
  're_tb_desp_resumo_classe_dia',
  {
    idEmpresa: integer().notNull(),
    idRestaurante: integer().notNull(),
    dtaApontamento: businessDate().notNull(),
    ...classKeys(),
    ...rollupMeasures(),
  },
  (t) => [
    // (company, restaurant, day) is the readers' access path, like the type rollup's.
    primaryKey({
      name: 're_tb_desp_resumo_classe_dia_pk',
      columns: [t.idEmpresa, t.idRestaurante, t.dtaApontamento, t.tipDesperdicio, t.idItemVenda, t.idInsumo],
    }),
    // Metas reads one type per restaurant and day over a long period.
    index('re_tb_desp_resumo_classe_dia_tip_idx').on(
      t.idEmpresa,
      t.tipDesperdicio,
      t.idRestaurante,
      t.dtaApontamento,
    ),
  ],
);

/**
 * The MONTHLY class rollup: the daily class rollup summed by month — one row per company, restaurant, month
 * (dta_mes: its first day), type, sale item and input (a few thousand rows per 20 restaurants and year). The
 * split by class reads it for the whole months of a period. Kept and rebuilt like the daily class rollup
 * (drizzle/0025_resumo_classe.sql).
 */
export const reTbDespResumoClasseMes = pgTable(
  're_tb_desp_resumo_classe_mes',
  {
    idEmpresa: integer().notNull(),
    idRestaurante: integer().notNull(),
    dtaMes: businessDate().notNull(),
    ...classKeys(),
    ...rollupMeasures(),
  },
  (t) => [
    primaryKey({
      name: 're_tb_desp_resumo_classe_mes_pk',
      columns: [t.idEmpresa, t.idRestaurante, t.dtaMes, t.tipDesperdicio, t.idItemVenda, t.idInsumo],
    }),
  ],
);

/**
 * The MONTHLY item rollup: the fine rollup summed by month over the keys the surplus by dish group does not
 * need — one row per company, restaurant, month (dta_mes: its first day), type, satellite, sale item and product
 * (absent keys 0; a few thousand rows per 20 restaurants and year, against a quarter of a million daily fine
 * rows). The Grupo de pratos dashboard (modules/rollup/readers/excedente-por-pratos) reads it for the whole
 * months of a period and the fine rollup for the days of the partial months at its edges. Kept with the other
 * levels by the same deltas applied at commit, and rebuilt with them (drizzle/0026_resumo_item_mes.sql).
 */
export const reTbDespResumoItemMes = pgTable(
  're_tb_desp_resumo_item_mes',
  {
    idEmpresa: integer().notNull(),
    idRestaurante: integer().notNull(),
    dtaMes: businessDate().notNull(),
    tipDesperdicio: smallint().notNull(),
    idSatelite: integer().notNull().default(0),
    idItemVenda: integer().notNull().default(0),
    idProduto: integer().notNull().default(0),
    ...rollupMeasures(),
  },
  (t) => [
    // (company, restaurant, month) is the reader's access path: `id_restaurante = any(...)` and a month range.
    primaryKey({
      name: 're_tb_desp_resumo_item_mes_pk',
      columns: [
        t.idEmpresa,
        t.idRestaurante,
        t.dtaMes,
        t.tipDesperdicio,
        t.idSatelite,
        t.idItemVenda,
        t.idProduto,
      ],
    }),
  ],
);

/**
 * The MONTHLY destination rollup: the coarse rollup summed by month without the satellite — one row per
 * company, restaurant, month (dta_mes: its first day), type and destination (0: none; a few thousand rows per 20
 * restaurants and year, against some eighty thousand daily coarse rows). The Destinos dashboard's share per
 * destination (modules/rollup/readers/destinos) reads it for the whole months of a period and the coarse daily
 * rollup for the days of the partial months at its edges. Kept with the other levels by the same deltas applied
 * at commit, and rebuilt with them (drizzle/0027_resumo_dest_mes.sql).
 */
export const reTbDespResumoDestMes = pgTable(
  're_tb_desp_resumo_dest_mes',
  {
    idEmpresa: integer().notNull(),
    idRestaurante: integer().notNull(),
    dtaMes: businessDate().notNull(),
    tipDesperdicio: smallint().notNull(),
    idDestino: integer().notNull().default(0),
    ...rollupMeasures(),
  },
  (t) => [
    // (company, restaurant, month) is the reader's access path: `id_restaurante = any(...)` and a month range.
    primaryKey({
      name: 're_tb_desp_resumo_dest_mes_pk',
      columns: [t.idEmpresa, t.idRestaurante, t.dtaMes, t.tipDesperdicio, t.idDestino],
    }),
  ],
);
