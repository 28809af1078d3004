import type { AccessFlag } from '@domain/access';
import type { Parsed } from '@domain/rules/import-values';
import type { Db } from '../../db/client';
import type { AccessAuthor } from '../nl-base-usuarios/public';

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
  /**
   * The kind's columns the file's header contains. An absent optional column gets its default on INSERT
   * only: on UPDATE, the stored value is kept (an ERP file without fusoHorario does not reset the zone).
   */
  presentes: ReadonlySet<string>;
  /** Who imports (the access history's author). */
  author: AccessAuthor;
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
  /**
   * The values that identify a line when they depend on the line (default: those of `chave`): the file's
   * duplicates are found, and named, by them.
   */
  chaveDe?: (v: Record<string, unknown>) => unknown[];
  /** A rule across the columns of one parsed line: the error of the line (a column and a message), or null. */
  checkLine?: (v: Record<string, unknown>) => { coluna: string; mensagem: string } | null;
  refs: ImportRef[];
  /**
   * The flags the importing user needs for this kind (at least one), on top of the route's: the users kind
   * grants access, so it is for administrators only, never for an integration account (indApp).
   */
  flags?: readonly AccessFlag[];
  /** Writes a batch of valid lines (unique keys within the file); answers what it inserted and changed. */
  write(ctx: WriteContext, rows: StagedRow[]): Promise<WriteOutcome>;
}
