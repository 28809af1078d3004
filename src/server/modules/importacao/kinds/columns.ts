import {
  type Parsed,
  parseBoolean,
  parseCodeList,
  parseDateValue,
  parseDecimal,
  parseEmail,
  parseInteger,
  parseText,
  parseTime,
  parseTimeZone,
} from '@domain/rules/import-values';
import type { ImportColumn, ImportRef, StagedRow } from '../kind';

/** Column builders shared by the kinds (name, obligation, description, example, parser). */
type Meta = { obrigatoria?: boolean; descricao: string; exemplo: string; padrao?: unknown };

/** A column from its name, its meta and the parser of its cells. */
const column = (nome: string, m: Meta, parse: ImportColumn['parse']): ImportColumn => ({
  nome,
  obrigatoria: m.obrigatoria ?? false,
  descricao: m.descricao,
  exemplo: m.exemplo,
  padrao: m.padrao,
  parse,
});

export const textCol = (nome: string, max: number, m: Meta): ImportColumn =>
  column(nome, m, (raw) => parseText(raw, max));

export const codeCol = (nome: string, m: Meta): ImportColumn => textCol(nome, 60, m);

export const decimalCol = (nome: string, places: number, m: Meta): ImportColumn =>
  column(nome, m, (raw) => parseDecimal(raw, places));

export const integerCol = (nome: string, m: Meta): ImportColumn =>
  column(nome, m, (raw) => parseInteger(raw));

export const dateCol = (nome: string, m: Meta): ImportColumn => column(nome, m, parseDateValue);

export const timeCol = (nome: string, m: Meta): ImportColumn => column(nome, m, parseTime);

export const boolCol = (nome: string, m: Meta): ImportColumn =>
  column(nome, { ...m, descricao: `${m.descricao} (S/N, sim/não, 1/0 ou true/false)` }, parseBoolean);

export const timeZoneCol = (nome: string, m: Meta): ImportColumn => column(nome, m, parseTimeZone);

export const emailCol = (nome: string, m: Meta): ImportColumn => column(nome, m, parseEmail);

export const codeListCol = (nome: string, m: Meta): ImportColumn =>
  column(nome, { ...m, padrao: m.padrao ?? [] }, (raw): Parsed<string[]> => parseCodeList(raw, 60));

/** Getters of a staged line for the upsert specs; each names its file column (UpsertColumn.coluna). */
type Getter<T> = ((r: StagedRow) => T) & { coluna: string };
const named = <T>(coluna: string, get: (r: StagedRow) => T): Getter<T> => Object.assign(get, { coluna });

export const val = (nome: string): Getter<string | number | boolean | null> =>
  named(nome, (r) => (r.v[nome] as string | number | boolean | null | undefined) ?? null);

export const ref = (coluna: string): Getter<number | null> =>
  named(coluna, (r) => (r.ids[coluna] as number | null | undefined) ?? null);

/** 0/1 of an "inativo" boolean column. */
export const flag01 = (nome: string): Getter<number> => named(nome, (r) => (r.v[nome] === true ? 1 : 0));

/** A column of codes (one, or a list with `lista`) resolved by the external code of `tabela`'s rows. */
export const erpRef = (
  coluna: string,
  tabela: string,
  id: string,
  nome: string,
  lista?: true,
): ImportRef => ({
  coluna,
  tabela,
  id,
  codigo: 'cod_externo',
  nome,
  ...(lista ? { lista } : {}),
});

/** A column of restaurant codes (one, or a list with `lista`), resolved by the restaurants' external code. */
export const restauranteRef = (coluna: string, lista?: true): ImportRef =>
  erpRef(coluna, 're_tb_restaurantes', 'id_restaurante', 'Restaurante', lista);
