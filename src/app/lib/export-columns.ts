/**
 * The columns of an export (a report's table, a screen's CSV/XLSX): a title (the CSV/XLSX header, as shown),
 * a kind that sets how a value reads on screen (pt-BR: '1.234,567 kg', 'R$ 1.234,56', '12,34%', dd/MM/yyyy)
 * and in the exports (numbers stay numbers, rounded; dates as dd/MM/yyyy).
 */

import { formatDate } from '@app/lib/dayjs';
import { formatBRL, formatKgValue } from '@domain/numbers';
import type { ExportCell } from './export-csv';

export type ColumnKind = 'text' | 'date' | 'kg' | 'brl' | 'pct' | 'int';

export interface ReportColumn {
  /** The column's whole title (the exports' header; on screen unless the column has a group). */
  title: string;
  kind: ColumnKind;
  /** On screen: the header spanning this column and its neighbours of the same group ('Base'). */
  group?: string;
  /** On screen, under its group's header: the short title ('kg'). */
  short?: string;
  /** On screen: the unit is in the header ('R$'), the cells show the number alone ('1.234,56'). */
  bare?: boolean;
}

const DIGITS: Record<ColumnKind, number> = { text: 0, date: 0, kg: 3, brl: 2, pct: 2, int: 0 };

const formats = {
  kg: { format: formatKgValue },
  brl: { format: (n: number) => formatBRL(n) },
  pct: new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  money: new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  int: new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }),
};

export const isNumericKind = (kind: ColumnKind) => kind !== 'text' && kind !== 'date';

/** The value as shown on screen ('–' for a missing number); `bare`: a sum of money without 'R$'. */
export function displayValue(kind: ColumnKind, value: ExportCell, bare = false): string {
  if (value === null || value === undefined || value === '') return isNumericKind(kind) ? '–' : '';
  if (kind === 'date') return formatDate(String(value));
  if (kind === 'text' || typeof value !== 'number') return String(value);
  if (kind === 'pct') return `${formats.pct.format(value)}%`;
  if (kind === 'brl' && bare) return formats.money.format(value);
  return formats[kind].format(value);
}

/** The value as exported: numbers rounded to the kind's decimals, dates as dd/MM/yyyy. */
export function exportValue(kind: ColumnKind, value: ExportCell): ExportCell {
  if (value === null || value === undefined) return null;
  if (kind === 'date') return formatDate(String(value));
  if (typeof value === 'number') {
    const f = 10 ** DIGITS[kind];
    return Math.round(value * f) / f;
  }
  return value;
}

export const exportRow = (columns: readonly ReportColumn[], cells: readonly ExportCell[]) =>
  columns.map((c, i) => exportValue(c.kind, cells[i]));
