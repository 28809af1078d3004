/**
 * The reports' columns: a title (the CSV/XLSX header, as shown), a kind that sets how a value reads on
 * screen (pt-BR: '1.234,567 kg', 'R$ 1.234,56', '12,34%', dd/MM/yyyy) and in the exports (numbers stay
 * numbers, rounded; dates as dd/MM/yyyy).
 */

import { formatDate } from '@app/lib/dayjs';
import { TIP_DESPERDICIO_LABEL, type TipDesperdicio } from '@domain/constants';
import { formatBRL, formatKgValue } from '@domain/numbers';
import { pageWithSubtotals } from '@domain/rules/report-pages';
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

/** A data line: its cells in column order (dates 'yyyy-MM-dd'); `group` = its subtotal's group (restaurant). */
export interface ReportLine {
  key: string;
  cells: readonly ExportCell[];
  group?: string;
}

/** A line as shown or exported: a data line, or a subtotal (bold). */
export interface ReportRow {
  key: string;
  cells: readonly ExportCell[];
  subtotal?: boolean;
}

/** What a report shows and exports: its data lines, the subtotal of a group (over all its lines), the total line. */
export interface ReportTable {
  lines: ReportLine[];
  /** The subtotal line of a group ('Subtotal <restaurante>', …) computed over all its lines; none when absent. */
  subtotalOf?: (group: string, lines: readonly ReportLine[]) => ExportCell[];
  total: ExportCell[];
}

/**
 * The rows of a page of `size` data lines (size ≤ 0: all, as exported): each group's subtotal after its
 * last line, wherever that falls (pageWithSubtotals).
 */
export function reportPage(table: ReportTable, page: number, size: number) {
  const { subtotalOf } = table;
  const { current, pages, items } = pageWithSubtotals(
    table.lines,
    (l) => l.group ?? '',
    (group, lines) => (subtotalOf && group ? subtotalOf(group, lines) : null),
    page,
    size,
  );
  const rows = items.map(
    (item): ReportRow =>
      item.kind === 'line'
        ? { key: item.line.key, cells: item.line.cells }
        : { key: `subtotal-${item.group}`, cells: item.subtotal, subtotal: true },
  );
  return { current, pages, rows };
}

/** Every row as exported: the lines with their groups' subtotals, then the total line; the bold ones marked. */
export function exportRows(table: ReportTable): { rows: ExportCell[][]; bold: number[] } {
  const { rows } = reportPage(table, 0, 0);
  const all = [...rows.map((r) => [...r.cells]), [...table.total]];
  const bold = rows.flatMap((r, i) => (r.subtotal ? [i] : []));
  return { rows: all, bold: [...bold, all.length - 1] };
}

/** The subtotal label of a group: 'Subtotal Restaurante Centro'. */
export const subtotalLabel = (name: string) => `Subtotal ${name}`;

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

/** 'relatorio-desperdicios-2026-11-01-a-2026-11-22.csv'. */
export const reportFileName = (name: string, dtaIni: string, dtaFim: string, ext: 'csv' | 'xlsx') =>
  `relatorio-${name}-${dtaIni}-a-${dtaFim}.${ext}`;
