import { boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Values the server keeps for itself in the database, so every instance on one database shares them (the
 * JWT secret when JWT_SECRET is not set). Written once with INSERT … ON CONFLICT DO NOTHING and read back.
 */
export const appSettings = pgTable('app_settings', {
  chave: text().primaryKey(),
  valor: text().notNull(),
  dtaCriacao: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Runs of the daily routines: one row per routine and day, claimed by the instance that runs it, so a routine
 * runs once a day however many instances share the database. A claim left unfinished for long (the instance
 * died) or a failed run may be taken again.
 */
export const appRoutineRuns = pgTable(
  'app_routine_runs',
  {
    rotina: text().notNull(),
    dia: date({ mode: 'string' }).notNull(),
    instancia: text().notNull(),
    dtaInicio: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dtaFim: timestamp({ withTimezone: true }),
    indFalhou: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.rotina, t.dia] })],
);

/**
 * Master-data imports started per company in the current one-minute window (the per-minute limit of the
 * imports, shared by every instance on the database). A row whose window has passed starts over.
 */
export const importacaoLimites = pgTable('importacao_limites', {
  idEmpresa: integer().primaryKey(),
  dtaInicio: timestamp({ withTimezone: true }).notNull(),
  qtdImportacoes: integer().notNull(),
});
