import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessDate, companyFk, idEmpresa, instant, kg } from './columns';
import { usuarios } from './core';
import { reTbRestaurantes } from './restaurants';

/**
 * The closings of kanban lines sent by the kitchen's tablets ('Sem sobra', 'Acabou às HH:MM', a line reopened,
 * the produced quantity): one row per device record, its uuid unique per company, so a replay is recognised and answered
 * with the same outcome. The closing in force is on the kanban line (re_tb_kanban_producao.tip_fechamento…).
 * The kanban line is a plain id, checked by the service (same company), as in re_tb_producao_aceites.
 */
export const reTbKanbanFechamentos = pgTable(
  're_tb_kanban_fechamentos',
  {
    idFechamento: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idLocal: uuid().notNull(),
    idKanban: integer().notNull(),
    indSemSobra: boolean().notNull().default(false),
    horEsgotado: time(),
    /** The line reopened: the closing in force withdrawn (neither 'Sem sobra' nor a time it ran out). */
    indReaberta: boolean().notNull().default(false),
    qtdProduzida: kg(),
    dthDispositivo: instant().notNull(),
    dthRegistro: instant().notNull().defaultNow(),
    idUsuario: integer().references(() => usuarios.idUsuario),
  },
  (t) => [
    uniqueIndex('re_tb_kanban_fechamentos_local_uq').on(t.idEmpresa, t.idLocal),
    index('re_tb_kanban_fechamentos_kanban_idx').on(t.idEmpresa, t.idKanban),
    check('re_tb_kanban_fechamentos_qtd_ck', sql`${t.qtdProduzida} is null or ${t.qtdProduzida} >= 0`),
    check(
      're_tb_kanban_fechamentos_reaberta_ck',
      sql`not ${t.indReaberta} or (not ${t.indSemSobra} and ${t.horEsgotado} is null)`,
    ),
  ],
);

/** Each accepted suggestion: the line's plan before and after, who accepted it and when (spec-free audit). */
export const reTbProducaoAceites = pgTable(
  're_tb_producao_aceites',
  {
    idAceite: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idKanban: integer().notNull(),
    qtdPlanejadaAnterior: kg(),
    qtdAceita: kg().notNull(),
    idUsuario: integer().references(() => usuarios.idUsuario),
    dthAceite: instant().notNull().defaultNow(),
  },
  (t) => [index('re_tb_producao_aceites_kanban_idx').on(t.idEmpresa, t.idKanban)],
);

/** Meals planned for a restaurant's day (the meals import's qtdPlanejadas): they replace the forecast of meals. */
export const reTbRefeicoesPlanejadas = pgTable(
  're_tb_refeicoes_planejadas',
  {
    idPlanejada: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idRestaurante: integer().notNull(),
    dtaRefeicao: businessDate().notNull(),
    qtdPlanejadas: integer().notNull(),
  },
  (t) => [
    companyFk('re_tb_refeicoes_planejadas_restaurante_fk', t.idRestaurante, reTbRestaurantes.idRestaurante),
    uniqueIndex('re_tb_refeicoes_planejadas_dia_uq').on(t.idEmpresa, t.idRestaurante, t.dtaRefeicao),
    check('re_tb_refeicoes_planejadas_qtd_ck', sql`${t.qtdPlanejadas} >= 0`),
  ],
);

/**
 * The meals typed on the kitchen's screen (Refeições), one row per device record: its uuid unique per company, so
 * a replay is recognised and answered with the same outcome. The values in force are in re_tb_refeicoes (served)
 * and re_tb_refeicoes_planejadas (planned); ind_refeicoes / ind_planejadas say which of the two the record
 * carried (a null quantity with its flag set cleared that value).
 */
export const reTbRefeicoesDigitadas = pgTable(
  're_tb_refeicoes_digitadas',
  {
    idRefeicaoDigitada: serial().primaryKey(),
    idEmpresa: idEmpresa(),
    idLocal: uuid().notNull(),
    idRestaurante: integer().notNull(),
    dtaRefeicao: businessDate().notNull(),
    indRefeicoes: boolean().notNull().default(false),
    qtdRefeicoes: integer(),
    indPlanejadas: boolean().notNull().default(false),
    qtdPlanejadas: integer(),
    dthRegistro: instant().notNull().defaultNow(),
    /** When it was typed on the device (null: records of before 0037, read as their dthRegistro). */
    dthDispositivo: instant(),
    idUsuario: integer().references(() => usuarios.idUsuario),
  },
  (t) => [
    uniqueIndex('re_tb_refeicoes_digitadas_local_uq').on(t.idEmpresa, t.idLocal),
    index('re_tb_refeicoes_digitadas_dia_idx').on(t.idEmpresa, t.idRestaurante, t.dtaRefeicao),
    companyFk('re_tb_refeicoes_digitadas_restaurante_fk', t.idRestaurante, reTbRestaurantes.idRestaurante),
    check(
      're_tb_refeicoes_digitadas_qtd_ck',
      sql`(${t.qtdRefeicoes} is null or ${t.qtdRefeicoes} >= 0) and (${t.qtdPlanejadas} is null or ${t.qtdPlanejadas} >= 0)`,
    ),
  ],
);
