import {
  type Parsed,
  parseBoolean,
  parseCodeList,
  parseDateValue,
  parseDecimal,
  parseEmail,
  parseInteger,
  parseText,
  parseTimeZone,
} from '@domain/rules/import-values';
import type { ImportColumn, StagedRow } from '../kind';

/** Column builders shared by the kinds (name, obligation, description, example, parser). */
type Meta = { obrigatoria?: boolean; descricao: string; exemplo: string; padrao?: unknown };

export const textCol = (nome: string, max: number, m: Meta): ImportColumn => ({
  nome,
  obrigatoria: m.obrigatoria ?? false,
  descricao: m.descricao,
  exemplo: m.exemplo,
  padrao: m.padrao,
  parse: (raw) => parseText(raw, max),
});

export const codeCol = (nome: string, m: Meta): ImportColumn => textCol(nome, 60, m);

export const decimalCol = (nome: string, places: number, m: Meta): ImportColumn => ({
  nome,
  obrigatoria: m.obrigatoria ?? false,
  descricao: m.descricao,
  exemplo: m.exemplo,
  padrao: m.padrao,
  parse: (raw) => parseDecimal(raw, places),
});

export const integerCol = (nome: string, m: Meta): ImportColumn => ({
  nome,
  obrigatoria: m.obrigatoria ?? false,
  descricao: m.descricao,
  exemplo: m.exemplo,
  padrao: m.padrao,
  parse: (raw) => parseInteger(raw),
});

export const dateCol = (nome: string, m: Meta): ImportColumn => ({
  nome,
  obrigatoria: m.obrigatoria ?? false,
  descricao: m.descricao,
  exemplo: m.exemplo,
  padrao: m.padrao,
  parse: parseDateValue,
});

export const boolCol = (nome: string, m: Meta): ImportColumn => ({
  nome,
  obrigatoria: m.obrigatoria ?? false,
  descricao: `${m.descricao} (S/N, sim/não, 1/0 ou true/false)`,
  exemplo: m.exemplo,
  padrao: m.padrao,
  parse: parseBoolean,
});

export const timeZoneCol = (nome: string, m: Meta): ImportColumn => ({
  nome,
  obrigatoria: m.obrigatoria ?? false,
  descricao: m.descricao,
  exemplo: m.exemplo,
  padrao: m.padrao,
  parse: parseTimeZone,
});

export const emailCol = (nome: string, m: Meta): ImportColumn => ({
  nome,
  obrigatoria: m.obrigatoria ?? false,
  descricao: m.descricao,
  exemplo: m.exemplo,
  padrao: m.padrao,
  parse: parseEmail,
});

export const codeListCol = (nome: string, m: Meta): ImportColumn => ({
  nome,
  obrigatoria: m.obrigatoria ?? false,
  descricao: m.descricao,
  exemplo: m.exemplo,
  padrao: m.padrao ?? [],
  parse: (raw): Parsed<string[]> => {
    const codes = parseCodeList(raw);
    const long = codes.find((c) => c.length > 60);
    if (long) return parseText(long, 60) as Parsed<never>;
    return { ok: true, value: codes };
  },
});

/** Getters of a staged line for the upsert specs. */
export const val =
  (nome: string) =>
  (r: StagedRow): string | number | boolean | null =>
    (r.v[nome] as string | number | boolean | null | undefined) ?? null;

export const ref =
  (coluna: string) =>
  (r: StagedRow): number | null =>
    (r.ids[coluna] as number | null | undefined) ?? null;

/** 0/1 of an "inativo" boolean column. */
export const flag01 =
  (nome: string) =>
  (r: StagedRow): number =>
    r.v[nome] === true ? 1 : 0;
