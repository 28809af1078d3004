import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  time,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  businessDate,
  classeCheckSql,
  companyFk,
  idEmpresa,
  instant,
  kg,
  money,
  pctEvitavel,
  tipClasse,
} from './columns';
import { reTbRestaurantes, reTbUnidadesSatelite } from './restaurants';

/** Groupings of products (Proteína, Guarnição…): the kanban and the surplus entry can be done by grouping. */
export const reTbAgrupamento = pgTable(
  're_tb_agrupamento',
  {
    codAgrupamento: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    desAgrupamento: varchar({ length: 200 }).notNull(),
    /** The row's code in the company's ERP (master-data import key). */
    codExterno: varchar({ length: 60 }),
  },
  (t) => [
    unique('re_tb_agrupamento_empresa_uq').on(t.idEmpresa, t.codAgrupamento),
    uniqueIndex('re_tb_agrupamento_cod_externo_uq').on(t.idEmpresa, t.codExterno),
  ],
);

/** Dish groups (Prato principal, Guarnição…), used by plate weights and the dish-group surplus dashboard. */
export const reTbGrupoPrato = pgTable(
  're_tb_grupo_prato',
  {
    idGrupoPrato: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    desGrupoPrato: varchar({ length: 200 }).notNull(),
    /** The row's code in the company's ERP (master-data import key). */
    codExterno: varchar({ length: 60 }),
  },
  (t) => [
    unique('re_tb_grupo_prato_empresa_uq').on(t.idEmpresa, t.idGrupoPrato),
    uniqueIndex('re_tb_grupo_prato_cod_externo_uq').on(t.idEmpresa, t.codExterno),
  ],
);

/** Plate weight per dish group: qtdPrato kg per plate (idGrupo is the dish group). */
export const reGramaturaPratos = pgTable(
  're_gramatura_pratos',
  {
    idGramatura: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idGrupo: integer().notNull(),
    qtdPrato: kg().notNull(),
  },
  (t) => [
    companyFk('re_gramatura_pratos_grupo_fk', t.idGrupo, reTbGrupoPrato.idGrupoPrato).onDelete('cascade'),
    uniqueIndex('re_gramatura_pratos_grupo_uq').on(t.idEmpresa, t.idGrupo),
    check('re_gramatura_pratos_qtd_ck', sql`${t.qtdPrato} >= 0`),
  ],
);

/** Sale items (what the restaurant serves), each in an optional dish group. */
export const reMvItensVenda = pgTable(
  're_mv_itens_venda',
  {
    idItemVenda: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    desItemVenda: varchar({ length: 200 }).notNull(),
    idGrupoPrato: integer(),
    /** The row's code in the company's ERP (master-data import key). */
    codExterno: varchar({ length: 60 }),
    /** Waste class of the item's weighings (null: not classified) and the avoidable share of 'parcial'. */
    tipClasse: tipClasse(),
    pctEvitavel: pctEvitavel(),
  },
  (t) => [
    uniqueIndex('re_mv_itens_venda_cod_externo_uq').on(t.idEmpresa, t.codExterno),
    check('re_mv_itens_venda_classe_ck', classeCheckSql(t.tipClasse, t.pctEvitavel)),
    unique('re_mv_itens_venda_empresa_uq').on(t.idEmpresa, t.idItemVenda),
    companyFk('re_mv_itens_venda_grupo_prato_fk', t.idGrupoPrato, reTbGrupoPrato.idGrupoPrato),
    index('re_mv_itens_venda_grupo_prato_idx').on(t.idEmpresa, t.idGrupoPrato),
  ],
);

/** Products (preparations produced by the kitchen), in an optional grouping, with a cost per kg. */
export const reTbProdutos = pgTable(
  're_tb_produtos',
  {
    idProduto: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    desProduto: varchar({ length: 200 }).notNull(),
    codAgrupamento: integer(),
    vlrCustoKg: money(),
    /** The row's code in the company's ERP (master-data import key). */
    codExterno: varchar({ length: 60 }),
  },
  (t) => [
    uniqueIndex('re_tb_produtos_cod_externo_uq').on(t.idEmpresa, t.codExterno),
    unique('re_tb_produtos_empresa_uq').on(t.idEmpresa, t.idProduto),
    companyFk('re_tb_produtos_agrupamento_fk', t.codAgrupamento, reTbAgrupamento.codAgrupamento),
    index('re_tb_produtos_agrupamento_idx').on(t.idEmpresa, t.codAgrupamento),
  ],
);

/** Which products make up a sale item; idRestaurante null = valid for every restaurant. */
export const reTbItensProdutos = pgTable(
  're_tb_itens_produtos',
  {
    idItemProduto: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idItemVenda: integer().notNull(),
    idProduto: integer().notNull(),
    idRestaurante: integer(),
  },
  (t) => [
    companyFk('re_tb_itens_produtos_item_fk', t.idItemVenda, reMvItensVenda.idItemVenda).onDelete('cascade'),
    companyFk('re_tb_itens_produtos_produto_fk', t.idProduto, reTbProdutos.idProduto).onDelete('cascade'),
    companyFk(
      're_tb_itens_produtos_restaurante_fk',
      t.idRestaurante,
      reTbRestaurantes.idRestaurante,
    ).onDelete('cascade'),
    uniqueIndex('re_tb_itens_produtos_uq').on(
      t.idEmpresa,
      t.idItemVenda,
      t.idProduto,
      sql`coalesce(${t.idRestaurante}, 0)`,
    ),
    index('re_tb_itens_produtos_produto_idx').on(t.idEmpresa, t.idProduto),
  ],
);

/**
 * Production kanban: what each restaurant plans to produce per menu day. Entries of surplus need an active
 * kanban for the day (spec §4: 0 none, 1 active found, 2 only inactive found).
 */
export const reTbKanbanProducao = pgTable(
  're_tb_kanban_producao',
  {
    idKanban: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idRestaurante: integer().notNull(),
    dtaCardapio: businessDate().notNull(),
    idItemVenda: integer().notNull(),
    idProduto: integer().notNull(),
    codAgrupamento: integer(),
    qtdPlanejada: kg(),
    qtdProduzida: kg(),
    indAtivo: boolean().notNull().default(true),
    /**
     * How the kitchen closed the line (the surplus screen, a tablet's outbox, or the kanban import): 'S' no
     * surplus (0 kg), 'E' ran out at horEsgotado (that day's demand is only known to be at least qtdProduzida);
     * null: not closed (its surplus, when weighed, is in the weighings of waste type 2).
     */
    tipFechamento: varchar({ length: 1 }),
    horEsgotado: time(),
    /**
     * When the closing now in force, or the reopening that withdrew it, was made (on the device): a closing made
     * earlier never replaces it.
     */
    dthFechamento: instant(),
    /** The plan as it was before the first accepted suggestion (null: never changed by a suggestion). */
    qtdPlanejadaOriginal: kg(),
  },
  (t) => [
    companyFk('re_tb_kanban_producao_restaurante_fk', t.idRestaurante, reTbRestaurantes.idRestaurante),
    companyFk('re_tb_kanban_producao_item_fk', t.idItemVenda, reMvItensVenda.idItemVenda),
    companyFk('re_tb_kanban_producao_produto_fk', t.idProduto, reTbProdutos.idProduto),
    companyFk('re_tb_kanban_producao_agrupamento_fk', t.codAgrupamento, reTbAgrupamento.codAgrupamento),
    // The import's natural key of a kanban line (not unique: rows entered before the import may repeat it). It
    // also serves the lookups by restaurant and day (its prefix), so it replaces re_tb_kanban_producao_rest_dia_idx,
    // which the planner preferred for the import's key lookups (a hundred rows read per line).
    check(
      're_tb_kanban_producao_fechamento_ck',
      sql`${t.tipFechamento} is null or ${t.tipFechamento} in ('S', 'E')`,
    ),
    check(
      're_tb_kanban_producao_esgotado_ck',
      sql`coalesce(${t.tipFechamento} = 'E', false) = (${t.horEsgotado} is not null)`,
    ),
    index('re_tb_kanban_producao_chave_idx').on(
      t.idEmpresa,
      t.idRestaurante,
      t.dtaCardapio,
      t.idItemVenda,
      t.idProduto,
    ),
  ],
);

/** Menu: the sale items served per restaurant, day and menu type (tipCardapio). */
export const reTbCardapio = pgTable(
  're_tb_cardapio',
  {
    idCardapio: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idRestaurante: integer().notNull(),
    dtaCardapio: businessDate().notNull(),
    tipCardapio: smallint().notNull().default(1),
    idItemVenda: integer().notNull(),
  },
  (t) => [
    unique('re_tb_cardapio_empresa_uq').on(t.idEmpresa, t.idCardapio),
    companyFk('re_tb_cardapio_restaurante_fk', t.idRestaurante, reTbRestaurantes.idRestaurante),
    companyFk('re_tb_cardapio_item_fk', t.idItemVenda, reMvItensVenda.idItemVenda),
    index('re_tb_cardapio_rest_dia_idx').on(t.idEmpresa, t.idRestaurante, t.dtaCardapio),
  ],
);

/** Meals counted per satellite, sale item, product and day: customers (qtdNrCli) and staff (qtdNrColab). */
export const reTbNrSatelite = pgTable(
  're_tb_nr_satelite',
  {
    idNrSat: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idRestaurante: integer().notNull(),
    idSatelite: integer().notNull(),
    idItemVenda: integer().notNull(),
    idProduto: integer().notNull(),
    dtaNr: businessDate().notNull(),
    qtdNrCli: integer().notNull().default(0),
    qtdNrColab: integer().notNull().default(0),
  },
  (t) => [
    companyFk('re_tb_nr_satelite_restaurante_fk', t.idRestaurante, reTbRestaurantes.idRestaurante),
    companyFk('re_tb_nr_satelite_satelite_fk', t.idSatelite, reTbUnidadesSatelite.idSatelite),
    companyFk('re_tb_nr_satelite_item_fk', t.idItemVenda, reMvItensVenda.idItemVenda),
    companyFk('re_tb_nr_satelite_produto_fk', t.idProduto, reTbProdutos.idProduto),
    uniqueIndex('re_tb_nr_satelite_uq').on(t.idSatelite, t.idItemVenda, t.idProduto, t.dtaNr),
    index('re_tb_nr_satelite_rest_dia_idx').on(t.idEmpresa, t.idRestaurante, t.dtaNr),
    check('re_tb_nr_satelite_qtd_ck', sql`${t.qtdNrCli} >= 0 and ${t.qtdNrColab} >= 0`),
  ],
);
