/**
 * The pt-BR number formats of the dashboards and charts (spec §9: decimal commas): kg with 3 decimals, R$ with 2, percent
 * with 1, grams per meal with 0. A missing value (null, undefined, NaN) reads '–'.
 */

import { formatBRL as brlOf, formatCo2e as co2eOf, formatKg as kgOf } from '@domain/numbers';

const pct = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const grams = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

export const MISSING = '–';

const ok = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** '1.234,500 kg'. */
export const formatKg = (n: number | null | undefined): string => kgOf(n, MISSING);

/** '1.234,5 kg CO2e'. */
export const formatCo2e = (n: number | null | undefined): string => co2eOf(n, MISSING);

/** 'R$ 1.234,50' (the space Intl puts after R$ is a no-break space). */
export const formatBRL = (n: number | null | undefined): string => brlOf(n, MISSING);

/** '12,3%'. */
export function formatPct(n: number | null | undefined): string {
  return ok(n) ? `${pct.format(n)}%` : MISSING;
}

/** '85 g'. */
export function formatG(n: number | null | undefined): string {
  return ok(n) ? `${grams.format(n)} g` : MISSING;
}

/** '1.234'. */
export function formatCount(n: number | null | undefined): string {
  return ok(n) ? count.format(n) : MISSING;
}

export type ValueUnit = 'kg' | 'brl' | 'pct' | 'g' | 'count';

/** The formatter of a unit. */
export function formatterOf(unit: ValueUnit): (n: number | null | undefined) => string {
  switch (unit) {
    case 'kg':
      return formatKg;
    case 'brl':
      return formatBRL;
    case 'pct':
      return formatPct;
    case 'g':
      return formatG;
    default:
      return formatCount;
  }
}
