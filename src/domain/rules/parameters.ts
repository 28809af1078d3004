/**
 * Parameter rules shared by the server's save-all and the parameters screen (spec §3 Parameter): the value
 * type of a row, the validation of a value of that type, and the sort of the list.
 */
import { isIsoDate } from '../dates';
import { INT4_MAX, INT4_MIN, PARAMETER_DECIMAL_LIMIT } from '../limits';
import { parseDecimalBR } from '../numbers';
import type { TipParametro } from '../schemas/parameters';
import { findParamDef } from './parameter-catalog';
import { paramRangeError } from './parameter-format';

export interface ParametroValores {
  vlrParametroDec?: number | string | null;
  vlrParametroDta?: string | null;
  vlrParametroInt?: number | string | null;
  vlrParametroTxt?: string | null;
}

export const TIP_PARAMETRO_LABEL: Record<TipParametro, string> = {
  dec: 'Decimal',
  dta: 'Data',
  int: 'Inteiro',
  txt: 'Texto',
};

const filled = (v: unknown) => v !== null && v !== undefined && v !== '';

/** The type of a row: the filled value column (decimal, date, integer, text in that order); text if none. */
export function parametroTipo(p: ParametroValores): TipParametro {
  if (filled(p.vlrParametroDec)) return 'dec';
  if (filled(p.vlrParametroDta)) return 'dta';
  if (filled(p.vlrParametroInt)) return 'int';
  return 'txt';
}

/** 'RE-Configuracao/U seq 13' (the restaurant when given): how messages name a parameter. */
export function parametroNome(p: { desParametro: string; seqParametro: number }): string {
  return `${p.desParametro} seq ${p.seqParametro}`;
}

export interface ValoresNormalizados {
  vlrParametroDec: number | null;
  vlrParametroDta: string | null;
  vlrParametroInt: number | null;
  vlrParametroTxt: string | null;
}

export type ValidacaoValor = { ok: true; valores: ValoresNormalizados } | { ok: false; message: string };

const INT = /^-?\d+$/;

/**
 * Validates the value of the row's type and returns the four value columns with only that one set.
 * Decimal: a number (a string may use the pt-BR comma); date: a real 'yyyy-MM-dd'; integer: a whole number;
 * text: any text (blank allowed). The message is pt-BR and names the parameter.
 */
export function validarValorParametro(
  p: ParametroValores & { desParametro: string; seqParametro: number },
  tipo: TipParametro,
  nome = parametroNome(p),
): ValidacaoValor {
  const none: ValoresNormalizados = {
    vlrParametroDec: null,
    vlrParametroDta: null,
    vlrParametroInt: null,
    vlrParametroTxt: null,
  };
  if (tipo === 'dec') {
    const n = parseDecimalBR(p.vlrParametroDec ?? null);
    if (n === null || Math.abs(n) >= PARAMETER_DECIMAL_LIMIT)
      return { ok: false, message: `Parâmetro ${nome}: informe um valor decimal válido` };
    return { ok: true, valores: { ...none, vlrParametroDec: n } };
  }
  if (tipo === 'dta') {
    const d = typeof p.vlrParametroDta === 'string' ? p.vlrParametroDta.trim().slice(0, 10) : '';
    if (!isIsoDate(d))
      return { ok: false, message: `Parâmetro ${nome}: informe uma data válida (dd/mm/aaaa)` };
    return { ok: true, valores: { ...none, vlrParametroDta: d } };
  }
  if (tipo === 'int') {
    const v = p.vlrParametroInt;
    const s = typeof v === 'number' ? String(v) : (v ?? '').trim();
    const n = Number(s);
    if (!INT.test(s) || !Number.isSafeInteger(n) || n < INT4_MIN || n > INT4_MAX)
      return { ok: false, message: `Parâmetro ${nome}: informe um valor inteiro válido` };
    return { ok: true, valores: { ...none, vlrParametroInt: n } };
  }
  return { ok: true, valores: { ...none, vlrParametroTxt: p.vlrParametroTxt ?? '' } };
}

/**
 * A value as the save-all takes it: a parameter of the catalogue is read in its own type (whatever the item
 * or the stored row says) and must lie in its range or be one of its choices, the message naming it by its
 * human name ('Valor fora do intervalo permitido para Peso máximo: Bandeja (mín. 1 kg, máx. 1.000 kg)');
 * any other parameter is checked by `tipo` only.
 */
export function validarParametro(
  p: ParametroValores & { desParametro: string; seqParametro: number },
  tipo: TipParametro,
): ValidacaoValor {
  const def = findParamDef(p.desParametro, p.seqParametro);
  if (!def) return validarValorParametro(p, tipo);
  const check = validarValorParametro(p, def.type, `${def.name} (${parametroNome(p)})`);
  if (!check.ok) return check;
  const v = check.valores;
  const value =
    def.type === 'dec' ? v.vlrParametroDec : def.type === 'int' ? v.vlrParametroInt : v.vlrParametroDta;
  const error = paramRangeError(def, value);
  return error ? { ok: false, message: error } : check;
}

/** The list order of the screen: by desParametro, then seq, then the global before restaurants. */
export function compareParametros(
  a: { desParametro: string; seqParametro: number; idRestaurante?: number | null },
  b: { desParametro: string; seqParametro: number; idRestaurante?: number | null },
): number {
  return (
    a.desParametro.localeCompare(b.desParametro, 'pt-BR') ||
    a.seqParametro - b.seqParametro ||
    (a.idRestaurante ?? 0) - (b.idRestaurante ?? 0)
  );
}
