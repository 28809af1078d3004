import type { Parsed } from '@domain/rules/import-values';
import type { Db } from '../../db/client';

/** One column of an import file (the template and the screen list them in this order). */
export interface ImportColumn {
  nome: string;
  obrigatoria: boolean;
  descricao: string;
  exemplo: string;
  /** Text of the cell → value (null when empty) or a pt-BR message. */
  parse(raw: string): Parsed<unknown>;
  /** The value when the cell is empty or the column is absent (optional columns). */
  padrao?: unknown;
}

/**
 * A reference from a column of the file to a row of the same company, by that row's external code. The
 * engine resolves the codes of a batch in one query; an unknown code is an error of the line and column.
 */
export interface ImportRef {
  coluna: string;
  tabela: string;
  /** The referenced table's id column (SQL name). */
  id: string;
  /** The referenced table's code column (SQL name). */
  codigo: string;
  /** What is referenced, for the message ('Grupo', 'Restaurante'…). */
  nome: string;
  /** The column holds a list of codes ('R1|R2'); the resolved value is the list of ids. */
  lista?: boolean;
}

/** A validated line, its references resolved (`ids[coluna]`, a number, a list of numbers or null). */
export interface StagedRow {
  linha: number;
  v: Record<string, unknown>;
  ids: Record<string, number | number[] | null>;
}

export interface WriteContext {
  tx: Db;
  idEmpresa: number;
}

export interface WriteOutcome {
  inseridas: number;
  alteradas: number;
  /** Lines the kind refused while writing (e.g. a login name of another user). */
  erros?: { linha: number; coluna: string; mensagem: string }[];
}

/** The definition of one kind of import (tipo): its columns, key, references and how a batch is written. */
export interface ImportKind {
  tipo: string;
  descricao: string;
  colunas: ImportColumn[];
  /** The columns whose values identify the row (its external code, or its natural key). */
  chave: string[];
  refs: ImportRef[];
  /** Writes a batch of valid lines (unique keys within the file); answers what it inserted and changed. */
  write(ctx: WriteContext, rows: StagedRow[]): Promise<WriteOutcome>;
}
