/**
 * The reports' columns: a title (the CSV/XLSX header, as shown), a kind that sets how a value reads on
 * screen (pt-BR: '1.234,567 kg', 'R$ 1.234,56', '12,34%', dd/MM/yyyy) and in the exports (numbers stay
 * numbers, rounded; dates as dd/MM/yyyy).
 */

import { formatDate } from '@app/lib/dayjs';
import { TIP_DESPERDICIO_LABEL, type TipDesperdicio } from '@domain/constants';
import { formatBRL, formatKgValue } from '@domain/numbers';
import type { ExportCell } from './export-csv';

export type ColumnKind = 'text' | 'date' | 'kg' | 'brl' | 'pct' | 'int';

export interface ReportColumn {
  title: string;
  kind: ColumnKind;
}

/** A table line: its cells in column order (dates 'yyyy-MM-dd'); `subtotal` lines are shown in bold. */
export interface ReportRow {
  key: string;
  cells: readonly ExportCell[];
  subtotal?: boolean;
}

/** What a report shows and exports: its lines (with subtotals), the data lines alone, the total line. */
export interface ReportTable {
  rows: ReportRow[];
  /** The data lines to export (no subtotals). */
  cells: ExportCell[][];
  total: ExportCell[];
}

/** The waste type's label ('Sobra limpa'…), or its number when unknown. */
export const tipoLabel = (t: number) => TIP_DESPERDICIO_LABEL[t as TipDesperdicio] ?? String(t);

/** The total line of the reports whose last columns are kg, kg CO2e, R$ and the count of appointments. */
export const kgCostCountTotal = (t: {
  qtdKg: ExportCell;
  co2eKg: ExportCell;
  vlrCusto: ExportCell;
  qtdApontamentos: ExportCell;
}): ExportCell[] => ['Total geral', null, null, t.qtdKg, t.co2eKg, t.vlrCusto, t.qtdApontamentos];

/** The CO2e column, next to the kg ('1.234,567' under its header). */
export const CO2E_COLUMN: ReportColumn = { title: 'Emissões (kg CO2e)', kind: 'kg' };

const DIGITS: Record<ColumnKind, number> = { text: 0, date: 0, kg: 3, brl: 2, pct: 2, int: 0 };

const formats = {
  kg: { format: formatKgValue },
  brl: { format: (n: number) => formatBRL(n) },
  pct: new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  int: new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }),
};

export const isNumericKind = (kind: ColumnKind) => kind !== 'text' && kind !== 'date';

/** The value as shown on screen ('–' for a missing number). */
export function displayValue(kind: ColumnKind, value: ExportCell): string {
  if (value === null || value === undefined || value === '') return isNumericKind(kind) ? '–' : '';
  if (kind === 'date') return formatDate(String(value));
  if (kind === 'text' || typeof value !== 'number') return String(value);
  if (kind === 'pct') return `${formats.pct.format(value)}%`;
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

/** 'relatorio-desperdicios-2026-11-01-a-2026-11-22.csv'. */
export const reportFileName = (name: string, dtaIni: string, dtaFim: string, ext: 'csv' | 'xlsx') =>
  `relatorio-${name}-${dtaIni}-a-${dtaFim}.${ext}`;
