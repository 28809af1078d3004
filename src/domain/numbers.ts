/**
 * The ONE pt-BR number pair of the product: every screen that shows a weight or an amount of money and lets
 * it be edited again formats with these and reads back with parseDecimalBR, so a value survives the round
 * trip whatever its size ('123.456' is a hundred and twenty-three thousand, never 123,456).
 *
 * Reading rules (pt-BR: ',' decimal, '.' thousands):
 * - with a comma: dots are thousands separators, the comma is the decimal mark ('1.234,5' → 1234.5);
 * - without a comma, dots in thousands positions are grouping ('1.234', '12.345.678');
 * - otherwise a single dot is taken as a decimal mark, as tablet keyboards type it ('1.5', '0.350');
 * - 'kg', 'R$', spaces (also no-break spaces) are ignored. Anything else reads as null.
 */

const NBSP = /[\s\u00a0\u202f]+/g;
const WITH_COMMA = /^-?(\d{1,3}(\.\d{3})+|\d+),\d*$/;
const GROUPED = /^-?[1-9]\d{0,2}(\.\d{3})+$/;
const DOT_DECIMAL = /^-?\d+(\.\d+)?$/;

/** '1,5', '1.5', '1,5 kg', '1.234,5', 'R$ 1.234,56', '123.456' → a number; null when not a number. */
export function parseDecimalBR(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const s = input.toLowerCase().replace(/r\$/g, '').replace(/kg$/, '').replace(NBSP, '');
  if (!s) return null;
  let normalized: string;
  if (s.includes(',')) {
    if (!WITH_COMMA.test(s)) return null;
    normalized = s.replace(/\./g, '').replace(',', '.');
  } else if (GROUPED.test(s)) {
    normalized = s.replace(/\./g, '');
  } else if (DOT_DECIMAL.test(s)) {
    normalized = s;
  } else return null;
  const n = Number(normalized);
  return Number.isFinite(n) ? n : null;
}

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(min: number, max: number, grouping: boolean): Intl.NumberFormat {
  const key = `${min}:${max}:${grouping}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      useGrouping: grouping,
    });
    formatters.set(key, f);
  }
  return f;
}

const known = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** '1.234,5' (up to `digits` decimals, none when whole); parseDecimalBR reads it back. */
export function formatDecimalBR(n: number, digits = 3): string {
  return numberFormat(0, digits, true).format(n);
}

/** The text an edit field starts with: no thousands separator, up to 3 decimals ('1234,5'). */
export function formatDecimalInput(n: number | null | undefined, digits = 3): string {
  return known(n) ? numberFormat(0, digits, false).format(n) : '';
}

/** '1.234,500' (a weight with its 3 decimals, no unit: table cells under a 'kg' header). */
export function formatKgValue(n: number): string {
  return numberFormat(3, 3, true).format(n);
}

/** '1.234,500 kg' (kg always with 3 decimals), `missing` when unknown. */
export function formatKg(n: number | null | undefined, missing = '—'): string {
  return known(n) ? `${formatKgValue(n)} kg` : missing;
}

/** '1.234,5 kg CO2e' (1 decimal: an emission estimate, not a weighing), `missing` when unknown. */
export function formatCo2e(n: number | null | undefined, missing = '—'): string {
  return known(n) ? `${numberFormat(1, 1, true).format(n)} kg CO2e` : missing;
}

/**
 * Made on first use: a currency format costs a slow tablet tens of milliseconds, and this module loads at every
 * start (the messages use it), on screens that show no money.
 */
let brl: Intl.NumberFormat | undefined;

/** 'R$ 1.234,50' (Intl's no-break space after R$), `missing` when unknown. */
export function formatBRL(n: number | null | undefined, missing = '—'): string {
  if (!known(n)) return missing;
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(n);
}
